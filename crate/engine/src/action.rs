//! The player's actions, their names, and the text form scenarios use.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::money::Money;

/// What the player can do. Boxes are numbered from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action")]
pub enum Action {
    /// Add `amount` to the main bet on box `box_no`.
    Bet {
        /// The box, from 1.
        box_no: u8,
        /// The amount added.
        amount: Money,
    },
    /// Add `amount` to the pair bonus bet on box `box_no`.
    Pair {
        /// The box, from 1.
        box_no: u8,
        /// The amount added.
        amount: Money,
    },
    /// Take back every bet of this betting phase.
    Cancel,
    /// Place the opening bets of the last dealt round again.
    Rebet,
    /// Start the round.
    Deal,
    /// Take the insurance offer (`None`: the default amount, half the bet).
    Insure {
        /// The insurance amount.
        amount: Option<Money>,
    },
    /// Decline the insurance offer.
    NoInsurance,
    /// Take even money for a blackjack.
    EvenMoney,
    /// Decline even money.
    NoEvenMoney,
    /// Take a card.
    Hit,
    /// Take no more cards.
    Stand,
    /// Double the stake and take one card (`None`: double the full bet).
    Double {
        /// The amount added.
        amount: Option<Money>,
    },
    /// Split a pair into two hands.
    Split,
    /// Give up the hand for half the bet.
    Surrender,
}

/// The kinds of action, without their arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[repr(u8)]
pub enum ActionKind {
    /// See [`Action::Bet`].
    Bet,
    /// See [`Action::Pair`].
    Pair,
    /// See [`Action::Cancel`].
    Cancel,
    /// See [`Action::Rebet`].
    Rebet,
    /// See [`Action::Deal`].
    Deal,
    /// See [`Action::Insure`].
    Insure,
    /// See [`Action::NoInsurance`].
    NoInsurance,
    /// See [`Action::EvenMoney`].
    EvenMoney,
    /// See [`Action::NoEvenMoney`].
    NoEvenMoney,
    /// See [`Action::Hit`].
    Hit,
    /// See [`Action::Stand`].
    Stand,
    /// See [`Action::Double`].
    Double,
    /// See [`Action::Split`].
    Split,
    /// See [`Action::Surrender`].
    Surrender,
}

impl ActionKind {
    /// Every kind, in the order of the page's buttons.
    pub const ALL: [ActionKind; 14] = [
        ActionKind::Bet,
        ActionKind::Pair,
        ActionKind::Cancel,
        ActionKind::Rebet,
        ActionKind::Deal,
        ActionKind::Insure,
        ActionKind::NoInsurance,
        ActionKind::EvenMoney,
        ActionKind::NoEvenMoney,
        ActionKind::Hit,
        ActionKind::Stand,
        ActionKind::Double,
        ActionKind::Split,
        ActionKind::Surrender,
    ];

    /// The scenario name of the kind (`no-insurance`, `rebet`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            ActionKind::Bet => "bet",
            ActionKind::Pair => "pair",
            ActionKind::Cancel => "cancel",
            ActionKind::Rebet => "rebet",
            ActionKind::Deal => "deal",
            ActionKind::Insure => "insure",
            ActionKind::NoInsurance => "no-insurance",
            ActionKind::EvenMoney => "even-money",
            ActionKind::NoEvenMoney => "no-even-money",
            ActionKind::Hit => "hit",
            ActionKind::Stand => "stand",
            ActionKind::Double => "double",
            ActionKind::Split => "split",
            ActionKind::Surrender => "surrender",
        }
    }

    /// Betting-phase kinds: bet, pair, cancel, rebet, deal.
    pub const fn is_betting(self) -> bool {
        matches!(
            self,
            ActionKind::Bet
                | ActionKind::Pair
                | ActionKind::Cancel
                | ActionKind::Rebet
                | ActionKind::Deal
        )
    }

    /// The kind named `name`.
    pub fn from_name(name: &str) -> Option<ActionKind> {
        ActionKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

impl fmt::Display for ActionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of action kinds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ActionSet(u16);

impl ActionSet {
    /// The empty set.
    pub const EMPTY: ActionSet = ActionSet(0);

    /// Adds `kind`.
    pub fn insert(&mut self, kind: ActionKind) {
        self.0 |= 1 << kind as u8;
    }

    /// True when `kind` is in the set.
    pub fn contains(self, kind: ActionKind) -> bool {
        self.0 & (1 << kind as u8) != 0
    }

    /// True when the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kinds in the set, in [`ActionKind::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = ActionKind> {
        ActionKind::ALL
            .into_iter()
            .filter(move |k| self.contains(*k))
    }
}

impl FromIterator<ActionKind> for ActionSet {
    fn from_iter<I: IntoIterator<Item = ActionKind>>(iter: I) -> ActionSet {
        let mut set = ActionSet::EMPTY;
        for kind in iter {
            set.insert(kind);
        }
        set
    }
}

impl Action {
    /// The action's kind.
    pub const fn kind(&self) -> ActionKind {
        match self {
            Action::Bet { .. } => ActionKind::Bet,
            Action::Pair { .. } => ActionKind::Pair,
            Action::Cancel => ActionKind::Cancel,
            Action::Rebet => ActionKind::Rebet,
            Action::Deal => ActionKind::Deal,
            Action::Insure { .. } => ActionKind::Insure,
            Action::NoInsurance => ActionKind::NoInsurance,
            Action::EvenMoney => ActionKind::EvenMoney,
            Action::NoEvenMoney => ActionKind::NoEvenMoney,
            Action::Hit => ActionKind::Hit,
            Action::Stand => ActionKind::Stand,
            Action::Double { .. } => ActionKind::Double,
            Action::Split => ActionKind::Split,
            Action::Surrender => ActionKind::Surrender,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind().name())?;
        match self {
            Action::Bet { box_no, amount } | Action::Pair { box_no, amount } => {
                write!(f, " {box_no} {amount}")
            }
            Action::Insure {
                amount: Some(amount),
            }
            | Action::Double {
                amount: Some(amount),
            } => {
                write!(f, " {amount}")
            }
            _ => Ok(()),
        }
    }
}

/// Why a text is not an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseActionError {
    /// No action has this name, or it has the wrong number of arguments.
    #[error(
        "`{0}` is not an action (bet BOX AMOUNT, pair BOX AMOUNT, cancel, rebet, deal, insure [AMOUNT], no-insurance, even-money, no-even-money, hit, stand, double [AMOUNT], split, surrender)"
    )]
    Unknown(String),
    /// The action is known but a number in it is malformed: the engine refuses it.
    #[error("`{text}`: {reason}")]
    Malformed {
        /// The action's text.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let unknown = || ParseActionError::Unknown(text.to_string());
        let malformed = |reason: String| ParseActionError::Malformed {
            text: text.to_string(),
            reason,
        };
        let amount = |word: &str| word.parse::<Money>().map_err(|e| malformed(e.to_string()));
        let box_no = |word: &str| {
            word.parse::<u8>()
                .map_err(|_| malformed(format!("`{word}` is not a box number")))
        };
        let Some((&name, args)) = words.split_first() else {
            return Err(unknown());
        };
        let kind = ActionKind::from_name(name).ok_or_else(unknown)?;
        let action = match (kind, args) {
            (ActionKind::Bet, [b, a]) => Action::Bet {
                box_no: box_no(b)?,
                amount: amount(a)?,
            },
            (ActionKind::Pair, [b, a]) => Action::Pair {
                box_no: box_no(b)?,
                amount: amount(a)?,
            },
            (ActionKind::Insure, []) => Action::Insure { amount: None },
            (ActionKind::Insure, [a]) => Action::Insure {
                amount: Some(amount(a)?),
            },
            (ActionKind::Double, []) => Action::Double { amount: None },
            (ActionKind::Double, [a]) => Action::Double {
                amount: Some(amount(a)?),
            },
            (ActionKind::Cancel, []) => Action::Cancel,
            (ActionKind::Rebet, []) => Action::Rebet,
            (ActionKind::Deal, []) => Action::Deal,
            (ActionKind::NoInsurance, []) => Action::NoInsurance,
            (ActionKind::EvenMoney, []) => Action::EvenMoney,
            (ActionKind::NoEvenMoney, []) => Action::NoEvenMoney,
            (ActionKind::Hit, []) => Action::Hit,
            (ActionKind::Stand, []) => Action::Stand,
            (ActionKind::Split, []) => Action::Split,
            (ActionKind::Surrender, []) => Action::Surrender,
            _ => return Err(unknown()),
        };
        Ok(action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_scenario_actions() {
        assert_eq!(
            "bet 1 10".parse(),
            Ok(Action::Bet {
                box_no: 1,
                amount: Money::units(10)
            })
        );
        assert_eq!(
            "insure 2.50".parse(),
            Ok(Action::Insure {
                amount: Some(Money(250))
            })
        );
        assert_eq!("double".parse(), Ok(Action::Double { amount: None }));
        assert_eq!("no-even-money".parse(), Ok(Action::NoEvenMoney));
        assert!(matches!(
            "bet 1 10.005".parse::<Action>(),
            Err(ParseActionError::Malformed { .. })
        ));
        assert!(matches!(
            "bet x 10".parse::<Action>(),
            Err(ParseActionError::Malformed { .. })
        ));
        assert!(matches!(
            "fly".parse::<Action>(),
            Err(ParseActionError::Unknown(_))
        ));
        assert!(matches!(
            "hit 3".parse::<Action>(),
            Err(ParseActionError::Unknown(_))
        ));
        for kind in ActionKind::ALL {
            assert_eq!(ActionKind::from_name(kind.name()), Some(kind));
        }
    }

    #[test]
    fn display_round_trips() {
        for text in ["bet 2 25", "pair 1 5", "insure 7.50", "double", "rebet"] {
            assert_eq!(text.parse::<Action>().unwrap().to_string(), text);
        }
    }
}
