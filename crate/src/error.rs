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
