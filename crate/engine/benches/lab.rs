//! The counting lab on the anchor's six-deck table: its counts (2^21
//! rounds played with the chart and the index plays, on two threads; the
//! index plays computed beforehand), and a ramp from those counts.
//!
//! Run with `cargo bench --bench lab` (or a median of runs:
//! `bash tests/bench-runs.sh 5 cargo bench -p blackjack --bench lab`).

use std::hint::black_box;

use blackjack::lab::{RampAsk, Wong, counts, ramp};
use blackjack::odds::index_plays;
use blackjack::sim::BLOCK;
use criterion::{Criterion, criterion_group, criterion_main};

mod common;
use common::anchor;

fn bench(c: &mut Criterion) {
    let rules = anchor();
    let plays = index_plays(&rules);
    let rounds = 32 * BLOCK;
    let mut group = c.benchmark_group("lab");
    group.sample_size(10);
    group.bench_function("counts six decks 2^21 rounds", |b| {
        b.iter(|| {
            let counts = counts(black_box(&rules), &plays, rounds, &[7; 32], 2).unwrap();
            // The benchmark checks its answer: every round counted once.
            let total: u64 = counts.rows.iter().map(|r| r.rounds).sum();
            assert_eq!(total, rounds);
            counts
        })
    });
    let counts = counts(&rules, &plays, rounds, &[7; 32], 2).unwrap();
    let ask = RampAsk::new(&rules, "10000", "1:8", "13.5", Wong::default()).unwrap();
    group.bench_function("ramp 1:8 from counts", |b| {
        b.iter(|| {
            let r = ramp(black_box(&counts), &rules, &ask);
            // SCORE = DI² · 2 / −ln 0.135.
            assert!((r.score.value / (r.di.value * r.di.value) - 1.0).abs() < 0.01);
            r
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
