//! The split hands played out, for every count of extra pair cards out at
//! once. A split hand's decisions never depend on how many more pair cards
//! are out (unsplit decisions look at its own cards; optimal ones are taken
//! lane by lane), so one walk over the hands values all the lanes `a = 0,
//! 1…`, each lane exactly as a walk of its own would, and the dealer's odds
//! behind a hand come as one family for all of them.

use super::plan::Play;
use crate::odds::composition::VALUES;
use crate::odds::dealer::FAMILY;
use crate::odds::player::{Engine, NONE, stand_value};

/// A value per lane: lane `a` has `a` more pair cards out (beyond the pair).
pub(crate) type Ev = [f64; FAMILY];

/// One split being valued: against `up`, a pair of `pair`, lanes `0..lanes`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Split {
    pub up: u8,
    pub pair: u8,
    pub lanes: usize,
}

impl Engine {
    /// EV[X; a, 0] and EV[P; a, 0] for each lane: one split hand (any second
    /// card, and the second card a pair card played on), `a` more pair cards
    /// out. Lanes from `s.lanes` on are zero.
    pub(crate) fn split_starts(&mut self, s: Split, one: u32) -> (Ev, Ev) {
        self.stamp += 1;
        let pv = usize::from(s.pair) - 1;
        let chances = self.lane_chances(s, one);
        self.plan_split(s, one);
        let (mut any, mut pair_value) = ([0.0; FAMILY], [0.0; FAMILY]);
        for v in 0..VALUES {
            let hand = self.hands.nodes[one as usize].child[v];
            if hand == NONE || chances[..s.lanes].iter().all(|c| c[v] <= 0.0) {
                continue;
            }
            let value = self.split_hand(s, hand);
            for a in 0..s.lanes {
                let p = chances[a][v];
                if p > 0.0 {
                    any[a] += p * value[a];
                    if v == pv {
                        pair_value[a] = value[a];
                    }
                }
            }
        }
        (any, pair_value)
    }

    /// May lane `a` hold split hand `i`: are its pair cards, the other
    /// pair card and `a` more (and the up card, if one of them) in the shoe?
    #[inline]
    pub(crate) fn lane_holds(&self, s: Split, i: u32, a: usize) -> bool {
        let pv = usize::from(s.pair) - 1;
        let held = u16::from(self.hands.nodes[i as usize].counts[pv]);
        held + a as u16 + 1 + u16::from(s.up == s.pair) <= self.base[pv]
    }

    /// The chance of each value next behind split hand `i`, lane by lane.
    pub(super) fn lane_chances(&self, s: Split, i: u32) -> [[f64; VALUES]; FAMILY] {
        let mut chances = [[0.0; VALUES]; FAMILY];
        for (a, c) in chances[..s.lanes].iter_mut().enumerate() {
            *c = self.draw_chances(&self.split_removed(s.pair, a as u8, i), s.up);
        }
        chances
    }

    /// The value of split hand `i` (its own cards) in each lane.
    fn split_hand(&mut self, s: Split, i: u32) -> Ev {
        let memo = self.memo[i as usize];
        if memo.0 == self.stamp {
            return memo.1;
        }
        let value = match self.split_choice(s, i) {
            Play::Stand => self.split_stand(s, i),
            Play::Hit => self.split_hit(s, i),
            Play::Double => self.split_double(s, i),
            Play::Best => {
                let stand = self.split_stand(s, i);
                let hit = self.split_hit(s, i);
                let mut best: Ev = std::array::from_fn(|a| stand[a].max(hit[a]));
                if self.may_double(i, true) {
                    let double = self.split_double(s, i);
                    best = std::array::from_fn(|a| best[a].max(double[a]));
                }
                best
            }
        };
        self.memo[i as usize] = (self.stamp, value);
        value
    }

    /// Standing on split hand `i`.
    fn split_stand(&mut self, s: Split, i: u32) -> Ev {
        let total = self.hands.nodes[i as usize].total().0;
        let mut value = [0.0; FAMILY];
        for (a, v) in value[..s.lanes].iter_mut().enumerate() {
            // A lane that cannot hold the hand never reaches it: its value
            // is never weighed.
            if self.lane_holds(s, i, a) {
                *v = stand_value(&self.split_dist(s.up, i, s.pair, a as u8 + 1), total);
            }
        }
        value
    }

    /// Hitting split hand `i`, then playing on.
    fn split_hit(&mut self, s: Split, i: u32) -> Ev {
        self.split_draw(s, i, (1.0, [0.0; FAMILY]), Engine::split_hand)
    }

    /// Doubling split hand `i`: one card, twice the stake.
    fn split_double(&mut self, s: Split, i: u32) -> Ev {
        let mut refund = [0.0; FAMILY];
        for (a, v) in refund[..s.lanes].iter_mut().enumerate() {
            *v = self.double_refund(&self.split_removed(s.pair, a as u8, i), s.up);
        }
        self.split_draw(s, i, (2.0, refund), Engine::split_stand)
    }

    /// One card drawn to split hand `i`, lane by lane: `stake.1` plus, for
    /// each card, its chance times `stake.0` times what the hand is worth
    /// after it (`after`; a bust loses one).
    fn split_draw(
        &mut self,
        s: Split,
        i: u32,
        stake: (f64, Ev),
        after: fn(&mut Engine, Split, u32) -> Ev,
    ) -> Ev {
        let chances = self.lane_chances(s, i);
        let children = self.hands.nodes[i as usize].child;
        let (stake, mut value) = stake;
        for (v, child) in children.into_iter().enumerate() {
            if chances[..s.lanes].iter().all(|c| c[v] <= 0.0) {
                continue;
            }
            let next = if child == NONE {
                [-1.0; FAMILY]
            } else {
                after(self, s, child)
            };
            for a in 0..s.lanes {
                let p = chances[a][v];
                if p > 0.0 {
                    value[a] += stake * p * next[a];
                }
            }
        }
        value
    }
}
