//! The four tables of the rule sheets, as [`RulesSpec`] values (checked: see the tests).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::*;
use crate::money::Money;

/// The four tables of the rule sheets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Online single deck, reshuffled every round, dealer peeks (sheet 001).
    SingleDeck,
    /// Land casino, no hole card, double for less, pair bonus (sheet 000).
    LandCasino,
    /// No hole card, double on 9 to 11 only (sheet 002).
    European,
    /// Six decks in a continuous shuffler, surrender (sheet 003).
    ShuffleMachine,
}

impl Preset {
    /// Every preset, the default first.
    pub const ALL: [Preset; 4] = [
        Preset::SingleDeck,
        Preset::LandCasino,
        Preset::European,
        Preset::ShuffleMachine,
    ];

    /// The preset's name as scenarios spell it.
    pub const fn name(self) -> &'static str {
        match self {
            Preset::SingleDeck => "single-deck",
            Preset::LandCasino => "land-casino",
            Preset::European => "european",
            Preset::ShuffleMachine => "shuffle-machine",
        }
    }

    /// The preset named `name`.
    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The preset's rules (checked: a test checks every preset's spec).
    pub fn rules(self) -> Rules {
        Rules(self.spec())
    }

    /// The preset's options, to edit into a custom table.
    pub fn spec(self) -> RulesSpec {
        let base = RulesSpec {
            decks: 6,
            shuffle: Shuffle::CutCard(75),
            boxes: 3,
            hole_card: false,
            dealer_hits_soft_17: false,
            blackjack_pays: Ratio { win: 3, per: 2 },
            double_on: DoubleOn::Any,
            double_for_less: false,
            double_after_split: true,
            split: SplitMatch::Value,
            max_hands: 4,
            max_ace_hands: 2,
            surrender: false,
            insurance: Insurance::HalfBet,
            even_money: EvenMoney::None,
            insure_blackjack: false,
            pair_bonus: None,
            face_down_double: false,
            double_prompt: false,
            min_bet: Money::units(5),
            max_bet: Money::units(500),
            starting_bankroll: Money::units(1000),
        };
        match self {
            Preset::SingleDeck => RulesSpec {
                decks: 1,
                shuffle: Shuffle::EveryRound,
                boxes: 1,
                hole_card: true,
                double_on: DoubleOn::Hard,
                even_money: EvenMoney::Ace,
                insure_blackjack: true,
                ..base
            },
            Preset::LandCasino => RulesSpec {
                double_for_less: true,
                max_ace_hands: 3,
                surrender: true,
                insurance: Insurance::Range {
                    min: Money::units(5),
                    max: Money::units(500),
                },
                even_money: EvenMoney::AceOrTen,
                pair_bonus: Some(PairBonus {
                    mixed: 6,
                    colour: 12,
                    suited: 25,
                    min: Money::units(1),
                    max: Money::units(500),
                }),
                face_down_double: true,
                double_prompt: true,
                ..base
            },
            Preset::European => RulesSpec {
                double_on: DoubleOn::NineToEleven,
                double_after_split: false,
                max_hands: 2,
                insurance: Insurance::UpToHalfBet { min: Money(1) },
                insure_blackjack: true,
                ..base
            },
            Preset::ShuffleMachine => RulesSpec {
                shuffle: Shuffle::Continuous,
                double_for_less: true,
                split: SplitMatch::Rank,
                surrender: true,
                insurance: Insurance::UpToHalfBet { min: Money(250) },
                even_money: EvenMoney::Ace,
                ..base
            },
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
