//! A ramp as a front end prints it: what was asked, the counts it was
//! read from and the ramp's figures, each error beside its figure. One
//! shape for `blackjack ramp --json` and the page's lab, so the two cannot
//! drift apart.

use serde::Serialize;

use super::counts::{CountRow, Counts};
use super::ramp::{Bet, Ramp, RampAsk};
use crate::money::Money;

/// What `blackjack ramp --json` prints after `rules`, field by field (the
/// page's lab gets the same, with the risk curve beside it).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RampReport<'a> {
    /// The bankroll asked for.
    pub bankroll: Money,
    /// The N of the spread 1:N.
    pub spread: u32,
    /// The lifetime risk of ruin asked for, in percent.
    pub risk: f64,
    /// Back-counting: sitting down at this true count or above.
    pub wong_in: Option<i32>,
    /// Back-counting: getting up below this true count.
    pub wong_out: Option<i32>,
    /// The rounds the counts were played for.
    pub rounds: u64,
    /// The counts' seed, in hexadecimal.
    pub seed: &'a str,
    /// The counts, one row per true count.
    pub counts: &'a [CountRow],
    /// The ramp's bet at each count.
    pub bets: &'a [Bet],
    /// The smallest bet played.
    pub unit: Money,
    /// The bankroll is too small for the risk asked (see [`Ramp::short`]).
    pub short: bool,
    /// The table's maximum capped the ramp's top.
    pub capped: bool,
    /// The share of the rounds dealt that are played.
    pub played: f64,
    /// The mean bet of a round played.
    pub average_bet: f64,
    /// The win per 100 rounds dealt, in money.
    pub win_per_100: f64,
    /// Its standard error.
    pub win_per_100_error: f64,
    /// The standard deviation of 100 rounds dealt, in money.
    pub sd_per_100: f64,
    /// Its standard error.
    pub sd_per_100_error: f64,
    /// The desirability index.
    pub di: f64,
    /// Its standard error.
    pub di_error: f64,
    /// SCORE.
    pub score: f64,
    /// Its standard error.
    pub score_error: f64,
    /// N0, in rounds.
    pub n0: f64,
    /// Its standard error.
    pub n0_error: f64,
    /// The certainty equivalent per 100 rounds, in money.
    pub certainty_equivalent: f64,
    /// Its standard error.
    pub certainty_equivalent_error: f64,
    /// The lifetime risk of ruin as played, a chance from 0 to 1.
    pub risk_of_ruin: f64,
    /// Its standard error.
    pub risk_of_ruin_error: f64,
}

impl<'a> RampReport<'a> {
    /// The report of `ramp`, asked as `ask` of `counts`.
    pub fn new(ask: &RampAsk, counts: &'a Counts, ramp: &'a Ramp) -> RampReport<'a> {
        RampReport {
            bankroll: ask.bankroll,
            spread: ask.spread,
            risk: ask.risk * 100.0,
            wong_in: ask.wong.enter,
            wong_out: ask.wong.leave,
            rounds: counts.rounds,
            seed: &counts.seed,
            counts: &counts.rows,
            bets: &ramp.bets,
            unit: ramp.unit,
            short: ramp.short,
            capped: ramp.capped,
            played: ramp.played,
            average_bet: ramp.average_bet,
            win_per_100: ramp.win_per_100.value,
            win_per_100_error: ramp.win_per_100.error,
            sd_per_100: ramp.sd_per_100.value,
            sd_per_100_error: ramp.sd_per_100.error,
            di: ramp.di.value,
            di_error: ramp.di.error,
            score: ramp.score.value,
            score_error: ramp.score.error,
            n0: ramp.n0.value,
            n0_error: ramp.n0.error,
            certainty_equivalent: ramp.certainty_equivalent.value,
            certainty_equivalent_error: ramp.certainty_equivalent.error,
            risk_of_ruin: ramp.risk_of_ruin.value,
            risk_of_ruin_error: ramp.risk_of_ruin.error,
        }
    }
}
