//! The Hi-Lo count a player keeps at the table: the running count of the
//! cards seen since the shuffle, read as a true count before a round (what
//! a bet follows) and at a decision (what an index play follows).

use crate::odds::{Convention, hi_lo};
use crate::table::Table;

/// The running count of the cards of the rounds finished since the shuffle.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Counter {
    running: i32,
}

impl Counter {
    /// The true count before the next round, floored (0 when the table
    /// shuffles first): the bet spreads' reading, kept as it was.
    pub(crate) fn true_count(&self, table: &Table) -> i32 {
        if table.reshuffle_due() {
            return 0;
        }
        let shoe = table.shoe();
        let left = shoe.len().saturating_sub(shoe.dealt()).max(1) as f64;
        (f64::from(self.running) * 52.0 / left).floor() as i32
    }

    /// The whole true count before the next round by `conv` (0 when the
    /// table shuffles first): the running count over the cards left.
    pub(crate) fn before_round(&self, table: &Table, conv: Convention) -> i32 {
        if table.reshuffle_due() {
            return 0;
        }
        conv.whole(self.running, cards_left(table.shoe().remaining()))
    }

    /// The whole true count by `conv` at a decision of the round in play:
    /// the running count since the shuffle with the cards of this round seen
    /// so far (every player hand's, the dealer's up card), over the cards
    /// not seen (those in the shoe and the dealer's hidden card), as the
    /// index plays read it (`odds::index`'s `decided`).
    pub(crate) fn at_decision(&self, table: &Table, conv: Convention) -> i32 {
        let round = table.round();
        let before = if round.reshuffled { 0 } else { self.running };
        let hands: i32 = (round.hands.iter().flat_map(|h| h.cards.iter()))
            .map(|c| hi_lo(c.value()))
            .sum();
        let up = round.up_card().map_or(0, |c| hi_lo(c.value()));
        let hidden = round.dealer.len().saturating_sub(1);
        let left = table.shoe().remaining() + hidden;
        conv.whole(before + hands + up, cards_left(left))
    }

    /// Counts the cards of the round just finished.
    pub(crate) fn see(&mut self, table: &Table) {
        let round = table.round();
        if round.reshuffled {
            self.running = 0;
        }
        let cards = round
            .hands
            .iter()
            .flat_map(|h| h.cards.iter())
            .chain(round.dealer.iter());
        self.running += cards.map(|c| hi_lo(c.value())).sum::<i32>();
    }
}

/// A number of cards left as the convention takes it.
fn cards_left(left: usize) -> u16 {
    u16::try_from(left).unwrap_or(u16::MAX)
}
