//! What the sums of the rounds dealt say of a play: each whole count's
//! averaged gain (the fitted model over every round dealt, plus what it
//! misses over the rounds valued), its mean true count and standard error;
//! and the index read from them: the one statement of the rule
//! ([`Reading::index_by`]).

use serde::{Deserialize, Serialize};

use super::error;
use super::fit;
use super::method::Read;
use super::sums::{N, Sums, slot};

/// What the sums say of one play over the whole counts `window`: each
/// count's mean ([`means`]), and the index read from them ([`read`]).
pub(super) fn reading(
    (all, valued): (&Sums, Option<&Sums>),
    blocks: &[(&Sums, Option<&Sums>)],
    least: u32,
    window: (i32, i32),
) -> Reading {
    read(&means(all, valued, blocks, least), &all.weight, window)
}

/// Each whole count's averaged gain, mean true count and standard error,
/// where at least `least` hands were valued: `all` the sums of every round
/// dealt, `valued` those of the rounds valued (`None`: `all` holds the
/// gains), and each block's own of both (`blocks`).
fn means(
    all: &Sums,
    valued: Option<&Sums>,
    blocks: &[(&Sums, Option<&Sums>)],
    least: u32,
) -> Vec<Option<Mean>> {
    let beta = valued.map(|v| v.normal.solve());
    (0..N)
        .map(|at| {
            if all.weight[at] <= 0.0 {
                return None;
            }
            let true_count = all.count[at] / all.weight[at];
            let (Some(v), Some(beta)) = (valued, beta.as_ref()) else {
                let gain = all.gain[at] / all.weight[at];
                let error = error::exact(at, all, blocks);
                return Some(Mean {
                    gain,
                    true_count,
                    error,
                });
            };
            if v.hands[at] < least || v.weight[at] <= 0.0 {
                return None;
            }
            let model = fit::predict(beta, &all.features[at]) / all.weight[at];
            let missed = (v.gain[at] - fit::predict(beta, &v.features[at])) / v.weight[at];
            let error = error::fitted(at, (all, v), blocks, beta);
            Some(Mean {
                gain: model + missed,
                true_count,
                error,
            })
        })
        .collect()
}

/// A whole count's averaged gain, its hands' mean true count, and the
/// gain's standard error (none from fewer than two blocks).
#[derive(Clone, Copy, Debug)]
struct Mean {
    gain: f64,
    true_count: f64,
    error: Option<f64>,
}

/// What the high-count action gains on average at one whole true count.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CountAverage {
    /// The whole true count (as the [`Convention`](super::Convention) makes it whole).
    pub count: i32,
    /// The mean true count of the hands made that whole count.
    pub true_count: f64,
    /// The averaged gain of the high-count action over the other, per unit
    /// bet (the hand's first bet), once the dealer has peeked where the
    /// dealer peeks.
    pub gain: f64,
    /// The standard error of `gain`, from how much the blocks of a thousand
    /// shoes differ (none from fewer than two blocks): a count where `gain`
    /// is within twice it of zero is a tie, either action as good.
    #[serde(default)]
    pub error: Option<f64>,
    /// The share of all the play's hands dealt that fall at this count.
    pub share: f64,
}

/// What the rounds dealt say of one play.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Reading {
    /// The lowest whole count read from which the averaged gain is not
    /// negative at it and every count read above it (the lowest count read
    /// where none is negative; `None` where the highest count read is).
    pub index: Option<i32>,
    /// The averaged crossing: going down from the highest count read, where
    /// the averaged gain first turns negative, interpolated linearly between
    /// the mean true counts of that count and of the count read above it
    /// (`None` where no count read is negative, or the highest one is).
    pub crossing: Option<f64>,
    /// Each whole count read, from the lowest.
    pub averages: Vec<CountAverage>,
}

impl Reading {
    /// The index as counters learn it, read by `read`: by default the
    /// averaged crossing to the nearest whole count, halves away from zero
    /// (+0.45 gives 0, +3.5 gives +4, −1.5 gives −2), or, where there is no
    /// crossing among the counts read, the lowest count read from which the
    /// averaged gain is not negative ([`Reading::index`]). This is the one
    /// place the rule is written; docs/counting.md states it in words.
    pub(super) fn index_by(&self, read: Read) -> Option<i32> {
        match read {
            Read::NearestCrossing => self.crossing.map(|t| t.round() as i32).or(self.index),
            Read::LowestNotNegative => self.index,
        }
    }
}

/// The averaged crossing and the index read by `read` from whole counts'
/// averaged gains alone: `points` are `(count, mean true count, gain)`, read
/// over their whole range by the same code as a play's (each count weighing
/// the same, no standard errors). For the fingerprint's canonical
/// computation and the tests of the rule.
pub(super) fn read_points(points: &[(i32, f64, f64)], read_by: Read) -> (Option<f64>, Option<i32>) {
    let mut means = vec![None; N];
    for &(count, true_count, gain) in points {
        if let Some(at) = slot(count) {
            means[at] = Some(Mean {
                gain,
                true_count,
                error: None,
            });
        }
    }
    let lo = points.iter().map(|p| p.0).min().unwrap_or(0);
    let hi = points.iter().map(|p| p.0).max().unwrap_or(0);
    let reading = read(&means, &[1.0; N], (lo, hi));
    (reading.crossing, reading.index_by(read_by))
}

/// Reads the index from each count's mean gain, from the highest count of
/// `(lo, hi)` down.
fn read(means: &[Option<Mean>], weight: &[f64], (lo, hi): (i32, i32)) -> Reading {
    let all: f64 = weight.iter().sum();
    let averages = (lo..=hi)
        .filter_map(|count| {
            let at = slot(count)?;
            let mean = means[at]?;
            Some(CountAverage {
                count,
                true_count: mean.true_count,
                gain: mean.gain,
                error: mean.error,
                share: weight[at] / all,
            })
        })
        .collect();
    let (mut index, mut crossing, mut above) = (None, None, None);
    for count in (lo..=hi).rev() {
        let Some(Mean {
            gain,
            true_count: tc,
            ..
        }) = slot(count).and_then(|s| means[s])
        else {
            continue;
        };
        if gain < 0.0 {
            crossing = above.map(|(g, t): (f64, f64)| tc + (t - tc) * (-gain) / (g - gain));
            break;
        }
        index = Some(count);
        above = Some((gain, tc));
    }
    Reading {
        index,
        crossing,
        averages,
    }
}
