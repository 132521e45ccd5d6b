//! Every hand's dealer odds against one up card at once, for a whole
//! round's valuation (where nearly every hand is stood on somewhere): the
//! hands in chains of one more ace each, each chain one family of shoes
//! ([`DealerTable::families`](crate::odds::dealer::DealerTable::families)),
//! so that one walk of the dealer's trie serves several hands.

use super::{Engine, NONE};
use crate::odds::dealer::{FAMILY, Family, Wanted};

impl Engine {
    /// Computes the dealer's odds behind every hand against `up` that may
    /// be stood on: two or three cards, or a hand a hit may bust.
    pub(crate) fn fill_dists(&mut self, up: u8) {
        let mut chains: Vec<[u32; FAMILY]> = Vec::new();
        let mut shoes = Vec::new();
        for (i, node) in self.hands.nodes.iter().enumerate() {
            if usize::from(node.counts[0]) % FAMILY != 0 {
                continue;
            }
            let (mut wanted, mut j): (Wanted, u32) = (0, i as u32);
            let mut chain = [NONE; FAMILY];
            for (a, member) in chain.iter_mut().enumerate() {
                if j == NONE {
                    break;
                }
                *member = j;
                // Hands that always hit are never stood on (but a double's
                // three cards are).
                let cards = self.hands.nodes[j as usize].cards;
                if cards >= 2 && (cards <= 3 || !self.hit_beats_stand(up, j)) {
                    wanted |= 1 << a;
                }
                j = self.hands.nodes[j as usize].child[0];
            }
            if wanted != 0 {
                chains.push(chain);
                shoes.push((self.left(&node.counts, up), wanted));
            }
        }
        let mut out: Vec<Family> = vec![[[0.0; 7]; FAMILY]; shoes.len()];
        self.dealer
            .families(up, 1, &shoes, &mut self.scratch, &mut out);
        let cache = self.cache(up);
        for ((chain, family), &(_, wanted)) in chains.iter().zip(&out).zip(&shoes) {
            for (a, (&j, dist)) in chain.iter().zip(family).enumerate() {
                if wanted >> a & 1 == 1 && cache.dist[j as usize][0].is_nan() {
                    cache.dist[j as usize] = *dist;
                }
            }
        }
    }
}
