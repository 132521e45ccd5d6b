//! The shoe: the table's decks, shuffled lazily by Fisher–Yates from a
//! per-round ChaCha20 stream (a simulation's: ChaCha8, see [`DealRng::simulation`]).
//!
//! Shuffling is lazy: the undealt cards sit in no particular order and each
//! draw picks one of them uniformly, which deals exactly the sequence a full
//! Fisher–Yates shuffle would, while a round that needs six cards pays for six
//! draws. A reshuffle puts every card back in canonical order, so the cards a
//! seed deals from a fresh shoe are fixed by the seed alone.

use crate::card::Card;

mod rng;

pub use rng::DealRng;

/// A round's 256-bit seed.
pub type Seed = [u8; 32];

/// Lower-case hexadecimal of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// One deck in canonical order (rank-major, suits S H D C).
const FRESH_DECK: [Card; 52] = {
    let mut deck = [Card::from_index(0); 52];
    let mut i = 0;
    while i < 52 {
        deck[i] = Card::from_index(i);
        i += 1;
    }
    deck
};

/// Sorts `cards` into canonical order (a counting sort: at most 52 kinds).
fn canonical_order(cards: &mut [Card]) {
    let mut counts = [0u16; 52];
    for card in cards.iter() {
        counts[card.index()] += 1;
    }
    let mut at = 0;
    for (i, &n) in counts.iter().enumerate() {
        let n = usize::from(n);
        cards[at..at + n].fill(Card::from_index(i));
        at += n;
    }
}

/// The cards of a table: dealt ones first, in the order they left the shoe,
/// then the undealt ones in no meaningful order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shoe {
    cards: Vec<Card>,
    /// Cards `[0, dealt)` have left the shoe.
    dealt: usize,
    /// Cards `[0, round_start)` were dealt in earlier rounds (the discards).
    round_start: usize,
    decks: u8,
}

/// A stacked card that the shoe does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the shoe holds no {0} to stack")]
pub struct MissingCard(pub Card);

impl Shoe {
    /// A fresh shoe of `decks` decks, all cards undealt.
    pub fn new(decks: u8) -> Shoe {
        let cards = (0..usize::from(decks) * 52)
            .map(|i| Card::from_index(i % 52))
            .collect();
        Shoe {
            cards,
            dealt: 0,
            round_start: 0,
            decks,
        }
    }

    /// The number of decks.
    pub fn decks(&self) -> u8 {
        self.decks
    }

    /// Every card of the shoe, dealt or not.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Always false: a shoe holds at least one deck.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// How many cards have left the shoe since the last shuffle.
    pub fn dealt(&self) -> usize {
        self.dealt
    }

    /// How many cards are still in the shoe.
    pub fn remaining(&self) -> usize {
        self.cards.len() - self.dealt
    }

    /// The cards still in the shoe, in no meaningful order.
    pub fn undealt(&self) -> &[Card] {
        &self.cards[self.dealt..]
    }

    /// The cards dealt in earlier rounds since the last shuffle.
    pub fn discards(&self) -> &[Card] {
        &self.cards[..self.round_start]
    }

    /// The cards dealt in this round, in order.
    pub fn round_cards(&self) -> &[Card] {
        &self.cards[self.round_start..self.dealt]
    }

    /// How many cards this round has dealt (the length of [`round_cards`](Self::round_cards)).
    #[inline]
    pub fn round_dealt(&self) -> usize {
        self.dealt - self.round_start
    }

    /// Puts every card back and restores canonical order: a new round may start.
    pub fn reshuffle(&mut self) {
        for deck in self.cards.chunks_exact_mut(52) {
            deck.copy_from_slice(&FRESH_DECK);
        }
        self.dealt = 0;
        self.round_start = 0;
    }

    /// Marks the cards dealt so far as discards: a new round begins.
    ///
    /// The undealt cards are put in canonical order, so that what a round
    /// deals depends only on which cards are left and on its seed, never on
    /// the order earlier rounds left them in (a round can be replayed from
    /// its record alone).
    pub fn start_round(&mut self) {
        self.round_start = self.dealt;
        let dealt = self.dealt;
        canonical_order(&mut self.cards[dealt..]);
    }

    /// [`start_round`](Self::start_round) without sorting: for rounds nobody replays.
    pub(crate) fn mark_round(&mut self) {
        self.round_start = self.dealt;
    }

    /// A shoe of `decks` decks from which the cards `undealt` are left
    /// (the others are discards), ready for a round. Refuses cards the decks
    /// do not hold.
    pub fn with_undealt(decks: u8, undealt: &[Card]) -> Result<Shoe, MissingCard> {
        let mut shoe = Shoe::new(decks);
        shoe.check_stack(undealt)?;
        let mut counts = [0u16; 52];
        for card in undealt {
            counts[card.index()] += 1;
        }
        let mut discards = Vec::with_capacity(shoe.len() - undealt.len());
        for (i, &left) in counts.iter().enumerate() {
            for _ in left..u16::from(decks) {
                discards.push(Card::from_index(i));
            }
        }
        shoe.cards = discards;
        shoe.cards.extend_from_slice(undealt);
        shoe.dealt = shoe.len() - undealt.len();
        shoe.start_round();
        Ok(shoe)
    }

    /// Checks that every card of `stack` is undealt (counting repeats).
    pub fn check_stack(&self, stack: &[Card]) -> Result<(), MissingCard> {
        let mut counts = [0u16; 52];
        for card in self.undealt() {
            counts[card.index()] += 1;
        }
        for &card in stack {
            let count = &mut counts[card.index()];
            if *count == 0 {
                return Err(MissingCard(card));
            }
            *count -= 1;
        }
        Ok(())
    }

    /// Deals one card: `wanted` if given and undealt, else a uniform pick.
    ///
    /// When the shoe is empty in mid-round, the discards are shuffled back in
    /// first (the rules guarantee that a round fits in the whole shoe).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn draw(&mut self, rng: &mut DealRng, wanted: Option<Card>) -> Card {
        if self.dealt == self.cards.len() {
            self.recycle_discards();
        }
        let pick = match wanted {
            None => rng.index(self.remaining() as u32) as usize,
            Some(card) => self.find_wanted(rng, card),
        };
        // The picked card trades places with the first undealt one, which
        // then leaves the shoe. Swapping within the undealt slice spares
        // the offset arithmetic and a bounds check of the whole-shoe swap.
        let at = self.dealt;
        let undealt = &mut self.cards[at..];
        undealt.swap(0, pick);
        self.dealt = at + 1;
        undealt[0]
    }

    /// Where `card` lies among the undealt cards, or a uniform pick when
    /// it is not there.
    #[cold]
    #[inline(never)]
    fn find_wanted(&self, rng: &mut DealRng, card: Card) -> usize {
        self.undealt()
            .iter()
            .position(|&c| c == card)
            .unwrap_or_else(|| rng.index(self.remaining() as u32) as usize)
    }

    /// Moves this round's cards to the front and makes the discards undealt.
    #[cold]
    #[inline(never)]
    fn recycle_discards(&mut self) {
        self.cards[..self.dealt].rotate_left(self.round_start);
        self.dealt -= self.round_start;
        self.round_start = 0;
        let dealt = self.dealt;
        canonical_order(&mut self.cards[dealt..]);
    }

    /// The whole order that `seed` deals from a fresh shoe of `decks` decks.
    pub fn order_for_seed(decks: u8, seed: Seed) -> Vec<Card> {
        let mut shoe = Shoe::new(decks);
        let mut rng = DealRng::new(seed);
        (0..shoe.len()).map(|_| shoe.draw(&mut rng, None)).collect()
    }
}

#[cfg(test)]
mod tests;
