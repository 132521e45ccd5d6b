//! Saves of version 2 held the whole session's log: every round since the
//! session began. A player who kept one keeps their game: it is played again
//! once, round by round, through the one replay path
//! ([`Table::play_logged`]), and the session goes on in today's constant
//! size. Anything that does not replay, or whose money the rounds do not
//! explain, is refused as before.

use serde::Deserialize;

use super::{SaveError, Session};
use crate::card::Card;
use crate::money::Money;
use crate::record::{ReplayError, SeedError, seed_from_hex};
use crate::rules::Preset;
use crate::settings::Settings;
use crate::shoe::DealRng;
use crate::table::{BoxBets, Phase};

/// The version this module reads.
pub const LEGACY_VERSION: u32 = 2;

/// One round of a version 2 log.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoggedRound {
    /// The round's seed, 64 hexadecimal digits.
    pub seed: String,
    /// The opening bets, box by box.
    pub bets: Vec<BoxBets>,
    /// The actions after the deal, as scenario actions.
    pub actions: Vec<String>,
    /// Cards stacked before the deal (test builds only).
    #[serde(default)]
    pub stack: Vec<Card>,
}

/// The rounds played at one table.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Segment {
    /// The preset's name.
    pub table: String,
    /// The rounds, in order.
    pub rounds: Vec<LoggedRound>,
}

/// A version 2 save.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct LegacySave {
    /// 2.
    pub version: u32,
    /// The bankroll the session began with.
    pub start: Money,
    /// The tables played and their rounds; the last is the current table.
    pub segments: Vec<Segment>,
    /// Chips on the table in the betting phase, box by box.
    pub bets: Vec<BoxBets>,
    /// The seed of the next deal.
    pub next_seed: String,
    /// The player's money as the page showed it, chips included.
    pub bankroll: Money,
    /// The player's settings.
    pub settings: Settings,
}

fn invalid(why: impl std::fmt::Display) -> SaveError {
    SaveError::Invalid(why.to_string())
}

fn preset_of(segment: &Segment) -> Result<Preset, SaveError> {
    Preset::from_name(&segment.table)
        .ok_or_else(|| invalid(format!("no table `{}`", segment.table)))
}

impl Session {
    /// Brings a version 2 save into a session by playing its log again.
    pub fn migrate(save: &LegacySave) -> Result<Session, SaveError> {
        if save.version != LEGACY_VERSION {
            return Err(SaveError::Version(save.version));
        }
        save.settings.check().map_err(invalid)?;
        let next_seed = seed_from_hex(&save.next_seed).map_err(invalid)?;
        let first = save.segments.first().ok_or_else(|| invalid("no table"))?;
        let mut session = Session::new(preset_of(first)?, save.start, next_seed)?;
        let rounds: usize = save.segments.iter().map(|s| s.rounds.len()).sum();
        let mut played = 0;
        for (s, segment) in save.segments.iter().enumerate() {
            if s > 0 {
                session
                    .switch_table(preset_of(segment)?)
                    .map_err(|e| invalid(e.to_string()))?;
            }
            for round in &segment.rounds {
                played += 1;
                session
                    .replay_logged(round, played == rounds)
                    .map_err(|e| invalid(format!("round {played}: {e}")))?;
            }
        }
        if session.table.phase() == Phase::Betting {
            session
                .table
                .place_bets(&save.bets)
                .map_err(|e| invalid(format!("the bets on the table: {e}")))?;
        }
        let money = session.table.bankroll() + session.table.on_table();
        if money != save.bankroll {
            return Err(invalid(format!(
                "the rounds played explain a bankroll of {money}, not {}",
                save.bankroll
            )));
        }
        Ok(session)
    }

    fn replay_logged(&mut self, round: &LoggedRound, last: bool) -> Result<(), LoggedRoundError> {
        if self.table.phase() != Phase::Betting {
            return Err(LoggedRoundError::Overlaps);
        }
        if round.bets.len() != usize::from(self.table.rules().boxes) {
            return Err(LoggedRoundError::NoSuchBoxes);
        }
        if !round.stack.is_empty() && !cfg!(any(test, feature = "test-hooks")) {
            return Err(LoggedRoundError::Stacked);
        }
        let seed = seed_from_hex(&round.seed)?;
        self.table.play_logged(
            &round.bets,
            &round.stack,
            DealRng::new(seed),
            &round.actions,
        )?;
        self.round_stack = round.stack.clone();
        if self.table.round().over {
            self.remember();
        } else if !last {
            return Err(LoggedRoundError::Unfinished);
        }
        Ok(())
    }
}

/// Why one round of a version 2 log does not replay.
#[derive(Debug, thiserror::Error)]
enum LoggedRoundError {
    #[error("a round began before the last one ended")]
    Overlaps,
    #[error("bets for boxes the table does not have")]
    NoSuchBoxes,
    #[error("stacked cards in a saved game")]
    Stacked,
    #[error("an unfinished round before the last")]
    Unfinished,
    #[error(transparent)]
    Seed(#[from] SeedError),
    #[error(transparent)]
    Replay(#[from] ReplayError),
}
