//! The exact odds: a table's expected return (single deck and six decks), one
//! hint, the next round of a part-dealt six-deck shoe, and a table's index
//! plays, on one core.
//!
//! Run with `cargo bench --bench odds`.

use std::hint::black_box;

use blackjack::odds::{
    Analyzer, Composition, Method, expected_return, index_plays_with, next_round_return,
};
use blackjack::{ActionKind, ActionSet, Card, Preset};
use criterion::{Criterion, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("odds");
    group.sample_size(10);
    for preset in [Preset::SingleDeck, Preset::ShuffleMachine] {
        let rules = preset.rules();
        // The benchmark checks its answer: these tables return the player
        // within a percent of the bet (single deck a little above zero).
        let edge = expected_return(&rules).player;
        let range = match preset {
            Preset::SingleDeck => 0.0..0.002,
            _ => -0.006..0.0,
        };
        assert!(range.contains(&edge), "{preset}: {edge}");
        group.bench_function(format!("edge/{}", preset.name()), |b| {
            b.iter(|| black_box(expected_return(black_box(&rules))))
        });
    }
    // One hint from a fresh analyzer: a pair of twos against a seven, every
    // action allowed but surrender (single deck, re-splits to four hands).
    let rules = Preset::SingleDeck.rules();
    let hand: Vec<Card> = ["2S", "2H"].iter().map(|c| c.parse().unwrap()).collect();
    let up: Card = "7D".parse().unwrap();
    let allowed: ActionSet = [
        ActionKind::Hit,
        ActionKind::Stand,
        ActionKind::Double,
        ActionKind::Split,
    ]
    .into_iter()
    .collect();
    let seen = [hand[0], hand[1], up];
    let hint = || {
        Analyzer::new(&rules)
            .advise(&seen, &hand, up, 1, allowed)
            .expect("a legal hand")
    };
    let advice = hint();
    assert_eq!(advice.best, Some(ActionKind::Split), "{advice:?}");
    assert!((-0.3..0.3).contains(&advice.split.unwrap()), "{advice:?}");
    group.bench_function("hint/single-deck 2-2 v 7", |b| b.iter(|| black_box(hint())));
    depleted(&mut group);
    group.finish();
}

/// The next round of a six-deck shoe with five cards out (true count +0.85),
/// and the index plays of the european table.
fn depleted(group: &mut criterion::BenchmarkGroup<criterion::measurement::WallTime>) {
    let rules = Preset::LandCasino.rules();
    let left = Composition::from_counts([24, 24, 24, 24, 23, 20, 24, 24, 24, 96]);
    let next = next_round_return(&rules, &left).expect("a shoe of six decks");
    assert!(
        (0.0..0.01).contains(&next),
        "fives and sixes out favour the player: {next}"
    );
    group.bench_function("next-round/land-casino, 307 cards left", |b| {
        b.iter(|| black_box(next_round_return(black_box(&rules), &left)))
    });
    // The default method takes seconds a table: the bench deals a twelfth
    // of its shoes (the time scales with them).
    let rules = Preset::European.rules();
    let method = Method {
        shoes: 4000,
        ..Method::default()
    };
    let plays = index_plays_with(&rules, &method);
    assert_eq!(plays[0].rounded, Some(3), "insurance at +3: {:?}", plays[0]);
    group.bench_function("indices/european, 4000 shoes", |b| {
        b.iter(|| black_box(index_plays_with(black_box(&rules), &method)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
