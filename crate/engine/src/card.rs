//! Cards: ranks, suits, and their two-character names (`AS`, `TD`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A card's rank. Tens and faces are distinct ranks with the same value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    /// An ace: 11, or 1 when 11 would bust the hand.
    Ace = 1,
    /// Two.
    Two,
    /// Three.
    Three,
    /// Four.
    Four,
    /// Five.
    Five,
    /// Six.
    Six,
    /// Seven.
    Seven,
    /// Eight.
    Eight,
    /// Nine.
    Nine,
    /// Ten.
    Ten,
    /// Jack.
    Jack,
    /// Queen.
    Queen,
    /// King.
    King,
}

/// A card's suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    /// Spades (black).
    Spades,
    /// Hearts (red).
    Hearts,
    /// Diamonds (red).
    Diamonds,
    /// Clubs (black).
    Clubs,
}

/// One playing card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    /// The rank.
    pub rank: Rank,
    /// The suit.
    pub suit: Suit,
}

/// Why a text is not a card.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    /// Not a rank then a suit (the text is kept).
    #[error("`{0}` is not a card (a rank A 2-9 T J Q K, then a suit S H D C, like `AS` or `TD`)")]
    NotACard(String),
}

impl Rank {
    /// Every rank, ace first.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// The hard value: an ace is 1, tens and faces are 10.
    pub const fn value(self) -> u8 {
        let v = self as u8;
        if v > 10 { 10 } else { v }
    }

    /// The rank's one-character name.
    pub const fn symbol(self) -> char {
        b"A23456789TJQK"[self as usize - 1] as char
    }

    fn from_symbol(c: char) -> Option<Rank> {
        Rank::ALL.into_iter().find(|r| r.symbol() == c)
    }
}

impl Suit {
    /// Every suit.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit's one-character name.
    pub const fn symbol(self) -> char {
        b"SHDC"[self as usize] as char
    }

    /// True for hearts and diamonds.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    fn from_symbol(c: char) -> Option<Suit> {
        Suit::ALL.into_iter().find(|s| s.symbol() == c)
    }
}

impl Card {
    /// A card of `rank` and `suit`.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// The hard value (ace 1, tens and faces 10).
    pub const fn value(self) -> u8 {
        self.rank.value()
    }

    /// True for an ace.
    pub const fn is_ace(self) -> bool {
        matches!(self.rank, Rank::Ace)
    }

    /// True for a ten, jack, queen or king.
    pub const fn is_ten_value(self) -> bool {
        self.rank.value() == 10
    }

    /// A dense index 0..52, rank-major.
    pub const fn index(self) -> usize {
        (self.rank as usize - 1) * 4 + self.suit as usize
    }

    /// The card with dense index `i` (0..52).
    pub const fn from_index(i: usize) -> Card {
        Card {
            rank: Rank::ALL[i / 4],
            suit: Suit::ALL[i % 4],
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.symbol(), self.suit.symbol())
    }
}

impl FromStr for Card {
    type Err = CardError;
    fn from_str(text: &str) -> Result<Card, CardError> {
        let mut chars = text.chars();
        let (Some(r), Some(s), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(CardError::NotACard(text.to_string()));
        };
        match (Rank::from_symbol(r), Suit::from_symbol(s)) {
            (Some(rank), Some(suit)) => Ok(Card { rank, suit }),
            _ => Err(CardError::NotACard(text.to_string())),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for i in 0..52 {
            let card = Card::from_index(i);
            assert_eq!(card.index(), i);
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert!("1S".parse::<Card>().is_err());
        assert!("ASX".parse::<Card>().is_err());
        assert!("as".parse::<Card>().is_err());
    }

    #[test]
    fn values() {
        assert_eq!(Rank::Ace.value(), 1);
        assert_eq!(Rank::Nine.value(), 9);
        assert_eq!(Rank::King.value(), 10);
        assert!("QH".parse::<Card>().unwrap().is_ten_value());
    }
}
