//! Shoe compositions: how many cards of each value are left, tens merged.

use crate::card::{Card, Rank};

/// Card values: 1 (ace) to 10 (ten-value cards).
pub(crate) const VALUES: usize = 10;

/// Why the odds of a situation cannot be computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OddsError {
    /// More copies of a card were removed than the shoe holds.
    #[error("the shoe holds no more {0}: more copies were removed than its decks hold")]
    NotInShoe(Card),
    /// A value outside 1 (ace) to 10.
    #[error("{0} is not a card value (1 for an ace to 10)")]
    NoSuchValue(u8),
    /// A card of the hand, or the up card, is missing from the cards seen.
    #[error("{0} is not among the cards seen (they include the hand and the up card)")]
    NotSeen(Card),
    /// The hand has fewer than two cards.
    #[error("a hand to advise on needs two cards at least")]
    ShortHand,
    /// More cards of a value left than the table's decks hold.
    #[error("{count} cards of value {value} left, but the shoe holds {most} at most")]
    MoreThanTheShoe {
        /// The value (1 for an ace to 10).
        value: u8,
        /// The cards of that value said to be left.
        count: u16,
        /// What the table's decks hold.
        most: u16,
    },
    /// Too few cards left to value a round from.
    #[error("{0} cards left: a round is valued from 20 cards at least")]
    TooFewCards(u16),
}

/// The cards left in a shoe, by value: aces, twos... nines, and ten-value
/// cards merged. Values are numbered 1 (ace) to 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Composition {
    counts: [u16; VALUES],
    total: u16,
}

impl Composition {
    /// The full shoe of `decks` decks.
    pub fn decks(decks: u8) -> Composition {
        let n = u16::from(decks);
        let mut counts = [4 * n; VALUES];
        counts[9] = 16 * n;
        Composition::from_counts(counts)
    }

    /// A shoe holding `counts[v - 1]` cards of value `v`.
    pub fn from_counts(counts: [u16; VALUES]) -> Composition {
        Composition {
            counts,
            total: counts.iter().sum(),
        }
    }

    /// The counts, aces first, ten-value cards last.
    pub fn counts(&self) -> [u16; VALUES] {
        self.counts
    }

    /// The cards of value `value` (1 to 10) left (0 for any other value).
    pub fn count(&self, value: u8) -> u16 {
        match value {
            1..=10 => self.counts[usize::from(value) - 1],
            _ => 0,
        }
    }

    /// The cards left.
    pub fn total(&self) -> u16 {
        self.total
    }

    /// The chance that the next card has value `value`.
    pub fn probability(&self, value: u8) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            f64::from(self.count(value)) / f64::from(self.total)
        }
    }

    /// Takes one card of value `value` out; `false` (and no change) when none is left.
    pub fn take(&mut self, value: u8) -> bool {
        if !(1..=10).contains(&value) {
            return false;
        }
        let slot = &mut self.counts[usize::from(value) - 1];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        self.total -= 1;
        true
    }

    /// The shoe without `cards`.
    pub fn without(mut self, cards: &[Card]) -> Result<Composition, OddsError> {
        for card in cards {
            if !self.take(card.value()) {
                return Err(OddsError::NotInShoe(*card));
            }
        }
        Ok(self)
    }
}

/// The ten-value cards left by rank (ten, jack, queen, king), for tables that
/// split only identical ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TenRanks(pub(crate) [u16; 4]);

impl TenRanks {
    /// The ten-value cards of `decks` decks.
    pub(crate) fn decks(decks: u8) -> TenRanks {
        TenRanks([4 * u16::from(decks); 4])
    }

    /// The slot of a ten-value rank.
    pub(crate) fn slot(rank: Rank) -> Option<usize> {
        match rank {
            Rank::Ten => Some(0),
            Rank::Jack => Some(1),
            Rank::Queen => Some(2),
            Rank::King => Some(3),
            _ => None,
        }
    }

    /// Takes out every ten-value card of `cards` (the counts saturate at zero).
    pub(crate) fn remove(&mut self, cards: &[Card]) {
        for card in cards {
            if let Some(slot) = TenRanks::slot(card.rank) {
                self.0[slot] = self.0[slot].saturating_sub(1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deck_and_removals() {
        let deck = Composition::decks(1);
        assert_eq!(deck.total(), 52);
        assert_eq!(deck.count(10), 16);
        let less = deck
            .without(&["AS".parse().unwrap(), "KD".parse().unwrap()])
            .unwrap();
        assert_eq!((less.total(), less.count(1), less.count(10)), (50, 3, 15));
        let aces: Vec<Card> = ["AS", "AH", "AD", "AC", "AS"]
            .iter()
            .map(|c| c.parse().unwrap())
            .collect();
        assert_eq!(
            deck.without(&aces),
            Err(OddsError::NotInShoe("AS".parse().unwrap()))
        );
    }
}
