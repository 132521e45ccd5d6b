//! Why the table refuses an action. A refused action changes nothing.

use crate::action::ActionKind;
use crate::card::Card;
use crate::money::Money;
use crate::phase::{Offer, Phase};
use crate::refusal::Refusal;

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
        offered: Offer,
        /// What was tried.
        action: ActionKind,
    },
    /// The hand cannot take this action; the reason has its own code.
    #[error("cannot {action}: {reason}")]
    NotAllowed {
        /// What was tried.
        action: ActionKind,
        /// Why not.
        reason: Refusal,
    },
    /// A stacked card is not in the shoe (scenario and test use only).
    #[error("the shoe holds no {0} to stack")]
    StackedCardMissing(Card),
}

impl ActionError {
    /// Every code an `ActionError` can have (see [`code`](Self::code)).
    pub const CODES: &'static [&'static str] = &[
        "wrong-phase",
        "no-such-box",
        "not-positive",
        "not-whole",
        "out-of-range",
        "over-maximum",
        "insufficient-funds",
        "no-pair-bonus",
        "pair-without-bet",
        "nothing-to-cancel",
        "bets-already-placed",
        "no-previous-bets",
        "no-bet",
        "under-minimum",
        "wrong-offer",
        "split-aces-one-card",
        "double-two-cards-only",
        "no-double-after-split",
        "no-double-with-ace",
        "double-9-to-11-only",
        "split-two-cards-only",
        "split-equal-value-only",
        "split-same-rank-only",
        "split-aces-limit",
        "split-hands-limit",
        "no-surrender",
        "surrender-first-decision-only",
        "no-surrender-against-ace",
        "surrender-too-late",
        "stacked-card-missing",
    ];

    /// A stable name for the reason (for translations): `wrong-phase`,
    /// `no-such-box`, `out-of-range`, ...; a hand's refusal has its
    /// [`Refusal`]'s code (`double-two-cards-only`, ...). Every code is in
    /// [`CODES`](Self::CODES).
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
            ActionError::NotAllowed { reason, .. } => reason.code(),
            ActionError::StackedCardMissing(_) => "stacked-card-missing",
        }
    }

    /// The values the message names, by name (for translations): numbers,
    /// amounts, cards and stable names (`action`, `phase`, `offered`), never
    /// free text.
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
                ("offered", offered.name().into()),
                ("action", action.name().into()),
            ],
            ActionError::NotAllowed { action, .. } => vec![("action", action.name().into())],
            ActionError::StackedCardMissing(card) => vec![("card", card.to_string())],
            ActionError::NoPairBonus
            | ActionError::NothingToCancel
            | ActionError::BetsAlreadyPlaced
            | ActionError::NoPreviousBets
            | ActionError::NoBet => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The place of `e`'s variant: an exhaustive match, so a new variant
    /// does not compile until it is listed here, given a sample below and
    /// counted in `VARIANTS`.
    fn variant(e: &ActionError) -> usize {
        match e {
            ActionError::WrongPhase { .. } => 0,
            ActionError::NoSuchBox { .. } => 1,
            ActionError::NotPositive(_) => 2,
            ActionError::NotWhole(_) => 3,
            ActionError::OutOfRange { .. } => 4,
            ActionError::OverMaximum { .. } => 5,
            ActionError::InsufficientFunds { .. } => 6,
            ActionError::NoPairBonus => 7,
            ActionError::PairWithoutBet(_) => 8,
            ActionError::NothingToCancel => 9,
            ActionError::BetsAlreadyPlaced => 10,
            ActionError::NoPreviousBets => 11,
            ActionError::NoBet => 12,
            ActionError::UnderMinimum { .. } => 13,
            ActionError::WrongOffer { .. } => 14,
            ActionError::NotAllowed { .. } => 15,
            ActionError::StackedCardMissing(_) => 16,
        }
    }
    const VARIANTS: usize = 17;

    /// One value of every variant, and of every refusal reason and offer.
    fn samples() -> Vec<ActionError> {
        let m = Money(1250);
        let mut all = vec![
            ActionError::WrongPhase {
                action: ActionKind::Hit,
                phase: Phase::Betting,
            },
            ActionError::NoSuchBox {
                box_no: 4,
                boxes: 3,
            },
            ActionError::NotPositive(Money(-500)),
            ActionError::NotWhole(m),
            ActionError::OutOfRange {
                action: ActionKind::Double,
                amount: m,
                min: Money::units(5),
                max: Money::units(10),
            },
            ActionError::OverMaximum { total: m, max: m },
            ActionError::InsufficientFunds {
                amount: m,
                bankroll: Money::ZERO,
            },
            ActionError::NoPairBonus,
            ActionError::PairWithoutBet(2),
            ActionError::NothingToCancel,
            ActionError::BetsAlreadyPlaced,
            ActionError::NoPreviousBets,
            ActionError::NoBet,
            ActionError::UnderMinimum {
                box_no: 1,
                bet: m,
                min: m,
            },
            ActionError::StackedCardMissing("AS".parse().unwrap()),
        ];
        for (offered, action) in [
            (Offer::Insurance, ActionKind::EvenMoney),
            (Offer::EvenMoney, ActionKind::Insure),
        ] {
            all.push(ActionError::WrongOffer {
                box_no: 1,
                offered,
                action,
            });
        }
        for reason in Refusal::ALL {
            all.push(ActionError::NotAllowed {
                action: ActionKind::Split,
                reason,
            });
        }
        all
    }

    #[test]
    fn every_code_is_listed_and_every_param_is_a_stable_value() {
        let samples = samples();
        let mut seen = [false; VARIANTS];
        for e in &samples {
            seen[variant(e)] = true;
            assert!(
                ActionError::CODES.contains(&e.code()),
                "{} not in CODES",
                e.code()
            );
            assert!(!e.to_string().is_empty());
            for (name, value) in e.params() {
                let stable = !value.is_empty()
                    && value
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.');
                assert!(stable, "{}: param {name} is free text: {value:?}", e.code());
            }
        }
        assert!(seen.iter().all(|&s| s), "a variant without a sample");
        for code in ActionError::CODES {
            assert!(
                samples.iter().any(|e| e.code() == *code),
                "{code} is listed but no error has it"
            );
        }
        let mut codes = ActionError::CODES.to_vec();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), ActionError::CODES.len(), "a code listed twice");
    }

    #[test]
    fn refusals_read_in_english_and_name_their_offer() {
        let e = ActionError::NotAllowed {
            action: ActionKind::Double,
            reason: Refusal::DoubleTwoCardsOnly,
        };
        assert_eq!(
            e.to_string(),
            "cannot double: only a two-card hand can be doubled"
        );
        assert_eq!(e.code(), "double-two-cards-only");
        assert_eq!(e.params(), vec![("action", "double".to_string())]);
        let e = ActionError::WrongOffer {
            box_no: 2,
            offered: Offer::EvenMoney,
            action: ActionKind::Insure,
        };
        assert_eq!(
            e.to_string(),
            "the offer to box 2 is even money, not insure"
        );
        assert!(e.params().contains(&("offered", "even-money".to_string())));
    }
}
