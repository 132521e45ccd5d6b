//! The cards of a hand, with their hard total kept as they come.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::{MAX_CARDS, Total};
use crate::card::Card;

/// The cards of one hand (or of the dealer), in the order dealt, with their
/// hard total kept as each card comes: a total never folds over the cards
/// again. Reads as a slice of cards; only [`push`](Cards::push),
/// [`pop`](Cards::pop) and [`clear`](Cards::clear) change it, and each keeps
/// the total in step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cards {
    cards: ArrayVec<Card, MAX_CARDS>,
    /// The sum of the cards' hard values (at most 21 × 10).
    hard: u8,
    /// One of the cards is an ace.
    ace: bool,
}

impl Cards {
    /// No cards.
    pub const fn new() -> Cards {
        Cards {
            cards: ArrayVec::new_const(),
            hard: 0,
            ace: false,
        }
    }

    /// Adds `card` (panics beyond [`MAX_CARDS`], which no hand reaches).
    #[inline]
    pub fn push(&mut self, card: Card) {
        self.cards.push(card);
        self.hard += card.value();
        self.ace |= card.is_ace();
    }

    /// Takes the last card away.
    pub fn pop(&mut self) -> Option<Card> {
        let card = self.cards.pop()?;
        self.hard -= card.value();
        self.ace = self.cards.iter().any(|c| c.is_ace());
        Some(card)
    }

    /// Takes every card away.
    #[inline]
    pub fn clear(&mut self) {
        self.cards.clear();
        self.hard = 0;
        self.ace = false;
    }

    /// The cards as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Card] {
        &self.cards
    }

    /// The total of the cards (what [`Total::of`] finds, without the fold).
    #[inline]
    pub fn total(&self) -> Total {
        Total::from_hard(u32::from(self.hard), self.ace)
    }

    /// True when the cards are an ace and a ten-value card.
    #[inline]
    pub fn is_two_card_21(&self) -> bool {
        self.cards.len() == 2 && self.hard == 11 && self.ace
    }
}

impl std::ops::Deref for Cards {
    type Target = [Card];
    #[inline]
    fn deref(&self) -> &[Card] {
        &self.cards
    }
}

impl<'a> IntoIterator for &'a Cards {
    type Item = &'a Card;
    type IntoIter = std::slice::Iter<'a, Card>;
    fn into_iter(self) -> Self::IntoIter {
        self.cards.iter()
    }
}

impl FromIterator<Card> for Cards {
    /// Panics beyond [`MAX_CARDS`] cards.
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Cards {
        let mut cards = Cards::new();
        for card in iter {
            cards.push(card);
        }
        cards
    }
}

impl Serialize for Cards {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.cards.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Cards, D::Error> {
        let cards = ArrayVec::<Card, MAX_CARDS>::deserialize(deserializer)?;
        Ok(cards.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kept_total_is_the_folded_one() {
        let mut cards = Cards::new();
        let mut dealt = Vec::new();
        for i in [0, 40, 4, 12, 36, 1, 20] {
            let card = Card::from_index(i);
            cards.push(card);
            dealt.push(card);
            assert_eq!(cards.total(), Total::of(&dealt));
            assert_eq!(cards.is_two_card_21(), super::super::is_two_card_21(&dealt));
        }
        while let Some(card) = cards.pop() {
            assert_eq!(dealt.pop(), Some(card));
            assert_eq!(cards.total(), Total::of(&dealt));
        }
        let json =
            serde_json::to_string(&[0, 48].map(Card::from_index).into_iter().collect::<Cards>())
                .unwrap();
        assert_eq!(json, r#"["AS","KS"]"#);
        let back: Cards = serde_json::from_str(&json).unwrap();
        assert!(back.is_two_card_21());
    }
}
