//! The hands a chart decides, against one up card, each in its "world": the
//! unsplit hands, or the hands of a split of one pair with `a` more pair cards
//! out (the worlds of `split.rs`'s EV[X; a]). What does not depend on the
//! chart is computed once per world: the chances of each next card, and the
//! values of standing, doubling and surrendering.

use crate::odds::composition::VALUES;
use crate::odds::player::{Engine, NONE, stand_value};

/// Classes: hard 4–21 are 0–17, soft 12–21 are 18–27.
pub(super) const CLASSES: usize = 28;
/// A hand no chart cell decides (a natural, or a split ace).
pub(super) const NO_CLASS: u8 = u8::MAX;

/// The class of a total.
pub(super) fn class_of(total: u8, soft: bool) -> u8 {
    if soft { 18 + total - 12 } else { total - 4 }
}

/// The class's total and softness.
pub(super) fn class_total(class: u8) -> (u8, bool) {
    if class >= 18 {
        (class - 18 + 12, true)
    } else {
        (class + 4, false)
    }
}

/// The order classes are decided in: every class a hit leads to first (hard
/// 21 down to 11, soft 21 down to 12, hard 10 down to 4).
pub(super) const ORDER: [u8; CLASSES] = [
    17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 6, 5, 4, 3, 2,
    1, 0,
];

/// One hand of a world.
#[derive(Clone, Debug)]
pub(super) struct Spot {
    /// The hand's node in the engine's [`Hands`](crate::odds::player::Hands).
    pub node: u32,
    pub class: u8,
    /// Two cards: doubling and surrendering may be allowed.
    pub two: bool,
    pub may_double: bool,
    pub may_surrender: bool,
    pub stand: f64,
    pub double: f64,
    pub surrender: f64,
    /// The chance of each next card, and the spot it makes ([`NONE`]: a bust).
    pub chances: [f64; VALUES],
    pub children: [u32; VALUES],
}

/// The hands of one world, in the engine's node order (fewer cards first).
#[derive(Debug)]
pub(super) struct World {
    pub spots: Vec<Spot>,
    /// The spot of each node ([`NONE`]: not in this world).
    pub at: Vec<u32>,
    /// The spots of each class.
    pub classes: Vec<Vec<u32>>,
    /// The chance of reaching each spot under the chart being improved.
    pub reach: Vec<f64>,
    /// Each spot's value under the chart as decided so far.
    pub value: Vec<f64>,
}

impl World {
    /// The spot of `node`, if the world has it.
    pub fn spot(&self, node: u32) -> Option<u32> {
        let s = *self.at.get(node as usize)?;
        (s != NONE).then_some(s)
    }

    /// The value of hitting spot `s`: each next card, then the chart's play.
    pub fn hit(&self, s: u32) -> f64 {
        let spot = &self.spots[s as usize];
        spot.chances
            .iter()
            .zip(spot.children)
            .filter(|(p, _)| **p > 0.0)
            .map(|(p, child)| {
                p * if child == NONE {
                    -1.0
                } else {
                    self.value[child as usize]
                }
            })
            .sum()
    }

    /// The unsplit hands against `up`: every hand of two cards or more.
    pub fn unsplit(engine: &mut Engine, up: u8) -> World {
        let surrender = engine.params.surrender && up != 1;
        World::build(engine, up, 0, 0, |engine, i, node_counts| {
            let cards: u8 = node_counts.iter().sum();
            let stand = engine.stand(up, i);
            let two = cards == 2;
            let may_double = two && engine.may_double(i, false);
            let natural = two && engine.hands.nodes[i as usize].total().0 == 21;
            Made {
                stand,
                double: if may_double {
                    engine.double(up, i)
                } else {
                    f64::NAN
                },
                surrender: engine.surrender(node_counts, up),
                may_double,
                may_surrender: two && surrender,
                chances: engine.draw_chances(node_counts, up),
                fixed: natural,
            }
        })
    }

    /// The hands of a split of `pair` against `up` with `a` more pair cards out.
    pub fn split(engine: &mut Engine, up: u8, pair: u8, a: u8) -> World {
        let mut world = World::build(engine, up, pair, a + 1, |engine, i, _| {
            let removed = engine.split_removed(pair, a, i);
            let total = engine.hands.nodes[i as usize].total().0;
            let dist = engine.split_dist(up, i, pair, a + 1);
            let two = engine.hands.nodes[i as usize].cards == 2;
            let may_double = two && pair != 1 && engine.may_double(i, true);
            Made {
                stand: stand_value(&dist, total),
                double: engine.double_refund(&removed, up),
                surrender: f64::NAN,
                may_double,
                may_surrender: false,
                chances: engine.draw_chances(&removed, up),
                fixed: pair == 1,
            }
        });
        // A double: its refund, then one card and a stand, at twice the stake.
        for s in 0..world.spots.len() {
            let spot = &world.spots[s];
            if !spot.may_double {
                continue;
            }
            let mut value = spot.double;
            for (p, child) in spot.chances.iter().zip(spot.children) {
                if *p > 0.0 {
                    let end = if child == NONE {
                        -1.0
                    } else {
                        world.spots[child as usize].stand
                    };
                    value += 2.0 * p * end;
                }
            }
            world.spots[s].double = value;
        }
        world
    }

    /// The world of `pair` (0: unsplit): a spot for each hand of two cards
    /// or more that the shoe can give with `extra` more pair cards out
    /// (holding a pair card, when split), valued by `make`.
    fn build(
        engine: &mut Engine,
        up: u8,
        pair: u8,
        extra: u8,
        mut make: impl FnMut(&mut Engine, u32, &[u8; VALUES]) -> Made,
    ) -> World {
        let n = engine.hands.nodes.len();
        let mut at = vec![NONE; n];
        let mut spots = Vec::new();
        let mut shoe = engine.base;
        shoe[usize::from(up) - 1] = shoe[usize::from(up) - 1].saturating_sub(1);
        for (i, slot) in at.iter_mut().enumerate() {
            let node = &engine.hands.nodes[i];
            let counts = node.counts;
            if node.cards < 2 || !fits(&counts, &shoe, pair, extra) {
                continue;
            }
            if pair != 0 && counts[usize::from(pair) - 1] == 0 {
                continue;
            }
            let (total, soft) = node.total();
            let children = node.child;
            let made = make(engine, i as u32, &counts);
            *slot = spots.len() as u32;
            spots.push(Spot {
                node: i as u32,
                class: if made.fixed {
                    NO_CLASS
                } else {
                    class_of(total, soft)
                },
                two: counts.iter().sum::<u8>() == 2,
                may_double: made.may_double,
                may_surrender: made.may_surrender,
                stand: made.stand,
                double: made.double,
                surrender: made.surrender,
                chances: made.chances,
                children,
            });
        }
        for spot in &mut spots {
            for child in &mut spot.children {
                if *child != NONE {
                    *child = at[*child as usize];
                }
            }
        }
        let mut classes = vec![Vec::new(); CLASSES];
        for (s, spot) in spots.iter().enumerate() {
            if spot.class != NO_CLASS {
                classes[usize::from(spot.class)].push(s as u32);
            }
        }
        let value = spots.iter().map(|s| s.stand).collect();
        World {
            reach: vec![0.0; spots.len()],
            value,
            spots,
            at,
            classes,
        }
    }
}

/// What a world's `make` gives for one hand.
pub(super) struct Made {
    stand: f64,
    double: f64,
    surrender: f64,
    may_double: bool,
    may_surrender: bool,
    chances: [f64; VALUES],
    /// No cell decides the hand: it stands (or is a natural).
    fixed: bool,
}

/// Can `shoe` (the up card out) give a hand of `counts` with `extra` more
/// cards of `pair` out (the rest of a split pair, and pair cards other split
/// hands took)?
fn fits(counts: &[u8; VALUES], shoe: &[u16; VALUES], pair: u8, extra: u8) -> bool {
    counts.iter().enumerate().all(|(v, &c)| {
        let out = if pair != 0 && usize::from(pair) - 1 == v {
            extra
        } else {
            0
        };
        u16::from(c) + u16::from(out) <= shoe[v]
    })
}
