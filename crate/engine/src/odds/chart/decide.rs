//! Which cell of a chart applies to a hand in play, and what it says to do
//! there: what the Trainer grades a player against.

use super::{Chart, Code, Row};
use crate::action::{ActionKind, ActionSet};
use crate::card::Card;
use crate::hand::Total;
use crate::rules::{Rules, SplitMatch};

/// An action a chart can take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartAction {
    /// Hit.
    Hit,
    /// Stand.
    Stand,
    /// Double.
    Double,
    /// Split.
    Split,
    /// Surrender.
    Surrender,
}

impl ChartAction {
    /// The game's action of the same name.
    pub const fn kind(self) -> ActionKind {
        match self {
            ChartAction::Hit => ActionKind::Hit,
            ChartAction::Stand => ActionKind::Stand,
            ChartAction::Double => ActionKind::Double,
            ChartAction::Split => ActionKind::Split,
            ChartAction::Surrender => ActionKind::Surrender,
        }
    }
}

/// What a cell's code does on a hand in play, by what the hand may do.
impl Code {
    /// The action on a hand with more than two cards: hit or stand (`P`
    /// and `Rp` never apply to one).
    pub(crate) const fn later(self) -> ChartAction {
        match self {
            Code::H | Code::D | Code::Rh | Code::P | Code::Rp => ChartAction::Hit,
            Code::S | Code::Ds | Code::Rs => ChartAction::Stand,
        }
    }

    /// The action on a two-card hand that may (or may not) double and
    /// surrender; `None` for a split that is not allowed.
    pub(crate) fn first(self, may_double: bool, may_surrender: bool) -> Option<ChartAction> {
        self.first_by(|kind| match kind {
            ActionKind::Double => may_double,
            ActionKind::Surrender => may_surrender,
            _ => false,
        })
    }

    /// [`first`](Self::first), asking `may` whether a double or a surrender
    /// is allowed only when the code would take it.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn first_by(self, may: impl Fn(ActionKind) -> bool) -> Option<ChartAction> {
        Some(match self {
            Code::D | Code::Ds if may(ActionKind::Double) => ChartAction::Double,
            Code::Rh | Code::Rs | Code::Rp if may(ActionKind::Surrender) => ChartAction::Surrender,
            Code::P | Code::Rp => return None,
            other => other.later(),
        })
    }
}

/// What a decision is counted under in the Trainer's figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A hard total.
    Hard,
    /// A soft total.
    Soft,
    /// A pair's own row.
    Pairs,
    /// The chart doubles.
    Doubles,
    /// The chart surrenders.
    Surrender,
    /// Insurance or even money.
    Insurance,
}

impl Kind {
    /// The kind's name: `hard`, `soft`, `pairs`, `doubles`, `surrender`, `insurance`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Hard => "hard",
            Kind::Soft => "soft",
            Kind::Pairs => "pairs",
            Kind::Doubles => "doubles",
            Kind::Surrender => "surrender",
            Kind::Insurance => "insurance",
        }
    }
}

/// A chart's decision for one hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The row that applied.
    pub row: Row,
    /// The cell's name (`hard-16-T`).
    pub cell: String,
    /// The cell's code.
    pub code: Code,
    /// What the chart does here.
    pub action: ChartAction,
    /// What the decision is counted under.
    pub kind: Kind,
}

impl Chart {
    /// The cell that applies to `hand` against `up` at a table of `rules`
    /// (`split`: the hand was made by a split), `allowed` being the actions
    /// the table allows now, and the action the chart takes there. A pair
    /// made by a split uses its pair row only to split again. `None` for a
    /// hand with no decision (fewer than two cards, or none of hit, stand,
    /// double, split and surrender allowed).
    pub fn decide(
        &self,
        rules: &Rules,
        hand: &[Card],
        up: Card,
        split: bool,
        allowed: ActionSet,
    ) -> Option<Decision> {
        let (row, code, action) = self.choose(rules, hand, up, split, allowed)?;
        let kind = match (action, row) {
            (ChartAction::Double, _) => Kind::Doubles,
            (ChartAction::Surrender, _) => Kind::Surrender,
            (_, Row::Pair(_)) => Kind::Pairs,
            (_, Row::Soft(_)) => Kind::Soft,
            (_, Row::Hard(_)) => Kind::Hard,
        };
        Some(Decision {
            row,
            cell: row.cell(up.value()),
            code,
            action,
            kind,
        })
    }

    /// What [`decide`](Self::decide) finds, without naming the cell: the
    /// row, its code and the action.
    pub fn choose(
        &self,
        rules: &Rules,
        hand: &[Card],
        up: Card,
        split: bool,
        allowed: ActionSet,
    ) -> Option<(Row, Code, ChartAction)> {
        let total = Total::of(hand);
        self.choose_by(rules, (hand, total), up, split, |kind| {
            allowed.contains(kind)
        })
    }

    /// [`choose`](Self::choose) of a hand given with its total, asking `may`
    /// whether an action is allowed only when the answer matters (what a
    /// simulation asks, millions of times a second: [`Table::may`](crate::table::Table::may)).
    #[inline]
    pub fn choose_by(
        &self,
        rules: &Rules,
        (hand, total): (&[Card], Total),
        up: Card,
        split: bool,
        may: impl Fn(ActionKind) -> bool,
    ) -> Option<(Row, Code, ChartAction)> {
        let playable = [
            ActionKind::Hit,
            ActionKind::Stand,
            ActionKind::Double,
            ActionKind::Split,
            ActionKind::Surrender,
        ];
        if hand.len() < 2 || !playable.iter().any(|&k| may(k)) {
            return None;
        }
        let up = up.value();
        let pair = hand.len() == 2
            && match rules.split {
                SplitMatch::Value => hand[0].value() == hand[1].value(),
                SplitMatch::Rank => hand[0].rank == hand[1].rank,
            };
        let own = Row::Pair(hand[0].value());
        let chosen = if pair {
            let code = self.code(own, up);
            match code.first_by(&may) {
                Some(action) if !split => Some((own, code, action)),
                None if may(ActionKind::Split) => Some((own, code, ChartAction::Split)),
                _ => None,
            }
        } else {
            None
        };
        let (row, code, mut action) = chosen.unwrap_or_else(|| {
            let row = Row::of_total(total.value, total.soft);
            let code = self.code(row, up);
            let action = if hand.len() == 2 {
                code.first_by(&may).unwrap_or(code.later())
            } else {
                code.later()
            };
            (row, code, action)
        });
        // A double, a split or a surrender was chosen only where allowed.
        let asked = matches!(
            action,
            ChartAction::Double | ChartAction::Split | ChartAction::Surrender
        );
        if !asked && !may(action.kind()) {
            action = if may(code.later().kind()) {
                code.later()
            } else {
                ChartAction::Stand
            };
        }
        Some((row, code, action))
    }
}
