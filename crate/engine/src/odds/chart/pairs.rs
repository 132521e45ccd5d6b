//! A pair dealt against one up card: the ways it can be made of one rank,
//! the split formula's weights of the split hands, and the split worlds.

use super::worlds::World;
use crate::odds::player::{Engine, NONE};
use crate::odds::split::split_formula;

/// One way a pair can be made of one rank (ten-value cards split by rank
/// come in several): its weight among the pair's deals, the cards left that
/// would pair again, and the split formula's weights.
#[derive(Clone, Debug)]
pub(super) struct Case {
    pub weight: f64,
    /// What a split gets back from a peeked blackjack.
    pub peek: f64,
    /// The coefficients of EV[X; a] and EV[P; a] in the split's value.
    pub cx: Vec<f64>,
    pub cp: Vec<f64>,
}

/// A pair dealt against the up card.
#[derive(Clone, Debug)]
pub(super) struct PairDeal {
    pub value: u8,
    /// The pair's spot in the unsplit world.
    pub spot: u32,
    pub chance: f64,
    pub may_split: bool,
    pub cases: Vec<Case>,
    /// The chance of each second card to a split hand, `a` more pair cards out.
    pub starts: Vec<[f64; 10]>,
    /// The split worlds' indexes by `a` ([`NONE`]: that many pair cards are not there).
    pub worlds: Vec<u32>,
}

impl PairDeal {
    /// The weight of the pair's own row (the rest of two tens of two ranks
    /// play the hard 20 row).
    pub fn weight(&self) -> f64 {
        self.cases.iter().map(|c| c.weight).sum()
    }
}

/// The pair of `value` against `up`: its cases, and the split worlds it needs.
pub(super) fn pair_deal(
    engine: &mut Engine,
    worlds: &mut Vec<World>,
    up: u8,
    value: u8,
    spot: u32,
    chance: f64,
) -> PairDeal {
    let most = engine.params.most_hands(value);
    let may_split = most >= 2;
    let pv = usize::from(value) - 1;
    let left = engine.base[pv] - u16::from(up == value);
    let triggers: Vec<(f64, u16)> = if value == 10 && engine.params.split_rank {
        engine.ten_pair_cases(up)
    } else {
        vec![(1.0, left.saturating_sub(2))]
    };
    let m = usize::from(most.max(2));
    let most_removed = 2 * (m - 2);
    let n = f64::from(engine.base_total) - 3.0;
    let cases = triggers
        .into_iter()
        .map(|(weight, trigger)| {
            let unit = |a: usize| {
                let mut e = vec![0.0; most_removed + 1];
                e[a] = 1.0;
                e
            };
            let zero = vec![0.0; most_removed + 1];
            let p = f64::from(trigger);
            Case {
                weight,
                peek: engine.split_peek(up, value, m, trigger),
                cx: (0..=most_removed)
                    .map(|a| split_formula(&unit(a), &zero, n, p, m))
                    .collect(),
                cp: (0..=most_removed)
                    .map(|a| split_formula(&zero, &unit(a), n, p, m))
                    .collect(),
            }
        })
        .collect();
    let (mut starts, mut ids) = (Vec::new(), Vec::new());
    for a in 0..=most_removed {
        let mut removed = [0u8; 10];
        removed[pv] = a as u8 + 2;
        starts.push(engine.draw_chances(&removed, up));
        if !may_split || usize::from(left) < a + 2 {
            ids.push(NONE);
            continue;
        }
        ids.push(worlds.len() as u32);
        worlds.push(World::split(engine, up, value, a as u8));
    }
    PairDeal {
        value,
        spot,
        chance,
        may_split,
        cases,
        starts,
        worlds: ids,
    }
}
