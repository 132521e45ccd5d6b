//! The rounds chosen, valued exactly: each hand of each play they were
//! chosen for, its gain added to the play's sums with the rounds it stands
//! for.

use super::super::count::hi_lo;
use super::super::player::Engine;
use super::fit::{self, FEATURES, LONGER};
use super::longer::{self, Longer};
use super::method::Convention;
use super::plays::Play;
use super::shoes::RoundStart;
use super::sums::{Sums, decided};
use super::value::{engine_again, gain, samples};
use crate::rules::Rules;

/// A round chosen to value some plays.
pub(super) struct Chosen {
    /// The block of shoes it was dealt in.
    pub block: u32,
    pub start: RoundStart,
    /// How many rounds it stands for: one over its chance of being chosen.
    pub stands_for: f64,
    /// The plays it values, one bit each.
    pub plays: u32,
}

/// What the chosen rounds are valued for: the table, the plays, each play's
/// hands of three cards and more (`longer[p]`), the convention.
#[derive(Clone, Copy)]
pub(super) struct Valuing<'a> {
    pub rules: &'a Rules,
    pub plays: &'a [Play],
    pub longer: &'a [Vec<Longer>],
    pub conv: Convention,
}

/// Each block's sums of the hands valued, one for each play, with the
/// block's number (in the order of the rounds chosen).
pub(super) type ByBlock = Vec<(u32, Vec<Sums>)>;

/// Values the chosen rounds: for each block that has some, for each play,
/// the sums of the hands valued.
fn value(
    Valuing {
        rules,
        plays,
        longer,
        conv,
    }: Valuing,
    chosen: &[Chosen],
) -> ByBlock {
    let mut blocks: ByBlock = Vec::new();
    let mut last = None;
    for round in chosen {
        if blocks.last().is_none_or(|(k, _)| *k != round.block) {
            blocks.push((round.block, vec![Sums::new(); plays.len()]));
        }
        let sums = &mut blocks.last_mut().expect("a block").1;
        let shoe = round.start.shoe;
        let mut engine = engine_again(last.take(), rules, &shoe);
        let base = fit::features(0, &shoe.counts());
        for (p, play) in plays.iter().enumerate() {
            if round.plays & (1 << p) == 0 {
                continue;
            }
            for (h, gain) in samples(&mut engine, &shoe, play.key()) {
                let Some((at, tc)) = decided(conv, &round.start, h.tags, 2) else {
                    continue;
                };
                let w = round.stands_for * h.weight;
                sums[p].add_valued(at, w, gain, tc, &fit::of_hand(base, h.hand));
            }
            let x = fit::of_hand(base, LONGER);
            for hand in &longer[p] {
                value_longer(&mut engine, (play, conv, round, &x), hand, &mut sums[p]);
            }
        }
        last = Some(engine);
    }
    blocks
}

/// Values a hand of three cards and more of `play` in a round chosen (its
/// features `x`), adding it to `sums`.
fn value_longer(
    engine: &mut Engine,
    (play, conv, round, x): (&Play, Convention, &Chosen, &[f64; FEATURES]),
    hand: &Longer,
    sums: &mut Sums,
) {
    let (_, up, d) = play.key();
    let peek = engine.params.peek;
    let w = longer::chance(&round.start.shoe, up, hand, peek);
    let tags = hand.tags + hi_lo(up);
    let Some((at, tc)) = decided(conv, &round.start, tags, u16::from(hand.cards)) else {
        return;
    };
    let values = (1..=10u8)
        .flat_map(|v| std::iter::repeat_n(v, usize::from(hand.counts[usize::from(v) - 1])));
    let (Some(i), true) = (engine.hands.find(values), w > 0.0) else {
        return;
    };
    let Some(g) = gain(engine, i, up, d) else {
        return;
    };
    sums.add_valued(at, round.stands_for * w, g, tc, x);
}

/// Values the chosen rounds on the machine's threads (one in the browser):
/// each block's sums (see [`ByBlock`]). The threads take whole blocks, each
/// summed in the order of its rounds, so the sums are the same to the bit
/// on any number of threads (and in the browser): the index plays'
/// fingerprint (`fingerprint.rs`) depends on it.
pub(super) fn value_all(valuing: Valuing, chosen: &[Chosen]) -> ByBlock {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
        if threads > 1 && chosen.len() > 64 {
            let parts = whole_blocks(chosen, threads);
            return std::thread::scope(|scope| {
                let handles: Vec<_> = parts
                    .into_iter()
                    .map(|part| scope.spawn(move || value(valuing, part)))
                    .collect();
                handles
                    .into_iter()
                    .flat_map(|h| h.join().expect("a thread"))
                    .collect()
            });
        }
    }
    value(valuing, chosen)
}

/// `chosen` (in block order) cut into at most `parts` runs of about the
/// same length, each of whole blocks.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn whole_blocks(chosen: &[Chosen], parts: usize) -> Vec<&[Chosen]> {
    let size = chosen.len().div_ceil(parts);
    let mut runs = Vec::with_capacity(parts);
    let mut rest = chosen;
    while !rest.is_empty() {
        let mut end = size.min(rest.len());
        while end < rest.len() && rest[end].block == rest[end - 1].block {
            end += 1;
        }
        let (run, more) = rest.split_at(end);
        runs.push(run);
        rest = more;
    }
    runs
}
