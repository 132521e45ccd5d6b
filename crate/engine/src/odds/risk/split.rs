//! A split's net results: each split hand exactly, jointly with the
//! dealer's final total; the hands together by how the split ended.
//!
//! How a split ends (how many hands, and which second cards were pair cards)
//! has an exact chance (`split.rs`'s `stop_chance` and `reach_chance`). Given
//! that ending, each hand is one pair card, a second card (any card, or one
//! known not to pair), and its play by the chart; its chance of each result
//! *jointly with each final dealer total* is exact: the exact analyzers'
//! identity (taking out an unseen card changes no expectation) holds for
//! any chance as for a value, so the same formula that values a split
//! gives each hand's joint chances from those of one hand with `a` more pair
//! cards out (`ev_any`, `ev_other`). The hands share the dealer: given the
//! dealer's final total they are taken as independent, and their results
//! added (convolved). What is left out is only how one hand's drawn cards
//! change the next hand's draws beyond the pair cards and the second
//! cards' kinds, which the formula counts. The mean is exactly the split's
//! value in the chart's return.

use super::build::Builder;
use crate::odds::chart::{ChartAction, Row};
use crate::odds::composition::VALUES;
use crate::odds::dealer::{BLACKJACK, BUST, Dist};
use crate::odds::player::NONE;
use crate::odds::split::{ev_any, ev_other, reach_chance, stop_chance};

/// One split hand's chances: by the dealer's outcome (17 to 21, bust,
/// blackjack), its net result (-2, -1, 0, +1, +2 bets).
pub(super) type Joint = [[f64; 5]; 7];

const ZERO: Joint = [[0.0; 5]; 7];

/// The net slot of a stake winning (`sign` 1), pushing (0) or losing (-1).
fn slot(stake: u8, sign: i8) -> usize {
    (2 + i16::from(sign) * i16::from(stake)) as usize
}

/// A hand standing on `total` at `stake` against the dealer's `dist`.
fn stand_joint(dist: &Dist, total: u8, stake: u8) -> Joint {
    let mut joint = ZERO;
    for (k, &p) in dist[..5].iter().enumerate() {
        let sign = match total.cmp(&(17 + k as u8)) {
            std::cmp::Ordering::Greater => 1,
            std::cmp::Ordering::Equal => 0,
            std::cmp::Ordering::Less => -1,
        };
        joint[k][slot(stake, sign)] = p;
    }
    joint[BUST][slot(stake, 1)] = dist[BUST];
    joint[BLACKJACK][slot(stake, -1)] = dist[BLACKJACK];
    joint
}

fn add(into: &mut Joint, p: f64, joint: &Joint) {
    for (row, other) in into.iter_mut().zip(joint) {
        for (a, b) in row.iter_mut().zip(other) {
            *a += p * b;
        }
    }
}

/// One split hand's kind, given how the split ended: its second card any
/// card, or one known not to pair; `a` more pair cards and `b` other
/// second cards out.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Any(usize, usize),
    Other(usize, usize),
}

/// How a split of at most `most` hands can end, from `n` cards holding `p`
/// cards that pair: its chance and its hands (kind, how many).
fn endings(most: usize, n: f64, p: f64) -> Vec<(f64, Vec<(Kind, usize)>)> {
    let mut all = Vec::new();
    for h in 2..most {
        // Every second card other than a pair card, h hands.
        all.push((stop_chance(h, n, p), vec![(Kind::Other(h - 2, h - 1), h)]));
    }
    for k in 0..most - 1 {
        // The limit reached with k hands completed first: those k had other
        // second cards; the rest take any.
        let mut hands = vec![(Kind::Any(most - 2, k), most - k)];
        if k > 0 {
            hands.push((Kind::Other(most - 2, k - 1), k));
        }
        all.push((reach_chance(most, k, n, p), hands));
    }
    all
}

/// One split: against `up`, a pair of `pair`, lane `a` (`a` more pair
/// cards out beyond the pair).
#[derive(Clone, Copy, Debug)]
struct Lane {
    up: u8,
    pair: u8,
    a: u8,
}

impl Builder<'_> {
    /// Splitting a pair of `pair` against `up` (the deal's chance
    /// `chance`), for each way `cases` the pair can be made (its weight and
    /// the cards left that would pair again).
    pub(super) fn split(&mut self, up: u8, pair: u8, chance: f64, cases: &[(f64, u16)]) {
        let most = usize::from(self.engine.params.most_hands(pair).max(2));
        let lanes = 2 * (most - 2) + 1;
        let pv = usize::from(pair) - 1;
        let left = self.engine.base[pv].saturating_sub(u16::from(up == pair));
        let one = self.engine.hands.nodes[0].child[pv];
        // Per lane: one hand, any second card (EV[X; a]), and the hand of
        // two pair cards (EV[P; a]).
        let (mut any, mut twin) = (vec![ZERO; lanes], vec![ZERO; lanes]);
        for a in 0..lanes {
            if usize::from(left) < a + 2 {
                continue;
            }
            self.stamp += 1;
            let mut removed = [0u8; VALUES];
            removed[pv] = a as u8 + 2;
            let starts = self.engine.draw_chances(&removed, up);
            let lane = Lane {
                up,
                pair,
                a: a as u8,
            };
            for (v, &p) in starts.iter().enumerate() {
                let hand = self.engine.hands.nodes[one as usize].child[v];
                if p <= 0.0 || hand == NONE {
                    continue;
                }
                let joint = self.split_hand(lane, hand);
                add(&mut any[a], p, &joint);
                if v == pv {
                    twin[a] = joint;
                }
            }
        }
        let n = f64::from(self.engine.base_total) - 3.0;
        for &(weight, trigger) in cases {
            let p = f64::from(trigger);
            for (q, hands) in endings(most, n, p) {
                if q > 0.0 {
                    let joints: Vec<(Joint, usize)> = hands
                        .iter()
                        .map(|&(kind, count)| (kind_joint(kind, &any, &twin, n, p), count))
                        .collect();
                    self.add_ending(chance * weight * q, &joints);
                }
            }
        }
    }

    /// Adds the results of a split ending in `hands` (each hand's joint
    /// chances, how many such hands), `weight` the chance of that ending.
    fn add_ending(&mut self, weight: f64, hands: &[(Joint, usize)]) {
        let peek = self.engine.params.peek;
        for k in 0..7 {
            let rows: Vec<f64> = hands.iter().map(|(j, _)| j[k].iter().sum()).collect();
            let p = rows[0];
            for r in &rows[1..] {
                self.drift = self.drift.max((r - p).abs());
            }
            if p <= 0.0 {
                continue;
            }
            if peek && k == BLACKJACK {
                // The dealer looked first: the round cost one bet.
                self.add(-self.unit, weight * p);
                continue;
            }
            // Given the dealer's outcome, the hands' results added.
            let mut sum = [0.0; 17];
            sum[8] = 1.0;
            for ((joint, count), &row) in hands.iter().zip(&rows) {
                if row <= 0.0 {
                    continue;
                }
                for _ in 0..*count {
                    let mut next = [0.0; 17];
                    for (s, &q) in sum.iter().enumerate() {
                        if q == 0.0 {
                            continue;
                        }
                        for (net, &c) in joint[k].iter().enumerate() {
                            if let Some(to) = (s + net).checked_sub(2).filter(|&t| t < 17) {
                                next[to] += q * c.max(0.0) / row;
                            }
                        }
                    }
                    sum = next;
                }
            }
            for (s, &q) in sum.iter().enumerate() {
                self.add((s as i32 - 8) * self.unit, weight * p * q);
            }
        }
    }

    /// Split hand `i` (two cards or more) in `lane`, played by the chart.
    fn split_hand(&mut self, lane: Lane, i: u32) -> Joint {
        let (stamp, known) = self.split_memo[i as usize];
        if stamp == self.stamp {
            return known;
        }
        let node = &self.engine.hands.nodes[i as usize];
        let ((total, soft), two) = (node.total(), node.cards == 2);
        let action = if lane.pair == 1 {
            // Split aces take one card each.
            ChartAction::Stand
        } else {
            let code = self.chart.code(Row::of_total(total, soft), lane.up);
            if two {
                let may_double = self.engine.may_double(i, true);
                code.first(may_double, false).unwrap_or(code.later())
            } else {
                code.later()
            }
        };
        let joint = match action {
            ChartAction::Hit => self.split_draw(lane, i, 1),
            ChartAction::Double => self.split_draw(lane, i, 2),
            _ => self.split_stand(lane, i, 1),
        };
        self.split_memo[i as usize] = (self.stamp, joint);
        joint
    }

    fn split_stand(&mut self, lane: Lane, i: u32, stake: u8) -> Joint {
        let dist = self.lane_dist(lane, i);
        let total = self.engine.hands.nodes[i as usize].total().0;
        stand_joint(&dist, total, stake)
    }

    /// The dealer's odds behind split hand `i` in `lane`.
    fn lane_dist(&mut self, lane: Lane, i: u32) -> Dist {
        self.engine.split_dist(lane.up, i, lane.pair, lane.a + 1)
    }

    /// One card to split hand `i`: at `stake` 1 a hit (then the chart's
    /// play), at 2 a double (then a stand). A card that busts the hand
    /// loses the stake whatever the dealer does; the dealer's outcomes
    /// behind those cards together are the dealer's odds behind the hand
    /// less those behind each card that does not bust (taking out an unseen
    /// card changes no chance), which spares a dealer's odds for each.
    fn split_draw(&mut self, lane: Lane, i: u32, stake: u8) -> Joint {
        let removed = self.engine.split_removed(lane.pair, lane.a, i);
        let chances = self.engine.draw_chances(&removed, lane.up);
        let children = self.engine.hands.nodes[i as usize].child;
        let mut busts = self.lane_dist(lane, i);
        let mut joint = ZERO;
        for (&p, &child) in chances.iter().zip(&children) {
            if p <= 0.0 || child == NONE {
                continue;
            }
            let dist = self.lane_dist(lane, child);
            for (b, d) in busts.iter_mut().zip(dist) {
                *b -= p * d;
            }
            let next = if stake == 2 {
                self.split_stand(lane, child, 2)
            } else {
                self.split_hand(lane, child)
            };
            add(&mut joint, p, &next);
        }
        let lose = slot(stake, -1);
        for (row, b) in joint.iter_mut().zip(busts) {
            row[lose] += b.max(0.0);
        }
        joint
    }
}

/// The joint chances of one split hand of `kind`, from those of one hand
/// with any second card (`any`) and with a pair card (`twin`) by lane.
fn kind_joint(kind: Kind, any: &[Joint], twin: &[Joint], n: f64, p: f64) -> Joint {
    let lanes = any.len();
    let unit = |j: usize| -> Vec<f64> { (0..lanes).map(|i| f64::from(i == j)).collect() };
    let zero = vec![0.0; lanes];
    let mut joint = ZERO;
    for j in 0..lanes {
        let (cx, cp) = match kind {
            Kind::Any(a, b) => (ev_any(&unit(j), n, p, a, b), 0.0),
            Kind::Other(a, b) => (
                ev_other((&unit(j), &zero), n, p, a, b),
                ev_other((&zero, &unit(j)), n, p, a, b),
            ),
        };
        add(&mut joint, cx, &any[j]);
        add(&mut joint, cp, &twin[j]);
    }
    joint
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_endings_of_a_split_are_all_its_chances() {
        for most in 2..=4 {
            for (n, p) in [(309.0, 22.0), (49.0, 2.0), (49.0, 0.0)] {
                let total: f64 = endings(most, n, p).iter().map(|e| e.0).sum();
                assert!((total - 1.0).abs() < 1e-12, "{most} {n} {p}: {total}");
                for (_, hands) in endings(most, n, p) {
                    let count: usize = hands.iter().map(|h| h.1).sum();
                    assert!((2..=most).contains(&count));
                }
            }
        }
    }
}
