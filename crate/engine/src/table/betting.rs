//! The betting phase: chips, Cancel, Repeat, and the deal.

use super::{BoxBets, Phase, SideBet, Table};
use crate::action::ActionKind;
use crate::error::ActionError;
use crate::hand::Hand;
use crate::money::Money;
use crate::rules::{MAX_BOXES, Shuffle};
use crate::shoe::{DealRng, Seed, Shoe};

impl Table {
    /// The 0-based seat of box `box_no`, if the table has it.
    pub(super) fn seat(&self, box_no: u8) -> Result<usize, ActionError> {
        if (1..=self.rules.boxes).contains(&box_no) {
            Ok(usize::from(box_no - 1))
        } else {
            Err(ActionError::NoSuchBox {
                box_no,
                boxes: self.rules.boxes,
            })
        }
    }

    fn check_chip(&self, amount: Money) -> Result<(), ActionError> {
        if !amount.is_positive() {
            return Err(ActionError::NotPositive(amount));
        }
        if !amount.is_whole() {
            return Err(ActionError::NotWhole(amount));
        }
        if amount > self.bankroll {
            return Err(ActionError::InsufficientFunds {
                amount,
                bankroll: self.bankroll,
            });
        }
        Ok(())
    }

    /// Adds `amount` to the main bet on box `box_no`.
    pub fn bet(&mut self, box_no: u8, amount: Money) -> Result<(), ActionError> {
        self.require_phase(Phase::Betting, ActionKind::Bet)?;
        let seat = self.seat(box_no)?;
        self.check_chip(amount)?;
        let total = self.bets[seat].main + amount;
        if total > self.rules.max_bet {
            return Err(ActionError::OverMaximum {
                total,
                max: self.rules.max_bet,
            });
        }
        self.bets[seat].main = total;
        self.bankroll -= amount;
        Ok(())
    }

    /// Adds `amount` to the pair bonus bet on box `box_no`.
    pub fn pair_bet(&mut self, box_no: u8, amount: Money) -> Result<(), ActionError> {
        self.require_phase(Phase::Betting, ActionKind::Pair)?;
        let (_, max) = self.rules.pair_limits().ok_or(ActionError::NoPairBonus)?;
        let seat = self.seat(box_no)?;
        if self.bets[seat].main == Money::ZERO {
            return Err(ActionError::PairWithoutBet(box_no));
        }
        self.check_chip(amount)?;
        let total = self.bets[seat].pair + amount;
        if total > max {
            return Err(ActionError::OverMaximum { total, max });
        }
        self.bets[seat].pair = total;
        self.bankroll -= amount;
        Ok(())
    }

    /// Takes back every bet of this betting phase.
    pub fn cancel(&mut self) -> Result<(), ActionError> {
        self.require_phase(Phase::Betting, ActionKind::Cancel)?;
        let total: Money = self.bets.iter().map(|b| b.main + b.pair).sum();
        if total == Money::ZERO {
            return Err(ActionError::NothingToCancel);
        }
        self.bankroll += total;
        self.bets = [BoxBets::default(); MAX_BOXES];
        Ok(())
    }

    /// Places `bets`, box by box from box 1 (the main bet, then the pair
    /// bet), skipping zeros: what a saved or recorded round placed. All or
    /// nothing: when one bet is refused, the table is left as it was.
    pub fn place_bets(&mut self, bets: &[BoxBets]) -> Result<(), ActionError> {
        let (before, bankroll) = (self.bets, self.bankroll);
        let placed = bets.iter().enumerate().try_for_each(|(seat, b)| {
            let box_no = u8::try_from(seat + 1).unwrap_or(u8::MAX);
            if b.main != Money::ZERO {
                self.bet(box_no, b.main)?;
            }
            if b.pair != Money::ZERO {
                self.pair_bet(box_no, b.pair)?;
            }
            Ok(())
        });
        if placed.is_err() {
            self.bets = before;
            self.bankroll = bankroll;
        }
        placed
    }

    /// Bets are taken, none is placed, and the bankroll cannot cover the
    /// table minimum: the player cannot play another round.
    pub fn broke(&self) -> bool {
        self.phase == Phase::Betting
            && self.bets.iter().all(|b| b.main + b.pair == Money::ZERO)
            && self.bankroll < self.rules.min_bet
    }

    /// Places the opening bets of the last dealt round again.
    pub fn rebet(&mut self) -> Result<(), ActionError> {
        self.require_phase(Phase::Betting, ActionKind::Rebet)?;
        // Boxes past the table's never hold a bet.
        if self.bets().iter().any(|b| b.main + b.pair != Money::ZERO) {
            return Err(ActionError::BetsAlreadyPlaced);
        }
        // By reference: copying the whole `Option` costs more than the checks.
        let last = self.last_bets.as_ref().ok_or(ActionError::NoPreviousBets)?;
        let boxes = usize::from(self.rules.boxes);
        let amount: Money = last[..boxes].iter().map(|b| b.main + b.pair).sum();
        if amount > self.bankroll {
            return Err(ActionError::InsufficientFunds {
                amount,
                bankroll: self.bankroll,
            });
        }
        self.bets = *last;
        self.bankroll -= amount;
        Ok(())
    }

    /// Starts the round, shuffling with a ChaCha20 stream keyed by the
    /// 256-bit `seed` (what the page does: every round its own seed).
    pub fn deal_seeded(&mut self, seed: Seed) -> Result<(), ActionError> {
        self.check_deal()?;
        self.rng = DealRng::new(seed);
        self.start_round();
        Ok(())
    }

    /// Starts the round, shuffling with the rest of the last round's stream
    /// (what a simulation does: keying ChaCha20 costs more than a round).
    /// The round records the seed and the stream position it started from.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn deal_next(&mut self) -> Result<(), ActionError> {
        self.check_deal()?;
        self.start_round();
        Ok(())
    }

    /// Keys the stream that [`deal_next`](Self::deal_next) continues. A new
    /// table's stream is keyed with zeros, so a simulation that never calls
    /// this repeats itself exactly.
    pub fn seed_stream(&mut self, seed: Seed) {
        self.rng = DealRng::new(seed);
    }

    /// Keys a simulation's stream (ChaCha8, see [`DealRng::simulation`])
    /// for [`deal_next`](Self::deal_next) to continue: for a table without
    /// records only (its rounds then record no seed).
    #[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
    pub fn seed_simulation(&mut self, seed: Seed) {
        debug_assert!(!self.recording);
        self.rng = DealRng::simulation(seed);
    }

    /// Every check of the deal, before anything changes.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn check_deal(&self) -> Result<(), ActionError> {
        self.require_phase(Phase::Betting, ActionKind::Deal)?;
        // Boxes past the table's never hold a bet.
        if self.bets().iter().all(|b| b.main == Money::ZERO) {
            return Err(ActionError::NoBet);
        }
        let pair_limits = self.rules.pair_limits();
        for (seat, bets) in self.bets().iter().enumerate() {
            let box_no = seat as u8 + 1;
            if bets.main != Money::ZERO && bets.main < self.rules.min_bet {
                return Err(ActionError::UnderMinimum {
                    box_no,
                    bet: bets.main,
                    min: self.rules.min_bet,
                });
            }
            if let Some((min, _)) = pair_limits {
                if bets.pair != Money::ZERO && bets.pair < min {
                    return Err(ActionError::UnderMinimum {
                        box_no,
                        bet: bets.pair,
                        min,
                    });
                }
            }
        }
        if !self.stack.is_empty() {
            let reshuffle = self.reshuffle_due() || self.reshuffle_next;
            let fresh;
            let shoe = if reshuffle {
                fresh = Shoe::new(self.rules.decks);
                &fresh
            } else {
                &self.shoe
            };
            shoe.check_stack(&self.stack)
                .map_err(|missing| ActionError::StackedCardMissing(missing.0))?;
        }
        Ok(())
    }

    /// The shoe is to be reshuffled before the next round.
    pub fn reshuffle_due(&self) -> bool {
        match self.rules.shuffle {
            Shuffle::EveryRound | Shuffle::Continuous => true,
            Shuffle::CutCard(percent) => {
                self.shoe.dealt() * 100 >= self.shoe.len() * usize::from(percent)
            }
        }
    }

    /// Deals the round once every check has passed; this cannot fail.
    fn start_round(&mut self) {
        let reshuffle = std::mem::take(&mut self.reshuffle_next) || self.reshuffle_due();
        if reshuffle {
            self.shoe.reshuffle();
        } else if self.recording {
            self.shoe.start_round();
        } else {
            self.shoe.mark_round();
        }
        let opening: Money = self.bets().iter().map(|b| b.main + b.pair).sum();
        // Only a record names where the cards came from.
        let (seed, stream_pos) = if self.recording {
            (self.rng.seed(), self.rng.word_pos())
        } else {
            ([0; 32], 0)
        };
        self.round
            .reset(self.bankroll + opening, seed, stream_pos, reshuffle);
        self.round.opening = self.bets;
        if !reshuffle && self.recording {
            let mut counts = [0u8; 52];
            for card in self.shoe.undealt() {
                counts[card.index()] += 1;
            }
            self.round.start_counts = Some(counts);
        }
        self.last_bets = Some(self.bets);
        for seat in 0..usize::from(self.rules.boxes) {
            let bets = self.bets[seat];
            if bets.main != Money::ZERO {
                self.round.hands.push(Hand::new(seat as u8, bets.main));
            }
            if bets.pair != Money::ZERO {
                self.round.pair[seat] = Some(SideBet::new(bets.pair));
            }
        }
        self.bets = [BoxBets::default(); MAX_BOXES];
        self.rounds_dealt += 1;

        for i in 0..self.round.hands.len() {
            self.deal_to_hand(i);
        }
        self.deal_to_dealer();
        for i in 0..self.round.hands.len() {
            self.deal_to_hand(i);
        }
        if self.rules.hole_card {
            self.deal_to_dealer();
        }
        self.settle_pairs();
        self.next_offer(0);
    }
}
