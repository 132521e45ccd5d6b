//! Game recall: a round as its record (rules, the cards left in the shoe, the
//! seed, the bets and the actions), and the replay that rebuilds it exactly
//! (`replay.rs`: the one way the engine plays a logged round again).

mod replay;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::card::Card;
use crate::money::Money;
use crate::rules::Rules;
use crate::shoe::{Seed, hex};
use crate::table::{BoxBets, SideBet, Table};

/// The version of the record format.
pub const RECORD_VERSION: u32 = 1;

/// Everything needed to replay one round, and what it came to.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RoundRecord {
    /// The format version ([`RECORD_VERSION`]).
    pub version: u32,
    /// The table's rules.
    pub rules: Rules,
    /// The seed of the round's ChaCha20 stream, 64 hexadecimal digits.
    pub seed: String,
    /// Where in that stream the round began, in 32-bit words (0 when the
    /// round had a seed of its own).
    pub stream_pos: u64,
    /// How many of each card the shoe held at the deal, 52 digits in card
    /// order (`A♠ A♥ A♦ A♣ 2♠ …`); absent when the shoe was freshly shuffled.
    pub undealt: Option<String>,
    /// The bankroll before the round's bets.
    pub bankroll: Money,
    /// The opening bets, box by box.
    pub bets: Vec<BoxBets>,
    /// The player's actions after the deal, as scenario actions.
    pub actions: Vec<String>,
    /// What the round came to, once over.
    pub result: Option<RoundResult>,
    /// The round dealt from a freshly shuffled shoe with a seed of its own,
    /// so the seed alone gives the deck order (`blackjack verify`). Derived
    /// from `stream_pos` and `undealt`.
    #[serde(default)]
    pub fresh_shoe: bool,
}

/// What a round came to.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RoundResult {
    /// Every hand.
    pub hands: Vec<HandResult>,
    /// The dealer's cards.
    pub dealer: Vec<Card>,
    /// Insurance bets, box by box.
    pub insurance: Vec<Option<SideResult>>,
    /// Pair bonus bets, box by box.
    pub pair: Vec<Option<SideResult>>,
    /// The bankroll after settlement.
    pub bankroll: Money,
    /// What the round won or lost: the bankroll after it less the bankroll
    /// before it (derived).
    #[serde(default)]
    pub net: Money,
}

/// One hand's cards, stake and result.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct HandResult {
    /// The box, from 1.
    #[serde(rename = "box")]
    pub box_no: u8,
    /// The cards.
    pub cards: Vec<Card>,
    /// Everything staked.
    pub stake: Money,
    /// The outcome's name.
    pub outcome: String,
    /// What it returned, stake included.
    pub payout: Money,
    /// What the hand won or lost: the payout less the stake (derived).
    #[serde(default)]
    pub net: Money,
}

/// A side bet (insurance or pair bonus) of a finished round.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideResult {
    /// The amount staked.
    pub stake: Money,
    /// What it returned, stake included.
    pub payout: Money,
    /// The bet was settled.
    pub settled: bool,
    /// What it won or lost: the payout less the stake (derived).
    #[serde(default)]
    pub net: Money,
}

impl SideResult {
    /// What a record keeps of a side bet.
    pub fn of(bet: &Option<SideBet>) -> Option<SideResult> {
        bet.map(|b| SideResult {
            stake: b.stake,
            payout: b.payout,
            settled: b.settled,
            net: b.payout - b.stake,
        })
    }
}

/// Why a record cannot be replayed, or did not replay to what it says.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The record is malformed.
    #[error("the record is invalid: {0}")]
    Invalid(String),
    /// A recorded action was refused on replay.
    #[error("action {index} (`{action}`) was refused on replay: {reason}")]
    Refused {
        /// Its place in the list, from 1.
        index: usize,
        /// The action.
        action: String,
        /// The engine's reason.
        reason: String,
    },
    /// The replay came to another result than the record says.
    #[error("the replay differs from the record: {0}")]
    Differs(String),
}

fn parse_seed(text: &str) -> Option<Seed> {
    if text.len() != 64 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut seed = [0u8; 32];
    for (i, byte) in seed.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(seed)
}

/// Why a text is not a seed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeedError {
    /// Not 64 hexadecimal digits (the text is kept).
    #[error("`{0}` is not a seed (64 hexadecimal digits)")]
    NotHex(String),
}

/// Parses 64 hexadecimal digits into a seed.
pub fn seed_from_hex(text: &str) -> Result<Seed, SeedError> {
    parse_seed(text).ok_or_else(|| SeedError::NotHex(text.into()))
}

impl Table {
    /// The record of the current (or last) round; `None` before any deal.
    pub fn record(&self) -> Option<RoundRecord> {
        if self.rounds_dealt() == 0 || !self.records() {
            return None;
        }
        let round = self.round();
        let boxes = usize::from(self.rules().boxes);
        let result = round.bankroll_after.map(|bankroll| RoundResult {
            hands: round
                .hands
                .iter()
                .map(|h| HandResult {
                    box_no: h.seat + 1,
                    cards: h.cards.to_vec(),
                    stake: h.stake,
                    outcome: h.outcome().map_or("", |o| o.name()).to_string(),
                    payout: h.payout,
                    net: h.payout - h.stake,
                })
                .collect(),
            dealer: round.dealer.to_vec(),
            insurance: round.insurance[..boxes]
                .iter()
                .map(SideResult::of)
                .collect(),
            pair: round.pair[..boxes].iter().map(SideResult::of).collect(),
            bankroll,
            net: bankroll - round.bankroll_before,
        });
        let decks = self.rules().decks;
        Some(RoundRecord {
            version: RECORD_VERSION,
            rules: self.rules().clone(),
            seed: hex(&round.seed),
            stream_pos: round.stream_pos as u64,
            undealt: round
                .start_counts
                .map(|c| c.iter().map(|n| char::from(b'0' + n)).collect()),
            bankroll: round.bankroll_before,
            bets: round.opening[..boxes].to_vec(),
            actions: round.actions.iter().map(Action::to_string).collect(),
            result,
            fresh_shoe: round.stream_pos == 0
                && round
                    .start_counts
                    .is_none_or(|c| c.iter().all(|&n| n == decks)),
        })
    }
}
