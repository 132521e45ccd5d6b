//! Scoring a day's game (what opening a shared result asks the engine, and
//! what `blackjack daily --link` does): its link decoded, the 20 rounds
//! replayed from the date's seeds and each reviewed with the exact odds, for
//! a day of each table, on one core. The reviewer is made afresh each time
//! (the worker's first day of a table pays for it too).
//!
//! Run with `cargo bench --bench daily`.

use std::hint::black_box;

use blackjack::daily::score::{perfect, score};
use blackjack::daily::{Date, Day, link};
use blackjack::review::Reviewer;
use blackjack::rules::Preset;
use criterion::{Criterion, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let today: Date = "2026-12-04".parse().unwrap();
    let mut group = c.benchmark_group("daily score");
    group.sample_size(10);
    for n in 0..4 {
        let day = Day::of(today.plus(n).unwrap());
        let preset: Preset = day.preset;
        let mut reviewer = Reviewer::new(&preset.rules());
        let text = link::encode(&perfect(&mut reviewer, day).unwrap());
        group.bench_function(preset.name(), |b| {
            b.iter(|| {
                let played = link::decode(black_box(&text), today.plus(n).unwrap()).unwrap();
                let mut reviewer = Reviewer::new(&preset.rules());
                let day = score(&mut reviewer, &played).unwrap();
                // The benchmark checks its answer: perfect play loses nothing.
                assert_eq!(day.lost_cents, 0);
                day
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
