//! Practice: a drill apart from the game. Each drill hand is a table of the
//! game's rules with a stated starting hand and up card of a chosen kind
//! (the rest of a fresh shoe random), a bet of the table minimum out of a
//! play bankroll that is never money, dealt so that the player's first
//! decision is on the stated hand. The randomness is passed in.

mod kind;
#[cfg(test)]
mod tests;

pub use kind::{DrillKind, DrillWeights, practice_deal};

use crate::action::{Action, ActionKind};
use crate::card::Card;
use crate::error::ActionError;
use crate::money::Money;
use crate::phase::Phase;
use crate::rules::{Rules, RulesError};
use crate::shoe::{DealRng, Seed};
use crate::table::Table;
use crate::view::Snapshot;

/// The drill's play bankroll: enough for every split and double of a hand
/// at the minimum bet, never shown as money.
const PLAY_BANKROLL: Money = Money::units(1_000_000);

/// Why a drill could not deal or play.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PracticeError {
    /// The weights name no kind, or one is not a number of zero or more.
    #[error("the drill's weights must be numbers of zero or more, one at least positive")]
    BadWeights,
    /// No hand of the kind was found (never, in practice).
    #[error("no hand of the drill's kind was found")]
    NotFound,
    /// The table's rules cannot make a table.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The table refused the action (the drill is unchanged).
    #[error(transparent)]
    Refused(#[from] ActionError),
}

impl PracticeError {
    /// A stable code for translations: `practice-weights`, `practice-not-found`,
    /// `practice-rules`, or the refusal's own code.
    pub fn code(&self) -> &'static str {
        match self {
            PracticeError::BadWeights => "practice-weights",
            PracticeError::NotFound => "practice-not-found",
            PracticeError::Rules(_) => "practice-rules",
            PracticeError::Refused(e) => e.code(),
        }
    }
}

/// A table of `rules` dealt the round number `round` with `hand` against
/// `up` stated (the rest of a fresh shoe shuffled by `seed`), box 1 betting
/// the table minimum.
pub fn practice_table(
    rules: Rules,
    hand: [Card; 2],
    up: Card,
    round: u64,
    seed: Seed,
) -> Result<Table, PracticeError> {
    let min = rules.min_bet;
    let mut table = Table::new(rules, PLAY_BANKROLL)?;
    table.set_rounds_dealt(round.saturating_sub(1));
    table.stack(&[hand[0], up, hand[1]]);
    table.bet(1, min)?;
    table.deal_seeded(seed)?;
    Ok(table)
}

/// The drill: the hand being played, the weights of the kinds and the
/// randomness of the next deals.
#[derive(Clone, Debug)]
pub struct Drill {
    rules: Rules,
    weights: DrillWeights,
    rng: DealRng,
    kind: DrillKind,
    table: Table,
}

impl Drill {
    /// A drill of `rules` with `weights`, its deals drawn from a stream
    /// keyed by `seed`; the first hand is dealt at once.
    pub fn new(rules: Rules, weights: DrillWeights, seed: Seed) -> Result<Drill, PracticeError> {
        weights.check()?;
        let mut rng = DealRng::new(seed);
        let kind = weights.pick(&mut rng)?;
        let table = Drill::deal(&rules, kind, 1, &mut rng)?;
        Ok(Drill {
            rules,
            weights,
            rng,
            kind,
            table,
        })
    }

    fn deal(
        rules: &Rules,
        kind: DrillKind,
        round: u64,
        rng: &mut DealRng,
    ) -> Result<Table, PracticeError> {
        let (hand, up) = practice_deal(rules.decks, kind, rng)?;
        let mut seed: Seed = [0; 32];
        for chunk in seed.chunks_exact_mut(4) {
            chunk.copy_from_slice(&rng.next_word().to_le_bytes());
        }
        practice_table(rules.clone(), hand, up, round, seed)
    }

    /// Replaces the weights of the next deals (checked: refused weights
    /// change nothing).
    pub fn set_weights(&mut self, weights: DrillWeights) -> Result<(), PracticeError> {
        weights.check()?;
        self.weights = weights;
        Ok(())
    }

    /// Deals the next drill hand, once the hand in play is over.
    pub fn deal_next(&mut self) -> Result<(), PracticeError> {
        if self.table.phase() != Phase::Betting {
            return Err(ActionError::WrongPhase {
                action: ActionKind::Deal,
                phase: self.table.phase(),
            }
            .into());
        }
        let mut rng = self.rng.clone();
        let kind = self.weights.pick(&mut rng)?;
        let round = self.table.rounds_dealt() + 1;
        self.table = Drill::deal(&self.rules, kind, round, &mut rng)?;
        self.kind = kind;
        self.rng = rng;
        Ok(())
    }

    /// Plays `action` on the hand: `deal` deals the next drill hand; a bet,
    /// a pair bet, Cancel and Repeat are refused (the drill bets itself).
    pub fn act(&mut self, action: &Action) -> Result<(), PracticeError> {
        match action {
            Action::Deal => self.deal_next(),
            Action::Bet { .. } | Action::Pair { .. } | Action::Cancel | Action::Rebet => {
                Err(PracticeError::Refused(ActionError::WrongPhase {
                    action: action.kind(),
                    phase: self.table.phase(),
                }))
            }
            _ => Ok(self.table.apply_with_seed(action, [0; 32])?),
        }
    }

    /// The kind of the hand in play.
    pub fn kind(&self) -> DrillKind {
        self.kind
    }

    /// The hand's table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// What the player sees: the table's snapshot, with `deal` (the next
    /// drill hand) the only action once the hand is over.
    pub fn snapshot(&self) -> Snapshot {
        let mut view = Snapshot::of(&self.table);
        if self.table.phase() == Phase::Betting {
            view.legal = vec!["deal"];
        }
        view
    }
}
