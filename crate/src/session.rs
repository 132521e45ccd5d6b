//! A playing session as the page keeps it: the table, every round since the
//! session began (so that a saved game is proved by replaying it), the
//! commitment to the next round's seed, and the last rounds for recall.
//!
//! Saved data is untrusted: [`Session::restore`] replays every recorded round
//! from the session's starting bankroll and refuses data whose rounds do not
//! replay, or whose money they do not explain.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::action::Action;
use crate::error::ActionError;
use crate::money::Money;
use crate::record::{RoundRecord, seed_from_hex};
use crate::rules::{MAX_BOXES, Preset};
use crate::save::{SaveError, Settings};
use crate::shoe::{Seed, hex};
use crate::table::{BoxBets, Phase, Table};

/// The version of the session format.
pub const SESSION_VERSION: u32 = 2;

/// How many finished rounds recall keeps.
pub const RECALL: usize = 10;

/// One round as the session log keeps it: the seed, the opening bets and the
/// actions (the rest follows from the table and a replay).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoggedRound {
    /// The round's seed, 64 hexadecimal digits.
    pub seed: String,
    /// The opening bets, box by box.
    pub bets: Vec<BoxBets>,
    /// The actions after the deal, as scenario actions.
    pub actions: Vec<String>,
    /// Cards stacked before the deal: test builds only (a shipped build
    /// refuses a save that has any).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stack: Vec<crate::card::Card>,
}

/// The rounds played at one table, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Segment {
    /// The preset's name.
    pub table: String,
    /// The rounds.
    pub rounds: Vec<LoggedRound>,
}

/// Everything saved of a session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SessionSave {
    /// The format version ([`SESSION_VERSION`]).
    pub version: u32,
    /// The bankroll the session began with.
    pub start: Money,
    /// The tables played and their rounds, in order; the last is the current table.
    pub segments: Vec<Segment>,
    /// Chips lying on the table in the betting phase, box by box.
    pub bets: Vec<BoxBets>,
    /// The seed of the next deal (its SHA-256 is shown before the deal).
    pub next_seed: String,
    /// The player's money as the page showed it, chips on the table included.
    pub bankroll: Money,
    /// The player's settings.
    pub settings: Settings,
}

/// A session: a table and the log that proves how it got where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    table: Table,
    stacked: Vec<crate::card::Card>,
    preset: Option<Preset>,
    start: Money,
    segments: Vec<Segment>,
    next_seed: Seed,
    recent: VecDeque<RoundRecord>,
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
    /// preset's; a custom table's session cannot be restored).
    pub fn with_rules(
        preset: Option<Preset>,
        rules: crate::rules::Rules,
        bankroll: Money,
        seed: Seed,
    ) -> Result<Session, SaveError> {
        let table = Table::new(rules, bankroll).map_err(|e| SaveError::Invalid(e.to_string()))?;
        let name = preset.map_or("custom", Preset::name);
        Ok(Session {
            table,
            stacked: Vec::new(),
            preset,
            start: bankroll,
            segments: vec![Segment {
                table: name.into(),
                rounds: Vec::new(),
            }],
            next_seed: seed,
            recent: VecDeque::new(),
        })
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
        self.recent.iter()
    }

    /// How many rounds the session has played.
    pub fn rounds(&self) -> usize {
        self.segments.iter().map(|s| s.rounds.len()).sum()
    }

    /// Plays `action`. A deal uses the committed seed, and `fresh` becomes
    /// the next one (unused otherwise).
    pub fn play(&mut self, action: &Action, fresh: Seed) -> Result<(), ActionError> {
        let dealing = *action == Action::Deal;
        self.table.apply_with_seed(action, self.next_seed)?;
        let segment = self
            .segments
            .last_mut()
            .expect("a session always has a segment");
        if dealing {
            segment.rounds.push(LoggedRound {
                seed: hex(&self.next_seed),
                bets: self.table.round().opening[..usize::from(self.table.rules().boxes)].to_vec(),
                actions: Vec::new(),
                stack: std::mem::take(&mut self.stacked),
            });
            self.next_seed = fresh;
        } else if !action.kind().is_betting() {
            let round = segment
                .rounds
                .last_mut()
                .expect("a round action follows a deal");
            round.actions.push(action.to_string());
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
            self.recent.push_back(record);
        }
    }

    /// Moves to another table between rounds, keeping the money (chips of
    /// this betting phase come back first).
    pub fn switch_table(&mut self, preset: Preset) -> Result<(), ActionError> {
        if self.table.phase() != Phase::Betting {
            return Err(ActionError::WrongPhase {
                action: crate::action::ActionKind::Deal,
                phase: self.table.phase(),
            });
        }
        let money = self.table.bankroll() + self.table.on_table();
        self.table = Table::new(preset.rules(), money).expect("a preset with a valid bankroll");
        self.preset = Some(preset);
        self.segments.push(Segment {
            table: preset.name().into(),
            rounds: Vec::new(),
        });
        Ok(())
    }

    /// Stacks the next cards to deal (test builds of the page only).
    pub fn stack(&mut self, cards: &[crate::card::Card]) {
        self.table.stack(cards);
        self.stacked = cards.to_vec();
    }

    /// What to save.
    pub fn save(&self, settings: Settings) -> SessionSave {
        SessionSave {
            version: SESSION_VERSION,
            start: self.start,
            segments: self.segments.clone(),
            bets: self.table.bets().to_vec(),
            next_seed: hex(&self.next_seed),
            bankroll: self.table.bankroll() + self.table.on_table(),
            settings,
        }
    }

    /// Rebuilds a session from saved data by replaying every round; refuses
    /// anything that does not replay exactly or that the rounds do not explain.
    pub fn restore(save: &SessionSave) -> Result<Session, SaveError> {
        let invalid = |why: String| SaveError::Invalid(why);
        if save.version != SESSION_VERSION {
            return Err(SaveError::Version(save.version));
        }
        let next_seed = seed_from_hex(&save.next_seed).map_err(invalid)?;
        let (first, rest) = save
            .segments
            .split_first()
            .ok_or_else(|| invalid("no table".into()))?;
        let preset_of = |segment: &Segment| {
            Preset::from_name(&segment.table)
                .ok_or_else(|| invalid(format!("no table `{}`", segment.table)))
        };
        let mut session = Session::new(preset_of(first)?, save.start, next_seed)?;
        let count = save.segments.len();
        for (s, segment) in save.segments.iter().enumerate() {
            if s > 0 {
                session
                    .switch_table(preset_of(segment)?)
                    .map_err(|e| invalid(e.to_string()))?;
            }
            for (r, round) in segment.rounds.iter().enumerate() {
                let last = s + 1 == count && r + 1 == segment.rounds.len();
                session
                    .replay_round(round, last)
                    .map_err(|e| invalid(format!("round {}: {e}", r + 1)))?;
            }
        }
        debug_assert!(rest.len() + 1 == count);
        if save.bets.iter().any(|b| b.main + b.pair != Money::ZERO) {
            if save.bets.len() != usize::from(session.table.rules().boxes)
                || save.bets.len() > MAX_BOXES
            {
                return Err(invalid("bets for boxes the table does not have".into()));
            }
            for (seat, bets) in save.bets.iter().enumerate() {
                let box_no = seat as u8 + 1;
                let placed = [(bets.main, false), (bets.pair, true)]
                    .into_iter()
                    .filter(|(m, _)| *m != Money::ZERO);
                for (amount, pair) in placed {
                    let done = if pair {
                        session.table.pair_bet(box_no, amount)
                    } else {
                        session.table.bet(box_no, amount)
                    };
                    done.map_err(|e| invalid(format!("the bets on the table: {e}")))?;
                }
            }
        }
        session.next_seed = next_seed;
        let money = session.table.bankroll() + session.table.on_table();
        if money != save.bankroll {
            return Err(invalid(format!(
                "the rounds played explain a bankroll of {money}, not {}",
                save.bankroll
            )));
        }
        Ok(session)
    }

    fn replay_round(&mut self, round: &LoggedRound, last: bool) -> Result<(), String> {
        if self.table.phase() != Phase::Betting {
            return Err("a round began before the last one ended".into());
        }
        let seed = seed_from_hex(&round.seed)?;
        if round.bets.len() != usize::from(self.table.rules().boxes) {
            return Err("bets for boxes the table does not have".into());
        }
        for (seat, bets) in round.bets.iter().enumerate() {
            let box_no = seat as u8 + 1;
            if bets.main != Money::ZERO {
                self.table
                    .bet(box_no, bets.main)
                    .map_err(|e| e.to_string())?;
            }
            if bets.pair != Money::ZERO {
                self.table
                    .pair_bet(box_no, bets.pair)
                    .map_err(|e| e.to_string())?;
            }
        }
        if !round.stack.is_empty() {
            if !cfg!(any(test, feature = "test-hooks")) {
                return Err("stacked cards in a saved game".into());
            }
            self.stack(&round.stack);
        }
        self.next_seed = seed;
        self.play(&Action::Deal, seed).map_err(|e| e.to_string())?;
        for text in &round.actions {
            let action: Action = text
                .parse()
                .map_err(|e: crate::action::ParseActionError| e.to_string())?;
            if action.kind().is_betting() {
                return Err(format!("`{text}` in the middle of a round"));
            }
            self.play(&action, seed)
                .map_err(|e| format!("`{text}`: {e}"))?;
        }
        if !last && !self.table.round().over {
            return Err("an unfinished round before the last".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strategy(session: &mut Session) {
        let table = session.table();
        let action = match table.phase() {
            Phase::Insurance
                if table
                    .legal_actions()
                    .contains(crate::action::ActionKind::NoInsurance) =>
            {
                Action::NoInsurance
            }
            Phase::Insurance => Action::NoEvenMoney,
            _ if table.round().hands[table.round().turn].total().value < 15 => Action::Hit,
            _ => Action::Stand,
        };
        session.play(&action, [0; 32]).unwrap();
    }

    fn bet_and_deal(session: &mut Session, seed: u8) {
        let bet = Action::Bet {
            box_no: 1,
            amount: Money::units(10),
        };
        session.play(&bet, [0; 32]).unwrap();
        session.play(&Action::Deal, [seed; 32]).unwrap();
    }

    fn played(rounds: u8) -> Session {
        let mut session = Session::new(Preset::LandCasino, Money::units(1000), [1; 32]).unwrap();
        for n in 0..rounds {
            if n == rounds / 2 {
                session.switch_table(Preset::SingleDeck).unwrap();
            }
            bet_and_deal(&mut session, n + 2);
            while session.table().phase() != Phase::Betting {
                strategy(&mut session);
            }
        }
        session
    }

    #[test]
    fn a_saved_session_replays_to_the_same_table() {
        let mut session = played(12);
        session
            .play(
                &Action::Bet {
                    box_no: 1,
                    amount: Money::units(25),
                },
                [0; 32],
            )
            .unwrap();
        let save = session.save(Settings::default());
        let json = serde_json::to_string(&save).unwrap();
        let back = Session::restore(&serde_json::from_str(&json).unwrap()).unwrap();
        assert_eq!(back.table().bankroll(), session.table().bankroll());
        assert_eq!(back.table().round().hands, session.table().round().hands);
        assert_eq!(back.next_commitment(), session.next_commitment());
        assert_eq!(back.recent().count(), RECALL);
        assert_eq!(back.rounds(), 12);
    }

    #[test]
    fn a_round_cut_short_comes_back_where_it_was() {
        let mut session = played(4);
        let mut seed = 50;
        loop {
            bet_and_deal(&mut session, seed);
            seed += 1;
            if session.table().phase() == Phase::Playing {
                break;
            }
        }
        let back = Session::restore(&session.save(Settings::default())).unwrap();
        assert_eq!(back.table(), session.table());
    }

    #[test]
    fn money_the_rounds_do_not_explain_is_refused() {
        let session = played(6);
        let mut save = session.save(Settings::default());
        save.bankroll += Money::units(100);
        assert!(
            Session::restore(&save)
                .unwrap_err()
                .to_string()
                .contains("explain")
        );
        let mut save = session.save(Settings::default());
        save.start += Money::units(100);
        assert!(Session::restore(&save).is_err());
        let mut save = session.save(Settings::default());
        save.segments[0].rounds[0]
            .actions
            .insert(0, "bet 1 5".into());
        assert!(Session::restore(&save).is_err());
        let mut save = session.save(Settings::default());
        save.segments[0].rounds[1].seed = hex(&[9; 32]);
        assert!(Session::restore(&save).is_err());
    }

    #[test]
    fn the_commitment_is_the_sha256_of_the_seed() {
        // SHA-256 of 32 zero bytes.
        assert_eq!(
            commitment(&[0; 32]),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
        let mut session = Session::new(Preset::SingleDeck, Money::units(1000), [7; 32]).unwrap();
        let promised = session.next_commitment();
        session
            .play(
                &Action::Bet {
                    box_no: 1,
                    amount: Money::units(5),
                },
                [0; 32],
            )
            .unwrap();
        session.play(&Action::Deal, [8; 32]).unwrap();
        assert_eq!(commitment(&[7; 32]), promised);
        assert_eq!(session.table().round().seed, [7; 32]);
        assert_ne!(session.next_commitment(), promised);
    }
}
