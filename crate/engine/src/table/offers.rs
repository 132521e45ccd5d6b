//! Insurance and even-money offers, box by box, then the peek and the
//! blackjacks paid before play.

use super::{Offer, Phase, SideBet, Table};
use crate::action::ActionKind;
use crate::error::ActionError;
use crate::hand::{HandState, Outcome};
use crate::money::Money;
use crate::rules::{EvenMoney, Insurance};

impl Table {
    /// The offer due to hand `i` (one hand per box at offer time), if any.
    pub(super) fn offer_for(&self, i: usize) -> Option<Offer> {
        let up = self.round.up_card()?;
        let hand = &self.round.hands[i];
        let insurance = up.is_ace() && self.rules.insurance != Insurance::None;
        if hand.is_blackjack() {
            let even_money = match self.rules.even_money {
                EvenMoney::None => false,
                EvenMoney::Ace => up.is_ace(),
                EvenMoney::AceOrTen => up.is_ace() || up.is_ten_value(),
            };
            if even_money {
                Some(Offer::EvenMoney)
            } else if insurance && self.rules.insure_blackjack {
                Some(Offer::Insurance)
            } else {
                None
            }
        } else if insurance {
            Some(Offer::Insurance)
        } else {
            None
        }
    }

    /// Asks the next box from hand `from` on, or moves past the offers.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn next_offer(&mut self, from: usize) {
        for i in from..self.round.hands.len() {
            if self.round.hands[i].is_active() {
                if let Some(offer) = self.offer_for(i) {
                    self.round.offer = Some((i, offer));
                    self.phase = Phase::Insurance;
                    return;
                }
            }
        }
        self.round.offer = None;
        self.after_offers();
    }

    /// The peek in hole-card games, blackjacks paid or set waiting, then play.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn after_offers(&mut self) {
        let Some(up) = self.round.up_card() else {
            return;
        };
        let ace_or_ten = up.is_ace() || up.is_ten_value();
        if self.rules.hole_card {
            if ace_or_ten {
                if self.round.dealer_blackjack() {
                    self.round.hole_shown = true;
                    self.settle_insurance(true);
                    for i in 0..self.round.hands.len() {
                        if self.round.hands[i].is_active() {
                            let outcome = if self.round.hands[i].is_blackjack() {
                                Outcome::Push
                            } else {
                                Outcome::Lose
                            };
                            self.settle_hand(i, outcome);
                        }
                    }
                    self.end_round();
                    return;
                }
                self.settle_insurance(false);
            }
            self.pay_blackjacks();
        } else if ace_or_ten {
            for hand in self.round.hands.iter_mut() {
                if hand.is_active() && hand.is_blackjack() {
                    hand.state = HandState::Standing;
                }
            }
        } else {
            self.pay_blackjacks();
        }
        self.advance();
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn pay_blackjacks(&mut self) {
        for i in 0..self.round.hands.len() {
            if self.round.hands[i].is_active() && self.round.hands[i].is_blackjack() {
                self.settle_hand(i, Outcome::Blackjack);
            }
        }
    }

    fn offer_check(&self, action: ActionKind, wanted: Offer) -> Result<usize, ActionError> {
        self.require_phase(Phase::Insurance, action)?;
        let (i, offer) = self
            .round
            .offer
            .expect("the insurance phase always has an offer");
        if offer != wanted {
            return Err(ActionError::WrongOffer {
                box_no: self.round.hands[i].seat + 1,
                offered: offer,
                action,
            });
        }
        Ok(i)
    }

    /// The insurance amounts hand `i` may take, and the default.
    pub(super) fn insurance_limits(&self, i: usize) -> (Money, Money, Money) {
        let half = self.round.hands[i].bet.half();
        match self.rules.insurance {
            Insurance::None => (Money::ZERO, Money::ZERO, half),
            Insurance::HalfBet => (half, half, half),
            Insurance::UpToHalfBet { min } => (min, half, half),
            Insurance::Range { min, max } => (min, max, half),
        }
    }

    /// Takes the insurance offer for `amount` (default: half the bet).
    pub(super) fn do_insure(&mut self, amount: Option<Money>) -> Result<(), ActionError> {
        let i = self.offer_check(ActionKind::Insure, Offer::Insurance)?;
        let (min, max, default) = self.insurance_limits(i);
        let amount = amount.unwrap_or(default);
        self.check_amount(ActionKind::Insure, amount, (min, max))?;
        self.bankroll -= amount;
        let seat = usize::from(self.round.hands[i].seat);
        self.round.insurance[seat] = Some(SideBet::new(amount));
        self.next_offer(i + 1);
        Ok(())
    }

    /// Declines the insurance offer.
    pub(super) fn do_decline_insurance(&mut self) -> Result<(), ActionError> {
        let i = self.offer_check(ActionKind::NoInsurance, Offer::Insurance)?;
        self.next_offer(i + 1);
        Ok(())
    }

    /// Takes even money: the blackjack is paid 1:1 at once.
    pub(super) fn do_take_even_money(&mut self) -> Result<(), ActionError> {
        let i = self.offer_check(ActionKind::EvenMoney, Offer::EvenMoney)?;
        self.settle_hand(i, Outcome::EvenMoney);
        self.next_offer(i + 1);
        Ok(())
    }

    /// Declines even money: the blackjack waits for the dealer.
    pub(super) fn do_decline_even_money(&mut self) -> Result<(), ActionError> {
        let i = self.offer_check(ActionKind::NoEvenMoney, Offer::EvenMoney)?;
        self.next_offer(i + 1);
        Ok(())
    }
}
