//! Index plays as the books compute them: each play valued exactly on the
//! rounds of many real shoes, grouped by the whole Hi-Lo true count at the
//! decision, averaged with each round's chance of dealing it; the index is
//! the lowest count from which the high-count action is better on average
//! at every count above it.
//!
//! Valuing every round of thousands of shoes would take minutes, so the
//! average is estimated with far fewer, without bias:
//!
//! - every round of every shoe is dealt and, for each play, its hands'
//!   chances, counts and make-up of the shoe are summed (cheap: no value);
//! - at each whole count before the deal, about [`Method::per_count`] rounds
//!   are chosen at random, all with the same chance, and valued exactly,
//!   each standing for the rounds of its count it was chosen among, and only
//!   within three counts of the play's first guess (`grid.rs`);
//! - a linear model of the gain in the shoe's make-up is fitted to the
//!   rounds valued (`fit.rs`), and each count's average is the model's over
//!   all the rounds dealt plus the mean of what the model misses over the
//!   rounds valued (a control variate: the same mean, a far smaller error).
//!
//! Insurance, valued in closed form, is averaged over every round.

use super::fit::{self, FEATURES, Normal};
use super::method::{Convention, Method};
use super::shoes::{self, RoundStart};
use super::value::{Dealt, dealt, engine_for, insurance, samples};
use super::{Deviation, Play};
use crate::rules::Rules;
use crate::shoe::Seed;

/// The whole counts kept: −`SPAN` to +`SPAN`.
const SPAN: i32 = 12;
const N: usize = (2 * SPAN + 1) as usize;

/// The slot of a whole count, if kept.
fn slot(count: i32) -> Option<usize> {
    (-SPAN..=SPAN)
        .contains(&count)
        .then(|| (count + SPAN) as usize)
}

/// Weighted sums at each whole count at the decision.
#[derive(Clone)]
pub(super) struct Sums {
    weight: Vec<f64>,
    gain: Vec<f64>,
    count: Vec<f64>,
    features: Vec<[f64; FEATURES]>,
    hands: Vec<u32>,
    normal: Normal,
}

impl Sums {
    fn new() -> Sums {
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
    fn add(&mut self, at: usize, w: f64, g: f64, tc: f64, x: &[f64; FEATURES]) {
        self.weight[at] += w;
        self.gain[at] += w * g;
        self.count[at] += w * tc;
        for (s, x) in self.features[at].iter_mut().zip(x) {
            *s += w * x;
        }
        self.hands[at] += 1;
    }

    fn merge(&mut self, other: &Sums) {
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

/// A round chosen to value some plays.
struct Chosen {
    start: RoundStart,
    /// How many rounds it stands for: one over its chance of being chosen.
    stands_for: f64,
    /// The plays it values, one bit each.
    plays: u32,
}

/// Where a hand dealt at `start` is decided: its slot and its true count.
fn decided(conv: Convention, start: &RoundStart, h: &Dealt) -> Option<(usize, f64)> {
    let left = start.shoe.total() - 3;
    let running = start.running + h.tags;
    let at = slot(conv.whole(running, left))?;
    Some((at, conv.true_count(running, left)))
}

/// A number in [0, 1) from `n`, the same every time (splitmix64).
fn uniform(n: u64) -> f64 {
    let mut x = n.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    ((x ^ (x >> 31)) >> 11) as f64 / (1u64 << 53) as f64
}

/// Shoes dealt from one seed: blocks of this many, each keyed by the
/// method's seed and its number, so that the result does not depend on how
/// many threads deal them.
const BLOCK: u32 = 1000;

/// The seed of block `k`.
fn block_seed(seed: &Seed, k: u32) -> Seed {
    let mut out = *seed;
    for (b, x) in out[24..].iter_mut().zip(u64::from(k).to_le_bytes()) {
        *b ^= x;
    }
    out
}

/// `f` of each block of `method`'s shoes (`f(block, shoes)`), in block order,
/// on the machine's threads (one in the browser).
fn each_block<T: Send>(method: &Method, f: impl Fn(u32, u32) -> T + Sync) -> Vec<T> {
    let blocks = method.shoes.div_ceil(BLOCK);
    let shoes = |k: u32| BLOCK.min(method.shoes - k * BLOCK);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(8)) as u32;
        if threads > 1 && blocks > 1 {
            let f = &f;
            let parts: Vec<Vec<(u32, T)>> = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        scope.spawn(move || {
                            (t..blocks)
                                .step_by(threads as usize)
                                .map(|k| (k, f(k, shoes(k))))
                                .collect()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a thread"))
                    .collect()
            });
            let mut all: Vec<(u32, T)> = parts.into_iter().flatten().collect();
            all.sort_by_key(|(k, _)| *k);
            return all.into_iter().map(|(_, t)| t).collect();
        }
    }
    (0..blocks).map(|k| f(k, shoes(k))).collect()
}

/// Deals the shoes: the sums of every round dealt for each play (insurance
/// valued too), and the rounds chosen to value the others (`windows[p]`:
/// the counts before the deal at which play `p` is valued).
fn deal(
    rules: &Rules,
    method: &Method,
    plays: &[Play],
    windows: &[Option<(i32, i32)>],
) -> (Vec<Sums>, Vec<Chosen>) {
    let conv = method.convention;
    let counted = each_block(method, |k, shoes| {
        let mut dealt_at = [0u64; N];
        shoes::deal(rules, shoes, &block_seed(&method.seed, k), |start| {
            if let Some(s) = slot(conv.whole(start.running, start.shoe.total())) {
                dealt_at[s] += 1;
            }
        });
        dealt_at
    });
    let dealt_at: [u64; N] = std::array::from_fn(|s| counted.iter().map(|c| c[s]).sum());
    let chance = dealt_at.map(|d| (f64::from(method.per_count) / d.max(1) as f64).min(1.0));
    let parts = each_block(method, |k, shoes| {
        let mut all = vec![Sums::new(); plays.len()];
        let mut chosen = Vec::new();
        let mut round = u64::from(k) << 32;
        shoes::deal(rules, shoes, &block_seed(&method.seed, k), |start| {
            round += 1;
            let Some(s) = slot(conv.whole(start.running, start.shoe.total())) else {
                return;
            };
            let picked = |p: usize| uniform(round * 64 + p as u64) < chance[s];
            let mask = sum_round(rules, conv, plays, windows, &start, &mut all, picked);
            if mask != 0 {
                chosen.push(Chosen {
                    start,
                    stands_for: 1.0 / chance[s],
                    plays: mask,
                });
            }
        });
        (all, chosen)
    });
    let mut all = vec![Sums::new(); plays.len()];
    let mut chosen = Vec::new();
    for (sums, rounds) in parts {
        for (a, b) in all.iter_mut().zip(&sums) {
            a.merge(b);
        }
        chosen.extend(rounds);
    }
    (all, chosen)
}

/// Adds one round dealt to each play's sums (`all`); returns the plays it
/// is chosen to value (one bit each), `picked(p)` saying whether play `p`
/// picks it where it may.
fn sum_round(
    rules: &Rules,
    conv: Convention,
    plays: &[Play],
    windows: &[Option<(i32, i32)>],
    start: &RoundStart,
    all: &mut [Sums],
    picked: impl Fn(usize) -> bool,
) -> u32 {
    let before = conv.whole(start.running, start.shoe.total());
    let mut mask = 0u32;
    let mut base = None;
    for (p, (play, window)) in plays.iter().zip(windows).enumerate() {
        let Some((lo, hi)) = *window else { continue };
        // The counts read come from rounds at most a count or two away.
        if !(lo - 2..=hi + 2).contains(&before) {
            continue;
        }
        let exact = play.deviation == Deviation::Insure;
        for h in dealt(&start.shoe, play.key(), rules.hole_card) {
            let Some((at, tc)) = decided(conv, start, &h) else {
                continue;
            };
            let g = if exact {
                insurance(&start.shoe, h.cards)
            } else {
                0.0
            };
            let shoe = *base.get_or_insert_with(|| fit::features(0, &start.shoe.counts()));
            all[p].add(at, h.weight, g, tc, &fit::of_hand(shoe, h.hand));
        }
        if (lo..=hi).contains(&before) && !exact && picked(p) {
            mask |= 1 << p;
        }
    }
    mask
}

/// Values the chosen rounds: for each play, the sums of the hands valued.
fn value(rules: &Rules, plays: &[Play], conv: Convention, chosen: &[Chosen]) -> Vec<Sums> {
    let mut sums = vec![Sums::new(); plays.len()];
    for round in chosen {
        let shoe = round.start.shoe;
        let mut engine = engine_for(rules, &shoe);
        let base = fit::features(0, &shoe.counts());
        for (p, play) in plays.iter().enumerate() {
            if round.plays & (1 << p) == 0 {
                continue;
            }
            for (h, gain) in samples(&mut engine, &shoe, play.key()) {
                let Some((at, tc)) = decided(conv, &round.start, &h) else {
                    continue;
                };
                let w = round.stands_for * h.weight;
                let x = fit::of_hand(base, h.hand);
                sums[p].add(at, w, gain, tc, &x);
                sums[p].normal.add(w, &x, gain);
            }
        }
    }
    sums
}

/// Values the chosen rounds on the machine's threads (one in the browser).
fn value_all(rules: &Rules, plays: &[Play], conv: Convention, chosen: &[Chosen]) -> Vec<Sums> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
        if threads > 1 && chosen.len() > 64 {
            let size = chosen.len().div_ceil(threads);
            return std::thread::scope(|scope| {
                let handles: Vec<_> = chosen
                    .chunks(size)
                    .map(|part| scope.spawn(move || value(rules, plays, conv, part)))
                    .collect();
                let mut parts = handles.into_iter().map(|h| h.join().expect("a thread"));
                let mut all = parts.next().expect("one part at least");
                for part in parts {
                    for (a, b) in all.iter_mut().zip(&part) {
                        a.merge(b);
                    }
                }
                all
            });
        }
    }
    value(rules, plays, conv, chosen)
}

/// Each whole count's averaged gain and mean true count, where at least
/// `least` hands were valued: `all` the sums of every round dealt,
/// `valued` those of the rounds valued (`None`: `all` holds the gains).
fn means(all: &Sums, valued: Option<&Sums>, least: u32) -> Vec<Option<(f64, f64)>> {
    let beta = valued.map(|v| v.normal.solve());
    (0..N)
        .map(|at| {
            if all.weight[at] <= 0.0 {
                return None;
            }
            let tc = all.count[at] / all.weight[at];
            let (Some(v), Some(beta)) = (valued, beta) else {
                return Some((all.gain[at] / all.weight[at], tc));
            };
            if v.hands[at] < least || v.weight[at] <= 0.0 {
                return None;
            }
            let model = fit::predict(&beta, &all.features[at]) / all.weight[at];
            let missed = (v.gain[at] - fit::predict(&beta, &v.features[at])) / v.weight[at];
            Some((model + missed, tc))
        })
        .collect()
}

/// What the rounds dealt say of one play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Reading {
    /// The lowest whole count from which the high-count action is better.
    pub index: Option<i32>,
    /// Where the averaged gain crosses zero, between the mean true counts of
    /// the whole counts below and at the index.
    pub crossing: Option<f64>,
}

/// Reads the index from each count's mean gain, from the highest count of
/// `(lo, hi)` down.
fn read(means: &[Option<(f64, f64)>], (lo, hi): (i32, i32)) -> Reading {
    let (mut index, mut crossing, mut above) = (None, None, None);
    for count in (lo..=hi).rev() {
        let Some((gain, tc)) = slot(count).and_then(|s| means[s]) else {
            continue;
        };
        if gain < 0.0 {
            crossing = above.map(|(g, t): (f64, f64)| tc + (t - tc) * (-gain) / (g - gain));
            break;
        }
        index = Some(count);
        above = Some((gain, tc));
    }
    Reading { index, crossing }
}

/// The readings of `plays` on `rules` by `method`, `guesses[p]` play `p`'s
/// first guess (`None`: not valued).
pub(super) fn readings(
    rules: &Rules,
    method: &Method,
    plays: &[Play],
    guesses: &[Option<f64>],
) -> Vec<Option<Reading>> {
    let windows: Vec<Option<(i32, i32)>> = guesses
        .iter()
        .map(|g| g.map(|t| (t.floor() as i32 - 3, t.floor() as i32 + 3)))
        .collect();
    let (all, chosen) = deal(rules, method, plays, &windows);
    let valued = value_all(rules, plays, method.convention, &chosen);
    let least = (method.per_count / 10).max(1);
    plays
        .iter()
        .enumerate()
        .map(|(p, play)| {
            let (lo, hi) = windows[p]?;
            let exact = play.deviation == Deviation::Insure;
            let m = means(&all[p], (!exact).then_some(&valued[p]), least);
            // A count at the decision is read where the counts next to it
            // before the deal were valued too.
            Some(read(&m, (lo + 1, hi - 1)))
        })
        .collect()
}
