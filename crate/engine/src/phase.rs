//! What the table waits for ([`Phase`]) and what it offers a box before play
//! ([`Offer`]): below both the table and its errors, so neither imports the other.

use std::fmt;

use serde::{Deserialize, Serialize};

/// What the table waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Bets and the deal (the last round, if any, is over).
    Betting,
    /// An answer to an insurance or even-money offer.
    Insurance,
    /// A decision on a hand.
    Playing,
}

impl Phase {
    /// The scenario name of the phase.
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Betting => "betting",
            Phase::Insurance => "insurance",
            Phase::Playing => "playing",
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::Betting => "bets and the deal",
            Phase::Insurance => "an answer to the insurance offer",
            Phase::Playing => "a decision on a hand",
        })
    }
}

/// An offer made to a box before any hand is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Offer {
    /// Insurance against a dealer blackjack.
    Insurance,
    /// Even money for a blackjack.
    EvenMoney,
}

impl Offer {
    /// The offer's stable name: `insurance` or `even-money`.
    pub const fn name(self) -> &'static str {
        match self {
            Offer::Insurance => "insurance",
            Offer::EvenMoney => "even-money",
        }
    }
}

impl fmt::Display for Offer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Offer::Insurance => "insurance",
            Offer::EvenMoney => "even money",
        })
    }
}
