//! A flat bettor's risk of ruin, on one core: the exact distribution of one
//! round's net result under each table's best chart (the chart found
//! beforehand), then risks from it: the anchor's trips (40 bets over 200
//! rounds, 102 over 500), a long trip, and a lifetime at the one table that
//! wins.
//!
//! Run with `cargo bench --bench risk` (or a median of runs:
//! `bash tests/bench-runs.sh 5 cargo bench -p blackjack --bench risk`).

use std::hint::black_box;

use blackjack::odds::chart::best_chart;
use blackjack::odds::risk::{Bankroll, lifetime_risk, round_distribution, trip_risk};
use blackjack::rules::{Preset, Rules};
use criterion::{Criterion, criterion_group, criterion_main};

mod common;
use common::anchor;

fn bench(c: &mut Criterion) {
    let mut tables: Vec<(String, Rules)> = Preset::ALL
        .iter()
        .map(|p| (p.name().to_string(), p.rules()))
        .collect();
    tables.push(("six-decks-das-rs3".into(), anchor()));
    let mut group = c.benchmark_group("risk distribution");
    group.sample_size(10);
    for (name, rules) in &tables {
        let best = best_chart(rules);
        group.bench_function(name.as_str(), |b| {
            b.iter(|| {
                let dist = round_distribution(black_box(rules), &best.chart).unwrap();
                // The benchmark checks its answer: the mean is the chart's
                // exact return.
                assert!((dist.mean() - best.chart_return).abs() < 1e-12);
                dist
            })
        });
    }
    group.finish();

    let rules = anchor();
    let dist = round_distribution(&rules, &best_chart(&rules).chart).unwrap();
    let mut group = c.benchmark_group("risk trip");
    group.sample_size(10);
    for (units, rounds, low, high) in [
        (40.0, 200, 0.0146, 0.0148),
        (102.0, 500, 0.0000903, 0.0000904),
        (1000.0, 100_000, 0.0802, 0.0803),
    ] {
        let bankroll = Bankroll::from_units(units).unwrap();
        group.bench_function(format!("{units} bets, {rounds} rounds"), |b| {
            b.iter(|| {
                let risk = trip_risk(&dist, black_box(bankroll), rounds).unwrap();
                assert!((low..high).contains(&risk), "{risk}");
                risk
            })
        });
    }
    group.finish();

    let rules = Preset::SingleDeck.rules();
    let dist = round_distribution(&rules, &best_chart(&rules).chart).unwrap();
    let bankroll = Bankroll::from_units(100.0).unwrap();
    c.bench_function("risk lifetime single-deck 100 bets", |b| {
        b.iter(|| {
            let risk = lifetime_risk(&dist, black_box(bankroll)).unwrap();
            assert!(risk > 0.99 && risk < 1.0, "{risk}");
            risk
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
