//! The table's index plays in the simulator: at each decision the player
//! reads the true count as the index plays were computed (the running count
//! since the shuffle with this round's cards seen so far, over the cards not
//! seen, made whole by their [`Convention`]) and plays an index play's
//! high-count action at or above its index, its other action below.
//!
//! - Insurance (even money too, the same bet on a blackjack) is taken at
//!   or above the insurance index, declined below it.
//! - A surrender play (the Fab 4) where surrender is allowed: surrender at
//!   or above its index; below it, the chart's play as if the table did not
//!   surrender, which the other plays may then change.
//! - Another play covering the hand (`odds::index`'s `covers`: a hard
//!   total, two cards for a double, the pair for a split) whose two
//!   actions are allowed and one of them is the chart's: the high-count
//!   action at or above its index, the other below.
//! - Anything else: the chart's play.

use crate::action::ActionKind;
use crate::odds::chart::ChartAction;
use crate::odds::{Convention, Deviation, IndexPlay, index_actions, index_covers};

/// Index plays and the true count's convention they were computed with.
#[derive(Clone, Debug, PartialEq)]
pub struct Indices {
    /// The plays (the table's, as [`index_plays`](crate::odds::index_plays)
    /// computes them); those without an index are never played.
    pub plays: Vec<IndexPlay>,
    /// How the true count at a decision is read.
    pub convention: Convention,
}

impl Indices {
    /// `plays` read by the books' convention (the default method's).
    pub fn new(plays: Vec<IndexPlay>) -> Indices {
        Indices {
            plays,
            convention: Convention::BOOKS,
        }
    }

    /// Whether to take insurance (or even money) at the whole count
    /// `count`; `None` when no insurance play has an index.
    pub(super) fn insure(&self, count: i32) -> Option<bool> {
        let play = self
            .plays
            .iter()
            .find(|p| p.deviation == Deviation::Insure)?;
        play.rounded.map(|index| count >= index)
    }

    /// The action on a hand of card `values` against `up` at the whole count
    /// `count`, the chart calling for `chart`; `may` says what the table
    /// allows now, `without_surrender` gives the chart's play were surrender
    /// not allowed.
    pub(super) fn hand_action(
        &self,
        (values, up): (&[u8], u8),
        count: i32,
        chart: ChartAction,
        may: impl Fn(ActionKind) -> bool,
        without_surrender: impl FnOnce() -> ChartAction,
    ) -> ChartAction {
        let mut chart = chart;
        let covering = |surrender: bool| {
            self.plays.iter().find(|p| {
                (p.deviation == Deviation::Surrender) == surrender && index_covers(p, values, up)
            })
        };
        let surrender = may(ActionKind::Surrender)
            .then(|| covering(true).and_then(|p| p.rounded))
            .flatten();
        if let Some(index) = surrender {
            if count >= index {
                return ChartAction::Surrender;
            }
            if chart == ChartAction::Surrender {
                chart = without_surrender();
            }
        }
        let Some(play) = covering(false) else {
            return chart;
        };
        let Some(index) = play.rounded else {
            return chart;
        };
        let (high, low) = index_actions(play.deviation, name(chart));
        let (Some(high), Some(low)) = (named(high), named(low)) else {
            return chart;
        };
        if (chart != high && chart != low) || !may(high.kind()) || !may(low.kind()) {
            return chart;
        }
        if count >= index { high } else { low }
    }
}

/// The name `odds::index` gives an action.
fn name(action: ChartAction) -> &'static str {
    match action {
        ChartAction::Hit => "hit",
        ChartAction::Stand => "stand",
        ChartAction::Double => "double",
        ChartAction::Split => "split",
        ChartAction::Surrender => "surrender",
    }
}

/// The action of a name `odds::index` gives (`None` for insurance's).
fn named(name: &str) -> Option<ChartAction> {
    [
        ChartAction::Hit,
        ChartAction::Stand,
        ChartAction::Double,
        ChartAction::Split,
        ChartAction::Surrender,
    ]
    .into_iter()
    .find(|&a| self::name(a) == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odds::Deviation::*;

    #[test]
    fn index_plays_change_the_chart_at_their_counts() {
        let play = |name: &str, total, up, deviation, rounded| IndexPlay {
            name: name.into(),
            total,
            up,
            deviation,
            index: None,
            rounded: Some(rounded),
            at_zero: rounded <= 0,
            by_count: Vec::new(),
            as_good: Vec::new(),
        };
        let ix = Indices::new(vec![
            play("insurance", 0, 1, Insure, 3),
            play("16 v T", 16, 10, StandOverHit, 0),
            play("15 v T", 15, 10, StandOverHit, 4),
            play("15 v T surrender", 15, 10, Surrender, 0),
            play("10,10 v 5", 20, 5, SplitOverStand, 5),
        ]);
        assert_eq!(ix.insure(3), Some(true));
        assert_eq!(ix.insure(2), Some(false));
        let all = |_| true;
        let hit = || ChartAction::Hit;
        let act =
            |values: &[u8], up, count, chart| ix.hand_action((values, up), count, chart, all, hit);
        assert_eq!(act(&[10, 6], 10, 0, ChartAction::Hit), ChartAction::Stand);
        assert_eq!(act(&[10, 6], 10, -1, ChartAction::Hit), ChartAction::Hit);
        assert_eq!(act(&[4, 5, 7], 10, 0, ChartAction::Hit), ChartAction::Stand);
        // 15 v T: surrender from 0; below, the chart's play without surrender
        // (hit), then the stand index (+4) applies.
        assert_eq!(
            act(&[9, 6], 10, 0, ChartAction::Surrender),
            ChartAction::Surrender
        );
        assert_eq!(
            act(&[9, 6], 10, -1, ChartAction::Surrender),
            ChartAction::Hit
        );
        assert_eq!(
            act(&[9, 6], 10, 0, ChartAction::Hit),
            ChartAction::Surrender
        );
        assert_eq!(act(&[10, 10], 5, 5, ChartAction::Stand), ChartAction::Split);
        assert_eq!(act(&[10, 10], 5, 4, ChartAction::Stand), ChartAction::Stand);
        // A table that does not allow the play's other action: the chart's.
        let no_split = |k| k != crate::action::ActionKind::Split;
        let chart = ix.hand_action((&[10, 10], 5), 9, ChartAction::Stand, no_split, hit);
        assert_eq!(chart, ChartAction::Stand);
        // A soft hand is no index play's.
        assert_eq!(act(&[1, 5], 10, 5, ChartAction::Hit), ChartAction::Hit);
    }
}
