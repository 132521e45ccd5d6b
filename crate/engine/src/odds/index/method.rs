//! How index plays are computed from real shoes: how many shoes, and the
//! counting convention under which a round's true count is read and made
//! whole.

use serde::{Deserialize, Serialize};

use crate::shoe::Seed;

/// How the decks left, the true count's divisor, are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DecksLeft {
    /// The cards left over 52, exactly.
    Exact,
    /// The cards left over 52 rounded to the nearest half deck (half a deck
    /// at least), as a counter estimates them from the discard tray.
    HalfDeck,
}

/// How a true count is made a whole count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Whole {
    /// Down, toward minus infinity: +2.9 is 2 and −0.1 is −1.
    Floor,
    /// To the nearest (halves away from zero).
    Round,
    /// Toward zero: +2.9 is 2 and −0.9 is 0.
    Truncate,
}

/// The true count's convention: running count over decks left, made whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Convention {
    /// How the decks left are read.
    pub decks: DecksLeft,
    /// How the quotient is made whole.
    pub whole: Whole,
}

impl Convention {
    /// The books' (and the default): exact decks left, floored.
    pub const BOOKS: Convention = Convention {
        decks: DecksLeft::Exact,
        whole: Whole::Floor,
    };

    /// The true count of `running` with `cards_left` cards left (at least one).
    pub fn true_count(&self, running: i32, cards_left: u16) -> f64 {
        let exact = f64::from(cards_left.max(1)) / 52.0;
        let decks = match self.decks {
            DecksLeft::Exact => exact,
            DecksLeft::HalfDeck => ((exact * 2.0).round() / 2.0).max(0.5),
        };
        f64::from(running) / decks
    }

    /// The whole true count of `running` with `cards_left` cards left.
    pub fn whole(&self, running: i32, cards_left: u16) -> i32 {
        let tc = self.true_count(running, cards_left);
        let whole = match self.whole {
            Whole::Floor => tc.floor(),
            Whole::Round => tc.round(),
            Whole::Truncate => tc.trunc(),
        };
        whole as i32
    }
}

/// How the index is read from each whole count's averaged gain (the
/// averaged gain rises with the count: the high-count action gains more the
/// higher it is).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Read {
    /// The averaged crossing to the nearest whole count (halves away from
    /// zero): where the averaged gain turns from negative to not negative,
    /// going down from the highest count read, interpolated between the
    /// mean true counts of the two whole counts around it. The default:
    /// chosen, among the rules tried, as the one that gives the most of the
    /// book's indices on the six-deck S17 game (docs/counting.md).
    #[default]
    NearestCrossing,
    /// The lowest whole count from which the averaged gain is never
    /// negative (the crossing's whole count above it).
    LowestNotNegative,
}

/// How many shoes are dealt, how many rounds are valued at each count, the
/// convention, and how the index is read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Method {
    /// Shoes dealt to the cut card.
    pub shoes: u32,
    /// Rounds valued exactly for each play at each whole true count before
    /// the deal (more are dealt; each count's rounds then stand for all the
    /// rounds dealt at that count).
    pub per_count: u32,
    /// The seed of the shuffles.
    pub seed: Seed,
    /// How the true count is read.
    pub convention: Convention,
    /// Whether the hands of three cards and more met at a standing play (a
    /// 12 of 4, 3, 5) are valued too, as they arise in play (by default
    /// the first two cards only: docs/counting.md says why).
    #[serde(default)]
    pub longer: bool,
    /// How the index is read from the averaged gains.
    #[serde(default)]
    pub read: Read,
}

impl Default for Method {
    fn default() -> Method {
        Method {
            shoes: 48000,
            per_count: 120,
            seed: [7; 32],
            convention: Convention::BOOKS,
            longer: false,
            read: Read::NearestCrossing,
        }
    }
}
