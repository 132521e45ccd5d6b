//! A play's hands summed by the whole true count at the decision: the whole
//! counts kept, where a hand dealt falls among them, and the weighted sums
//! at each that the averaging (`average.rs`), its reading (`reading.rs`) and
//! its standard errors (`error.rs`) are made from.

use super::fit::{FEATURES, Normal};
use super::method::Convention;
use super::shoes::RoundStart;

/// The whole counts kept: −`SPAN` to +`SPAN`.
const SPAN: i32 = 12;
pub(super) const N: usize = (2 * SPAN + 1) as usize;

/// The slot of a whole count, if kept.
pub(super) fn slot(count: i32) -> Option<usize> {
    (-SPAN..=SPAN)
        .contains(&count)
        .then(|| (count + SPAN) as usize)
}

/// Where a hand dealt at `start` is decided: its slot and its true count
/// (`tags`: those of the up card and the hand's `cards` cards).
pub(super) fn decided(
    conv: Convention,
    start: &RoundStart,
    tags: i32,
    cards: u16,
) -> Option<(usize, f64)> {
    let left = start.shoe.total().checked_sub(1 + cards)?;
    let running = start.running + tags;
    let at = slot(conv.whole(running, left))?;
    Some((at, conv.true_count(running, left)))
}

/// Weighted sums at each whole count at the decision.
#[derive(Clone)]
pub(super) struct Sums {
    pub(super) weight: Vec<f64>,
    pub(super) gain: Vec<f64>,
    pub(super) count: Vec<f64>,
    pub(super) features: Vec<[f64; FEATURES]>,
    pub(super) hands: Vec<u32>,
    pub(super) normal: Normal,
}

impl Sums {
    pub(super) fn new() -> Sums {
        Sums {
            weight: vec![0.0; N],
            gain: vec![0.0; N],
            count: vec![0.0; N],
            features: vec![[0.0; FEATURES]; N],
            hands: vec![0; N],
            normal: Normal::default(),
        }
    }

    /// Adds a hand at slot `at`: weight `w`, gain `g`, true count `tc`.
    pub(super) fn add(&mut self, at: usize, w: f64, g: f64, tc: f64, x: &[f64; FEATURES]) {
        self.weight[at] += w;
        self.gain[at] += w * g;
        self.count[at] += w * tc;
        for (s, x) in self.features[at].iter_mut().zip(x) {
            *s += w * x;
        }
        self.hands[at] += 1;
    }

    /// Adds a hand valued: to the sums, and to the fit as well.
    pub(super) fn add_valued(&mut self, at: usize, w: f64, g: f64, tc: f64, x: &[f64; FEATURES]) {
        self.add(at, w, g, tc, x);
        self.normal.add(w, x, g);
    }

    pub(super) fn merge(&mut self, other: &Sums) {
        for at in 0..N {
            self.weight[at] += other.weight[at];
            self.gain[at] += other.gain[at];
            self.count[at] += other.count[at];
            for (s, o) in self.features[at].iter_mut().zip(&other.features[at]) {
                *s += o;
            }
            self.hands[at] += other.hands[at];
        }
        self.normal.merge(&other.normal);
    }
}
