//! The kinds of drill hand, what each one states, and how one is chosen:
//! fairly among the hands of its kind, by drawing the two cards and the up
//! card from a fresh shoe until they are of the kind.

use serde::Deserialize;

use super::PracticeError;
use crate::card::Card;
use crate::shoe::DealRng;

/// How many draws of three cards may be made to find a hand of a kind; the
/// rarest kind (soft 13–18 against 3–6) comes once in about 50, so this is
/// never reached in practice.
const TRIES: u32 = 100_000;

/// A kind of starting hand to drill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrillKind {
    /// Hard 12–16 (no pair) against 2–6.
    Hard,
    /// Soft 13–18 (an ace and a 2 to 7) against 3–6: the soft doubles.
    Soft,
    /// A pair against any up card.
    Pair,
    /// Hard 9–11 (no pair) against 2–9.
    Double,
    /// Hard 15–16 (no pair) against 9, a ten or an ace.
    Surrender,
    /// Any hand against an ace: the insurance (or even money) offer.
    Insurance,
}

impl DrillKind {
    /// Every kind, in the order of [`DrillWeights`].
    pub const ALL: [DrillKind; 6] = [
        DrillKind::Hard,
        DrillKind::Soft,
        DrillKind::Pair,
        DrillKind::Double,
        DrillKind::Surrender,
        DrillKind::Insurance,
    ];

    /// The kind's name for JavaScript: `hard`, `soft`, `pair`, `double`,
    /// `surrender` or `insurance`.
    pub const fn name(self) -> &'static str {
        match self {
            DrillKind::Hard => "hard",
            DrillKind::Soft => "soft",
            DrillKind::Pair => "pair",
            DrillKind::Double => "double",
            DrillKind::Surrender => "surrender",
            DrillKind::Insurance => "insurance",
        }
    }

    /// Are the two cards `hand` against the up card `up` of this kind?
    pub fn holds(self, hand: [Card; 2], up: Card) -> bool {
        let [a, b] = hand;
        let pair = a.rank == b.rank;
        let aces = u8::from(a.is_ace()) + u8::from(b.is_ace());
        let hard = aces == 0 && a.value() != b.value();
        let total = a.value() + b.value();
        let up = up.value();
        match self {
            DrillKind::Hard => hard && (12..=16).contains(&total) && (2..=6).contains(&up),
            DrillKind::Soft => aces == 1 && (3..=8).contains(&total) && (3..=6).contains(&up),
            DrillKind::Pair => pair,
            DrillKind::Double => hard && (9..=11).contains(&total) && (2..=9).contains(&up),
            DrillKind::Surrender => hard && (15..=16).contains(&total) && (up == 1 || up >= 9),
            DrillKind::Insurance => up == 1,
        }
    }
}

/// How often each kind is dealt, relative to the others (the page passes
/// them by kind: `{hard, soft, pair, double, surrender, insurance}`, each a
/// number, a missing one 0). The default deals hard, soft and pairs equally.
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrillWeights {
    /// Hard 12–16 against 2–6.
    #[serde(default)]
    pub hard: f64,
    /// Soft doubles.
    #[serde(default)]
    pub soft: f64,
    /// Pairs.
    #[serde(alias = "pairs")]
    #[serde(default)]
    pub pair: f64,
    /// Hard 9–11 against 2–9.
    #[serde(alias = "doubles")]
    #[serde(default)]
    pub double: f64,
    /// Hard 15–16 against 9 to ace.
    #[serde(default)]
    pub surrender: f64,
    /// Against an ace.
    #[serde(default)]
    pub insurance: f64,
}

impl Default for DrillWeights {
    fn default() -> DrillWeights {
        DrillWeights {
            hard: 1.0,
            soft: 1.0,
            pair: 1.0,
            double: 0.0,
            surrender: 0.0,
            insurance: 0.0,
        }
    }
}

impl DrillWeights {
    /// The weights in the order of [`DrillKind::ALL`].
    pub fn by_kind(&self) -> [f64; 6] {
        [
            self.hard,
            self.soft,
            self.pair,
            self.double,
            self.surrender,
            self.insurance,
        ]
    }

    /// Refused unless every weight is a finite number, none negative, and one
    /// at least is positive.
    pub fn check(&self) -> Result<(), PracticeError> {
        let w = self.by_kind();
        if w.iter().any(|x| !x.is_finite() || *x < 0.0) || w.iter().all(|x| *x == 0.0) {
            return Err(PracticeError::BadWeights);
        }
        Ok(())
    }

    /// A kind drawn with these weights (checked first).
    pub fn pick(&self, rng: &mut DealRng) -> Result<DrillKind, PracticeError> {
        self.check()?;
        let w = self.by_kind();
        let total: f64 = w.iter().sum();
        let at = f64::from(rng.next_word()) / 4_294_967_296.0 * total;
        let mut sum = 0.0;
        for (kind, weight) in DrillKind::ALL.into_iter().zip(w) {
            sum += weight;
            if weight > 0.0 && at < sum {
                return Ok(kind);
            }
        }
        // Rounding left `at` at the very top: the last kind with a weight.
        Ok(DrillKind::ALL
            .into_iter()
            .zip(w)
            .rev()
            .find(|(_, x)| *x > 0.0)
            .map_or(DrillKind::Hard, |(kind, _)| kind))
    }
}

/// A starting hand of `kind` and the dealer's up card, drawn from a fresh
/// shoe of `decks` decks: three distinct cards, drawn again until they are
/// of the kind, so each hand of the kind comes as often as a real shoe
/// deals it.
pub fn practice_deal(
    decks: u8,
    kind: DrillKind,
    rng: &mut DealRng,
) -> Result<([Card; 2], Card), PracticeError> {
    let n = u32::from(decks.max(1)) * 52;
    for _ in 0..TRIES {
        let a = rng.index(n);
        let mut b = rng.index(n - 1);
        if b >= a {
            b += 1;
        }
        let mut c = rng.index(n - 2);
        for taken in [a.min(b), a.max(b)] {
            if c >= taken {
                c += 1;
            }
        }
        let card = |i: u32| Card::from_index(i as usize % 52);
        let (hand, up) = ([card(a), card(b)], card(c));
        if kind.holds(hand, up) {
            return Ok((hand, up));
        }
    }
    Err(PracticeError::NotFound)
}
