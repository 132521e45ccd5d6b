//! The synthetic shoes of each running count: half the table's decks, made
//! richer (or poorer) in high cards one card at a time. Quick, and only a
//! first guess: it tells the real-shoe averaging (`average.rs`) around which
//! counts to look for a play's index.

use std::collections::HashMap;

use super::super::composition::{Composition, VALUES};
use super::super::count::true_count;
use super::super::player::Engine;
use super::value::engine_for;
use crate::rules::Rules;

/// The farthest true count searched; a play whose action does not change
/// within it has no index.
pub const MAX_TRUE_COUNT: f64 = 12.0;

/// The shoes of each running count for one table, built when first asked.
pub(super) struct Grid {
    rules: Rules,
    neutral: Composition,
    engines: HashMap<i32, (Composition, Engine)>,
}

impl Grid {
    pub(super) fn new(rules: &Rules) -> Grid {
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
    pub(super) fn shoe(&self, steps: i32) -> Composition {
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
    pub(super) fn value_at(
        &mut self,
        steps: i32,
        f: impl Fn(&mut Engine, &Composition) -> f64,
    ) -> f64 {
        let rules = &self.rules;
        if !self.engines.contains_key(&steps) {
            let shoe = self.shoe(steps);
            let engine = engine_for(rules, &shoe);
            self.engines.insert(steps, (shoe, engine));
        }
        let (shoe, engine) = self.engines.get_mut(&steps).expect("just built");
        f(engine, shoe)
    }

    /// The true count where `f` (increasing with the count) turns from
    /// negative to non-negative, interpolated between two steps.
    pub(super) fn crossing(&mut self, f: impl Fn(&mut Engine, &Composition) -> f64) -> Option<f64> {
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
