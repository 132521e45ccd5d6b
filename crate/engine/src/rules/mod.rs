//! The rules of a table: every option of RULES.md as a field, and the four presets.
//!
//! As shakmaty keeps a `Setup` apart from a `Position`: a [`RulesSpec`] is
//! what a user may write (any values), and [`Rules`] are rules that passed
//! [`RulesSpec::check`], the only way to make them. Everything downstream
//! (the table, the odds, the simulator, the reviewer) takes [`Rules`], so
//! none of it checks again.

use std::ops::Deref;

use serde::{Deserialize, Serialize, Serializer};

use crate::money::Money;

mod check;
mod presets;
#[cfg(test)]
mod tests;
pub use presets::Preset;

/// Most boxes a table may have.
pub const MAX_BOXES: usize = 3;
/// Most hands one box may hold after splits.
pub const MAX_HANDS_PER_BOX: usize = 4;

/// When the shoe is shuffled.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shuffle {
    /// Reshuffled before every round (the online single-deck table).
    EveryRound,
    /// A continuous shuffler: every round starts from the full shoe.
    Continuous,
    /// Reshuffled before a round once this percentage of the cards has been dealt.
    CutCard(u8),
}

/// Which two-card hands may be doubled.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DoubleOn {
    /// Any two cards.
    Any,
    /// Any two cards without an ace (no soft doubles).
    Hard,
    /// Two cards totalling 9, 10 or 11 (best total).
    NineToEleven,
}

/// Which pairs may be split.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SplitMatch {
    /// Cards of equal value: K+Q splits.
    Value,
    /// Cards of identical rank only: K+K, not K+Q.
    Rank,
}

/// What an insurance bet may be, against a dealer ace.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Insurance {
    /// No insurance is offered.
    None,
    /// Exactly half the box's bet.
    HalfBet,
    /// From `min` up to half the box's bet.
    UpToHalfBet {
        /// The smallest insurance.
        min: Money,
    },
    /// From `min` to `max`, whatever the bet (the default is still half the bet).
    Range {
        /// The smallest insurance.
        min: Money,
        /// The largest insurance.
        max: Money,
    },
}

/// Against which dealer up cards a blackjack is offered even money.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EvenMoney {
    /// Never.
    None,
    /// Against an ace.
    Ace,
    /// Against an ace or a ten-value card.
    AceOrTen,
}

/// A payout ratio such as 3:2.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ratio {
    /// What is won...
    pub win: u32,
    /// ...for this much staked.
    pub per: u32,
}

/// The pair bonus side bet's paytable (each pays `N:1`).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairBonus {
    /// A pair of one rank in a red and a black suit.
    pub mixed: u32,
    /// A pair of one rank in two suits of one colour.
    pub colour: u32,
    /// A pair of one rank in one suit.
    pub suited: u32,
    /// The smallest pair bet.
    pub min: Money,
    /// The largest pair bet.
    pub max: Money,
}

/// Every option of a table, unchecked: what a user may edit. A preset is one
/// set of values ([`Preset::spec`]); a custom table is any other set that
/// passes [`RulesSpec::check`]. (JavaScript knows it as `Rules`: the same
/// object.)
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(missing_as_null, rename = "Rules")
)]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesSpec {
    /// Decks in the shoe (1 to 8).
    pub decks: u8,
    /// When the shoe is shuffled.
    pub shuffle: Shuffle,
    /// Boxes the player may bet on (1 to 3).
    pub boxes: u8,
    /// The dealer takes a hole card and peeks on an ace or a ten; otherwise
    /// the second dealer card comes after the players (no hole card).
    pub hole_card: bool,
    /// The dealer hits a soft 17 (false on all four sheets).
    pub dealer_hits_soft_17: bool,
    /// What a blackjack pays.
    pub blackjack_pays: Ratio,
    /// Which two-card hands may be doubled.
    pub double_on: DoubleOn,
    /// A double may be any amount from the table minimum up to the bet.
    pub double_for_less: bool,
    /// Hands made by a split may be doubled.
    pub double_after_split: bool,
    /// Which pairs may be split.
    pub split: SplitMatch,
    /// Most hands one box may hold (1 means no split).
    pub max_hands: u8,
    /// Most hands one box may hold by splitting aces (1 means aces are never split).
    pub max_ace_hands: u8,
    /// Surrender: half the bet back, on the first decision, never against an ace.
    pub surrender: bool,
    /// The insurance bet against an ace.
    pub insurance: Insurance,
    /// When a blackjack is offered even money.
    pub even_money: EvenMoney,
    /// A blackjack box is offered insurance against an ace where it gets no even money.
    pub insure_blackjack: bool,
    /// The pair bonus side bet, where the table has one.
    pub pair_bonus: Option<PairBonus>,
    /// A double on 11 or less takes its card face down until the dealer has finished (cosmetic).
    pub face_down_double: bool,
    /// The dealer offers a double on 9, 10 and 11 (the page prompts for it).
    pub double_prompt: bool,
    /// The smallest bet on a box.
    pub min_bet: Money,
    /// The largest bet on a box.
    pub max_bet: Money,
    /// The bankroll a new player starts with.
    pub starting_bankroll: Money,
}

/// Checked rules: a [`RulesSpec`] that passed [`RulesSpec::check`], every
/// option in its range and one round always fitting in the shoe.
///
/// The options read as fields (`rules.decks`: it dereferences to its spec)
/// and cannot be changed; to change one, edit a copy of the spec
/// ([`Rules::to_spec`]) and check it again. It serializes as its spec, and
/// reading it back checks it, so no JSON makes unchecked rules.
///
/// ```
/// use blackjack::{Preset, RulesSpec};
///
/// let rules = RulesSpec { boxes: 2, ..Preset::European.spec() }.check().unwrap();
/// assert_eq!(rules.boxes, 2);
/// assert!(RulesSpec { decks: 9, ..rules.to_spec() }.check().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "RulesSpec")]
pub struct Rules(RulesSpec);

impl Serialize for Rules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl Deref for Rules {
    type Target = RulesSpec;

    fn deref(&self) -> &RulesSpec {
        &self.0
    }
}

impl TryFrom<RulesSpec> for Rules {
    type Error = RulesError;

    fn try_from(spec: RulesSpec) -> Result<Rules, RulesError> {
        spec.check()
    }
}

impl From<Rules> for RulesSpec {
    fn from(rules: Rules) -> RulesSpec {
        rules.0
    }
}

/// Why a set of rules cannot make a table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// An option is outside its range.
    #[error("{option} must be {range}")]
    OutOfRange {
        /// The option.
        option: &'static str,
        /// What it may be.
        range: &'static str,
    },
    /// The shoe is too small for the worst round these rules allow.
    #[error(
        "{decks} deck(s) cannot hold the {needed} cards a round with {boxes} box(es) of up to {hands} hands may need"
    )]
    ShoeTooSmall {
        /// Decks.
        decks: u8,
        /// Boxes.
        boxes: u8,
        /// Hands per box.
        hands: u8,
        /// Cards such a round may need.
        needed: usize,
    },
}

impl Default for Rules {
    fn default() -> Rules {
        Preset::SingleDeck.rules()
    }
}

impl Rules {
    /// The rules of the preset named `name`.
    pub fn preset(name: &str) -> Option<Rules> {
        Preset::from_name(name).map(Preset::rules)
    }

    /// The options, as checked.
    pub fn spec(&self) -> &RulesSpec {
        &self.0
    }

    /// A copy of the options, to edit and check again.
    pub fn to_spec(&self) -> RulesSpec {
        self.0.clone()
    }

    /// The dealer draws to `total` (below 17, and soft 17 where the dealer hits it).
    pub fn dealer_hits(&self, total: crate::hand::Total) -> bool {
        total.value < 17 || (total.value == 17 && total.soft && self.dealer_hits_soft_17)
    }

    /// The pair bet limits, or `None` where the table has no pair bonus.
    pub fn pair_limits(&self) -> Option<(Money, Money)> {
        self.pair_bonus.map(|p| (p.min, p.max))
    }
}
