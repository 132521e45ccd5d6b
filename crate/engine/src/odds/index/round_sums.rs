//! One play's hands of one round gathered by whole count, so that the
//! shoe's features are multiplied once per count touched, not once per hand.

use arrayvec::ArrayVec;

use super::fit::{self, FEATURES};
use super::sums::{N, Sums};

/// One play's hands in one round, summed by whole count before they join
/// the play's [`Sums`]: they share the shoe's features but for their slot.
#[derive(Default)]
pub(super) struct RoundSums {
    cells: ArrayVec<Cell, N>,
}

/// The hands of one whole count in a [`RoundSums`].
struct Cell {
    at: usize,
    weight: f64,
    gain: f64,
    count: f64,
    slots: [f64; fit::SLOTS],
    hands: u32,
}

impl RoundSums {
    /// Adds a hand in slot `slot` at whole count `at`: weight `w`, gain
    /// `g`, true count `tc`.
    pub(super) fn add(&mut self, at: usize, slot: usize, w: f64, g: f64, tc: f64) {
        let cell = match self.cells.iter().position(|c| c.at == at) {
            Some(i) => &mut self.cells[i],
            None => {
                self.cells.push(Cell {
                    at,
                    weight: 0.0,
                    gain: 0.0,
                    count: 0.0,
                    slots: [0.0; fit::SLOTS],
                    hands: 0,
                });
                self.cells.last_mut().expect("just pushed")
            }
        };
        cell.weight += w;
        cell.gain += w * g;
        cell.count += w * tc;
        cell.slots[slot.min(fit::SLOTS - 1)] += w;
        cell.hands += 1;
    }

    /// Adds the round's sums to `sums`, `shoe` the features of the round's
    /// shoe (those of hand 0), and empties them.
    pub(super) fn flush(&mut self, sums: &mut Sums, shoe: &[f64; FEATURES]) {
        for c in self.cells.drain(..) {
            sums.weight[c.at] += c.weight;
            sums.gain[c.at] += c.gain;
            sums.count[c.at] += c.count;
            let features = &mut sums.features[c.at];
            let (slots, shares) = features.split_at_mut(fit::SLOTS);
            for (f, w) in slots.iter_mut().zip(c.slots) {
                *f += w;
            }
            for (f, x) in shares.iter_mut().zip(&shoe[fit::SLOTS..]) {
                *f += c.weight * x;
            }
            sums.hands[c.at] += c.hands;
        }
    }
}
