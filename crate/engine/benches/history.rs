//! A whole session's luck against skill and lifetime progress on 10 000
//! rounds (what opening the graph and the progress panel asks the engine),
//! on one core.
//!
//! Run with `cargo bench --bench history`.

use std::hint::black_box;

use blackjack::review::DecisionKind;
use blackjack::review::progress::{KeptDecision, KeptRound, lifetime_progress};
use blackjack::review::summary::{RoundFigures, summarize};
use criterion::{Criterion, criterion_group, criterion_main};

const ROUNDS: usize = 10_000;
/// The points the graph draws at most.
const POINTS: usize = 1_000;

/// A pseudo-random session: nets from -100.00 to +100.00, two decisions a round.
fn session() -> (Vec<RoundFigures>, Vec<KeptRound>) {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |n: i64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as i64
    };
    let mut bankroll = 1_000_000;
    let (mut figures, mut kept) = (Vec::new(), Vec::new());
    for i in 0..ROUNDS {
        let (net, cost) = (next(20_001) - 10_000, next(40));
        figures.push(RoundFigures {
            net_cents: net,
            wagered_cents: 1000,
            perfect_cents: -5,
            cost_cents: cost,
            bankroll_cents: bankroll,
        });
        bankroll += net;
        let decision = KeptDecision {
            kind: DecisionKind::ALL[i % 7],
            cost_cents: cost,
            taken: "stand".into(),
            best: "hit".into(),
            cards: vec!["TS".parse().unwrap(), "6D".parse().unwrap()],
            up: "9C".parse().unwrap(),
        };
        kept.push(KeptRound {
            session: format!("s{}", i / 500),
            round: format!("r{i}"),
            net_cents: net,
            wagered_cents: 1000,
            decisions: vec![decision.clone(), decision],
        });
    }
    (figures, kept)
}

fn bench(c: &mut Criterion) {
    let (figures, kept) = session();
    // The benchmarks check their answers.
    let summary = summarize(&figures, POINTS).unwrap();
    assert_eq!(summary.points.len(), POINTS);
    assert_eq!(summary.rounds, ROUNDS);
    assert_eq!(
        summary.luck_cents + summary.decisions_cents,
        summary.net_cents - summary.perfect_cents
    );
    let progress = lifetime_progress(&kept).unwrap();
    assert_eq!(progress.decisions, 2 * ROUNDS as u64);
    assert_eq!(progress.lost_cents, 2 * summary.cost_cents);
    assert_eq!(progress.sessions.len(), ROUNDS / 500);
    let mut group = c.benchmark_group("history");
    group.bench_function("summarize/10000", |b| {
        b.iter(|| black_box(summarize(black_box(&figures), POINTS)))
    });
    group.bench_function("progress/10000", |b| {
        b.iter(|| black_box(lifetime_progress(black_box(&kept))))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
