//! The counting player's lab: what counting is worth at a table, played
//! through the simulator with the table's chart and its index plays.
//!
//! - [`counts`]: for each Hi-Lo true count before a round, how often it
//!   comes and the player's advantage and variance there, from real dealt
//!   shoes ([`Counts`]).
//! - [`ramp`]: the bets a bankroll and a risk of ruin call for at each
//!   count within a spread, and their figures (win rate, SD, DI, SCORE,
//!   N0, certainty equivalent, risk of ruin) ([`Ramp`]).
//! - [`Wong`]: back-counting, where a round is played only from a count.
//! - [`play_ramp`] and [`trip_risk`]: a ramp played by the simulator, to
//!   check the figures and to read a trip's risk of ruin.
//! - For a front end that computes the counts once and asks ramps of them
//!   later (the page's worker): [`CountsRun`] (the counts a few blocks at a
//!   time, with progress), [`Counts::to_bytes`] and [`Counts::from_bytes`]
//!   (the counts kept, checked when read back), [`RampReport`] (a ramp as
//!   `blackjack ramp --json` prints it), [`risk_curve`] (a ramp's risk by
//!   bankroll and trip) and [`lab_fingerprint`] (what the kept counts are
//!   keyed by).
//!
//! docs/ramp.md states the definitions and the choices.

mod blocks;
mod counts;
mod curve;
mod diffusion;
mod fingerprint;
mod kept;
mod math;
mod play;
mod ramp;
mod report;
mod wong;

pub use counts::{
    CountRow, Counts, CountsRun, DEFAULT_ROUNDS, DEFAULT_SEED, LabError, MAX_COUNT, MAX_ROUNDS,
    counts,
};
pub use curve::{CURVE_POINTS, CURVE_TRIPS, RiskCurve, TripCurve, risk_curve};
pub use diffusion::{lifetime_ruin, trip_ruin};
pub use fingerprint::lab_fingerprint;
pub use kept::KEPT_VERSION;
pub use play::{RampTally, TripRisk, play_ramp, trip_risk};
pub use ramp::{Bet, Figure, Ramp, RampAsk, parse_spread, ramp, ramp_shape, unit_ramp};
pub use report::RampReport;
pub use wong::Wong;

#[cfg(test)]
mod tests;
