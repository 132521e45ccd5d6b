//! Settlement: what each hand and side bet returns.

use super::Table;
use crate::card::Card;
use crate::hand::Outcome;
use crate::money::Money;

/// What a pair of first cards pays on the pair bonus (`N` of `N:1`), if anything.
pub fn pair_multiple(a: Card, b: Card, pays: &crate::rules::PairBonus) -> Option<u32> {
    if a.rank != b.rank {
        None
    } else if a.suit == b.suit {
        Some(pays.suited)
    } else if a.suit.is_red() == b.suit.is_red() {
        Some(pays.colour)
    } else {
        Some(pays.mixed)
    }
}

impl Table {
    /// What a hand with `stake` returns, stake included, for `outcome`.
    pub fn payout(&self, outcome: Outcome, stake: Money) -> Money {
        let ratio = self.rules.blackjack_pays;
        match outcome {
            Outcome::Blackjack => stake + stake.ratio(ratio.win, ratio.per),
            Outcome::Win | Outcome::EvenMoney => stake * 2,
            Outcome::Push => stake,
            Outcome::Lose | Outcome::Bust => Money::ZERO,
            Outcome::Surrender => stake.half(),
        }
    }

    pub(super) fn settle_hand(&mut self, i: usize, outcome: Outcome) {
        let payout = self.payout(outcome, self.round.hands[i].stake);
        self.round.hands[i].settle(outcome, payout);
        self.bankroll += payout;
    }

    pub(super) fn settle_insurance(&mut self, dealer_blackjack: bool) {
        for bet in self
            .round
            .insurance
            .iter_mut()
            .flatten()
            .filter(|b| !b.settled)
        {
            bet.settled = true;
            bet.payout = if dealer_blackjack {
                bet.stake * 3
            } else {
                Money::ZERO
            };
            self.bankroll += bet.payout;
        }
    }

    pub(super) fn settle_pairs(&mut self) {
        let Some(pays) = self.rules.pair_bonus else {
            return;
        };
        for seat in 0..self.round.pair.len() {
            let Some(mut bet) = self.round.pair[seat] else {
                continue;
            };
            let Some(hand) = self
                .round
                .hands
                .iter()
                .find(|h| usize::from(h.seat) == seat)
            else {
                continue;
            };
            bet.payout = match pair_multiple(hand.cards[0], hand.cards[1], &pays) {
                Some(n) => bet.stake + bet.stake * i64::from(n),
                None => Money::ZERO,
            };
            bet.settled = true;
            self.bankroll += bet.payout;
            self.round.pair[seat] = Some(bet);
        }
    }

    /// Settles every hand waiting for the dealer against the dealer's cards.
    pub(super) fn settle_standing(&mut self) {
        let dealer = self.round.dealer_total();
        let dealer_blackjack = self.round.dealer_blackjack();
        for i in 0..self.round.hands.len() {
            let hand = &self.round.hands[i];
            if !hand.is_standing() {
                continue;
            }
            let player = hand.total().value;
            let outcome = if hand.is_blackjack() {
                if dealer_blackjack {
                    Outcome::Push
                } else {
                    Outcome::Blackjack
                }
            } else if dealer_blackjack {
                Outcome::Lose
            } else if dealer.is_bust() || player > dealer.value {
                Outcome::Win
            } else if player == dealer.value {
                Outcome::Push
            } else {
                Outcome::Lose
            };
            self.settle_hand(i, outcome);
        }
    }
}
