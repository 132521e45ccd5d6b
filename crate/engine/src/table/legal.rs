//! What the player may do now, and with which amounts.
//!
//! This is what the page enables its buttons from. It is worked out apart
//! from the checks inside each action, and a property test holds the two in
//! agreement: an action succeeds exactly when it is listed here with an amount
//! in its range.

use serde::{Deserialize, Serialize};

use super::{Offer, Phase, Table};
use crate::action::{Action, ActionKind, ActionSet};
use crate::money::Money;

/// The kinds of action on a hand in play.
const PLAYING: [ActionKind; 5] = [
    ActionKind::Stand,
    ActionKind::Hit,
    ActionKind::Double,
    ActionKind::Split,
    ActionKind::Surrender,
];

/// The amounts an action accepts now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AmountRange {
    /// The smallest amount.
    pub min: Money,
    /// The largest amount.
    pub max: Money,
    /// Only whole units.
    pub whole: bool,
    /// What the action takes when no amount is given (the full bet for a
    /// double, half the bet for insurance), when that amount is in the range;
    /// `None` when the action needs an amount (a bet) or when the one it would
    /// take is refused (more than the bankroll holds, under the minimum).
    pub default: Option<Money>,
    /// An amount to offer: the default, or when that is out of the range, the
    /// nearest amount in it (for a bet, the smallest).
    pub suggested: Money,
}

impl AmountRange {
    /// True when `amount` is in the range.
    pub fn contains(&self, amount: Money) -> bool {
        amount.is_positive()
            && amount >= self.min
            && amount <= self.max
            && (!self.whole || amount.is_whole())
    }
}

impl Table {
    /// The kinds of action the player may take now.
    pub fn legal_actions(&self) -> ActionSet {
        let mut set = ActionSet::EMPTY;
        let mut add = |kind: ActionKind, ok: bool| {
            if ok {
                set.insert(kind);
            }
        };
        match self.phase {
            Phase::Betting => return self.legal_bets(),
            Phase::Insurance => match self.round.offer {
                Some((_, Offer::Insurance)) => {
                    add(
                        ActionKind::Insure,
                        self.amount_range(ActionKind::Insure, 0).is_some(),
                    );
                    add(ActionKind::NoInsurance, true);
                }
                Some((_, Offer::EvenMoney)) => {
                    add(ActionKind::EvenMoney, true);
                    add(ActionKind::NoEvenMoney, true);
                }
                None => {}
            },
            Phase::Playing => {
                for kind in PLAYING {
                    add(kind, self.may_play(kind));
                }
            }
        }
        set
    }

    /// May the player take `kind` now? What [`legal_actions`](Self::legal_actions)
    /// says of that one kind, working out only its own answer while a hand
    /// is played (what a strategy player asks, action by action).
    #[inline]
    pub fn may(&self, kind: ActionKind) -> bool {
        match self.phase {
            Phase::Playing => self.may_play(kind),
            _ => self.legal_actions().contains(kind),
        }
    }

    /// May the hand in play take `kind` (false for a kind of another phase)?
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn may_play(&self, kind: ActionKind) -> bool {
        let i = self.round.turn;
        match kind {
            ActionKind::Stand => true,
            ActionKind::Hit => !self.round.hands[i].split_aces,
            ActionKind::Double => {
                self.double_refusal(i).is_none() && {
                    let (min, max) = self.double_limits(i);
                    self.affords(min, max)
                }
            }
            ActionKind::Split => {
                self.split_refusal(i).is_none() && self.round.hands[i].bet <= self.bankroll
            }
            ActionKind::Surrender => self.surrender_refusal(i).is_none(),
            _ => false,
        }
    }

    /// The betting-phase kinds the player may take now.
    fn legal_bets(&self) -> ActionSet {
        let mut set = ActionSet::EMPTY;
        let mut add = |kind: ActionKind, ok: bool| {
            if ok {
                set.insert(kind);
            }
        };
        let boxes = 1..=self.rules.boxes;
        add(
            ActionKind::Bet,
            boxes.clone().any(|b| self.bet_range(b).is_some()),
        );
        add(
            ActionKind::Pair,
            boxes.clone().any(|b| self.pair_range(b).is_some()),
        );
        let placed: Money = self.bets.iter().map(|b| b.main + b.pair).sum();
        add(ActionKind::Cancel, placed != Money::ZERO);
        let repeat_cost = self
            .last_bets
            .map(|l| l.iter().map(|b| b.main + b.pair).sum::<Money>());
        add(
            ActionKind::Rebet,
            placed == Money::ZERO && repeat_cost.is_some_and(|c| c <= self.bankroll),
        );
        let pair_min = self.rules.pair_limits().map_or(Money::ZERO, |(min, _)| min);
        add(
            ActionKind::Deal,
            self.bets.iter().any(|b| b.main != Money::ZERO)
                && self.bets.iter().all(|b| {
                    (b.main == Money::ZERO || b.main >= self.rules.min_bet)
                        && (b.pair == Money::ZERO || b.pair >= pair_min)
                }),
        );
        set
    }

    /// The amounts `kind` accepts now (`box_no` matters for bets only), or
    /// `None` when no amount would do.
    pub fn amount_range(&self, kind: ActionKind, box_no: u8) -> Option<AmountRange> {
        match kind {
            ActionKind::Bet => self.bet_range(box_no),
            ActionKind::Pair => self.pair_range(box_no),
            ActionKind::Insure if self.phase == Phase::Insurance => {
                let (i, offer) = self.round.offer?;
                if offer != Offer::Insurance {
                    return None;
                }
                let (min, max, default) = self.insurance_limits(i);
                self.affordable(min, max, default)
            }
            ActionKind::Double if self.phase == Phase::Playing => {
                let i = self.round.turn;
                if self.double_refusal(i).is_some() {
                    return None;
                }
                let (min, max) = self.double_limits(i);
                self.affordable(min, max, max)
            }
            _ => None,
        }
    }

    /// The amounts from `min` to `max` that the bankroll covers (`None` when
    /// there are none), with `default`, what the action takes when no amount
    /// is given, kept only when it is among them.
    fn affordable(&self, min: Money, max: Money, default: Money) -> Option<AmountRange> {
        if !self.affords(min, max) {
            return None;
        }
        let max = max.min(self.bankroll);
        let range = AmountRange {
            min,
            max,
            whole: false,
            default: None,
            suggested: default.clamp(min, max),
        };
        Some(AmountRange {
            default: range.contains(default).then_some(default),
            ..range
        })
    }

    /// Some amount from `min` to `max` is positive and covered by the bankroll
    /// (what [`affordable`](Self::affordable) asks first).
    #[inline]
    fn affords(&self, min: Money, max: Money) -> bool {
        min.is_positive() && min <= max.min(self.bankroll)
    }

    fn chip_range(&self, held: Money, max: Money) -> Option<AmountRange> {
        let room = (max - held).min(Money::units(self.bankroll.cents() / 100));
        (room >= Money::units(1)).then_some(AmountRange {
            min: Money::units(1),
            max: room,
            whole: true,
            default: None,
            suggested: Money::units(1),
        })
    }

    fn bet_range(&self, box_no: u8) -> Option<AmountRange> {
        if self.phase != Phase::Betting {
            return None;
        }
        let seat = self.seat(box_no).ok()?;
        self.chip_range(self.bets[seat].main, self.rules.max_bet)
    }

    fn pair_range(&self, box_no: u8) -> Option<AmountRange> {
        if self.phase != Phase::Betting {
            return None;
        }
        let (_, max) = self.rules.pair_limits()?;
        let seat = self.seat(box_no).ok()?;
        if self.bets[seat].main == Money::ZERO {
            return None;
        }
        self.chip_range(self.bets[seat].pair, max)
    }

    /// True when `action` would succeed now, judged from
    /// [`legal_actions`](Self::legal_actions) and [`amount_range`](Self::amount_range).
    pub fn is_legal(&self, action: &Action) -> bool {
        if !self.legal_actions().contains(action.kind()) {
            return false;
        }
        let in_range = |kind, box_no, amount: Option<Money>| {
            self.amount_range(kind, box_no)
                .is_some_and(|r| amount.or(r.default).is_some_and(|a| r.contains(a)))
        };
        match *action {
            Action::Bet { box_no, amount } => in_range(ActionKind::Bet, box_no, Some(amount)),
            Action::Pair { box_no, amount } => in_range(ActionKind::Pair, box_no, Some(amount)),
            Action::Insure { amount } => in_range(ActionKind::Insure, 0, amount),
            Action::Double { amount } => in_range(ActionKind::Double, 0, amount),
            _ => true,
        }
    }
}
