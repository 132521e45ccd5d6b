//! A flat bettor's risk of ruin, computed exactly: the distribution of one
//! round's net result under a chart, then the bankroll as a Markov chain.
//!
//! - [`round_distribution`]: the exact chance of every net result of one
//!   round (in steps of half a bet, or the finer step the blackjack pay
//!   needs: [`RoundDistribution::unit`]) for one box at a flat bet played by
//!   a chart from a full shoe, doubles, splits and re-splits included, every
//!   card's chance counted from the cards left. [`best_chart_distribution`]:
//!   the same for the table's best chart.
//! - [`trip_risk`]: the chance of losing a bankroll within a number of
//!   rounds, the distribution stepped round by round over the bankroll
//!   ([`trip`]: with a bound on its error).
//! - [`lifetime_risk`]: the chance of ever losing it, playing for ever.
//!
//! What is exact and what is not is said in `docs/risk.md`: a round with one
//! hand is exact; split hands are each exact jointly with the dealer's final
//! total, and independent of one another given that total (they share the
//! dealer's cards; what one split hand's draws tell about the next one's is
//! left out). The mean is the chart's exact return either way.

mod band;
mod build;
mod distribution;
mod fft;
mod hand;
mod lifetime;
mod reach;
mod split;
mod trip;

pub use build::{best_chart_distribution, round_distribution};
pub use distribution::{Outcome, RoundDistribution};
pub use lifetime::lifetime_risk;
pub use trip::{MAX_ROUNDS, TripRisk, trip, trip_risk};

/// The largest bankroll a risk is computed for, in bets.
pub const MAX_BANKROLL: u32 = 100_000;

/// Why a risk cannot be computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RiskError {
    /// The bankroll is not a whole or half number of bets from 1 to
    /// [`MAX_BANKROLL`].
    #[error("bankroll: a whole or half number of bets from 1 to 100000 is needed, not {0}")]
    Bankroll(String),
    /// The number of rounds is not from 1 to [`MAX_ROUNDS`].
    #[error("rounds: 1 to 1000000 rounds are needed, not {0}")]
    Rounds(u64),
    /// The blackjack pay needs a step finer than a tenth of the bet.
    #[error(
        "blackjack_pays: {win}:{per} needs a step finer than a tenth of the bet; the risk is computed for pays in halves, quarters or tenths of the bet (3:2, 6:5, 5:4, 1:1...)"
    )]
    Pay {
        /// What a blackjack wins...
        win: u32,
        /// ...for this much staked.
        per: u32,
    },
    /// The chart takes insurance or even money, which the distribution
    /// leaves out (a best chart never does from a full shoe).
    #[error("insurance: the chart takes insurance or even money, which the risk leaves out")]
    Insurance,
}

impl RiskError {
    /// The field the error is about: `bankroll`, `rounds`,
    /// `blackjack_pays` or `insurance`.
    pub const fn field(&self) -> &'static str {
        match self {
            RiskError::Bankroll(_) => "bankroll",
            RiskError::Rounds(_) => "rounds",
            RiskError::Pay { .. } => "blackjack_pays",
            RiskError::Insurance => "insurance",
        }
    }
}

/// A bankroll in bets: a whole or half number from 1 to [`MAX_BANKROLL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bankroll {
    halves: u32,
}

impl Bankroll {
    /// The bankroll of `units` bets, if it is a whole or half number from 1
    /// to [`MAX_BANKROLL`].
    pub fn from_units(units: f64) -> Result<Bankroll, RiskError> {
        let halves = units * 2.0;
        let fits = units.is_finite()
            && (1.0..=f64::from(MAX_BANKROLL)).contains(&units)
            && halves == halves.trunc();
        if !fits {
            return Err(RiskError::Bankroll(units.to_string()));
        }
        Ok(Bankroll {
            halves: halves as u32,
        })
    }

    /// The bankroll written `text` ("40", "40.5"), checked as
    /// [`Bankroll::from_units`].
    pub fn parse(text: &str) -> Result<Bankroll, RiskError> {
        let units: f64 = text
            .trim()
            .parse()
            .map_err(|_| RiskError::Bankroll(text.to_string()))?;
        Bankroll::from_units(units).map_err(|_| RiskError::Bankroll(text.to_string()))
    }

    /// The bankroll in bets.
    pub fn units(self) -> f64 {
        f64::from(self.halves) / 2.0
    }

    /// The bankroll in half bets.
    pub fn halves(self) -> u32 {
        self.halves
    }
}

#[cfg(test)]
pub(crate) mod tests;
