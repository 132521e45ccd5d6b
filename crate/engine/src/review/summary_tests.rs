//! The session's sums add up to the cent, and the reduced series keeps the
//! first and last rounds and every extreme.

use proptest::prelude::*;

use super::summary::{MOST_CENTS, RoundFigures, SumError, summarize};

fn figures() -> impl Strategy<Value = RoundFigures> {
    (
        -50_000i64..50_000,
        0i64..60_000,
        -5_000i64..5_000,
        0i64..3_000,
    )
        .prop_map(|(net, wagered, perfect, cost)| RoundFigures {
            net_cents: net,
            wagered_cents: wagered,
            perfect_cents: perfect,
            cost_cents: cost,
            bankroll_cents: 0,
        })
}

/// Rounds whose bankrolls follow from the first one and the nets.
fn session() -> impl Strategy<Value = Vec<RoundFigures>> {
    (0i64..10_000_000, prop::collection::vec(figures(), 0..600)).prop_map(|(start, mut rounds)| {
        let mut bankroll = start;
        for r in &mut rounds {
            r.bankroll_cents = bankroll;
            bankroll += r.net_cents;
        }
        rounds
    })
}

proptest! {
    #[test]
    fn luck_and_decisions_add_up_to_the_net_less_perfect(rounds in session(), max in 0usize..700) {
        let s = summarize(&rounds, max).unwrap();
        let sum = |f: fn(&RoundFigures) -> i64| rounds.iter().map(f).sum::<i64>();
        prop_assert_eq!(s.rounds, rounds.len());
        prop_assert_eq!(s.net_cents, sum(|r| r.net_cents));
        prop_assert_eq!(s.perfect_cents, sum(|r| r.perfect_cents));
        prop_assert_eq!(s.cost_cents, sum(|r| r.cost_cents));
        prop_assert_eq!(s.wagered_cents, sum(|r| r.wagered_cents));
        prop_assert_eq!(s.decisions_cents, -s.cost_cents);
        prop_assert_eq!(s.luck_cents + s.decisions_cents, s.net_cents - s.perfect_cents);
        if let Some(last) = s.points.last() {
            prop_assert_eq!(last.actual, s.start_cents + s.net_cents);
            prop_assert_eq!(last.perfect - last.taken, s.cost_cents);
        }
    }

    #[test]
    fn the_reduction_keeps_the_ends_and_the_extremes(rounds in session(), max in 2usize..300) {
        let full = summarize(&rounds, usize::MAX).unwrap();
        let reduced = summarize(&rounds, max).unwrap();
        prop_assert_eq!(full.points.len(), rounds.len());
        prop_assert!(reduced.points.len() <= max);
        prop_assert_eq!(reduced.points.len(), rounds.len().min(max));
        prop_assert_eq!(reduced.points.first(), full.points.first());
        // Each point's bucket: the rounds after the point before it.
        let mut from = 0;
        for p in &reduced.points {
            let bucket = &full.points[from..=p.round];
            prop_assert_eq!(p.actual_min, bucket.iter().map(|q| q.actual).min().unwrap());
            prop_assert_eq!(p.actual_max, bucket.iter().map(|q| q.actual).max().unwrap());
            from = p.round + 1;
        }
        prop_assert_eq!(from, rounds.len());
        let low = |ps: &[super::summary::SeriesPoint]| ps.iter().map(|p| p.actual_min).min();
        let high = |ps: &[super::summary::SeriesPoint]| ps.iter().map(|p| p.actual_max).max();
        prop_assert_eq!(low(&reduced.points), low(&full.points));
        prop_assert_eq!(high(&reduced.points), high(&full.points));
        for pair in reduced.points.windows(2) {
            prop_assert!(pair[0].round < pair[1].round);
        }
        for p in &reduced.points {
            let at = full.points[p.round];
            prop_assert_eq!((p.actual, p.taken, p.perfect), (at.actual, at.taken, at.perfect));
            prop_assert!(p.actual_min <= p.actual && p.actual <= p.actual_max);
        }
    }
}

#[test]
fn one_point_per_round_when_they_fit() {
    let round = |net, perfect, cost, bankroll| RoundFigures {
        net_cents: net,
        wagered_cents: 1000,
        perfect_cents: perfect,
        cost_cents: cost,
        bankroll_cents: bankroll,
    };
    let rounds = [round(1000, -5, 0, 50_000), round(-2000, -6, 30, 51_000)];
    let s = summarize(&rounds, 10).unwrap();
    assert_eq!(s.points.len(), 2);
    assert_eq!(
        (s.points[1].actual, s.points[1].taken, s.points[1].perfect),
        (49_000, 49_959, 49_989)
    );
    assert_eq!(
        (s.net_cents, s.perfect_cents, s.cost_cents),
        (-1000, -11, 30)
    );
    assert_eq!(
        (s.luck_cents, s.decisions_cents, s.wagered_cents),
        (-959, -30, 2000)
    );
    assert_eq!(summarize(&[], 10).unwrap().points, vec![]);
}

#[test]
fn figures_out_of_range_are_refused() {
    let mut rounds = vec![RoundFigures::default(); 3];
    rounds[2].cost_cents = MOST_CENTS + 1;
    assert_eq!(
        summarize(&rounds, 10),
        Err(SumError::OutOfRange {
            round: 2,
            field: "costCents"
        })
    );
}
