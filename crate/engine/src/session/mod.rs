//! A playing session as the page keeps it: the table, the commitment to the
//! next round's seed, and the last rounds for recall.
//!
//! What is saved has a constant size, however long the session: the money,
//! the chips on the table, the current table's last round (in play or over)
//! as its record, the next seed, the last [`RECALL`] rounds and the
//! settings. Saved data is untrusted: [`Session::restore`] replays every
//! round it holds and refuses data whose rounds do not replay, or whose
//! money they do not explain (see `restore.rs`).

mod legacy;
mod restore;
mod round;
#[cfg(test)]
mod tests;

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::action::{Action, ActionKind};
use crate::card::Card;
use crate::error::ActionError;
use crate::money::Money;
use crate::record::RoundRecord;
use crate::rules::{Preset, Rules};
use crate::settings::Settings;
use crate::shoe::{Seed, hex};
use crate::table::{BoxBets, Phase, Table};

pub use legacy::{LEGACY_VERSION, LegacySave};
pub use round::{SavedRound, SavedRoundError};

/// The version of the session format.
pub const SESSION_VERSION: u32 = 3;

/// How many finished rounds recall keeps.
pub const RECALL: usize = 10;

/// A finished round kept for recall: its record, the preset it was played
/// at (none at a custom table) and the cards stacked before its deal.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Kept {
    record: RoundRecord,
    preset: Option<Preset>,
    stack: Vec<Card>,
}

/// Everything saved of a session: a constant size, whatever the number of
/// rounds played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SessionSave {
    /// The format version ([`SESSION_VERSION`]).
    pub version: u32,
    /// The preset played now.
    pub table: String,
    /// The player's money as the page shows it, chips on the table included.
    pub bankroll: Money,
    /// Chips lying on the table in the betting phase, box by box.
    pub bets: Vec<BoxBets>,
    /// This table's last round, in play or over (none before its first deal).
    pub round: Option<SavedRound>,
    /// How many rounds this table has dealt.
    pub rounds: u64,
    /// The last finished rounds of the session, oldest first.
    pub recent: Vec<SavedRound>,
    /// The seed of the next deal (its SHA-256 is shown before the deal).
    pub next_seed: String,
    /// The player's settings.
    pub settings: Settings,
}

/// Why saved data was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// Not JSON of the saved shape.
    #[error("the saved game is damaged ({0})")]
    Corrupt(String),
    /// Written by another version.
    #[error("the saved game is from another version ({0}, this is {SESSION_VERSION})")]
    Version(u32),
    /// A value is impossible, or the rounds do not replay to it.
    #[error("the saved game is invalid: {0}")]
    Invalid(String),
}

/// A session: a table, the committed next seed and the last rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    table: Table,
    preset: Option<Preset>,
    /// Cards stacked for the next deal (test builds only).
    stacked: Vec<Card>,
    /// Cards that were stacked for the current round's deal.
    round_stack: Vec<Card>,
    next_seed: Seed,
    recent: VecDeque<Kept>,
}

/// The SHA-256 of a seed, in hexadecimal: the commitment shown before a deal.
pub fn commitment(seed: &Seed) -> String {
    hex(&Sha256::digest(seed))
}

impl Session {
    /// A new session at `preset` with `bankroll`; `seed` keys its first deal.
    pub fn new(preset: Preset, bankroll: Money, seed: Seed) -> Result<Session, SaveError> {
        Session::with_rules(Some(preset), preset.rules(), bankroll, seed)
    }

    /// A new session at a table of `rules` (`preset` names them, if they are a
    /// preset's; a custom table's session is not saved).
    pub fn with_rules(
        preset: Option<Preset>,
        rules: Rules,
        bankroll: Money,
        seed: Seed,
    ) -> Result<Session, SaveError> {
        let table = Table::new(rules, bankroll).map_err(|e| SaveError::Invalid(e.to_string()))?;
        Ok(Session::at(table, preset, seed))
    }

    fn at(table: Table, preset: Option<Preset>, next_seed: Seed) -> Session {
        Session {
            table,
            preset,
            stacked: Vec::new(),
            round_stack: Vec::new(),
            next_seed,
            recent: VecDeque::new(),
        }
    }

    /// The table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The preset played now (`None` at a custom table).
    pub fn preset(&self) -> Option<Preset> {
        self.preset
    }

    /// The SHA-256 of the next deal's seed.
    pub fn next_commitment(&self) -> String {
        commitment(&self.next_seed)
    }

    /// The last finished rounds, oldest first (at most [`RECALL`]).
    pub fn recent(&self) -> impl Iterator<Item = &RoundRecord> {
        self.recent.iter().map(|k| &k.record)
    }

    /// The cards stacked before each of [`recent`](Self::recent)'s deals
    /// (test builds of the page only; empty otherwise).
    pub fn recent_stacks(&self) -> impl Iterator<Item = &[Card]> {
        self.recent.iter().map(|k| k.stack.as_slice())
    }

    /// Plays `action`. A deal uses the committed seed, and `fresh` becomes
    /// the next one (unused otherwise).
    pub fn play(&mut self, action: &Action, fresh: Seed) -> Result<(), ActionError> {
        let dealing = *action == Action::Deal;
        self.table.apply_with_seed(action, self.next_seed)?;
        if dealing {
            self.round_stack = std::mem::take(&mut self.stacked);
            self.next_seed = fresh;
        }
        if self.table.round().over && (dealing || !action.kind().is_betting()) {
            self.remember();
        }
        Ok(())
    }

    fn remember(&mut self) {
        if let Some(record) = self.table.record() {
            if self.recent.len() == RECALL {
                self.recent.pop_front();
            }
            self.recent.push_back(Kept {
                record,
                preset: self.preset,
                stack: self.round_stack.clone(),
            });
        }
    }

    /// Moves to another table between rounds, keeping the money (chips of
    /// this betting phase come back first).
    pub fn switch_table(&mut self, preset: Preset) -> Result<(), ActionError> {
        if self.table.phase() != Phase::Betting {
            return Err(ActionError::WrongPhase {
                action: ActionKind::Deal,
                phase: self.table.phase(),
            });
        }
        let money = self.table.bankroll() + self.table.on_table();
        // The money came from a table of the same limits, so it fits.
        if let Ok(table) = Table::new(preset.rules(), money) {
            self.table = table;
            self.preset = Some(preset);
            self.round_stack.clear();
        }
        Ok(())
    }

    /// Stacks the next cards to deal (test builds of the page only).
    pub fn stack(&mut self, cards: &[Card]) {
        self.table.stack(cards);
        self.stacked = cards.to_vec();
    }

    /// The recent rounds a save keeps: those since the last one played at a
    /// custom table (which is not saved), so the money runs on through them.
    fn saved_recent(&self) -> Vec<SavedRound> {
        let custom = self.recent.iter().rposition(|k| k.preset.is_none());
        let from = custom.map_or(0, |i| i + 1);
        self.recent
            .iter()
            .skip(from)
            .filter_map(|k| Some(SavedRound::of(&k.record, k.preset?, &k.stack)))
            .collect()
    }

    /// What to save: the same few fields however many rounds were played.
    pub fn save(&self, settings: Settings) -> SessionSave {
        let boxes = usize::from(self.table.rules().boxes);
        SessionSave {
            version: SESSION_VERSION,
            table: self.preset.map_or("custom", Preset::name).into(),
            bankroll: self.table.bankroll() + self.table.on_table(),
            bets: self.table.bets()[..boxes].to_vec(),
            round: self
                .preset
                .zip(self.table.record())
                .map(|(preset, record)| SavedRound::of(&record, preset, &self.round_stack)),
            rounds: self.table.rounds_dealt(),
            recent: self.saved_recent(),
            next_seed: hex(&self.next_seed),
            settings,
        }
    }
}
