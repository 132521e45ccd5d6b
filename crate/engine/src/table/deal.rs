//! Dealing: the next card from the shoe (or the stack), to a hand or to the
//! dealer, with its place in the dealing order when the table records.

use super::Table;
use crate::card::Card;

impl Table {
    /// Draws the next card (a stacked one first: tests and scenarios).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn draw(&mut self) -> Card {
        if self.stack.is_empty() {
            self.shoe.draw(&mut self.rng, None)
        } else {
            self.draw_stacked()
        }
    }

    /// Draws the next stacked card.
    #[cold]
    #[inline(never)]
    fn draw_stacked(&mut self) -> Card {
        let wanted = self.stack.pop();
        self.shoe.draw(&mut self.rng, wanted)
    }

    /// The place in the round's dealing order of the card just drawn.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn last_seq(&self) -> u16 {
        // A round draws far fewer than 65 536 cards (see `RulesSpec::check`).
        (self.shoe.round_dealt() - 1) as u16
    }

    /// Deals the next card to hand `i` (with its place in the dealing order
    /// when the table records).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn deal_to_hand(&mut self, i: usize) {
        let card = self.draw();
        if self.recording {
            let seq = self.last_seq();
            self.round.hands[i].push(card, seq);
        } else {
            self.round.hands[i].push_unrecorded(card);
        }
    }

    /// Deals the next card to the dealer.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn deal_to_dealer(&mut self) {
        let card = self.draw();
        self.round.dealer.push(card);
        if self.recording {
            let seq = self.last_seq();
            self.round.dealer_seq.push(seq);
        }
    }
}
