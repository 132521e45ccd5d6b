//! Every hand the player can hold: a multiset of values with a hard total of
//! at most 21, each linked to the hand one card larger.

use std::hash::Hasher;
use std::sync::{Arc, Mutex};

use super::composition::VALUES;

/// No such hand: it would bust.
pub(crate) const NONE: u32 = u32::MAX;

/// One hand: how many cards of each value.
#[derive(Clone, Debug)]
pub(crate) struct Node {
    pub counts: [u8; VALUES],
    pub hard: u8,
    pub cards: u8,
    /// The largest value in the hand (1 for the empty hand).
    top: u8,
    parent: u32,
    /// The hand with one more card of each value, or [`NONE`] when it busts
    /// (or the shoe has no such card).
    pub child: [u32; VALUES],
    /// Bit `v` for each value slot whose child is [`NONE`].
    pub bust: u16,
}

impl Node {
    /// The best total and whether an ace counts 11.
    pub(crate) fn total(&self) -> (u8, bool) {
        if self.counts[0] > 0 && self.hard <= 11 {
            (self.hard + 10, true)
        } else {
            (self.hard, false)
        }
    }
}

/// The hash key of a multiset of values.
pub(crate) fn key(counts: &[u8; VALUES]) -> u64 {
    counts
        .iter()
        .enumerate()
        .fold(0, |k, (v, &c)| k | u64::from(c) << (6 * v))
}

/// Every hand of hard total at most 21 that a shoe can give, linked.
#[derive(Clone, Debug)]
pub(crate) struct Hands {
    pub nodes: Vec<Node>,
}

/// The trees made most recently, by the shoe they were made for once capped
/// (see [`Hands::shared`]), the newest last.
static MADE: Mutex<Vec<([u16; VALUES], Arc<Hands>)>> = Mutex::new(Vec::new());

/// How many trees [`MADE`] keeps (a few tables in one process).
const KEPT: usize = 4;

impl Hands {
    /// [`Hands::new`] of `shoe`, made once for all the shoes that give the
    /// same hands (see [`capped`]): every round of a six-deck shoe but its
    /// last ones gets the same tree (made again for each round before, a
    /// quarter of the next round's time).
    pub(crate) fn shared(shoe: &[u16; VALUES]) -> Arc<Hands> {
        let capped = capped(shoe);
        // A poisoned lock only means another thread panicked while holding
        // it; the list is whole at every step, so it is used as it is.
        let mut made = MADE.lock().unwrap_or_else(|poison| poison.into_inner());
        if let Some(at) = made.iter().position(|(key, _)| *key == capped) {
            let entry = made.remove(at);
            let hands = Arc::clone(&entry.1);
            made.push(entry);
            return hands;
        }
        let hands = Arc::new(Hands::new(&capped));
        if made.len() == KEPT {
            made.remove(0);
        }
        made.push((capped, Arc::clone(&hands)));
        hands
    }

    /// The hands `shoe` can give (node 0 is the empty hand).
    pub(crate) fn new(shoe: &[u16; VALUES]) -> Hands {
        let mut nodes = vec![Node {
            counts: [0; VALUES],
            hard: 0,
            cards: 0,
            top: 1,
            parent: NONE,
            child: [NONE; VALUES],
            bust: 0,
        }];
        // Parents first: each multiset is made once, adding values in
        // ascending order.
        let mut i = 0;
        while i < nodes.len() {
            let node = nodes[i].clone();
            for value in node.top..=10 {
                let v = usize::from(value) - 1;
                if node.hard + value > 21 || u16::from(node.counts[v]) >= shoe[v] {
                    continue;
                }
                let mut counts = node.counts;
                counts[v] += 1;
                nodes[i].child[v] = nodes.len() as u32;
                nodes.push(Node {
                    counts,
                    hard: node.hard + value,
                    cards: node.cards + 1,
                    top: value,
                    parent: i as u32,
                    child: [NONE; VALUES],
                    bust: 0,
                });
            }
            i += 1;
        }
        // A smaller card: H + c = ((H - top) + c) + top, the last step direct.
        for i in 1..nodes.len() {
            let (top, parent) = (usize::from(nodes[i].top), nodes[i].parent as usize);
            for v in 0..top - 1 {
                let via = nodes[parent].child[v];
                nodes[i].child[v] = if via == NONE {
                    NONE
                } else {
                    nodes[via as usize].child[top - 1]
                };
            }
        }
        for node in &mut nodes {
            node.bust = (0..VALUES)
                .filter(|&v| node.child[v] == NONE)
                .fold(0, |mask, v| mask | 1 << v);
        }
        Hands { nodes }
    }

    /// The hand of `values` (1 to 10), if it does not bust.
    pub(crate) fn find(&self, values: impl IntoIterator<Item = u8>) -> Option<u32> {
        values.into_iter().try_fold(0u32, |i, value| {
            let j = self.nodes[i as usize].child[usize::from(value) - 1];
            (j != NONE).then_some(j)
        })
    }
}

/// `shoe` with each count capped where no hand can hold more: a hand of
/// hard total 21 at most holds at most `21 / v` cards of value `v`, so
/// [`Hands::new`] gives the same tree for both.
fn capped(shoe: &[u16; VALUES]) -> [u16; VALUES] {
    std::array::from_fn(|v| shoe[v].min(21 / (v as u16 + 1)))
}

/// The multiset of a [`key`].
pub(crate) fn unkey(key: u64) -> [u8; VALUES] {
    std::array::from_fn(|v| (key >> (6 * v)) as u8 & 63)
}

/// A hasher for hand keys (one `u64`): splitmix64's finalizer.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        let mut x = self.0;
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^ (x >> 31)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = self.0.rotate_left(5) ^ n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each hand's counts, in the tree's order.
    fn listed(hands: &Hands) -> Vec<[u8; VALUES]> {
        hands.nodes.iter().map(|node| node.counts).collect()
    }

    // (Whether a second call finds the tree made by the first is not
    // asserted: the tests run side by side, and the index plays' tests make
    // enough trees to push one out between two calls.)
    #[test]
    fn shoes_that_give_the_same_hands_share_one_tree() {
        let six_decks = [24, 24, 24, 24, 24, 24, 24, 24, 24, 96];
        let played = [22, 19, 24, 21, 23, 20, 24, 24, 17, 80];
        assert_eq!(capped(&six_decks), capped(&played));
        let tree = listed(&Hands::shared(&six_decks));
        assert_eq!(tree, listed(&Hands::new(&six_decks)));
        assert_eq!(tree, listed(&Hands::new(&played)));
        assert_eq!(tree, listed(&Hands::shared(&played)));
        // One ten left: no hand of two tens, so another tree.
        let short = [4, 4, 4, 4, 4, 4, 4, 4, 4, 1];
        assert_ne!(capped(&short), capped(&six_decks));
        let other = listed(&Hands::shared(&short));
        assert_eq!(other, listed(&Hands::new(&short)));
        assert!(other.len() < tree.len());
    }
}
