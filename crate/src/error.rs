//! Why the table refuses an action. A refused action changes nothing.

use crate::action::ActionKind;
use crate::card::Card;
use crate::money::Money;
use crate::table::Phase;

/// A refused action and its reason, worded for a person.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// The action does not belong to this phase of the round.
    #[error("cannot {action} now: the table is waiting for {phase}")]
    WrongPhase {
        /// What was tried.
        action: ActionKind,
        /// What the table waits for.
        phase: Phase,
    },
    /// There is no such box at this table.
    #[error("there is no box {box_no} at this table (it has {boxes})")]
    NoSuchBox {
        /// The box asked for.
        box_no: u8,
        /// How many boxes the table has.
        boxes: u8,
    },
    /// The amount is zero or negative.
    #[error("the amount must be above zero, not {0}")]
    NotPositive(Money),
    /// Bets are whole units.
    #[error("bets are whole units, not {0}")]
    NotWhole(Money),
    /// The amount is outside what this action allows.
    #[error("{action} must be from {min} to {max}, not {amount}")]
    OutOfRange {
        /// What was tried.
        action: ActionKind,
        /// The amount given.
        amount: Money,
        /// The smallest allowed.
        min: Money,
        /// The largest allowed.
        max: Money,
    },
    /// The bet would pass the table maximum.
    #[error("the box would hold {total}, over the table maximum of {max}")]
    OverMaximum {
        /// The box's bet with this amount.
        total: Money,
        /// The table maximum.
        max: Money,
    },
    /// The bankroll cannot cover the amount.
    #[error("the bankroll of {bankroll} cannot cover {amount}")]
    InsufficientFunds {
        /// What it would cost.
        amount: Money,
        /// What the player holds.
        bankroll: Money,
    },
    /// This table has no pair bonus.
    #[error("this table has no pair bonus")]
    NoPairBonus,
    /// A pair bet needs a main bet on its box first.
    #[error("box {0} needs a main bet before a pair bet")]
    PairWithoutBet(u8),
    /// Cancel with nothing on the table.
    #[error("there is no bet to cancel")]
    NothingToCancel,
    /// Repeat with bets already placed.
    #[error("bets are already placed: cancel them to repeat the last bets")]
    BetsAlreadyPlaced,
    /// Repeat before any round was dealt.
    #[error("no round has been dealt yet, so there is no bet to repeat")]
    NoPreviousBets,
    /// Deal with no bet.
    #[error("place a bet before dealing")]
    NoBet,
    /// Deal with a box bet under the minimum.
    #[error("box {box_no} holds {bet}, under the table minimum of {min}")]
    UnderMinimum {
        /// The box.
        box_no: u8,
        /// Its bet.
        bet: Money,
        /// The table minimum.
        min: Money,
    },
    /// The offer awaiting an answer is of the other kind.
    #[error("the offer to box {box_no} is {offered}, not {action}")]
    WrongOffer {
        /// The box being asked.
        box_no: u8,
        /// What is on offer.
        offered: &'static str,
        /// What was tried.
        action: ActionKind,
    },
    /// The hand cannot take this action; the text says why.
    #[error("cannot {action}: {reason}")]
    NotAllowed {
        /// What was tried.
        action: ActionKind,
        /// Why not.
        reason: &'static str,
    },
    /// A stacked card is not in the shoe (scenario and test use only).
    #[error("the shoe holds no {0} to stack")]
    StackedCardMissing(Card),
}

impl ActionError {
    /// A stable name for the reason (for translations): `wrong-phase`,
    /// `no-such-box`, `out-of-range`, ...
    pub const fn code(&self) -> &'static str {
        match self {
            ActionError::WrongPhase { .. } => "wrong-phase",
            ActionError::NoSuchBox { .. } => "no-such-box",
            ActionError::NotPositive(_) => "not-positive",
            ActionError::NotWhole(_) => "not-whole",
            ActionError::OutOfRange { .. } => "out-of-range",
            ActionError::OverMaximum { .. } => "over-maximum",
            ActionError::InsufficientFunds { .. } => "insufficient-funds",
            ActionError::NoPairBonus => "no-pair-bonus",
            ActionError::PairWithoutBet(_) => "pair-without-bet",
            ActionError::NothingToCancel => "nothing-to-cancel",
            ActionError::BetsAlreadyPlaced => "bets-already-placed",
            ActionError::NoPreviousBets => "no-previous-bets",
            ActionError::NoBet => "no-bet",
            ActionError::UnderMinimum { .. } => "under-minimum",
            ActionError::WrongOffer { .. } => "wrong-offer",
            ActionError::NotAllowed { .. } => "not-allowed",
            ActionError::StackedCardMissing(_) => "stacked-card-missing",
        }
    }

    /// The values the message names, by name (for translations).
    pub fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            ActionError::WrongPhase { action, phase } => {
                vec![
                    ("action", action.name().into()),
                    ("phase", phase.name().into()),
                ]
            }
            ActionError::NoSuchBox { box_no, boxes } => {
                vec![("box", box_no.to_string()), ("boxes", boxes.to_string())]
            }
            ActionError::NotPositive(m) | ActionError::NotWhole(m) => {
                vec![("amount", m.to_string())]
            }
            ActionError::OutOfRange {
                action,
                amount,
                min,
                max,
            } => vec![
                ("action", action.name().into()),
                ("amount", amount.to_string()),
                ("min", min.to_string()),
                ("max", max.to_string()),
            ],
            ActionError::OverMaximum { total, max } => {
                vec![("total", total.to_string()), ("max", max.to_string())]
            }
            ActionError::InsufficientFunds { amount, bankroll } => {
                vec![
                    ("amount", amount.to_string()),
                    ("bankroll", bankroll.to_string()),
                ]
            }
            ActionError::PairWithoutBet(b) => vec![("box", b.to_string())],
            ActionError::UnderMinimum { box_no, bet, min } => {
                vec![
                    ("box", box_no.to_string()),
                    ("bet", bet.to_string()),
                    ("min", min.to_string()),
                ]
            }
            ActionError::WrongOffer {
                box_no,
                offered,
                action,
            } => vec![
                ("box", box_no.to_string()),
                ("offered", (*offered).into()),
                ("action", action.name().into()),
            ],
            ActionError::NotAllowed { action, reason } => {
                vec![
                    ("action", action.name().into()),
                    ("reason", (*reason).into()),
                ]
            }
            ActionError::StackedCardMissing(card) => vec![("card", card.to_string())],
            ActionError::NoPairBonus
            | ActionError::NothingToCancel
            | ActionError::BetsAlreadyPlaced
            | ActionError::NoPreviousBets
            | ActionError::NoBet => Vec::new(),
        }
    }
}
