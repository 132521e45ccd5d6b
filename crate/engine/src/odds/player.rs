//! The player's hands and their exact values, composition-dependent.
//!
//! Every hand the player can hold (a multiset of values with a hard total of at
//! most 21) is a node of [`Hands`], linked to the hand one card larger. An
//! [`Engine`] evaluates nodes against one up card at a time, lazily, and keeps
//! what it computed: the dealer's odds for the cards left, and the values of
//! standing, hitting (playing on optimally) and doubling.
//!
//! Values are per unit of the hand's bet and are *not* conditioned on the
//! dealer lacking a blackjack: where the dealer peeks, a dealer blackjack
//! costs the hand exactly one unit whatever it does next (the double's extra
//! stake comes back), which leaves the best decision unchanged and lets the
//! round's value be summed directly. [`Engine::after_peek`] converts a value to
//! what it is worth once the dealer has looked and found no blackjack.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::Arc;

use super::composition::{Composition, TenRanks, VALUES};
use super::dealer::{BLACKJACK, BUST, DealerTable, Dist, FAMILY, Scratch, table};
pub(crate) use super::hands::{Hands, KeyHasher, NONE, key, unkey};
use super::split::Ev;
use crate::rules::{DoubleOn, Rules, SplitMatch};

mod fill;
mod prefetch;
mod shoe;

/// How hands made by a split are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SplitPlay {
    /// Each split hand takes the decisions that are best for the same cards in
    /// an unsplit hand (only the hand's cards and the up card known), as the
    /// published exact analyzers do by default ("CDZ-").
    UnsplitDecisions,
    /// Each split hand takes the decisions that are best for it, knowing the
    /// other split cards removed too.
    Optimal,
}

/// The rules as the analysis needs them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Params {
    /// The dealer peeks (a dealer blackjack costs only the original bet).
    pub peek: bool,
    /// What a blackjack pays per unit.
    pub blackjack: f64,
    pub double_on: DoubleOn,
    pub double_after_split: bool,
    pub max_hands: u8,
    pub max_ace_hands: u8,
    pub surrender: bool,
    pub split_rank: bool,
    pub hits_soft_17: bool,
    pub split_play: SplitPlay,
}

impl Params {
    pub(crate) fn of(rules: &Rules, split_play: SplitPlay) -> Params {
        Params {
            peek: rules.hole_card,
            blackjack: f64::from(rules.blackjack_pays.win) / f64::from(rules.blackjack_pays.per),
            double_on: rules.double_on,
            double_after_split: rules.double_after_split,
            max_hands: rules.max_hands,
            max_ace_hands: rules.max_ace_hands,
            surrender: rules.surrender,
            split_rank: rules.split == SplitMatch::Rank,
            hits_soft_17: rules.dealer_hits_soft_17,
            split_play,
        }
    }

    /// Most hands a pair of `value` may become.
    pub(crate) fn most_hands(&self, value: u8) -> u8 {
        if value == 1 {
            self.max_ace_hands
        } else {
            self.max_hands
        }
    }
}

/// What is known against one up card.
#[derive(Debug)]
pub(crate) struct UpCache {
    dist: Vec<Dist>,
    stand: Vec<f64>,
    hit: Vec<f64>,
    double: Vec<f64>,
    /// The better of standing and hitting (see [`Engine::play_on`]).
    play: Vec<f64>,
    /// How a split hand is played by unsplit decisions, plus one (0: not
    /// known yet; see `Engine::split_choice`).
    pub(crate) choice: Vec<u8>,
    /// The dealer's odds behind hands too large for [`Hands`] (split hands
    /// with the other split cards counted in).
    extra: HashMap<u64, Dist, BuildHasherDefault<KeyHasher>>,
}

impl UpCache {
    /// Everything unknown again, the memory kept (the map's grown table
    /// included: made anew for each up card, it was a third of a fresh
    /// shoe's page faults).
    fn reset(&mut self) {
        self.dist.fill([f64::NAN; 7]);
        for values in [
            &mut self.stand,
            &mut self.hit,
            &mut self.double,
            &mut self.play,
        ] {
            values.fill(f64::NAN);
        }
        self.choice.fill(0);
        self.extra.clear();
    }

    fn new(n: usize) -> UpCache {
        UpCache {
            dist: vec![[f64::NAN; 7]; n],
            stand: vec![f64::NAN; n],
            hit: vec![f64::NAN; n],
            double: vec![f64::NAN; n],
            play: vec![f64::NAN; n],
            choice: vec![0; n],
            extra: HashMap::default(),
        }
    }
}

/// The value of standing on `total` (21 at most) against the dealer's `dist`.
pub(crate) fn stand_value(dist: &Dist, total: u8) -> f64 {
    let mut value = dist[BUST] - dist[BLACKJACK];
    for (k, p) in dist[..5].iter().enumerate() {
        let dealer = 17 + k as u8;
        if total > dealer {
            value += p;
        } else if total < dealer {
            value -= p;
        }
    }
    value
}

/// Exact values of hands drawn from one shoe.
#[derive(Debug)]
pub(crate) struct Engine {
    pub params: Params,
    /// The shoe the hands are drawn from (up card and hand cards still in).
    pub base: [u16; VALUES],
    pub base_total: u16,
    /// Ten-value cards by rank in `base`.
    pub tens: TenRanks,
    pub hands: Arc<Hands>,
    dealer: &'static DealerTable,
    scratch: Scratch,
    ups: Vec<Option<UpCache>>,
    /// The last cache [`Engine::forget`] dropped, kept for the next up card.
    spare: Option<UpCache>,
    /// Split hand values of the current split evaluation: (stamp, values).
    pub(crate) memo: Vec<(u32, Ev)>,
    pub(crate) stamp: u32,
    /// The split hands planned in the current split evaluation (by stamp).
    pub(crate) planned: Vec<u32>,
    /// The dealer's odds about to be computed together.
    batch: prefetch::Batch,
}

impl Engine {
    /// An engine for hands drawn from `shoe`.
    pub(crate) fn new(params: Params, shoe: &Composition, tens: TenRanks) -> Engine {
        Engine::with_scratch(params, shoe, tens, Scratch::default())
    }

    /// This engine's rules made an engine for hands drawn from `shoe`, its
    /// scratch kept: where many shoes are valued one after another, zeroing
    /// a new one each time would cost more than some of their work.
    pub(crate) fn renew(self, shoe: &Composition, tens: TenRanks) -> Engine {
        Engine::with_scratch(self.params, shoe, tens, self.scratch)
    }

    fn with_scratch(
        params: Params,
        shoe: &Composition,
        tens: TenRanks,
        scratch: Scratch,
    ) -> Engine {
        let base = shoe.counts();
        let hands = Hands::shared(&base);
        let n = hands.nodes.len();
        Engine {
            params,
            base,
            base_total: shoe.total(),
            tens,
            dealer: table(params.hits_soft_17),
            scratch,
            hands,
            ups: (0..VALUES).map(|_| None).collect(),
            spare: None,
            memo: vec![(0, [0.0; FAMILY]); n],
            stamp: 0,
            planned: vec![0; n],
            batch: prefetch::Batch::default(),
        }
    }

    #[inline(always)]
    pub(crate) fn cache(&mut self, up: u8) -> &mut UpCache {
        let slot = usize::from(up) - 1;
        if self.ups[slot].is_none() {
            self.new_cache(slot);
        }
        self.ups[slot].as_mut().expect("made above")
    }

    /// Drops what is known against `up` (asked again, it is computed again).
    pub(crate) fn forget(&mut self, up: u8) {
        if let Some(cache) = self.ups[usize::from(up) - 1].take() {
            self.spare = Some(cache);
        }
    }

    #[cold]
    #[inline(never)]
    fn new_cache(&mut self, slot: usize) {
        let cache = match self.spare.take() {
            Some(mut cache) => {
                cache.reset();
                cache
            }
            None => UpCache::new(self.hands.nodes.len()),
        };
        self.ups[slot] = Some(cache);
    }

    /// The dealer's odds with `up` showing once `removed` is out of the shoe.
    pub(crate) fn dealer(&mut self, removed: &[u8; VALUES], up: u8) -> Dist {
        let left = self.left(removed, up);
        self.dealer.dist(&left, up, &mut self.scratch)
    }

    /// The dealer's odds behind hand `i`.
    pub(crate) fn node_dist(&mut self, up: u8, i: u32) -> Dist {
        let known = self.cache(up).dist[i as usize];
        if !known[0].is_nan() {
            return known;
        }
        let counts = self.hands.nodes[i as usize].counts;
        let dist = self.dealer(&counts, up);
        self.cache(up).dist[i as usize] = dist;
        dist
    }

    /// The dealer's odds once the multiset of [`key`] `k` is out.
    pub(crate) fn any_dist(&mut self, up: u8, k: u64) -> Dist {
        if let Some(dist) = self.cache(up).extra.get(&k) {
            return *dist;
        }
        let dist = self.dealer(&unkey(k), up);
        self.cache(up).extra.insert(k, dist);
        dist
    }

    /// May a two-card hand `i` be doubled (`split`: it was made by a split)?
    pub(crate) fn may_double(&self, i: u32, split: bool) -> bool {
        let node = &self.hands.nodes[i as usize];
        if node.cards != 2 || (split && !self.params.double_after_split) {
            return false;
        }
        match self.params.double_on {
            DoubleOn::Any => true,
            DoubleOn::Hard => node.counts[0] == 0,
            DoubleOn::NineToEleven => (9..=11).contains(&node.total().0),
        }
    }

    /// Standing on hand `i` (a 21 of two cards counts as 21, not a blackjack).
    pub(crate) fn stand(&mut self, up: u8, i: u32) -> f64 {
        let known = self.cache(up).stand[i as usize];
        if !known.is_nan() {
            return known;
        }
        let dist = self.node_dist(up, i);
        let value = stand_value(&dist, self.hands.nodes[i as usize].total().0);
        self.cache(up).stand[i as usize] = value;
        value
    }

    /// Hitting hand `i`, then playing on as well as possible.
    pub(crate) fn hit(&mut self, up: u8, i: u32) -> f64 {
        let known = self.cache(up).hit[i as usize];
        if !known.is_nan() {
            return known;
        }
        let node = &self.hands.nodes[i as usize];
        let (chances, children) = (self.draw_chances(&node.counts, up), node.child);
        self.prefetch_children(up, i, false);
        let mut value = 0.0;
        for (p, child) in chances.into_iter().zip(children) {
            if p > 0.0 {
                value += p * if child == NONE {
                    -1.0
                } else {
                    self.play_on(up, child)
                };
            }
        }
        self.cache(up).hit[i as usize] = value;
        value
    }

    /// A hand after a hit: the better of standing and hitting (21 stands).
    pub(crate) fn play_on(&mut self, up: u8, i: u32) -> f64 {
        let known = self.cache(up).play[i as usize];
        if !known.is_nan() {
            return known;
        }
        let value = if self.hit_beats_stand(up, i) {
            self.hit(up, i)
        } else {
            let stand = self.stand(up, i);
            if self.stand_beats_hit(up, i, stand) {
                stand
            } else {
                stand.max(self.hit(up, i))
            }
        };
        self.cache(up).play[i as usize] = value;
        value
    }

    /// Doubling hand `i`: one card, twice the stake.
    pub(crate) fn double(&mut self, up: u8, i: u32) -> f64 {
        let known = self.cache(up).double[i as usize];
        if !known.is_nan() {
            return known;
        }
        let node = &self.hands.nodes[i as usize];
        let (chances, children) = (self.draw_chances(&node.counts, up), node.child);
        let mut value = self.double_refund(&node.counts, up);
        self.prefetch_children(up, i, true);
        for (p, child) in chances.into_iter().zip(children) {
            if p > 0.0 {
                value += 2.0
                    * p
                    * if child == NONE {
                        -1.0
                    } else {
                        self.stand(up, child)
                    };
            }
        }
        self.cache(up).double[i as usize] = value;
        value
    }

    /// Surrendering a hand of `removed` against `up`.
    pub(crate) fn surrender(&self, removed: &[u8; VALUES], up: u8) -> f64 {
        -0.5 - self.double_refund(removed, up) / 2.0
    }

    /// A natural: paid at the table's odds unless the dealer has one too.
    pub(crate) fn natural(&mut self, up: u8, i: u32) -> f64 {
        let counts = self.hands.nodes[i as usize].counts;
        self.params.blackjack * (1.0 - self.blackjack_chance(&counts, up))
    }

    /// `value` (of a non-blackjack hand of `removed` against `up`, not
    /// conditioned) once the dealer is known to lack a blackjack, where the
    /// dealer peeks; unchanged where the dealer does not.
    pub(crate) fn after_peek(&self, value: f64, removed: &[u8; VALUES], up: u8) -> f64 {
        if !self.params.peek {
            return value;
        }
        let p = self.blackjack_chance(removed, up);
        if p <= 0.0 || p >= 1.0 {
            value
        } else {
            (value + p) / (1.0 - p)
        }
    }
}
