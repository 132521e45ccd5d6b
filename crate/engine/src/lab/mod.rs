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
//!
//! docs/ramp.md states the definitions and the choices.

mod blocks;
mod counts;
mod diffusion;
mod play;
mod ramp;
mod wong;

pub use counts::{CountRow, Counts, LabError, MAX_COUNT, counts};
pub use diffusion::{lifetime_ruin, trip_ruin};
pub use play::{RampTally, TripRisk, play_ramp, trip_risk};
pub use ramp::{Bet, Figure, Ramp, RampAsk, parse_spread, ramp, ramp_shape, unit_ramp};
pub use wong::Wong;

#[cfg(test)]
mod tests;
