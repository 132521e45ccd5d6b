//! Asking the dealer's odds for several hands at once: where a hand is about
//! to be hit or doubled, the odds behind each card it may draw are computed
//! together ([`DealerTable::dists`](super::DealerTable::dists)), before the
//! recursion asks for them one by one and finds them known.

use super::{Dist, Engine, NONE, VALUES, key};
use crate::odds::split::Behind;

/// Where a dealer's odds are kept once computed.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Slot {
    /// Behind a hand of [`Hands`](super::Hands).
    Node(u32),
    /// Behind a larger multiset, by its [`key`].
    Extra(u64),
}

/// The odds wanted next: where each goes, and the shoe it is computed for.
#[derive(Debug, Default)]
pub(crate) struct Batch {
    slots: Vec<Slot>,
    shoes: Vec<[u16; VALUES]>,
    dists: Vec<Dist>,
}

impl Engine {
    /// Computes the odds behind every hand a hit or a double of hand `i`
    /// may stand on (`double`: every one; otherwise those a hit does not
    /// obviously beat).
    pub(crate) fn prefetch_children(&mut self, up: u8, i: u32, double: bool) {
        for child in self.hands.nodes[i as usize].child {
            if child != NONE && (double || !self.hit_beats_stand(up, child)) {
                self.want_node(up, child);
            }
        }
        self.flush(up);
    }

    /// Computes the odds behind the split hands one card larger than `i`
    /// (`children`, or `i` itself with `extra` more pair cards out) that may
    /// stand: all of them for a double or a pair of aces, otherwise those of
    /// 17 or more, or of 12 or more against a 2 to 6 (and, for the unsplit decisions that choose the play, the
    /// odds behind the same cards unsplit where a hit does not obviously beat
    /// standing).
    pub(crate) fn prefetch_split(&mut self, up: u8, i: u32, pair: u8, extra: u8, double: bool) {
        for child in self.hands.nodes[i as usize].child {
            if child == NONE {
                continue;
            }
            let total = self.hands.nodes[child as usize].total().0;
            let stands =
                double || pair == 1 || total >= 17 || (total >= 12 && (2..=6).contains(&up));
            if !double && pair != 1 && total < 21 && !self.hit_beats_stand(up, child) {
                self.want_node(up, child);
            }
            if stands {
                self.want_split(up, child, pair, extra);
            }
        }
        self.flush(up);
    }

    /// Adds the odds behind hand `i` to the batch unless known or there.
    fn want_node(&mut self, up: u8, i: u32) {
        if !self.cache(up).dist[i as usize][0].is_nan() || self.batch.slots.contains(&Slot::Node(i))
        {
            return;
        }
        let shoe = self.left(&self.hands.nodes[i as usize].counts, up);
        self.batch.slots.push(Slot::Node(i));
        self.batch.shoes.push(shoe);
    }

    /// Adds the odds behind split hand `i` with `extra` more pair cards out,
    /// as [`Engine::split_dist`] finds them.
    fn want_split(&mut self, up: u8, i: u32, pair: u8, extra: u8) {
        let removed = match self.split_behind(i, pair, extra) {
            Behind::Hand(j) => return self.want_node(up, j),
            Behind::Out(removed) => removed,
        };
        let k = key(&removed);
        if self.cache(up).extra.contains_key(&k) || self.batch.slots.contains(&Slot::Extra(k)) {
            return;
        }
        let shoe = self.left(&removed, up);
        self.batch.slots.push(Slot::Extra(k));
        self.batch.shoes.push(shoe);
    }

    /// Computes the batch and keeps the odds where the recursion looks.
    fn flush(&mut self, up: u8) {
        let mut batch = std::mem::take(&mut self.batch);
        if batch.shoes.len() > 1 {
            batch.dists.resize(batch.shoes.len(), [0.0; 7]);
            self.dealer
                .dists(&batch.shoes, up, &mut self.scratch, &mut batch.dists);
            let cache = self.cache(up);
            for (slot, dist) in batch.slots.iter().zip(&batch.dists) {
                match *slot {
                    Slot::Node(i) => cache.dist[i as usize] = *dist,
                    Slot::Extra(k) => {
                        cache.extra.insert(k, *dist);
                    }
                }
            }
        }
        batch.slots.clear();
        batch.shoes.clear();
        self.batch = batch;
    }
}
