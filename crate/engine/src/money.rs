//! Money in integer hundredths: the only way the engine counts chips.

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// An amount of money in hundredths of a unit (cents). `Money(1050)` is 10.50.
///
/// Parsing accepts at most two decimals; anything finer is refused, never rounded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Money(pub i64);

/// Why a text or number is not an amount of money.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoneyError {
    /// The text is not a decimal number.
    #[error("`{0}` is not an amount")]
    NotANumber(String),
    /// The amount has more than two decimals.
    #[error("`{0}` has more than two decimals")]
    TooManyDecimals(String),
    /// The amount is too large to count.
    #[error("`{0}` is too large")]
    TooLarge(String),
}

impl Money {
    /// Zero.
    pub const ZERO: Money = Money(0);

    /// `units` whole units.
    pub const fn units(units: i64) -> Money {
        Money(units * 100)
    }

    /// The amount in hundredths.
    pub const fn cents(self) -> i64 {
        self.0
    }

    /// True when the amount has no cents.
    pub const fn is_whole(self) -> bool {
        self.0 % 100 == 0
    }

    /// True when the amount is above zero.
    pub const fn is_positive(self) -> bool {
        self.0 > 0
    }

    /// Half of the amount, rounded down to the cent.
    pub const fn half(self) -> Money {
        Money(self.0 / 2)
    }

    /// The amount times `num / den`, rounded down to the cent.
    pub const fn ratio(self, num: u32, den: u32) -> Money {
        Money(self.0 * num as i64 / den as i64)
    }

    /// The amount as a floating-point number of units, for display only.
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 100.0
    }

    /// Converts a floating-point number of units that carries at most two
    /// decimals (as JSON and JavaScript numbers do).
    pub fn from_f64(value: f64) -> Result<Money, MoneyError> {
        if !value.is_finite() {
            return Err(MoneyError::NotANumber(
                if value.is_nan() { "NaN" } else { "infinity" }.into(),
            ));
        }
        let cents = value * 100.0;
        if cents.abs() > 9.0e15 {
            return Err(MoneyError::TooLarge("the number".into()));
        }
        let rounded = cents.round();
        if (cents - rounded).abs() > 1e-6 {
            return Err(MoneyError::TooManyDecimals(six_decimals(value)));
        }
        Ok(Money(rounded as i64))
    }
}

/// `value` with up to six decimals, written without float formatting (which
/// would add some 18 KB to the browser build).
fn six_decimals(value: f64) -> String {
    let micros = (value.abs() * 1e6).round() as u64;
    let fraction = format!("{:06}", micros % 1_000_000);
    let sign = if value < 0.0 { "-" } else { "" };
    format!(
        "{sign}{}.{}",
        micros / 1_000_000,
        fraction.trim_end_matches('0')
    )
}

impl std::ops::Add for Money {
    type Output = Money;
    fn add(self, rhs: Money) -> Money {
        Money(self.0 + rhs.0)
    }
}

impl std::ops::Sub for Money {
    type Output = Money;
    fn sub(self, rhs: Money) -> Money {
        Money(self.0 - rhs.0)
    }
}

impl std::ops::AddAssign for Money {
    fn add_assign(&mut self, rhs: Money) {
        self.0 += rhs.0;
    }
}

impl std::ops::SubAssign for Money {
    fn sub_assign(&mut self, rhs: Money) {
        self.0 -= rhs.0;
    }
}

impl std::ops::Mul<i64> for Money {
    type Output = Money;
    fn mul(self, rhs: i64) -> Money {
        Money(self.0 * rhs)
    }
}

impl std::iter::Sum for Money {
    fn sum<I: Iterator<Item = Money>>(iter: I) -> Money {
        Money(iter.map(|m| m.0).sum())
    }
}

impl fmt::Display for Money {
    /// Whole amounts print without decimals (`15`), others with two (`7.50`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        if abs % 100 == 0 {
            write!(f, "{sign}{}", abs / 100)
        } else {
            write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
        }
    }
}

impl FromStr for Money {
    type Err = MoneyError;

    /// Parses `10`, `10.5`, `-3.25`; refuses `1e3`, `10.005`, `abc`.
    fn from_str(text: &str) -> Result<Money, MoneyError> {
        let bad = || MoneyError::NotANumber(text.to_string());
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (whole, fraction) = match digits.split_once('.') {
            Some((w, f)) => (w, f),
            None => (digits, ""),
        };
        let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() || !all_digits(whole) || !all_digits(fraction) {
            return Err(bad());
        }
        if digits.contains('.') && fraction.is_empty() {
            return Err(bad());
        }
        let fraction = fraction.trim_end_matches('0');
        if fraction.len() > 2 {
            return Err(MoneyError::TooManyDecimals(text.to_string()));
        }
        let units: i64 = whole
            .parse()
            .ok()
            .filter(|u: &i64| *u < 90_000_000_000_000)
            .ok_or_else(|| MoneyError::TooLarge(text.to_string()))?;
        let cents = match fraction.len() {
            0 => 0,
            1 => fraction.parse::<i64>().map_err(|_| bad())? * 10,
            _ => fraction.parse::<i64>().map_err(|_| bad())?,
        };
        let value = units * 100 + cents;
        Ok(Money(if negative { -value } else { value }))
    }
}

impl Serialize for Money {
    /// Whole amounts serialize as integers, others as numbers with two decimals.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.is_whole() {
            serializer.serialize_i64(self.0 / 100)
        } else {
            serializer.serialize_f64(self.as_f64())
        }
    }
}

impl<'de> Deserialize<'de> for Money {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Money, D::Error> {
        struct MoneyVisitor;
        impl Visitor<'_> for MoneyVisitor {
            type Value = Money;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an amount with at most two decimals")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Money, E> {
                v.checked_mul(100)
                    .filter(|c| c.abs() < 9_000_000_000_000_000)
                    .map(Money)
                    .ok_or_else(|| E::custom(MoneyError::TooLarge(v.to_string())))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Money, E> {
                let v =
                    i64::try_from(v).map_err(|_| E::custom(MoneyError::TooLarge(v.to_string())))?;
                self.visit_i64(v)
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Money, E> {
                Money::from_f64(v).map_err(E::custom)
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Money, E> {
                v.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_any(MoneyVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        assert_eq!("10".parse(), Ok(Money(1000)));
        assert_eq!("10.5".parse(), Ok(Money(1050)));
        assert_eq!("7.50".parse(), Ok(Money(750)));
        assert_eq!("-3.25".parse(), Ok(Money(-325)));
        assert_eq!("1.500".parse(), Ok(Money(150)));
        assert!(matches!(
            "10.005".parse::<Money>(),
            Err(MoneyError::TooManyDecimals(_))
        ));
        for bad in ["", "abc", "1e3", "1.", ".5", "+5", "1,5", "--1"] {
            assert!(bad.parse::<Money>().is_err(), "{bad}");
        }
        assert_eq!(Money(1500).to_string(), "15");
        assert_eq!(Money(750).to_string(), "7.50");
        assert_eq!(Money(-5).to_string(), "-0.05");
    }

    #[test]
    fn json_round_trip() {
        let m: Money = serde_json::from_str("1007.5").unwrap();
        assert_eq!(m, Money(100_750));
        let m: Money = serde_json::from_str("0.07").unwrap();
        assert_eq!(m, Money(7));
        assert!(serde_json::from_str::<Money>("0.001").is_err());
        assert_eq!(
            Money::from_f64(10.005).unwrap_err(),
            MoneyError::TooManyDecimals("10.005".into())
        );
        assert_eq!(
            Money::from_f64(-0.125).unwrap_err(),
            MoneyError::TooManyDecimals("-0.125".into())
        );
        assert_eq!(Money::from_f64(2.5), Ok(Money(250)));
        assert_eq!(serde_json::to_string(&Money(750)).unwrap(), "7.5");
        assert_eq!(serde_json::to_string(&Money(1500)).unwrap(), "15");
    }
}
