//! Complete rounds per second on one core: bet (Repeat), deal, a fixed simple
//! strategy (decline every offer, hit below 17, stand otherwise), settle.
//!
//! Run with `cargo bench --bench rounds`; criterion prints rounds per second
//! as "thrpt" (elements/s).

use std::hint::black_box;

use blackjack::{Money, Phase, Preset, Table};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const ROUNDS: u64 = 10_000;

/// Plays `ROUNDS` rounds; returns the bankroll change in cents.
fn play(table: &mut Table, rekey: bool, first_seed: u64) -> i64 {
    let start = table.bankroll().cents() + table.bets().iter().map(|b| b.main.cents()).sum::<i64>();
    for n in 0..ROUNDS {
        if table.rebet().is_err() {
            table
                .bet(1, Money::units(10))
                .expect("the bankroll covers a bet");
        }
        if rekey {
            let mut seed = [0u8; 32];
            seed[..8].copy_from_slice(&(first_seed + n).to_le_bytes());
            table.deal_seeded(seed).expect("a bet is placed");
        } else {
            table.deal_next().expect("a bet is placed");
        }
        loop {
            let done = match table.phase() {
                Phase::Betting => break,
                Phase::Insurance => table
                    .decline_insurance()
                    .or_else(|_| table.decline_even_money()),
                Phase::Playing => {
                    let round = table.round();
                    if round.hands[round.turn].total().value < 17
                        && !round.hands[round.turn].split_aces
                    {
                        table.hit()
                    } else {
                        table.stand()
                    }
                }
            };
            done.expect("the strategy only takes legal actions");
        }
    }
    table.bankroll().cents() - start
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("rounds");
    group.throughput(Throughput::Elements(ROUNDS));
    for (preset, rekey) in [
        (Preset::SingleDeck, false),
        (Preset::ShuffleMachine, false),
        (Preset::SingleDeck, true),
        (Preset::ShuffleMachine, true),
    ] {
        let mut table = Table::new(preset.rules(), Money::units(1_000_000_000)).unwrap();
        table.seed_stream([42; 32]);
        // The benchmark checks its answer: a hit-to-17 player loses a few
        // percent of what is bet (about 5-6), never gains, never loses it all.
        let result = play(&mut table, rekey, 1 << 40);
        let per_round = result as f64 / ROUNDS as f64 / 1000.0;
        assert!(
            (-0.12..-0.01).contains(&per_round),
            "{preset}: {per_round} per unit bet"
        );
        let name = format!(
            "{}/{}",
            preset.name(),
            if rekey {
                "new-seed-every-round"
            } else {
                "one-stream"
            }
        );
        let mut seed = 0;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += ROUNDS;
                black_box(play(&mut table, rekey, seed))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
