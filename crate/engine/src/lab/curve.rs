//! A ramp's risk of ruin as a curve: by bankroll size, for a lifetime and
//! for trips of a few lengths, by the diffusion formulas
//! ([`lifetime_ruin`], [`trip_ruin`]) from the ramp's mean and variance
//! of a round dealt. What the page draws beside a ramp.

use serde::Serialize;

use super::diffusion::{lifetime_ruin, trip_ruin};
use super::math::{ln, pow};
use super::ramp::Ramp;
use crate::money::Money;

/// The bankrolls a curve has a point at.
pub const CURVE_POINTS: usize = 24;

/// The trips a curve gives the risk of, in rounds dealt.
pub const CURVE_TRIPS: [u64; 3] = [1_000, 10_000, 100_000];

/// A ramp's risk of ruin by bankroll ([`risk_curve`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RiskCurve {
    /// The bankrolls, increasing.
    pub bankrolls: Vec<Money>,
    /// The lifetime risk of ruin at each bankroll, a chance from 0 to 1.
    pub lifetime: Vec<f64>,
    /// The risk within each trip length of [`CURVE_TRIPS`].
    pub trips: Vec<TripCurve>,
}

/// The risk of ruin within a trip, by bankroll.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TripCurve {
    /// The trip's rounds dealt.
    pub rounds: u64,
    /// The risk at each of the curve's bankrolls, a chance from 0 to 1.
    pub risk: Vec<f64>,
}

/// The risk of ruin of `ramp` (its bets as they are, not sized again) by
/// bankroll: [`CURVE_POINTS`] bankrolls from `bankroll` / 8 to 3 ×
/// `bankroll`, evenly spaced by ratio, each rounded to the table's minimum
/// bet (to the cent for bankrolls too small for that to give distinct
/// points), `bankroll` itself in place of the nearest; the lifetime's
/// risk at each (at `bankroll`, the ramp's own `risk_of_ruin`, exactly) and
/// each trip's of [`CURVE_TRIPS`] (the first passage of the diffusion,
/// with Siegmund's correction for the walk's overshoot).
pub fn risk_curve(ramp: &Ramp, bankroll: Money) -> RiskCurve {
    let per = ramp.per_round;
    let bankrolls = bankroll_points(bankroll, per.unit);
    let units: Vec<f64> = bankrolls.iter().map(|&b| per.units(b)).collect();
    RiskCurve {
        lifetime: units
            .iter()
            .map(|&b| lifetime_ruin(per.ev, per.var, b))
            .collect(),
        trips: CURVE_TRIPS
            .iter()
            .map(|&rounds| TripCurve {
                rounds,
                risk: units
                    .iter()
                    .map(|&b| trip_ruin(per.ev, per.var, b, rounds))
                    .collect(),
            })
            .collect(),
        bankrolls,
    }
}

/// The curve's bankrolls around `bankroll` (see [`risk_curve`]): distinct,
/// increasing, `bankroll` among them.
fn bankroll_points(bankroll: Money, unit: Money) -> Vec<Money> {
    let b = bankroll.cents().max(1);
    let (lo, hi) = (b as f64 / 8.0, 3.0 * b as f64);
    // The step: the table's unit where 3 × bankroll holds enough of them.
    let step = if unit.cents() > 0 && 3 * b / unit.cents() >= 2 * CURVE_POINTS as i64 {
        unit.cents()
    } else {
        1
    };
    let mut points: Vec<i64> = Vec::with_capacity(CURVE_POINTS);
    for i in 0..CURVE_POINTS {
        let x = lo * pow(hi / lo, i as f64 / (CURVE_POINTS - 1) as f64);
        let mut c = ((x / step as f64).round() as i64 * step).max(step);
        if let Some(&last) = points.last() {
            c = c.max(last + step);
        }
        points.push(c);
    }
    // The nearest point to the bankroll (by ratio) becomes it: the points
    // stay increasing, since no other lies between the two.
    let far = |p: i64| ln(p as f64 / b as f64).abs();
    let nearest = (0..points.len())
        .min_by(|&i, &j| far(points[i]).total_cmp(&far(points[j])))
        .unwrap_or(0);
    points[nearest] = b;
    points.into_iter().map(Money).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_points_are_distinct_and_hold_the_bankroll() {
        // In hundredths.
        for (bankroll, unit) in [
            (1_000_000, 1000),
            (1_000_100, 1000),
            (500, 500),
            (1, 1),
            (12_345_678, 2500),
            (100_000_000_000, 500),
        ] {
            let points = bankroll_points(Money(bankroll), Money(unit));
            assert_eq!(points.len(), CURVE_POINTS, "{bankroll}");
            assert!(points.contains(&Money(bankroll)), "{bankroll}: {points:?}");
            assert!(points.windows(2).all(|w| w[0] < w[1]), "{points:?}");
            assert!(points[0].is_positive(), "{points:?}");
            if bankroll >= 1000 * unit {
                assert!(
                    points
                        .iter()
                        .all(|p| p.cents() % unit == 0 || p.cents() == bankroll)
                );
                assert!(points[0].cents() <= bankroll / 8 + unit, "{points:?}");
                assert!(
                    points[CURVE_POINTS - 1].cents() >= 3 * bankroll - unit,
                    "{points:?}"
                );
            }
        }
    }
}
