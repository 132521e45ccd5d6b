//! Index plays as the books compute them: each play valued exactly on the
//! rounds of many real shoes, grouped by the whole Hi-Lo true count at the
//! decision, averaged with each round's chance of dealing it; the index is
//! read from those averages (`reading.rs`).
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

use super::super::count::hi_lo;
use super::blocks::{block_seed, each_block, uniform};
use super::fit::{self, LONGER};
use super::longer::{self, Longer};
use super::method::{Convention, Method};
use super::plays::{Deviation, Play};
use super::reading::{Reading, reading};
use super::round_sums::RoundSums;
use super::shoes::{self, RoundStart};
use super::sums::{N, Sums, decided, slot};
use super::value::{each_dealt, insurance};
use super::valued::{Chosen, Valuing, value_all};
use crate::rules::Rules;

/// What the shoes are dealt for: the table, the convention, the plays, the
/// counts before the deal at which each is valued (`windows[p]`) and its
/// hands of three cards and more (`longer[p]`).
#[derive(Clone, Copy)]
struct Setup<'a> {
    rules: &'a Rules,
    conv: Convention,
    plays: &'a [Play],
    windows: &'a [Option<(i32, i32)>],
    longer: &'a [Vec<Longer>],
}

/// How many times more rounds than are valued have their hands of three
/// cards and more summed (too many to sum on every round).
const LONGER_SUMMED: f64 = 20.0;

/// What the shoes dealt give: for each play, the sums of every round dealt
/// (insurance valued too; the hands of three cards and more on a share of
/// the rounds, each standing for the rounds of its count it was chosen
/// among), merged and block by block; and the rounds chosen to value the
/// plays.
struct Dealt {
    all: Vec<Sums>,
    blocks: Vec<Vec<Sums>>,
    chosen: Vec<Chosen>,
}

/// Deals the shoes (see [`Dealt`]).
fn deal(setup: Setup, method: &Method) -> Dealt {
    let conv = setup.conv;
    let counted = each_block(method, |k, shoes| {
        let mut dealt_at = [0u64; N];
        shoes::deal(setup.rules, shoes, &block_seed(&method.seed, k), |start| {
            if let Some(s) = slot(conv.whole(start.running, start.shoe.total())) {
                dealt_at[s] += 1;
            }
        });
        dealt_at
    });
    let dealt_at: [u64; N] = std::array::from_fn(|s| counted.iter().map(|c| c[s]).sum());
    let share = |times: f64| {
        dealt_at.map(|d| (times * f64::from(method.per_count) / d.max(1) as f64).min(1.0))
    };
    let (chance, summed) = (share(1.0), share(LONGER_SUMMED));
    let parts = each_block(method, |k, shoes| {
        let mut all = vec![Sums::new(); setup.plays.len()];
        let mut chosen = Vec::new();
        let mut round = u64::from(k) << 32;
        shoes::deal(setup.rules, shoes, &block_seed(&method.seed, k), |start| {
            round += 1;
            let Some(s) = slot(conv.whole(start.running, start.shoe.total())) else {
                return;
            };
            let picked = |p: usize| uniform(round * 64 + p as u64) < chance[s];
            let longer = (uniform(round * 64 + 63) < summed[s]).then(|| 1.0 / summed[s]);
            let mask = sum_round(setup, &start, &mut all, picked, longer);
            if mask != 0 {
                chosen.push(Chosen {
                    block: k,
                    start,
                    stands_for: 1.0 / chance[s],
                    plays: mask,
                });
            }
        });
        (all, chosen)
    });
    let mut all = vec![Sums::new(); setup.plays.len()];
    let (mut blocks, mut chosen) = (Vec::new(), Vec::new());
    for (sums, rounds) in parts {
        for (a, b) in all.iter_mut().zip(&sums) {
            a.merge(b);
        }
        blocks.push(sums);
        chosen.extend(rounds);
    }
    Dealt {
        all,
        blocks,
        chosen,
    }
}

/// Adds one round dealt to each play's sums (`all`); returns the plays it
/// is chosen to value (one bit each), `picked(p)` saying whether play `p`
/// picks it where it may. `longer`: how many rounds this one stands for in
/// summing the hands of three cards and more, if it is summed.
fn sum_round(
    setup: Setup,
    start: &RoundStart,
    all: &mut [Sums],
    picked: impl Fn(usize) -> bool,
    longer: Option<f64>,
) -> u32 {
    let conv = setup.conv;
    let before = conv.whole(start.running, start.shoe.total());
    let shoe = fit::features(0, &start.shoe.counts());
    let mut mask = 0u32;
    let mut round = RoundSums::default();
    // Where a two-card hand is decided, by the tags of its cards and the up
    // card (−6 to +6), once per round.
    let mut by_tags = [None; 13];
    let mut two_cards = |tags: i32| {
        let i = (tags + 6) as usize;
        *by_tags[i].get_or_insert_with(|| decided(conv, start, tags, 2))
    };
    for (p, (play, window)) in setup.plays.iter().zip(setup.windows).enumerate() {
        let Some((lo, hi)) = *window else { continue };
        // The counts read come from rounds at most a count or two away.
        if !(lo - 2..=hi + 2).contains(&before) {
            continue;
        }
        let exact = play.deviation == Deviation::Insure;
        each_dealt(&start.shoe, play.key(), setup.rules.hole_card, |h| {
            let Some((at, tc)) = two_cards(h.tags) else {
                return;
            };
            let g = if exact {
                insurance(&start.shoe, h.cards)
            } else {
                0.0
            };
            round.add(at, h.hand, h.weight, g, tc);
        });
        if let Some(stands_for) = longer {
            for hand in &setup.longer[p] {
                let w = longer::chance(&start.shoe, play.up, hand, setup.rules.hole_card);
                let tags = hand.tags + hi_lo(play.up);
                if let (true, Some((at, tc))) =
                    (w > 0.0, decided(conv, start, tags, u16::from(hand.cards)))
                {
                    round.add(at, LONGER, stands_for * w, 0.0, tc);
                }
            }
        }
        round.flush(&mut all[p], &shoe);
        if (lo..=hi).contains(&before) && !exact && picked(p) {
            mask |= 1 << p;
        }
    }
    mask
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
    let longer: Vec<Vec<Longer>> = plays
        .iter()
        .zip(&windows)
        .map(|(play, window)| match play.deviation {
            Deviation::StandOverHit if method.longer && window.is_some() => {
                longer::longer_hands(rules, play.total, play.up)
            }
            _ => Vec::new(),
        })
        .collect();
    let setup = Setup {
        rules,
        conv: method.convention,
        plays,
        windows: &windows,
        longer: &longer,
    };
    let dealt = deal(setup, method);
    let valuing = Valuing {
        rules,
        plays,
        longer: &longer,
        conv: method.convention,
    };
    let by_block = value_all(valuing, &dealt.chosen);
    let mut valued = vec![Sums::new(); plays.len()];
    for (_, sums) in &by_block {
        for (a, b) in valued.iter_mut().zip(sums) {
            a.merge(b);
        }
    }
    let least = (method.per_count / 10).max(1);
    plays
        .iter()
        .enumerate()
        .map(|(p, play)| {
            let (lo, hi) = windows[p]?;
            let exact = play.deviation == Deviation::Insure;
            let blocks: Vec<(&Sums, Option<&Sums>)> = (dealt.blocks.iter().enumerate())
                .map(|(k, b)| {
                    let v = by_block.iter().find(|(block, _)| *block as usize == k);
                    (&b[p], v.map(|(_, sums)| &sums[p]))
                })
                .collect();
            let all = &dealt.all[p];
            let valued = (!exact).then_some(&valued[p]);
            // A count at the decision is read where the counts next to it
            // before the deal were valued too.
            Some(reading((all, valued), &blocks, least, (lo + 1, hi - 1)))
        })
        .collect()
}
