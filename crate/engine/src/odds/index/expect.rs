//! The action a counter is expected to take: the chart's, unless an index
//! play covers the decision and the true count is at or past its index.

use serde::Serialize;

use super::IndexPlay;
use super::plays::Deviation;
use crate::odds::{Composition, true_count};

/// The decision being graded.
#[derive(Clone, Copy, Debug)]
pub enum Asked<'a> {
    /// The insurance offer (even money included); `chart_takes`: whether
    /// the chart takes it.
    Insurance {
        /// Whether the chart takes insurance here.
        chart_takes: bool,
    },
    /// A decision on a hand.
    Hand {
        /// The values of the hand's cards (1 for an ace, 10 for a ten).
        values: &'a [u8],
        /// The dealer's up card's value.
        up: u8,
        /// The chart's action: `hit`, `stand`, `double`, `split` or `surrender`.
        chart: &'a str,
        /// The actions the table allows now (the same names).
        allowed: &'a [&'a str],
    },
}

/// An index play that covers a decision, and what it calls for.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IndexCall {
    /// The play's name (`16 v T`, `insurance`).
    pub name: String,
    /// The player's hard total (a pair's: both cards; 0 for insurance),
    /// for the page to name the play in its own language.
    pub total: u8,
    /// The dealer's up card, 1 (ace; insurance too) to 10.
    pub up: u8,
    /// What it compares.
    pub deviation: Deviation,
    /// The index as counters learn it (rounded to a whole count).
    pub index: i32,
    /// The true count of the cards left.
    pub true_count: f64,
    /// Whether the true count is at or above the index.
    pub at_or_above: bool,
    /// The action expected: `insure`, `no-insurance`, or a hand's action.
    pub expected: &'static str,
    /// Whether the expected action is not the chart's (a deviation).
    pub deviates: bool,
}

/// The two actions of a deviation: at or above the index, and below it.
pub(crate) fn actions(d: Deviation, chart: &str) -> (&'static str, &'static str) {
    match d {
        Deviation::Insure => ("insure", "no-insurance"),
        Deviation::StandOverHit => ("stand", "hit"),
        Deviation::DoubleOverHit => ("double", "hit"),
        Deviation::SplitOverStand => ("split", "stand"),
        // Below its index, surrender gives way to the chart's hit or stand.
        Deviation::Surrender => ("surrender", if chart == "stand" { "stand" } else { "hit" }),
    }
}

/// Whether `play` speaks of the hand `values` against `up`: a hard total
/// (no ace), not a pair, two cards for a double or a surrender; the pair
/// itself for a pair split.
pub(crate) fn covers(play: &IndexPlay, values: &[u8], up: u8) -> bool {
    let total: u32 = values.iter().map(|&v| u32::from(v)).sum();
    let pair = values.len() == 2 && values[0] == values[1];
    let two = values.len() == 2;
    if play.deviation == Deviation::SplitOverStand {
        return play.up == up && pair && u32::from(play.total) == total;
    }
    play.total != 0
        && play.up == up
        && u32::from(play.total) == total
        && !values.contains(&1)
        && !pair
        && (play.deviation == Deviation::StandOverHit || two)
}

/// The index play among `plays` that covers `asked`, with the cards `left`
/// in a shoe of `decks` decks, and the action it expects; `None` when no
/// play with an index covers it, or the chart's action is neither of the
/// play's two (a split, say), or the table does not allow them both.
pub fn index_call(
    plays: &[IndexPlay],
    decks: u8,
    left: &Composition,
    asked: Asked,
) -> Option<IndexCall> {
    let (play, chart) = match asked {
        Asked::Insurance { chart_takes } => {
            let play = plays.iter().find(|p| p.deviation == Deviation::Insure)?;
            (
                play,
                if chart_takes {
                    "insure"
                } else {
                    "no-insurance"
                },
            )
        }
        Asked::Hand {
            values,
            up,
            chart,
            allowed,
        } => {
            let play = plays.iter().find(|p| covers(p, values, up))?;
            let (high, low) = actions(play.deviation, chart);
            if !allowed.contains(&high) || !allowed.contains(&low) {
                return None;
            }
            (play, chart)
        }
    };
    let index = play.rounded?;
    let (high, low) = actions(play.deviation, chart);
    if chart != high && chart != low {
        return None;
    }
    let tc = true_count(decks, left);
    let at_or_above = tc >= f64::from(index);
    let expected = if at_or_above { high } else { low };
    Some(IndexCall {
        name: play.name.clone(),
        total: play.total,
        up: play.up,
        deviation: play.deviation,
        index,
        true_count: tc,
        at_or_above,
        expected,
        deviates: expected != chart,
    })
}

#[cfg(test)]
mod tests;
