//! Playing a day: its rounds in order, each dealt when the last is over,
//! the decisions of the finished ones kept for the day's link.

use super::link::{self, Played};
use super::{DailyError, Day, ROUNDS};
use crate::action::Action;
use crate::error::ActionError;
use crate::phase::Phase;
use crate::record::RoundRecord;
use crate::table::Table;
use crate::view::Snapshot;

/// A day being played: the round in play and the decisions of the rounds
/// before it.
#[derive(Clone, Debug)]
pub struct DailyGame {
    day: Day,
    /// The round in play (or the last one finished), from 1.
    round: usize,
    table: Table,
    /// The records of the finished rounds, in order.
    done: Vec<RoundRecord>,
}

impl DailyGame {
    /// The day's game with its first round dealt.
    pub fn new(day: Day) -> Result<DailyGame, DailyError> {
        let mut game = DailyGame {
            day,
            round: 1,
            table: day.deal(1)?,
            done: Vec::with_capacity(ROUNDS),
        };
        game.keep_if_over();
        Ok(game)
    }

    /// Keeps the round's record once it is over (at its deal, for a
    /// blackjack: it has no decision).
    fn keep_if_over(&mut self) {
        if self.table.phase() == Phase::Betting && self.done.len() < self.round {
            self.done.extend(self.table.record());
        }
    }

    /// The day played.
    pub fn day(&self) -> Day {
        self.day
    }

    /// The round in play, or the last one finished (from 1).
    pub fn round(&self) -> usize {
        self.round
    }

    /// The round's table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Are all the day's rounds over?
    pub fn over(&self) -> bool {
        self.done.len() == ROUNDS
    }

    /// The records of the finished rounds, in order (for the review).
    pub fn records(&self) -> &[RoundRecord] {
        &self.done
    }

    /// Plays `action`: `deal` deals the next round once this one is over;
    /// bets, Cancel, Repeat and amounts are refused (the day bets itself,
    /// whole doubles and the usual insurance). A refused action changes
    /// nothing.
    pub fn act(&mut self, action: &Action) -> Result<(), DailyError> {
        match action {
            Action::Deal => self.deal_next(),
            Action::Bet { .. } | Action::Pair { .. } | Action::Cancel | Action::Rebet => {
                Err(ActionError::WrongPhase {
                    action: action.kind(),
                    phase: self.table.phase(),
                }
                .into())
            }
            Action::Double { amount: Some(_) } | Action::Insure { amount: Some(_) } => {
                Err(DailyError::Amount(action.to_string()))
            }
            _ => {
                self.table.apply_with_seed(action, [0; 32])?;
                self.keep_if_over();
                Ok(())
            }
        }
    }

    /// Deals the next round (the round in play must be over).
    fn deal_next(&mut self) -> Result<(), DailyError> {
        if self.over() {
            return Err(DailyError::DayOver);
        }
        if self.table.phase() != Phase::Betting {
            return Err(ActionError::WrongPhase {
                action: Action::Deal.kind(),
                phase: self.table.phase(),
            }
            .into());
        }
        self.table = self.day.deal(self.round + 1)?;
        self.round += 1;
        self.keep_if_over();
        Ok(())
    }

    /// What the player sees: the round's snapshot, without amounts to type
    /// (the day plays whole doubles and the usual insurance); between
    /// rounds `deal` (the next round) is the only action, and none once the
    /// day is over.
    pub fn snapshot(&self) -> Snapshot {
        let mut view = Snapshot::of(&self.table);
        view.double = None;
        if let Some(offer) = view.offer.as_mut() {
            offer.range = None;
        }
        if self.table.phase() == Phase::Betting {
            view.legal = if self.over() { vec![] } else { vec!["deal"] };
        }
        view
    }

    /// The day's decisions (once it is over).
    pub fn played(&self) -> Result<Played, DailyError> {
        if !self.over() {
            return Err(DailyError::NotOver(self.round));
        }
        Played::of(self.day, &self.done)
    }

    /// The day's link text (once it is over).
    pub fn link(&self) -> Result<String, DailyError> {
        Ok(link::encode(&self.played()?))
    }
}
