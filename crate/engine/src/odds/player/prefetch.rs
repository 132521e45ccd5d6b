//! Asking the dealer's odds for several hands at once: where a hand is about
//! to be hit or doubled, the odds behind each card it may draw are computed
//! together ([`DealerTable::dists`](super::DealerTable::dists)), before the
//! recursion asks for them one by one and finds them known.

use super::{Dist, Engine, NONE, VALUES};
use crate::odds::dealer::{Family, Wanted};
use crate::odds::split::{Behind, Split};

/// Where a dealer's odds are kept once computed.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Slot {
    /// Behind a hand of [`Hands`](super::Hands).
    Node(u32),
}

/// The odds wanted next: where each goes, and the shoe it is computed for.
#[derive(Debug, Default)]
pub(crate) struct Batch {
    slots: Vec<Slot>,
    shoes: Vec<[u16; VALUES]>,
    dists: Vec<Dist>,
    /// The split whose families are wanted, if any...
    family: Option<Split>,
    /// ...the split hands behind them, and the shoe of each one's first lane.
    family_hands: Vec<u32>,
    family_shoes: Vec<([u16; VALUES], Wanted)>,
    families: Vec<Family>,
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

    /// Is the dealer's odds behind `behind` known against `up`?
    fn known(&mut self, up: u8, behind: &Behind) -> bool {
        let cache = self.cache(up);
        match behind {
            Behind::Hand(j) => !cache.dist[*j as usize][0].is_nan(),
            Behind::Out(out) => cache.extra.contains_key(out),
        }
    }

    /// Adds the odds behind split hand `i` in every lane of `s`, as
    /// [`Engine::split_dist`] finds them, unless all are known.
    pub(crate) fn want_family(&mut self, s: Split, i: u32) {
        let mut wanted: Wanted = 0;
        for a in 0..s.lanes {
            if !self.lane_holds(s, i, a) {
                continue;
            }
            let behind = self.split_behind(i, s.pair, a as u8 + 1);
            if !self.known(s.up, &behind) {
                wanted |= 1 << a;
            }
        }
        if wanted == 0 {
            return;
        }
        let shoe = self.left(&self.split_removed(s.pair, 0, i), s.up);
        self.batch.family = Some(s);
        self.batch.family_hands.push(i);
        self.batch.family_shoes.push((shoe, wanted));
    }

    /// Computes the batch and keeps the odds where the recursion looks.
    pub(crate) fn flush(&mut self, up: u8) {
        let mut batch = std::mem::take(&mut self.batch);
        if batch.shoes.len() > 1 {
            batch.dists.resize(batch.shoes.len(), [0.0; 7]);
            self.dealer
                .dists(&batch.shoes, up, &mut self.scratch, &mut batch.dists);
            let cache = self.cache(up);
            for (slot, dist) in batch.slots.iter().zip(&batch.dists) {
                let Slot::Node(i) = *slot;
                cache.dist[i as usize] = *dist;
            }
        }
        batch.slots.clear();
        batch.shoes.clear();
        self.batch = batch;
    }
}

impl Engine {
    /// Computes the families wanted (not the hands: a split's plan asks for
    /// unsplit values, whose own batches come and go meanwhile).
    pub(crate) fn flush_families(&mut self) {
        let mut batch = std::mem::take(&mut self.batch);
        if let Some(s) = batch.family.take() {
            self.keep_families(s, &mut batch);
        }
        self.batch = batch;
    }

    /// Computes the batch's families and keeps every lane's odds that is
    /// not known yet.
    fn keep_families(&mut self, s: Split, batch: &mut Batch) {
        let count = batch.family_shoes.len();
        batch
            .families
            .resize(count, [[0.0; 7]; crate::odds::dealer::FAMILY]);
        self.dealer.families(
            s.up,
            s.pair,
            &batch.family_shoes,
            &mut self.scratch,
            &mut batch.families,
        );
        let wanted = batch.family_shoes.iter().map(|f| f.1);
        for ((&i, family), wanted) in batch.family_hands.iter().zip(&batch.families).zip(wanted) {
            for (a, dist) in family.iter().enumerate() {
                if wanted >> a & 1 == 0 {
                    continue;
                }
                let behind = self.split_behind(i, s.pair, a as u8 + 1);
                let cache = self.cache(s.up);
                match behind {
                    Behind::Hand(j) => {
                        if cache.dist[j as usize][0].is_nan() {
                            cache.dist[j as usize] = *dist;
                        }
                    }
                    Behind::Out(out) => {
                        cache.extra.entry(out).or_insert(*dist);
                    }
                }
            }
        }
        batch.family_hands.clear();
        batch.family_shoes.clear();
    }
}
