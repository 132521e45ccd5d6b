//! What-if with the same cards: a finished round replayed up to one of its
//! decisions, another option played there, and the round played on from
//! the same seeded stream, so the cards that come are the ones that would
//! really have come.
//!
//! The rest of the round: when the option is the one really taken, the
//! recorded actions (the real round, exactly); otherwise every later
//! decision is played by its best option (the review's values). Nothing but
//! the what-if's own replayed tables is touched.

use serde::Serialize;

use super::options::{option_action, option_name};
use super::timeline::{self, RoundEnd, TimelineEvent};
use super::{ReviewError, Reviewer};
use crate::action::Action;
use crate::card::Card;
use crate::record::RoundRecord;
use crate::table::{Phase, Table};

/// A round played on from one decision with another option.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WhatIf {
    /// The decision's index (the recorded action's, from 0).
    pub decision: usize,
    /// The option played there.
    pub option: String,
    /// The what-if round's actions, as scenario actions.
    pub actions: Vec<String>,
    /// What the what-if round came to.
    pub result: RoundEnd,
    /// The what-if round card by card.
    pub timeline: Vec<TimelineEvent>,
}

impl Reviewer {
    /// Plays `option` at decision `decision` (its index: the recorded
    /// action's, from 0) of the finished round `record` (`stack` as for
    /// [`review`](Self::review)) and the round on: the recorded actions when
    /// `option` is the one taken, else the best option at every later
    /// decision. The cards come from the round's own stream.
    pub fn what_if(
        &mut self,
        record: &RoundRecord,
        stack: &[Card],
        decision: usize,
        option: &str,
    ) -> Result<WhatIf, ReviewError> {
        if record.rules != self.rules {
            return Err(ReviewError::OtherRules);
        }
        let done = Table::replay_stacked(record, stack)?;
        if done.record().and_then(|r| r.result).is_none() {
            return Err(ReviewError::NotOver);
        }
        let text = record
            .actions
            .get(decision)
            .ok_or(ReviewError::NoDecision(decision))?;
        let taken: Action = text.parse()?;
        let before = RoundRecord {
            actions: record.actions[..decision].to_vec(),
            result: None,
            ..record.clone()
        };
        let mut table = Table::replay_stacked(&before, stack)?;
        let spot = self
            .spot(&table)?
            .ok_or(ReviewError::NoDecision(decision))?;
        if !spot.options.iter().any(|o| o.option == option) {
            return Err(ReviewError::NotAnOption(option.into()));
        }
        let actions = if option == option_name(taken.kind()) {
            record.actions.clone()
        } else {
            let mut actions = before.actions;
            let mut next = option_action(option).ok_or(ReviewError::NotAnOption(option.into()))?;
            loop {
                table
                    .apply_with_seed(&next, [0; 32])
                    .map_err(|e| ReviewError::NotAllowed(format!("{next}: {e}")))?;
                actions.push(next.to_string());
                if table.phase() == Phase::Betting {
                    break;
                }
                let best = self.spot(&table)?.ok_or(ReviewError::NoActionAllowed)?.best;
                next = option_action(best).ok_or(ReviewError::NoActionAllowed)?;
            }
            actions
        };
        let played = RoundRecord {
            actions,
            result: None,
            ..record.clone()
        };
        let tables = timeline::prefixes(&played, stack)?;
        let end = tables.last().ok_or(ReviewError::NotOver)?;
        Ok(WhatIf {
            decision,
            option: option.into(),
            result: RoundEnd::of(end),
            timeline: timeline::events(&tables, &played.actions),
            actions: played.actions,
        })
    }
}

#[cfg(test)]
#[path = "what_if_tests.rs"]
mod independent;
