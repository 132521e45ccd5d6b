//! The state of one round: hands, dealer cards, side bets, the offer.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::BoxBets;
use crate::action::Action;
use crate::card::Card;
use crate::hand::{Cards, Hand, Seqs, Total};
use crate::money::Money;
use crate::phase::Offer;
use crate::rules::{MAX_BOXES, MAX_HANDS_PER_BOX};
use crate::shoe::Seed;

/// A side bet (pair bonus or insurance) and what it returned.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideBet {
    /// The amount staked.
    pub stake: Money,
    /// What it returned, stake included (0 when lost or not settled).
    pub payout: Money,
    /// The bet has been settled.
    pub settled: bool,
}

impl SideBet {
    pub(crate) fn new(stake: Money) -> SideBet {
        SideBet {
            stake,
            payout: Money::ZERO,
            settled: false,
        }
    }
}

/// One round: everything dealt and staked since the last deal.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// Player hands: boxes in order, a box's hands from left to right.
    pub hands: ArrayVec<Hand, { MAX_BOXES * MAX_HANDS_PER_BOX }>,
    /// The dealer's cards, up card first.
    pub dealer: Cards,
    /// Each dealer card's place in the round's dealing order, parallel to `dealer`.
    pub dealer_seq: Seqs,
    /// The hole card has been turned over (hole-card games).
    pub hole_shown: bool,
    /// Insurance bets, box by box.
    pub insurance: [Option<SideBet>; MAX_BOXES],
    /// Pair bonus bets, box by box.
    pub pair: [Option<SideBet>; MAX_BOXES],
    /// The offer awaiting an answer: the hand (index in `hands`) and its kind.
    pub offer: Option<(usize, Offer)>,
    /// The hand whose turn it is (index in `hands`) while playing.
    pub turn: usize,
    /// A card has left the shoe since the initial deal.
    pub drawn_since_deal: bool,
    /// The bankroll before this round's bets were placed.
    pub bankroll_before: Money,
    /// The seed of the ChaCha20 stream the round's cards came from (zeros
    /// on a table without records, such as a simulation's).
    pub seed: Seed,
    /// Where in that stream (in 32-bit words) the round started (0 on a
    /// table without records).
    pub stream_pos: u128,
    /// The shoe was reshuffled before this round.
    pub reshuffled: bool,
    /// The round is over and settled.
    pub over: bool,
    /// The bankroll once the round was settled (`None` while it runs).
    pub bankroll_after: Option<Money>,
    /// The opening bets, box by box.
    pub opening: [BoxBets; MAX_BOXES],
    /// How many of each card (by [`Card::index`]) the shoe held when the
    /// round began, when it was not a freshly shuffled shoe.
    pub start_counts: Option<[u8; 52]>,
    /// The player's actions since the deal, in order.
    pub actions: Vec<Action>,
}

impl Round {
    /// Clears the round in place for a new deal.
    pub(crate) fn reset(
        &mut self,
        bankroll_before: Money,
        seed: Seed,
        stream_pos: u128,
        reshuffled: bool,
    ) {
        self.hands.clear();
        self.dealer.clear();
        self.dealer_seq.clear();
        self.hole_shown = false;
        self.insurance = [None; MAX_BOXES];
        self.pair = [None; MAX_BOXES];
        self.offer = None;
        self.turn = 0;
        self.drawn_since_deal = false;
        self.bankroll_before = bankroll_before;
        self.seed = seed;
        self.stream_pos = stream_pos;
        self.reshuffled = reshuffled;
        self.over = false;
        self.bankroll_after = None;
        self.start_counts = None;
        self.actions.clear();
    }

    /// The dealer's cards a player can see.
    pub fn dealer_shown(&self, hole_card: bool) -> &[Card] {
        if hole_card && !self.hole_shown && self.dealer.len() > 1 {
            &self.dealer[..1]
        } else {
            &self.dealer
        }
    }

    /// The dealer's up card, once dealt.
    #[inline]
    pub fn up_card(&self) -> Option<Card> {
        self.dealer.first().copied()
    }

    /// The dealer holds a blackjack (all of its cards considered).
    #[inline]
    pub fn dealer_blackjack(&self) -> bool {
        self.dealer.is_two_card_21()
    }

    /// The total of the dealer's cards (all of them).
    #[inline]
    pub fn dealer_total(&self) -> Total {
        self.dealer.total()
    }

    /// Stakes of the round not settled yet.
    pub fn open_stakes(&self) -> Money {
        let hands: Money = self
            .hands
            .iter()
            .filter(|h| h.outcome().is_none())
            .map(|h| h.stake)
            .sum();
        let side = |bets: &[Option<SideBet>]| -> Money {
            bets.iter()
                .flatten()
                .filter(|b| !b.settled)
                .map(|b| b.stake)
                .sum()
        };
        hands + side(&self.insurance) + side(&self.pair)
    }

    /// Everything staked in the round and everything it returned so far.
    pub fn staked_and_returned(&self) -> (Money, Money) {
        let sides = self.insurance.iter().chain(self.pair.iter()).flatten();
        let staked = self.hands.iter().map(|h| h.stake).sum::<Money>()
            + sides.clone().map(|b| b.stake).sum::<Money>();
        let returned = self.hands.iter().map(|h| h.payout).sum::<Money>()
            + sides.map(|b| b.payout).sum::<Money>();
        (staked, returned)
    }

    /// The hands of box `seat` (0-based).
    pub fn hands_of(&self, seat: u8) -> impl Iterator<Item = &Hand> {
        self.hands.iter().filter(move |h| h.seat == seat)
    }
}
