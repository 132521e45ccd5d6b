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

use super::{Kept, SESSION_VERSION, SaveError, SavedRound, Session, SessionSave};
use crate::money::Money;
use crate::record::{RoundRecord, seed_from_hex};
use crate::rules::Preset;
use crate::table::{Phase, Table};

fn invalid(why: impl std::fmt::Display) -> SaveError {
    SaveError::Invalid(why.to_string())
}

/// Replays one saved round; `what` names it in an error.
fn replay(saved: &SavedRound, what: &str) -> Result<Table, SaveError> {
    if !saved.stack.is_empty() && !cfg!(any(test, feature = "test-hooks")) {
        return Err(invalid(format!("{what}: stacked cards in a saved game")));
    }
    saved.replay().map_err(|e| invalid(format!("{what}: {e}")))
}

/// What the recent rounds left: the table of the last one and the cards it
/// left in the shoe.
type Left<'a> = Option<(&'a str, String)>;

/// Replays the recent rounds and checks that the money (and a kept shoe)
/// runs on from each to the next; returns them as kept for recall, and what
/// the last one left.
fn check_recent(recent: &[SavedRound]) -> Result<(Vec<Kept>, Left<'_>), SaveError> {
    if recent.len() > super::RECALL {
        return Err(invalid(format!("{} rounds to recall", recent.len())));
    }
    let mut kept: Vec<Kept> = Vec::with_capacity(recent.len());
    let mut left: Left = None;
    for (i, saved) in recent.iter().enumerate() {
        let what = format!("recent round {}", i + 1);
        // The first kept round's shoe follows rounds no longer kept.
        if i > 0 {
            check_shoe(saved, left.as_ref().map(|(t, l)| (*t, l.as_str())), &what)?;
        }
        let table = replay(saved, &what)?;
        left = Some((&saved.table, undealt_counts(&table)));
        let record = table.record().filter(|r| r.result.is_some());
        let record = record.ok_or_else(|| invalid(format!("{what} is not over")))?;
        if let Some(money) = kept.last().and_then(|k| money_after(&k.record)) {
            if money != record.bankroll {
                return Err(invalid(format!(
                    "{what} began with {}, not the {money} the round before left",
                    record.bankroll
                )));
            }
        }
        let preset = saved.preset().map_err(invalid)?;
        kept.push(Kept {
            record,
            preset: Some(preset),
            stack: saved.stack.clone(),
        });
    }
    Ok((kept, left))
}

/// The cards a table's shoe holds, as a record writes them (52 digits).
fn undealt_counts(table: &Table) -> String {
    let mut counts = [0u8; 52];
    for card in table.shoe().undealt() {
        counts[card.index()] += 1;
    }
    counts.iter().map(|&n| char::from(b'0' + n)).collect()
}

/// A round dealt from a kept shoe (not a full one: a shuffle, or a new
/// table, fills it) must find the cards the round before it left there, at
/// the same table. `before` is that round's table and the cards it left.
fn check_shoe(
    saved: &SavedRound,
    before: Option<(&str, &str)>,
    what: &str,
) -> Result<(), SaveError> {
    let Some(undealt) = &saved.undealt else {
        return Ok(());
    };
    let decks = saved.preset().map_err(invalid)?.rules().decks;
    if undealt.bytes().all(|b| b == b'0' + decks) || before == Some((&saved.table, undealt)) {
        return Ok(());
    }
    Err(invalid(format!(
        "{what} was dealt from cards the round before did not leave"
    )))
}

/// The money a finished round ended with.
fn money_after(record: &RoundRecord) -> Option<Money> {
    record.result.as_ref().map(|r| r.bankroll)
}

/// The current table as the save leaves it, before the chips on the table.
fn current_table(
    save: &SessionSave,
    preset: Preset,
    recent_money: Option<Money>,
    left: Left,
) -> Result<Table, SaveError> {
    let Some(round) = &save.round else {
        let money = recent_money.unwrap_or(save.bankroll);
        return Table::new(preset.rules(), money).map_err(|e| invalid(e.to_string()));
    };
    if round.table != save.table {
        return Err(invalid("the round in play is not of the saved table"));
    }
    let table = replay(round, "the last round")?;
    if !table.round().over {
        if recent_money.is_some_and(|m| m != round.bankroll) {
            return Err(invalid("the round in play began with other money"));
        }
        let before = left.as_ref().map(|(t, l)| (*t, l.as_str()));
        check_shoe(round, before, "the round in play")?;
    }
    Ok(table)
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
        let (kept, left) = check_recent(&save.recent)?;
        let recent_money = kept.last().and_then(|k| money_after(&k.record));
        let mut table = current_table(save, preset, recent_money, left)?;
        if table.round().over && save.round.as_ref() != save.recent.last() {
            return Err(invalid("the last round is missing from the recent ones"));
        }
        if table.phase() == Phase::Betting {
            if save.bets.len() != usize::from(table.rules().boxes) {
                return Err(invalid("bets for boxes the table does not have"));
            }
            table
                .place_bets(&save.bets)
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
        session.recent = VecDeque::from(kept);
        Ok(session)
    }
}
