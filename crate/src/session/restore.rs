//! Bringing a saved session back: every round the save holds is replayed by
//! the one replay path ([`Table::replay_stacked`]), and the money must
//! follow from round to round.
//!
//! The checks: each recent round replays to its recorded result at one of the
//! presets' tables, each begins with the money the one before it ended with;
//! the current table's last round replays (to its result, when over) at the
//! saved preset, and is the last recent round when over; the chips on the
//! table fit its limits; and the money shown is what all that leaves. A
//! player who rewrites the first round's bankroll and every figure after it
//! consistently cannot be told apart without a server (see the README).

use std::collections::VecDeque;

use super::{SESSION_VERSION, SaveError, SavedRound, Session, SessionSave};
use crate::money::Money;
use crate::record::seed_from_hex;
use crate::rules::Preset;
use crate::table::{Phase, Table};

fn invalid(why: impl Into<String>) -> SaveError {
    SaveError::Invalid(why.into())
}

/// Replays one saved round; `what` names it in an error.
fn replay(saved: &SavedRound, what: &str) -> Result<Table, SaveError> {
    if !saved.stack.is_empty() && !cfg!(any(test, feature = "test-hooks")) {
        return Err(invalid(format!("{what}: stacked cards in a saved game")));
    }
    Table::replay_stacked(&saved.record, &saved.stack).map_err(|e| invalid(format!("{what}: {e}")))
}

/// The money a finished round ended with.
fn money_after(saved: &SavedRound) -> Option<Money> {
    saved.record.result.as_ref().map(|r| r.bankroll)
}

/// Replays the recent rounds and checks that the money runs on from each to
/// the next; returns the money the last one ended with.
fn check_recent(recent: &[SavedRound]) -> Result<Option<Money>, SaveError> {
    if recent.len() > super::RECALL {
        return Err(invalid(format!("{} rounds to recall", recent.len())));
    }
    let mut money = None;
    for (i, saved) in recent.iter().enumerate() {
        let what = format!("recent round {}", i + 1);
        if !Preset::ALL.iter().any(|p| p.rules() == saved.record.rules) {
            return Err(invalid(format!("{what}: a table that is not one of ours")));
        }
        let table = replay(saved, &what)?;
        if !table.round().over {
            return Err(invalid(format!("{what} is not over")));
        }
        if money.is_some_and(|m| m != saved.record.bankroll) {
            return Err(invalid(format!(
                "{what} began with {}, not the {} the round before left",
                saved.record.bankroll,
                money.unwrap_or_default()
            )));
        }
        money = money_after(saved);
    }
    Ok(money)
}

/// The current table as the save leaves it, before the chips on the table.
fn current_table(
    save: &SessionSave,
    preset: Preset,
    recent_money: Option<Money>,
) -> Result<Table, SaveError> {
    let Some(round) = &save.round else {
        let money = recent_money.unwrap_or(save.bankroll);
        return Table::new(preset.rules(), money).map_err(|e| invalid(e.to_string()));
    };
    if round.record.rules != preset.rules() {
        return Err(invalid("the round in play is not of the saved table"));
    }
    let table = replay(round, "the last round")?;
    if recent_money.is_some_and(|m| !table.round().over && m != round.record.bankroll) {
        return Err(invalid("the round in play began with other money"));
    }
    Ok(table)
}

// TODO(engine merge): Table::place_bets.
fn place_bets(
    table: &mut Table,
    bets: &[crate::table::BoxBets],
) -> Result<(), crate::error::ActionError> {
    for (seat, b) in bets.iter().enumerate() {
        let box_no = seat as u8 + 1;
        if b.main != Money::ZERO {
            table.bet(box_no, b.main)?;
        }
        if b.pair != Money::ZERO {
            table.pair_bet(box_no, b.pair)?;
        }
    }
    Ok(())
}

impl Session {
    /// Rebuilds a session from saved data by replaying the rounds it holds;
    /// refuses anything that does not replay exactly or that the rounds do
    /// not explain.
    pub fn restore(save: &SessionSave) -> Result<Session, SaveError> {
        if save.version != SESSION_VERSION {
            return Err(SaveError::Version(save.version));
        }
        save.settings.check().map_err(invalid)?;
        let next_seed = seed_from_hex(&save.next_seed).map_err(invalid)?;
        let preset = Preset::from_name(&save.table)
            .ok_or_else(|| invalid(format!("no table `{}`", save.table)))?;
        let recent_money = check_recent(&save.recent)?;
        if let Some(round) = save.round.as_ref().filter(|r| r.record.result.is_some()) {
            if save.recent.last() != Some(round) {
                return Err(invalid("the last round is missing from the recent ones"));
            }
        }
        let mut table = current_table(save, preset, recent_money)?;
        if table.phase() == Phase::Betting {
            if save.bets.len() != usize::from(table.rules().boxes) {
                return Err(invalid("bets for boxes the table does not have"));
            }
            place_bets(&mut table, &save.bets)
                .map_err(|e| invalid(format!("the bets on the table: {e}")))?;
        } else if save.bets.iter().any(|b| b.main + b.pair != Money::ZERO) {
            return Err(invalid("bets on the table during a round"));
        }
        if (save.rounds == 0) != save.round.is_none() {
            return Err(invalid(format!("{} rounds dealt", save.rounds)));
        }
        table.set_rounds_dealt(save.rounds);
        let money = table.bankroll() + table.on_table();
        if money != save.bankroll {
            return Err(invalid(format!(
                "the rounds played explain a bankroll of {money}, not {}",
                save.bankroll
            )));
        }
        let round_stack = save.round.as_ref().map(|r| r.stack.clone());
        let mut session = Session::at(table, Some(preset), next_seed);
        session.round_stack = round_stack.unwrap_or_default();
        session.recent = VecDeque::from(save.recent.clone());
        Ok(session)
    }
}
