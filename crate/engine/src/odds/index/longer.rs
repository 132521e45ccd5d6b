//! The hands of three cards and more at a standing play: a hard 12 to 16
//! met after hitting, as the books' simulations meet them (a 12 of 4, 3, 5
//! as well as one of ten and two).
//!
//! Which hands get there depends on how the player played before: here the
//! table's strategy for a full shoe, every decision made as the engine
//! values it there (double, split and surrender included on two cards).
//! The same for every shoe, so a hand's chance on a shoe is a product of
//! draws: each way of dealing its cards in an order the strategy allows,
//! times the chance of one order (the same for all).

use std::collections::HashMap;

use super::super::composition::{Composition, VALUES};
use super::super::count::hi_lo;
use super::super::hands::{NONE, key};
use super::super::player::Engine;
use super::value::engine_for;
use crate::rules::Rules;

/// One hand of three cards or more that reaches a play's decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Longer {
    /// How many cards of each value.
    pub counts: [u8; VALUES],
    /// How many cards.
    pub cards: u8,
    /// The orders in which the strategy deals it (the first two cards in
    /// either order counted apart).
    pub orders: f64,
    /// The Hi-Lo tags of its cards.
    pub tags: i32,
}

/// What the full-shoe strategy does with a hand on the way to a play.
struct Strategy {
    engine: Engine,
    up: u8,
    /// Whether a pair of each value is split against `up`, once valued.
    splits: [Option<bool>; VALUES],
}

impl Strategy {
    /// Whether the hand at node `i` of `cards` cards is hit.
    fn hits(&mut self, i: u32, cards: u8) -> bool {
        let up = self.up;
        let hit = self.engine.hit(up, i);
        let stand = self.engine.stand(up, i);
        if cards > 2 {
            return hit > stand;
        }
        let counts = self.engine.hands.nodes[i as usize].counts;
        let mut other = stand;
        if self.engine.may_double(i, false) {
            other = other.max(self.engine.double(up, i));
        }
        if self.engine.params.surrender && up != 1 {
            other = other.max(self.engine.surrender(&counts, up));
        }
        if hit <= other {
            return false;
        }
        match counts.iter().position(|&c| c == 2) {
            Some(v) => !self.splits(v as u8 + 1, hit),
            None => true,
        }
    }

    /// Whether a pair of `value` is split rather than hit (worth `hit`).
    fn splits(&mut self, value: u8, hit: f64) -> bool {
        let v = usize::from(value) - 1;
        if let Some(known) = self.splits[v] {
            return known;
        }
        let most = self.engine.params.most_hands(value);
        let known = most >= 2 && {
            let same_up = u16::from(self.up == value);
            let trigger = if value == 10 && self.engine.params.split_rank {
                (self.engine.base[9] / 4).saturating_sub(2 + same_up)
            } else {
                self.engine.base[v].saturating_sub(2 + same_up)
            };
            self.engine.split(self.up, value, most, trigger) > hit
        };
        self.splits[v] = Some(known);
        known
    }
}

/// The hands of three cards and more with a hard `total` against `up` that
/// the table's full-shoe strategy plays to that decision.
pub(super) fn longer_hands(rules: &Rules, total: u8, up: u8) -> Vec<Longer> {
    let shoe = Composition::decks(rules.decks);
    let mut strategy = Strategy {
        engine: engine_for(rules, &shoe),
        up,
        splits: [None; VALUES],
    };
    let mut found: HashMap<u64, Longer> = HashMap::new();
    for a in 1..=10u8 {
        for b in 1..=10u8 {
            let Some(i) = strategy.engine.hands.find([a, b]) else {
                continue;
            };
            let (t, soft) = strategy.engine.hands.nodes[i as usize].total();
            if (t == 21 && soft) || !strategy.hits(i, 2) {
                continue;
            }
            walk(&mut strategy, i, total, &mut found);
        }
    }
    let mut all: Vec<Longer> = found.into_values().collect();
    all.sort_by_key(|l| key(&l.counts));
    all
}

/// From node `i`, which the strategy hits: every card drawn, on to the
/// hands of `total` (one more order each) or as long as the strategy hits.
fn walk(strategy: &mut Strategy, i: u32, total: u8, found: &mut HashMap<u64, Longer>) {
    let children = strategy.engine.hands.nodes[i as usize].child;
    for child in children {
        if child == NONE {
            continue;
        }
        let node = &strategy.engine.hands.nodes[child as usize];
        let ((t, soft), cards, counts) = (node.total(), node.cards, node.counts);
        if !soft && t == total {
            let tags = (1..=10u8)
                .map(|v| hi_lo(v) * i32::from(counts[usize::from(v) - 1]))
                .sum();
            found
                .entry(key(&counts))
                .or_insert(Longer {
                    counts,
                    cards,
                    orders: 0.0,
                    tags,
                })
                .orders += 1.0;
        } else if (soft || t < total) && strategy.hits(child, cards) {
            walk(strategy, child, total, found);
        }
    }
}

/// The chance that a round dealt from `shoe` (before the deal) deals the
/// up card `up` and then `hand` to the player, and no dealer blackjack
/// where the dealer peeks first (`peek`).
pub(super) fn chance(shoe: &Composition, up: u8, hand: &Longer, peek: bool) -> f64 {
    let n = shoe.total();
    let mut left = shoe.counts();
    let u = usize::from(up) - 1;
    let k = u16::from(hand.cards);
    if left[u] == 0 || n < k + 2 {
        return 0.0;
    }
    let p_up = f64::from(left[u]) / f64::from(n);
    left[u] -= 1;
    let mut order = hand.orders;
    for (v, &c) in hand.counts.iter().enumerate() {
        for j in 0..u16::from(c) {
            if left[v] <= j {
                return 0.0;
            }
            order *= f64::from(left[v] - j);
        }
    }
    for j in 0..k {
        order /= f64::from(n - 1 - j);
    }
    let hole = match up {
        1 => 10,
        10 => 1,
        _ => 0,
    };
    let no_blackjack = if peek && hole != 0 {
        let holes = left[hole - 1] - u16::from(hand.counts[hole - 1]);
        1.0 - f64::from(holes) / f64::from(n - 1 - k)
    } else {
        1.0
    };
    p_up * order * no_blackjack
}
