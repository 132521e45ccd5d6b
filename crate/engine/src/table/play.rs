//! The player's decisions, and the dealer's turn.

use super::{Phase, Table};
use crate::action::ActionKind;
use crate::error::ActionError;
use crate::hand::{Hand, HandState, Outcome};
use crate::money::Money;
use crate::refusal::Refusal;
use crate::rules::{DoubleOn, SplitMatch};

impl Table {
    /// Moves the turn to the next hand that needs a decision, dealing the
    /// second card of a split hand and standing hands that stand by themselves;
    /// with no hand left, plays the dealer.
    ///
    /// Hands before the turn are never active (the turn is always the first
    /// active hand, and a split adds its hand after it), so the search starts there.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn advance(&mut self) {
        let mut i = self.round.turn;
        while i < self.round.hands.len() {
            if !self.round.hands[i].is_active() {
                i += 1;
                continue;
            }
            self.round.turn = i;
            if self.round.hands[i].cards.len() == 1 {
                self.deal_to_hand(i);
                self.round.drawn_since_deal = true;
            }
            let hand = &self.round.hands[i];
            let stands = hand.total().value >= 21
                || (hand.split_aces
                    && !(hand.cards.iter().all(|c| c.is_ace()) && self.split_room(i)));
            if !stands {
                self.phase = Phase::Playing;
                return;
            }
            self.round.hands[i].state = HandState::Standing;
            i += 1;
        }
        self.play_dealer();
    }

    /// The box of hand `i` may hold one more hand by splitting it.
    pub(super) fn split_room(&self, i: usize) -> bool {
        let hand = &self.round.hands[i];
        let limit = if hand.cards[0].is_ace() {
            self.rules.max_ace_hands
        } else {
            self.rules.max_hands
        };
        self.round.hands_of(hand.seat).count() < usize::from(limit)
    }

    /// Refuses an amount of a double or insurance that is not positive, is
    /// outside `(min, max)`, or is more than the bankroll holds.
    pub(super) fn check_amount(
        &self,
        action: ActionKind,
        amount: Money,
        (min, max): (Money, Money),
    ) -> Result<(), ActionError> {
        if !amount.is_positive() {
            return Err(ActionError::NotPositive(amount));
        }
        if amount < min || amount > max {
            return Err(ActionError::OutOfRange {
                action,
                amount,
                min,
                max,
            });
        }
        if amount > self.bankroll {
            return Err(ActionError::InsufficientFunds {
                amount,
                bankroll: self.bankroll,
            });
        }
        Ok(())
    }

    fn turn_check(&self, action: ActionKind) -> Result<usize, ActionError> {
        self.require_phase(Phase::Playing, action)?;
        Ok(self.round.turn)
    }

    fn not_allowed(action: ActionKind, reason: Refusal) -> ActionError {
        ActionError::NotAllowed { action, reason }
    }

    /// Takes a card.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn do_hit(&mut self) -> Result<(), ActionError> {
        let i = self.turn_check(ActionKind::Hit)?;
        if self.round.hands[i].split_aces {
            return Err(Self::not_allowed(
                ActionKind::Hit,
                Refusal::SplitAcesOneCard,
            ));
        }
        self.deal_to_hand(i);
        self.round.drawn_since_deal = true;
        let hand = &mut self.round.hands[i];
        if hand.total().is_bust() {
            self.settle_hand(i, Outcome::Bust);
        } else if hand.total().value == 21 {
            hand.state = HandState::Standing;
        }
        self.advance();
        Ok(())
    }

    /// Takes no more cards.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn do_stand(&mut self) -> Result<(), ActionError> {
        let i = self.turn_check(ActionKind::Stand)?;
        self.round.hands[i].state = HandState::Standing;
        self.advance();
        Ok(())
    }

    /// Why hand `i` cannot be doubled, if it cannot (amount aside).
    pub(super) fn double_refusal(&self, i: usize) -> Option<Refusal> {
        let hand = &self.round.hands[i];
        if hand.cards.len() != 2 {
            Some(Refusal::DoubleTwoCardsOnly)
        } else if hand.split_aces {
            Some(Refusal::SplitAcesOneCard)
        } else if hand.split && !self.rules.double_after_split {
            Some(Refusal::NoDoubleAfterSplit)
        } else {
            match self.rules.double_on {
                DoubleOn::Any => None,
                DoubleOn::Hard if hand.cards.iter().any(|c| c.is_ace()) => {
                    Some(Refusal::NoDoubleWithAce)
                }
                DoubleOn::Hard => None,
                DoubleOn::NineToEleven if !(9..=11).contains(&hand.total().value) => {
                    Some(Refusal::DoubleNineToElevenOnly)
                }
                DoubleOn::NineToEleven => None,
            }
        }
    }

    /// The double amounts hand `i` may take: `(min, max)`, bankroll aside.
    pub(super) fn double_limits(&self, i: usize) -> (Money, Money) {
        let bet = self.round.hands[i].bet;
        if self.rules.double_for_less {
            (self.rules.min_bet.min(bet), bet)
        } else {
            (bet, bet)
        }
    }

    /// Doubles the stake by `amount` (default: the bet) and takes one card.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn do_double(&mut self, amount: Option<Money>) -> Result<(), ActionError> {
        let i = self.turn_check(ActionKind::Double)?;
        if let Some(reason) = self.double_refusal(i) {
            return Err(Self::not_allowed(ActionKind::Double, reason));
        }
        let (min, max) = self.double_limits(i);
        let amount = amount.unwrap_or(max);
        self.check_amount(ActionKind::Double, amount, (min, max))?;
        self.bankroll -= amount;
        let before = self.round.hands[i].total().value;
        self.deal_to_hand(i);
        self.round.drawn_since_deal = true;
        let hand = &mut self.round.hands[i];
        hand.stake += amount;
        hand.doubled = true;
        if hand.total().is_bust() {
            self.settle_hand(i, Outcome::Bust);
        } else {
            hand.face_down = self.rules.face_down_double && before <= 11;
            hand.state = HandState::Standing;
        }
        self.advance();
        Ok(())
    }

    /// Why hand `i` cannot be split, if it cannot (bankroll aside).
    pub(super) fn split_refusal(&self, i: usize) -> Option<Refusal> {
        let hand = &self.round.hands[i];
        if hand.cards.len() != 2 {
            return Some(Refusal::SplitTwoCardsOnly);
        }
        let (a, b) = (hand.cards[0], hand.cards[1]);
        let pair = match self.rules.split {
            SplitMatch::Value => a.value() == b.value(),
            SplitMatch::Rank => a.rank == b.rank,
        };
        if !pair {
            return Some(match self.rules.split {
                SplitMatch::Value => Refusal::SplitEqualValueOnly,
                SplitMatch::Rank => Refusal::SplitSameRankOnly,
            });
        }
        if !self.split_room(i) {
            return Some(if a.is_ace() {
                Refusal::SplitAcesLimit
            } else {
                Refusal::SplitHandsLimit
            });
        }
        None
    }

    /// Splits a pair into two hands, each carrying the bet.
    pub(super) fn do_split(&mut self) -> Result<(), ActionError> {
        let i = self.turn_check(ActionKind::Split)?;
        if let Some(reason) = self.split_refusal(i) {
            return Err(Self::not_allowed(ActionKind::Split, reason));
        }
        let bet = self.round.hands[i].bet;
        if bet > self.bankroll {
            return Err(ActionError::InsufficientFunds {
                amount: bet,
                bankroll: self.bankroll,
            });
        }
        self.bankroll -= bet;
        let hand = &mut self.round.hands[i];
        let aces = hand.cards[0].is_ace();
        let mut right = Hand::new(hand.seat, bet);
        match hand.pop() {
            Some((moved, Some(seq))) => right.push(moved, seq),
            Some((moved, None)) => right.push_unrecorded(moved),
            None => {}
        }
        hand.split = true;
        hand.split_aces = aces;
        right.split = true;
        right.split_aces = aces;
        self.round.hands.insert(i + 1, right);
        self.deal_to_hand(i);
        self.round.drawn_since_deal = true;
        self.advance();
        Ok(())
    }

    /// Why hand `i` cannot surrender, if it cannot.
    pub(super) fn surrender_refusal(&self, i: usize) -> Option<Refusal> {
        let hand = &self.round.hands[i];
        if !self.rules.surrender {
            Some(Refusal::NoSurrender)
        } else if hand.split || hand.cards.len() != 2 {
            Some(Refusal::SurrenderFirstDecisionOnly)
        } else if self.round.up_card().is_some_and(|c| c.is_ace()) {
            Some(Refusal::NoSurrenderAgainstAce)
        } else if self.round.drawn_since_deal {
            Some(Refusal::SurrenderTooLate)
        } else {
            None
        }
    }

    /// Gives up the hand: half the bet comes back.
    pub(super) fn do_surrender(&mut self) -> Result<(), ActionError> {
        let i = self.turn_check(ActionKind::Surrender)?;
        if let Some(reason) = self.surrender_refusal(i) {
            return Err(Self::not_allowed(ActionKind::Surrender, reason));
        }
        self.settle_hand(i, Outcome::Surrender);
        self.advance();
        Ok(())
    }

    /// The dealer's turn, then settlement (once a round: kept out of the
    /// small, often run [`advance`](Self::advance)).
    #[inline(never)]
    fn play_dealer(&mut self) {
        let waiting = |table: &Table, blackjacks: bool| {
            table
                .round
                .hands
                .iter()
                .any(|h| h.is_standing() && (blackjacks || !h.is_blackjack()))
        };
        if self.rules.hole_card {
            self.round.hole_shown = true;
            if waiting(self, false) {
                self.dealer_draws();
            }
        } else {
            let insured = self.round.insurance.iter().flatten().any(|b| !b.settled);
            if waiting(self, true) || insured {
                self.deal_to_dealer();
                let blackjack = self.round.dealer_blackjack();
                self.settle_insurance(blackjack);
                if !blackjack && waiting(self, false) {
                    self.dealer_draws();
                }
            }
        }
        self.settle_standing();
        self.end_round();
    }

    fn dealer_draws(&mut self) {
        loop {
            if !self.rules.dealer_hits(self.round.dealer_total()) {
                return;
            }
            self.deal_to_dealer();
        }
    }

    pub(super) fn end_round(&mut self) {
        self.round.over = true;
        self.round.bankroll_after = Some(self.bankroll);
        self.round.offer = None;
        self.phase = Phase::Betting;
        self.stack.clear();
    }
}
