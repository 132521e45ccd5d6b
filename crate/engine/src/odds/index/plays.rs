//! The plays computed: the Illustrious 18 and the Fab 4 surrenders, what
//! each compares, which of them a table allows, and how counters name them.

use serde::{Deserialize, Serialize};

use crate::rules::{DoubleOn, Insurance, Rules};

/// What a play compares: the action a high count favours against the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Deviation {
    /// Insurance, against declining it.
    Insure,
    /// Standing, against hitting.
    StandOverHit,
    /// Doubling, against hitting.
    DoubleOverHit,
    /// Splitting a pair, against standing.
    SplitOverStand,
    /// Surrendering, against the better of hitting and standing.
    Surrender,
}

/// A play: the hand's total, the up card, the deviation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Play {
    pub(super) total: u8,
    pub(super) up: u8,
    pub(super) deviation: Deviation,
}

impl Play {
    pub(super) fn key(self) -> (u8, u8, Deviation) {
        (self.total, self.up, self.deviation)
    }
}

/// The Illustrious 18, then the Fab 4 surrenders: `(total, up, deviation)`.
pub(super) const PLAYS: [(u8, u8, Deviation); 22] = {
    use Deviation::*;
    [
        (0, 1, Insure),
        (16, 10, StandOverHit),
        (15, 10, StandOverHit),
        (20, 5, SplitOverStand),
        (20, 6, SplitOverStand),
        (10, 10, DoubleOverHit),
        (12, 3, StandOverHit),
        (12, 2, StandOverHit),
        (11, 1, DoubleOverHit),
        (9, 2, DoubleOverHit),
        (10, 1, DoubleOverHit),
        (9, 7, DoubleOverHit),
        (16, 9, StandOverHit),
        (13, 2, StandOverHit),
        (12, 4, StandOverHit),
        (12, 5, StandOverHit),
        (12, 6, StandOverHit),
        (13, 3, StandOverHit),
        (14, 10, Surrender),
        (15, 10, Surrender),
        (15, 9, Surrender),
        (15, 1, Surrender),
    ]
};

/// Whether a table of `rules` has the play: insurance where it is offered,
/// a double only on the totals it doubles, a split where it splits, a
/// surrender where it surrenders and never against an ace.
pub(super) fn allowed(rules: &Rules, total: u8, up: u8, deviation: Deviation) -> bool {
    match deviation {
        Deviation::Insure => rules.insurance != Insurance::None,
        Deviation::StandOverHit => true,
        Deviation::DoubleOverHit => match rules.double_on {
            DoubleOn::NineToEleven => (9..=11).contains(&total),
            DoubleOn::Any | DoubleOn::Hard => true,
        },
        Deviation::SplitOverStand => rules.max_hands >= 2,
        // The tables' surrender is never against an ace.
        Deviation::Surrender => rules.surrender && up != 1,
    }
}

/// The play as counters write it (see [`IndexPlay::name`](super::IndexPlay::name)).
pub(super) fn name(total: u8, up: u8, deviation: Deviation) -> String {
    if total == 0 {
        return "insurance".to_string();
    }
    let up = match up {
        1 => "A".to_string(),
        10 => "T".to_string(),
        v => v.to_string(),
    };
    match deviation {
        Deviation::SplitOverStand => format!("{0},{0} v {up}", total / 2),
        Deviation::Surrender => format!("{total} v {up} surrender"),
        _ => format!("{total} v {up}"),
    }
}
