//! The simulator on one core: rounds per second of `blackjack simulate`'s
//! play (the table's best chart, one box, flat bet) on the JavaScript
//! simulator's work (one deck, S17, double after split, split to 4 hands,
//! aces once, 3:2, reshuffle at 75 %: `tests/rules/js-simulator.json`) and on
//! two presets.
//!
//! Run with `cargo bench --bench simulate`; criterion prints rounds per
//! second as "thrpt" (elements/s).

use std::hint::black_box;

use blackjack::sim::{Simulation, run};
use blackjack::{Preset, Rules};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const ROUNDS: u64 = 200_000;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("simulate");
    group.throughput(Throughput::Elements(ROUNDS));
    group.sample_size(10);
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/rules/js-simulator.json"
    );
    let js: Rules = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for (name, rules) in [
        ("js-simulator work", js),
        ("single-deck", Preset::SingleDeck.rules()),
        ("shuffle-machine", Preset::ShuffleMachine.rules()),
    ] {
        let bet = rules.min_bet;
        let sim = Simulation::best(rules, bet);
        // The benchmark checks its answer: the mean return is within a few
        // percent of the bet, as a table's is.
        let tally = run(&sim, ROUNDS, &[3; 32], 1).unwrap();
        assert!(
            tally.mean(sim.bet).abs() < 0.03,
            "{name}: {}",
            tally.mean(sim.bet)
        );
        group.bench_function(name, |b| {
            b.iter(|| black_box(run(&sim, ROUNDS, black_box(&[3; 32]), 1).unwrap()))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
