//! One simulated player: a table kept without records, played by a chart.

use super::count::Counter;
use super::{SimError, Simulation};
use crate::action::ActionKind;
use crate::hand::is_two_card_21;
use crate::money::Money;
use crate::odds::chart::ChartAction;
use crate::shoe::Seed;
use crate::table::{Offer, Phase, Table};

fn refused(e: crate::error::ActionError) -> SimError {
    SimError::Refused(e.to_string())
}

/// A table and the chart that plays it, one box, a flat bet.
#[derive(Debug)]
pub struct Player {
    sim: Simulation,
    table: Table,
    /// The count the index plays follow (kept only when there are any).
    counter: Counter,
}

impl Player {
    /// A bankroll no run exhausts (the largest a table takes).
    pub const ENDLESS: Money = Money::units(1_000_000_000);

    /// A player of `sim` holding `bankroll`, the table's stream keyed by `seed`.
    pub fn new(sim: &Simulation, bankroll: Money, seed: &Seed) -> Result<Player, SimError> {
        let rules = &sim.rules;
        if sim.bet < rules.min_bet || sim.bet > rules.max_bet {
            return Err(SimError::Bet(sim.bet, rules.min_bet, rules.max_bet));
        }
        let mut table = Table::new(rules.clone(), bankroll)
            .map_err(|_| SimError::Bankroll(bankroll))?
            .without_records();
        table.seed_simulation(*seed);
        Ok(Player {
            sim: sim.clone(),
            table,
            counter: Counter::default(),
        })
    }

    /// The money the player holds between rounds.
    pub fn bankroll(&self) -> Money {
        self.table.bankroll()
    }

    /// Can the player bet again (the bankroll covers the table minimum)?
    pub fn can_bet(&self) -> bool {
        self.table.bankroll() >= self.sim.rules.min_bet
    }

    /// Plays one round: the flat bet (or what is left of the bankroll, if
    /// less), the deal, the chart's play of every hand. What the round
    /// returned, and how many hands it had.
    pub fn play_round(&mut self) -> Result<(Money, usize), SimError> {
        let before = self.table.bankroll();
        let bet = self.sim.bet.min(before);
        if self.table.rebet().is_err() {
            self.table.bet(1, bet).map_err(refused)?;
        }
        self.play_dealt(before)
    }

    /// Plays one round betting `bet` (a counter's bet, which changes from
    /// round to round); what it returned, and how many hands it had.
    pub fn play_round_at(&mut self, bet: Money) -> Result<(Money, usize), SimError> {
        let before = self.table.bankroll();
        self.table.bet(1, bet).map_err(refused)?;
        self.play_dealt(before)
    }

    /// The table, between rounds or as the last round left it.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Deals the bets placed and plays the round out.
    fn play_dealt(&mut self, before: Money) -> Result<(Money, usize), SimError> {
        self.table.deal_next().map_err(refused)?;
        loop {
            match self.table.phase() {
                Phase::Betting => break,
                Phase::Insurance => self.offer().map_err(refused)?,
                Phase::Playing => self.decide().map_err(refused)?,
            }
        }
        if self.sim.indices.is_some() {
            self.counter.see(&self.table);
        }
        Ok((
            self.table.bankroll() - before,
            self.table.round().hands.len(),
        ))
    }

    /// Insurance or even money, as the chart's insurance line says.
    fn offer(&mut self) -> Result<(), crate::error::ActionError> {
        let round = self.table.round();
        let Some((i, offer)) = round.offer else {
            return self.table.decline_offer();
        };
        let cards = &round.hands[i].cards;
        let tens = cards.iter().filter(|c| c.is_ten_value()).count();
        // An index play, where there is one, decides instead of the chart.
        let indexed = (self.sim.indices.as_ref())
            .and_then(|ix| ix.insure(self.counter.at_decision(&self.table, ix.convention)));
        let (even_money, insurance) = match indexed {
            Some(take) => (take, take),
            None => (
                self.sim.even_money.takes(tens),
                self.sim.insurance.takes(tens),
            ),
        };
        match offer {
            Offer::EvenMoney if even_money && is_two_card_21(cards) => self.table.take_even_money(),
            // Half the bet, or the nearest amount the table takes where
            // half the bet is out of its insurance limits.
            Offer::Insurance if insurance => match self.table.amount_range(ActionKind::Insure, 1) {
                Some(range) if range.default.is_none() => self.table.insure(Some(range.suggested)),
                _ => self.table.insure(None),
            },
            _ => self.table.decline_offer(),
        }
    }

    /// The chart's action on the hand in play.
    fn decide(&mut self) -> Result<(), crate::error::ActionError> {
        let table = &self.table;
        let action = match (table.hand_in_play(), table.round().up_card()) {
            // A hand made by a split is one of two or more in its box.
            (Some(hand), Some(up)) => self
                .sim
                .chart
                .choose_by(
                    &self.sim.rules,
                    (&hand.cards, hand.total()),
                    up,
                    hand.split,
                    |kind| table.may(kind),
                )
                .map_or(ChartAction::Stand, |(_, _, action)| action),
            _ => ChartAction::Stand,
        };
        let action = match &self.sim.indices {
            Some(ix) => self.indexed(ix, action),
            None => action,
        };
        match action {
            ChartAction::Hit => self.table.hit(),
            ChartAction::Stand => self.table.stand(),
            ChartAction::Double => self.table.double(None),
            ChartAction::Split => self.table.split(),
            ChartAction::Surrender => self.table.surrender(),
        }
    }

    /// The action the index plays `ix` call for where the chart calls for
    /// `chart` (see `indexed.rs`).
    fn indexed(&self, ix: &super::Indices, chart: ChartAction) -> ChartAction {
        let table = &self.table;
        let (Some(hand), Some(up)) = (table.hand_in_play(), table.round().up_card()) else {
            return chart;
        };
        let values: arrayvec::ArrayVec<u8, 32> =
            hand.cards.iter().take(32).map(|c| c.value()).collect();
        let without_surrender = || {
            let may = |kind| kind != ActionKind::Surrender && table.may(kind);
            let seen = (hand.cards.as_slice(), hand.total());
            (self
                .sim
                .chart
                .choose_by(&self.sim.rules, seen, up, hand.split, may))
            .map_or(ChartAction::Stand, |(_, _, action)| action)
        };
        ix.hand_action(
            (&values, up.value()),
            self.counter.at_decision(table, ix.convention),
            chart,
            |kind| table.may(kind),
            without_surrender,
        )
    }
}
