//! Hands: cards, totals, stakes and outcomes.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::money::Money;

mod cards;

pub use cards::Cards;

/// Most cards one hand can hold: before its last card a hand totals at most
/// 20 counting aces as 1, so it holds at most 20 cards plus that last one.
pub const MAX_CARDS: usize = 21;

/// Where each card of a hand stands in the round's dealing order (the n-th
/// card drawn from the shoe in a round is 0-based n), parallel to its [`Cards`].
pub type Seqs = ArrayVec<u16, MAX_CARDS>;

/// A hand's best total and whether an ace counts 11 in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Total {
    /// The best total (an ace counts 11 unless that busts).
    pub value: u8,
    /// An ace counts 11.
    pub soft: bool,
}

impl Total {
    /// The total of `cards`.
    pub fn of(cards: &[Card]) -> Total {
        let (hard, has_ace) = cards.iter().fold((0u32, false), |(sum, ace), c| {
            (sum + u32::from(c.value()), ace || c.is_ace())
        });
        Total::from_hard(hard, has_ace)
    }

    /// The total of cards whose hard values sum to `hard`, `has_ace` when
    /// one of them is an ace.
    #[inline]
    pub const fn from_hard(hard: u32, has_ace: bool) -> Total {
        if has_ace && hard <= 11 {
            Total {
                value: hard as u8 + 10,
                soft: true,
            }
        } else {
            Total {
                value: if hard > 255 { 255 } else { hard as u8 },
                soft: false,
            }
        }
    }

    /// Over 21.
    #[inline]
    pub fn is_bust(self) -> bool {
        self.value > 21
    }
}

/// True when `cards` are an ace and a ten-value card.
pub fn is_two_card_21(cards: &[Card]) -> bool {
    cards.len() == 2 && Total::of(cards).value == 21
}

/// How a hand ended, as scenarios name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// A blackjack paid at the table's blackjack odds.
    Blackjack,
    /// Beat the dealer: paid 1:1.
    Win,
    /// Tied: the stake comes back.
    Push,
    /// Beaten by the dealer.
    Lose,
    /// Went over 21.
    Bust,
    /// Surrendered: half the bet comes back.
    Surrender,
    /// A blackjack paid 1:1 at once.
    EvenMoney,
}

impl Outcome {
    /// The scenario name (`even-money`, `bust`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Blackjack => "blackjack",
            Outcome::Win => "win",
            Outcome::Push => "push",
            Outcome::Lose => "lose",
            Outcome::Bust => "bust",
            Outcome::Surrender => "surrender",
            Outcome::EvenMoney => "even-money",
        }
    }
}

/// Where a hand stands in the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HandState {
    /// Still to be played (or being played).
    Active,
    /// Done deciding; waits for the dealer.
    Standing,
    /// Settled: see its outcome.
    Settled(Outcome),
}

/// One player hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    /// The box (0-based) the hand belongs to.
    pub seat: u8,
    /// The cards, in the order dealt.
    pub cards: Cards,
    /// Each card's place in the round's dealing order, parallel to `cards`
    /// (a card moved by a split keeps its place).
    #[serde(default)]
    pub seq: Seqs,
    /// The box's opening bet, which every hand of the box carries.
    pub bet: Money,
    /// Everything staked on the hand: the bet plus any double.
    pub stake: Money,
    /// The hand was doubled.
    pub doubled: bool,
    /// The double card lies face down until the dealer has finished.
    pub face_down: bool,
    /// The hand was made by a split.
    pub split: bool,
    /// The hand was made by splitting aces.
    pub split_aces: bool,
    /// Where the hand stands.
    pub state: HandState,
    /// What the hand returned to the bankroll, stake included (0 until settled).
    pub payout: Money,
}

impl Hand {
    /// A hand of the box `seat` with the opening bet `bet` and no cards yet.
    pub fn new(seat: u8, bet: Money) -> Hand {
        Hand {
            seat,
            cards: Cards::new(),
            seq: Seqs::new(),
            bet,
            stake: bet,
            doubled: false,
            face_down: false,
            split: false,
            split_aces: false,
            state: HandState::Active,
            payout: Money::ZERO,
        }
    }

    /// Adds `card`, drawn `seq`-th in the round.
    #[inline]
    pub(crate) fn push(&mut self, card: Card, seq: u16) {
        self.cards.push(card);
        self.seq.push(seq);
    }

    /// Adds `card` without its place in the dealing order (a table that
    /// keeps no records).
    #[inline]
    pub(crate) fn push_unrecorded(&mut self, card: Card) {
        self.cards.push(card);
    }

    /// Takes the last card away, with its place in the dealing order
    /// (`None` when the hand's cards were dealt unrecorded).
    pub(crate) fn pop(&mut self) -> Option<(Card, Option<u16>)> {
        Some((self.cards.pop()?, self.seq.pop()))
    }

    /// The hand's total.
    #[inline]
    pub fn total(&self) -> Total {
        self.cards.total()
    }

    /// A natural: two cards making 21 in a hand that was never split.
    #[inline]
    pub fn is_blackjack(&self) -> bool {
        !self.split && self.cards.is_two_card_21()
    }

    /// The outcome, once settled.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.state {
            HandState::Settled(outcome) => Some(outcome),
            _ => None,
        }
    }

    /// True while the hand waits for a decision or for its cards.
    #[inline]
    pub fn is_active(&self) -> bool {
        matches!(self.state, HandState::Active)
    }

    /// True while the hand waits for the dealer.
    #[inline]
    pub fn is_standing(&self) -> bool {
        matches!(self.state, HandState::Standing)
    }

    /// Settles the hand with `outcome`, returning `payout` to the player.
    pub(crate) fn settle(&mut self, outcome: Outcome, payout: Money) {
        self.state = HandState::Settled(outcome);
        self.payout = payout;
        self.face_down = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(names: &[&str]) -> Vec<Card> {
        names.iter().map(|n| n.parse().unwrap()).collect()
    }

    #[test]
    fn totals() {
        assert_eq!(
            Total::of(&cards(&["AS", "6D"])),
            Total {
                value: 17,
                soft: true
            }
        );
        assert_eq!(
            Total::of(&cards(&["AS", "6D", "TC"])),
            Total {
                value: 17,
                soft: false
            }
        );
        assert_eq!(
            Total::of(&cards(&["AS", "AD"])),
            Total {
                value: 12,
                soft: true
            }
        );
        assert_eq!(Total::of(&cards(&["AS", "8D"])).value, 19);
        assert!(Total::of(&cards(&["TS", "8D", "5C"])).is_bust());
        assert!(is_two_card_21(&cards(&["AS", "KD"])));
        assert!(!is_two_card_21(&cards(&["7S", "7D", "7C"])));
    }
}
