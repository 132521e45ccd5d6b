//! The table's state machine: betting, the deal, offers, the player's turn,
//! the dealer, settlement.
//!
//! A [`Table`] can only be changed through its checked actions: each one
//! either succeeds or returns an [`ActionError`] and leaves the table exactly
//! as it was (every check runs before the first change).

mod betting;
mod deal;
mod legal;
mod offers;
mod play;
mod round;
mod settle;
#[cfg(test)]
mod tests;

use rand_core::Rng;
use serde::{Deserialize, Serialize};

pub use crate::phase::{Offer, Phase};
pub use legal::AmountRange;
pub use round::{Round, SideBet};

use crate::action::Action;
use crate::card::Card;
use crate::error::ActionError;
use crate::hand::Hand;
use crate::money::Money;
use crate::rules::{MAX_BOXES, Rules, RulesError};
use crate::shoe::{DealRng, Seed, Shoe};

/// The bets on one box during the betting phase.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoxBets {
    /// The main bet.
    pub main: Money,
    /// The pair bonus bet.
    pub pair: Money,
}

/// One blackjack table: its rules, shoe, bankroll, bets and current round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    rules: Rules,
    shoe: Shoe,
    rng: DealRng,
    bankroll: Money,
    phase: Phase,
    bets: [BoxBets; MAX_BOXES],
    last_bets: Option<[BoxBets; MAX_BOXES]>,
    round: Round,
    /// Cards to deal next, last first (tests and scenarios only).
    stack: Vec<Card>,
    rounds_dealt: u64,
    /// Rounds keep what a replay needs (see [`Table::without_records`]).
    recording: bool,
    /// The next deal reshuffles whether or not the cut card was reached: a
    /// replay of a round dealt just after a reshuffle (its record has no
    /// `undealt`), so that it deals from the shoe's order after a reshuffle.
    reshuffle_next: bool,
}

impl Table {
    /// A table with `rules` and a player holding `bankroll` (refused outside
    /// 0 to 1 000 000 000).
    pub fn new(rules: Rules, bankroll: Money) -> Result<Table, RulesError> {
        if bankroll < Money::ZERO || bankroll > Money::units(1_000_000_000) {
            return Err(RulesError::OutOfRange {
                option: "bankroll",
                range: "from 0 to 1000000000",
            });
        }
        Ok(Table {
            shoe: Shoe::new(rules.decks),
            rules,
            rng: DealRng::new([0; 32]),
            bankroll,
            phase: Phase::Betting,
            bets: [BoxBets::default(); MAX_BOXES],
            last_bets: None,
            round: Round::default(),
            stack: Vec::new(),
            rounds_dealt: 0,
            recording: true,
            reshuffle_next: false,
        })
    }

    /// This table, keeping no record of its rounds: what a simulation
    /// plays, where nobody replays a round. Rounds then keep no action log,
    /// the undealt cards are not put in canonical order at each round start,
    /// and [`record`](Self::record) is `None`. The rules, the deal's fairness
    /// and a seed's determinism are unchanged.
    pub fn without_records(mut self) -> Table {
        self.recording = false;
        self
    }

    /// Does the table keep records of its rounds (see [`Table::without_records`])?
    pub fn records(&self) -> bool {
        self.recording
    }

    /// The hand whose turn it is, while the player decides.
    pub fn hand_in_play(&self) -> Option<&Hand> {
        if self.phase != Phase::Playing {
            return None;
        }
        self.round.hands.get(self.round.turn)
    }

    /// How many hands the box of the hand in play holds (more than one: it
    /// was split).
    pub fn hands_in_box(&self) -> usize {
        self.hand_in_play()
            .map_or(0, |h| self.round.hands_of(h.seat).count())
    }

    /// May the hand in play be split now (the table's rules, the hand limit
    /// and the bankroll allowing)?
    pub fn can_split(&self) -> bool {
        self.may(crate::action::ActionKind::Split)
    }

    /// Declines the open offer, insurance or even money, whichever it is.
    pub fn decline_offer(&mut self) -> Result<(), ActionError> {
        match self.round.offer {
            Some((_, Offer::EvenMoney)) => self.decline_even_money(),
            _ => self.decline_insurance(),
        }
    }

    /// The table's rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The money the player holds, not counting chips on the table.
    pub fn bankroll(&self) -> Money {
        self.bankroll
    }

    /// What the table waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The bets placed in this betting phase, box by box.
    pub fn bets(&self) -> &[BoxBets] {
        &self.bets[..usize::from(self.rules.boxes)]
    }

    /// The opening bets of the last dealt round, which `rebet` places again.
    pub fn last_bets(&self) -> Option<&[BoxBets]> {
        self.last_bets
            .as_ref()
            .map(|b| &b[..usize::from(self.rules.boxes)])
    }

    /// The current round, or the last one once it is over.
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// The shoe.
    pub fn shoe(&self) -> &Shoe {
        &self.shoe
    }

    /// How many rounds this table has dealt.
    pub fn rounds_dealt(&self) -> u64 {
        self.rounds_dealt
    }

    /// Sets the count of rounds dealt (a restored session's table).
    pub(crate) fn set_rounds_dealt(&mut self, rounds: u64) {
        self.rounds_dealt = rounds;
    }

    /// Everything of the player's lying on the table: bets of this betting
    /// phase and the stakes of the round not settled yet.
    pub fn on_table(&self) -> Money {
        let bets: Money = self.bets.iter().map(|b| b.main + b.pair).sum();
        bets + self.round.open_stakes()
    }

    /// Stacks the next cards to deal (taken out of the shoe at the next deal,
    /// which fails if the shoe does not hold them). For scenarios and tests.
    pub fn stack(&mut self, cards: &[Card]) {
        self.stack = cards.iter().rev().copied().collect();
    }

    /// Plays `action`, drawing the round's seed from `rng` when it deals.
    pub fn apply<R: Rng + ?Sized>(
        &mut self,
        action: &Action,
        rng: &mut R,
    ) -> Result<(), ActionError> {
        let mut seed: Seed = [0; 32];
        if *action == Action::Deal {
            rng.fill_bytes(&mut seed);
        }
        self.apply_with_seed(action, seed)
    }

    /// Plays `action`; `seed` keys the shuffle when it deals and is unused otherwise.
    pub fn apply_with_seed(&mut self, action: &Action, seed: Seed) -> Result<(), ActionError> {
        match *action {
            Action::Bet { box_no, amount } => self.bet(box_no, amount),
            Action::Pair { box_no, amount } => self.pair_bet(box_no, amount),
            Action::Cancel => self.cancel(),
            Action::Rebet => self.rebet(),
            Action::Deal => self.deal_seeded(seed),
            Action::Insure { amount } => self.insure(amount),
            Action::NoInsurance => self.decline_insurance(),
            Action::EvenMoney => self.take_even_money(),
            Action::NoEvenMoney => self.decline_even_money(),
            Action::Hit => self.hit(),
            Action::Stand => self.stand(),
            Action::Double { amount } => self.double(amount),
            Action::Split => self.split(),
            Action::Surrender => self.surrender(),
        }
    }

    /// Takes the insurance offer for `amount` (default: half the bet).
    pub fn insure(&mut self, amount: Option<Money>) -> Result<(), ActionError> {
        self.log(Action::Insure { amount });
        let played = self.do_insure(amount);
        self.keep_logged(played)
    }

    /// Declines the insurance offer.
    pub fn decline_insurance(&mut self) -> Result<(), ActionError> {
        self.log(Action::NoInsurance);
        let played = self.do_decline_insurance();
        self.keep_logged(played)
    }

    /// Takes even money: the blackjack is paid 1:1 at once.
    pub fn take_even_money(&mut self) -> Result<(), ActionError> {
        self.log(Action::EvenMoney);
        let played = self.do_take_even_money();
        self.keep_logged(played)
    }

    /// Declines even money: the blackjack waits for the dealer.
    pub fn decline_even_money(&mut self) -> Result<(), ActionError> {
        self.log(Action::NoEvenMoney);
        let played = self.do_decline_even_money();
        self.keep_logged(played)
    }

    /// Takes a card.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn hit(&mut self) -> Result<(), ActionError> {
        self.log(Action::Hit);
        let played = self.do_hit();
        self.keep_logged(played)
    }

    /// Takes no more cards.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn stand(&mut self) -> Result<(), ActionError> {
        self.log(Action::Stand);
        let played = self.do_stand();
        self.keep_logged(played)
    }

    /// Doubles the stake by `amount` (default: the bet) and takes one card.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn double(&mut self, amount: Option<Money>) -> Result<(), ActionError> {
        self.log(Action::Double { amount });
        let played = self.do_double(amount);
        self.keep_logged(played)
    }

    /// Splits a pair into two hands, each carrying the bet.
    pub fn split(&mut self) -> Result<(), ActionError> {
        self.log(Action::Split);
        let played = self.do_split();
        self.keep_logged(played)
    }

    /// Gives up the hand: half the bet comes back.
    pub fn surrender(&mut self) -> Result<(), ActionError> {
        self.log(Action::Surrender);
        let played = self.do_surrender();
        self.keep_logged(played)
    }

    /// Adds `action` to the round's log (what a replay plays again) when
    /// the table records. The entry goes in before the action runs, since
    /// the action may end the round; [`keep_logged`](Self::keep_logged)
    /// takes it out again when the action is refused. (Two steps rather
    /// than one taking the action as a closure: each action is then a
    /// direct call, which native builds inline into a simulation's loop.)
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn log(&mut self, action: Action) {
        if self.recording {
            self.round.actions.push(action);
        }
    }

    /// Passes on what the action just logged returned, taking its log
    /// entry out when it was refused.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn keep_logged(&mut self, played: Result<(), ActionError>) -> Result<(), ActionError> {
        if played.is_err() && self.recording {
            self.round.actions.pop();
        }
        played
    }

    /// Puts `shoe` in place of the table's (a replay). Refused (false) when
    /// the shoe does not fit the rules or is due for a reshuffle.
    pub(crate) fn replace_shoe(&mut self, shoe: Shoe) -> bool {
        if shoe.len() != usize::from(self.rules.decks) * 52 {
            return false;
        }
        self.shoe = shoe;
        if self.reshuffle_due() {
            self.shoe = Shoe::new(self.rules.decks);
            return false;
        }
        true
    }

    /// Makes the next deal reshuffle first, cut card reached or not (a
    /// replay of a round dealt right after a reshuffle).
    pub(crate) fn reshuffle_before_next_deal(&mut self) {
        self.reshuffle_next = true;
    }

    /// Sets the stream the next [`deal_next`](Self::deal_next) draws from.
    pub(crate) fn set_stream(&mut self, rng: DealRng) {
        self.rng = rng;
    }

    /// How many cards the current (or last) round has drawn from the shoe.
    pub fn drawn(&self) -> u32 {
        self.shoe.round_dealt() as u32
    }

    fn require_phase(
        &self,
        phase: Phase,
        action: crate::action::ActionKind,
    ) -> Result<(), ActionError> {
        if self.phase == phase {
            Ok(())
        } else {
            Err(ActionError::WrongPhase {
                action,
                phase: self.phase,
            })
        }
    }
}
