//! Index plays: the Hi-Lo true count at which a play's better action changes,
//! computed for a table's rules from the exact values of shoes whose
//! composition matches each count (nothing here is a published table).
//!
//! The shoe of a count: half the table's decks left, first neutral (every
//! value in proportion), then one card at a time made richer in high cards
//! (a low card out, then a high card in: fives, fours, sixes, threes, twos
//! out in turn; tens, and an ace one time in five, in) or, for negative
//! counts, poorer. Each step moves the running count by one; the true count is
//! read from the shoe so made. A play's value there is the exact value of each
//! two-card hand of its total (two different cards, no ace), weighted by its
//! chance, every later decision made on the exact cards left, and conditioned
//! on the dealer's peek where the dealer peeks. The index is where the
//! difference between the two actions changes sign, interpolated between the
//! two steps around it.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::composition::{Composition, TenRanks, VALUES};
use super::count::true_count;
use super::player::{Engine, Params, SplitPlay};
use crate::rules::{DoubleOn, Insurance, Rules};

/// The farthest true count searched; a play whose action does not change
/// within it has no index.
pub const MAX_TRUE_COUNT: f64 = 12.0;

/// What a play compares: the action a high count favours against the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Deviation {
    /// Insurance, against declining it.
    Insure,
    /// Standing, against hitting.
    StandOverHit,
    /// Doubling, against hitting.
    DoubleOverHit,
    /// Surrendering, against the better of hitting and standing.
    Surrender,
}

/// One index play for a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IndexPlay {
    /// The play as counters write it: `insurance`, `16 v T`, `15 v A`.
    pub name: String,
    /// The player's hard total (0 for insurance).
    pub total: u8,
    /// The dealer's up card, 1 (ace) to 10.
    pub up: u8,
    /// What is compared.
    pub deviation: Deviation,
    /// The true count at and above which the high-count action is better
    /// (exact to the interpolation), or `None` when it does not change
    /// within ±[`MAX_TRUE_COUNT`].
    pub index: Option<f64>,
    /// `index` rounded to the nearest whole count, as counters learn it.
    pub rounded: Option<i32>,
    /// Whether the high-count action is better at the neutral count.
    pub at_zero: bool,
}

/// The usual plays: `(total, up, deviation)`; total 0 is insurance.
const PLAYS: [(u8, u8, Deviation); 19] = {
    use Deviation::*;
    [
        (0, 1, Insure),
        (16, 10, StandOverHit),
        (15, 10, StandOverHit),
        (16, 9, StandOverHit),
        (12, 2, StandOverHit),
        (12, 3, StandOverHit),
        (12, 4, StandOverHit),
        (12, 5, StandOverHit),
        (12, 6, StandOverHit),
        (13, 2, StandOverHit),
        (13, 3, StandOverHit),
        (10, 10, DoubleOverHit),
        (10, 1, DoubleOverHit),
        (11, 1, DoubleOverHit),
        (9, 2, DoubleOverHit),
        (9, 7, DoubleOverHit),
        (15, 9, Surrender),
        (15, 1, Surrender),
        (14, 10, Surrender),
    ]
};

/// The index plays of `rules` that the table allows (no surrender where it
/// has none, none against an ace where it refuses that, no double outside
/// the totals it doubles, no surrender against an ace: no table has it),
/// in the usual order.
pub fn index_plays(rules: &Rules) -> Vec<IndexPlay> {
    let mut grid = Grid::new(rules);
    PLAYS
        .iter()
        .filter(|&&(total, up, d)| allowed(rules, total, up, d))
        .map(|&(total, up, deviation)| {
            let index =
                grid.crossing(|engine, left| difference(engine, left, total, up, deviation));
            let at_zero = grid.value_at(0, |e, l| difference(e, l, total, up, deviation)) >= 0.0;
            IndexPlay {
                name: name(total, up),
                total,
                up,
                deviation,
                index,
                rounded: index.map(|t| t.round() as i32),
                at_zero,
            }
        })
        .collect()
}

fn allowed(rules: &Rules, total: u8, up: u8, deviation: Deviation) -> bool {
    match deviation {
        Deviation::Insure => rules.insurance != Insurance::None,
        Deviation::StandOverHit => true,
        Deviation::DoubleOverHit => match rules.double_on {
            DoubleOn::NineToEleven => (9..=11).contains(&total),
            DoubleOn::Any | DoubleOn::Hard => true,
        },
        // The tables' surrender is never against an ace.
        Deviation::Surrender => rules.surrender && up != 1,
    }
}

fn name(total: u8, up: u8) -> String {
    if total == 0 {
        return "insurance".to_string();
    }
    let up = match up {
        1 => "A".to_string(),
        10 => "T".to_string(),
        v => v.to_string(),
    };
    format!("{total} v {up}")
}

/// The high-count action's value less the other's, in the shoe `left` (the
/// round's cards still in it).
fn difference(engine: &mut Engine, left: &Composition, total: u8, up: u8, d: Deviation) -> f64 {
    if d == Deviation::Insure {
        // Insurance pays 2 to 1 on a ten in the hole, the ace being out.
        let tens = f64::from(left.count(10));
        return 3.0 * tens / f64::from(left.total() - 1) - 1.0;
    }
    let mut weighted = 0.0;
    let mut weights = 0.0;
    let mut after_up = left.counts();
    after_up[usize::from(up) - 1] -= 1;
    for a in 2..=9u8 {
        let b = total.wrapping_sub(a);
        if b <= a || b > 10 {
            continue;
        }
        let w = f64::from(after_up[usize::from(a) - 1]) * f64::from(after_up[usize::from(b) - 1]);
        let Some(i) = engine.hands.find([a, b]) else {
            continue;
        };
        if w <= 0.0 {
            continue;
        }
        let counts = engine.hands.nodes[i as usize].counts;
        let peeked = |engine: &Engine, v: f64| engine.after_peek(v, &counts, up);
        let (stand, hit) = (engine.stand(up, i), engine.hit(up, i));
        let delta = match d {
            Deviation::StandOverHit => peeked(engine, stand) - peeked(engine, hit),
            Deviation::DoubleOverHit => {
                let double = engine.double(up, i);
                peeked(engine, double) - peeked(engine, hit)
            }
            _ => {
                let surrender = engine.surrender(&counts, up);
                peeked(engine, surrender) - peeked(engine, stand.max(hit))
            }
        };
        weighted += w * delta;
        weights += w;
    }
    weighted / weights
}

/// The shoes of each running count for one table, built when first asked.
struct Grid {
    rules: Rules,
    neutral: Composition,
    engines: HashMap<i32, (Composition, Engine)>,
}

impl Grid {
    fn new(rules: &Rules) -> Grid {
        let half = u16::from(rules.decks) * 2; // cards of each value in half the decks
        let mut counts = [half; VALUES];
        counts[9] = half * 4;
        Grid {
            rules: rules.clone(),
            neutral: Composition::from_counts(counts),
            engines: HashMap::new(),
        }
    }

    /// The shoe `steps` cards away from neutral (negative: poorer in highs).
    fn shoe(&self, steps: i32) -> Composition {
        const LOWS: [u8; 5] = [5, 4, 6, 3, 2];
        const HIGHS: [u8; 5] = [10, 10, 1, 10, 10];
        let mut counts = self.neutral.counts();
        for j in 0..steps.unsigned_abs() as usize {
            let (out, into) = if steps > 0 {
                (LOWS, HIGHS)
            } else {
                (HIGHS, LOWS)
            };
            let (list, delta) = if j % 2 == 0 { (out, -1i32) } else { (into, 1) };
            let slot = usize::from(list[(j / 2) % 5]) - 1;
            counts[slot] = (i32::from(counts[slot]) + delta).max(0) as u16;
        }
        Composition::from_counts(counts)
    }

    /// `f` of the shoe `steps` cards away from neutral.
    fn value_at(&mut self, steps: i32, f: impl Fn(&mut Engine, &Composition) -> f64) -> f64 {
        let rules = &self.rules;
        if !self.engines.contains_key(&steps) {
            let shoe = self.shoe(steps);
            let params = Params::of(rules, SplitPlay::UnsplitDecisions);
            let engine = Engine::new(params, &shoe, TenRanks::spread(shoe.count(10)));
            self.engines.insert(steps, (shoe, engine));
        }
        let (shoe, engine) = self.engines.get_mut(&steps).expect("just built");
        f(engine, shoe)
    }

    /// The true count where `f` (increasing with the count) turns from
    /// negative to non-negative, interpolated between two steps.
    fn crossing(&mut self, f: impl Fn(&mut Engine, &Composition) -> f64) -> Option<f64> {
        let at = |grid: &mut Grid, steps: i32| {
            let tc = true_count(grid.rules.decks, &grid.shoe(steps));
            (tc, grid.value_at(steps, &f))
        };
        let (mut tc, mut value) = at(self, 0);
        let direction = if value < 0.0 { 1 } else { -1 };
        let mut steps = 0;
        loop {
            steps += direction;
            let (next_tc, next) = at(self, steps);
            if next_tc.abs() > MAX_TRUE_COUNT || self.shoe(steps) == self.shoe(steps - direction) {
                return None;
            }
            if (next >= 0.0) != (value >= 0.0) {
                let t = tc + (next_tc - tc) * value / (value - next);
                return Some(t);
            }
            (tc, value) = (next_tc, next);
        }
    }
}

mod expect;

pub use expect::{Asked, IndexCall, index_call};

#[cfg(test)]
mod tests;
