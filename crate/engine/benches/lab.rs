//! The counting lab on the anchor's six-deck table: its counts (2^21
//! rounds played with the chart and the index plays, on two threads; the
//! index plays computed beforehand), a ramp from those counts, and what the
//! page does with kept counts: write them (`to_bytes`), read them back
//! (`from_bytes`: the digest, the checks, the rows), and a ramp with its
//! risk curve from the bytes (2.1 MB, as at the default rounds: the 32
//! blocks' counts round by round are most of it).
//!
//! Run with `cargo bench --bench lab` (or a median of runs:
//! `bash tests/bench-runs.sh 5 cargo bench -p blackjack --bench lab`).

use std::hint::black_box;

use blackjack::lab::{Counts, RampAsk, Wong, counts, ramp, risk_curve};
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
    group.bench_function("kept counts to_bytes", |b| {
        b.iter(|| {
            let bytes = black_box(&counts).to_bytes();
            assert!(bytes.len() > 2_000_000);
            bytes
        })
    });
    let bytes = counts.to_bytes();
    group.bench_function("kept counts from_bytes", |b| {
        b.iter(|| {
            let back = Counts::from_bytes(black_box(&bytes)).unwrap();
            assert_eq!(back.rows, counts.rows);
            back
        })
    });
    group.bench_function("ramp 1:8 and risk curve from kept bytes", |b| {
        b.iter(|| {
            let kept = Counts::from_bytes(black_box(&bytes)).unwrap();
            let r = ramp(&kept, &rules, &ask);
            let curve = risk_curve(&r, ask.bankroll);
            // The curve holds the ramp's own risk at the bankroll asked.
            let at = curve.bankrolls.iter().position(|&b| b == ask.bankroll);
            assert_eq!(curve.lifetime[at.unwrap()], r.risk_of_ruin.value);
            (r, curve)
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
