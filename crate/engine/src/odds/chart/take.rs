//! Insurance and even money in a chart: when to take them.

use crate::odds::composition::Composition;

/// When a chart takes insurance (or even money) against an ace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Take {
    /// Never: it costs with every hand.
    Never,
    /// With a hand holding no ten-value card.
    NoTen,
    /// With a hand holding at most one ten-value card.
    AtMostOneTen,
    /// Always.
    Always,
}

impl Take {
    /// The name the JSON and the page use: `never`, `no-ten`, `at-most-one-ten`, `always`.
    pub const fn name(self) -> &'static str {
        match self {
            Take::Never => "never",
            Take::NoTen => "no-ten",
            Take::AtMostOneTen => "at-most-one-ten",
            Take::Always => "always",
        }
    }

    /// The rule named `name` (as [`Take::name`] writes it).
    pub fn from_name(name: &str) -> Option<Take> {
        [Take::Never, Take::NoTen, Take::AtMostOneTen, Take::Always]
            .into_iter()
            .find(|t| t.name() == name)
    }

    /// Does the rule take it with a hand holding `tens` ten-value cards?
    pub const fn takes(self, tens: usize) -> bool {
        match self {
            Take::Never => false,
            Take::NoTen => tens == 0,
            Take::AtMostOneTen => tens <= 1,
            Take::Always => true,
        }
    }
}

/// When insurance pays against an ace for a hand holding at least `tens`
/// ten-value cards (the two cards and the ace out of a fresh shoe):
/// it pays 2 to 1, so it gains when more than a third of the cards left are tens.
pub(super) fn insurance(decks: u8, tens: u16) -> Take {
    let shoe = Composition::decks(decks);
    let left = f64::from(shoe.total() - 3);
    let gains = |k: u16| 3.0 * f64::from(shoe.count(10) - k) / left > 1.0;
    match (gains(tens), gains(tens.max(1)), gains(2)) {
        (_, _, true) => Take::Always,
        (_, true, false) => Take::AtMostOneTen,
        (true, false, false) if tens == 0 => Take::NoTen,
        _ => Take::Never,
    }
}
