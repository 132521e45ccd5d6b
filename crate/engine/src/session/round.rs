//! A round as a save keeps it: only what replaying it needs (the table's
//! name, the seed and stream position, the cards left, the money before it,
//! the bets and the actions). Its cards and result are not kept: the replay
//! deals them again, so a save cannot hold a result its round did not have.

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::money::Money;
use crate::record::{RECORD_VERSION, ReplayError, RoundRecord};
use crate::rules::Preset;
use crate::table::{BoxBets, Table};

/// One round as a save keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SavedRound {
    /// The preset the round was played at.
    pub table: String,
    /// The round's seed, 64 hexadecimal digits.
    pub seed: String,
    /// Where in that stream the round began (0 for a seed of its own).
    pub stream_pos: u64,
    /// How many of each card the shoe held at the deal (see [`RoundRecord`]).
    pub undealt: Option<String>,
    /// The bankroll before the round's bets.
    pub bankroll: Money,
    /// The opening bets, box by box.
    pub bets: Vec<BoxBets>,
    /// The actions after the deal, as scenario actions.
    pub actions: Vec<String>,
    /// Cards stacked before the deal: test builds of the page only (a
    /// shipped build refuses a save that has any).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stack: Vec<Card>,
}

impl SavedRound {
    /// What a save keeps of `record` (played at `preset`, with `stack`
    /// stacked before its deal).
    pub fn of(record: &RoundRecord, preset: Preset, stack: &[Card]) -> SavedRound {
        SavedRound {
            table: preset.name().into(),
            seed: record.seed.clone(),
            stream_pos: record.stream_pos,
            undealt: record.undealt.clone(),
            bankroll: record.bankroll,
            bets: record.bets.clone(),
            actions: record.actions.clone(),
            stack: stack.to_vec(),
        }
    }

    /// The preset the round was played at.
    pub fn preset(&self) -> Result<Preset, SavedRoundError> {
        Preset::from_name(&self.table).ok_or_else(|| SavedRoundError::NoTable(self.table.clone()))
    }

    /// Plays the round again (the one replay path): the table as it left it.
    pub fn replay(&self) -> Result<Table, SavedRoundError> {
        let record = RoundRecord {
            version: RECORD_VERSION,
            rules: self.preset()?.rules(),
            seed: self.seed.clone(),
            stream_pos: self.stream_pos,
            undealt: self.undealt.clone(),
            bankroll: self.bankroll,
            bets: self.bets.clone(),
            actions: self.actions.clone(),
            result: None,
            fresh_shoe: false,
        };
        Ok(Table::replay_stacked(&record, &self.stack)?)
    }
}

/// Why a saved round does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SavedRoundError {
    /// Its table is not a preset (the name is kept).
    #[error("no table `{0}`")]
    NoTable(String),
    /// The replay was refused.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}
