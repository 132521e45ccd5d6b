//! How fast could any simulator of this work go on this machine? The
//! engine's simulator side by side, in one process, with a yardstick: a
//! bare loop that deals the very same cards from the very same stream and
//! plays them by the very same chart, with nothing else (no table, no
//! checks, no phases, no records, no money type).
//!
//!     cargo bench -p blackjack --bench floor [-- RUNS ROUNDS]
//!
//! RUNS pairs (default 7) of ROUNDS rounds (default 10 000 000) each,
//! the order taking turns (engine then loop, loop then engine, ...), on
//! the plain work of issue 37: six decks, S17, double after split,
//! re-splits to three hands (aces to two), no surrender, peek, 3:2,
//! reshuffle at 75 %, the table's best chart, no insurance, a flat bet of
//! the table minimum (`tests/rules/six-decks-das-rs3.json`, what
//! `tests/sim-side-by-side.sh` runs). It prints each side's rounds a
//! second, median (min–max), the loop's over the engine's by the medians,
//! and the median of the pairs' ratios.
//!
//! The loop is a yardstick, not a second engine: nothing in the product
//! calls it, it knows only this one family of rules (it refuses others),
//! and before any timing it must return the engine's tally to the cent
//! (rounds, hands, the sum of the nets and of their squares) on several
//! seeds, or the benchmark fails. So the two sides do the same work, card
//! for card, and the ratio measures only what the engine's generality
//! costs.

use std::time::Instant;

use blackjack::Rules;
use blackjack::odds::chart::{Chart, Code, Row, Take, best_chart};
use blackjack::rules::{DoubleOn, Insurance, RulesSpec, Shuffle, SplitMatch};
use blackjack::shoe::{DealRng, Seed};
use blackjack::sim::{BLOCK, Simulation, Tally, block_seed, run};

/// The rules the loop knows, read off a [`Rules`] it has checked.
struct Plain {
    decks: usize,
    /// Reshuffle once this share of the shoe (in %) is dealt.
    cut: usize,
    hits_soft_17: bool,
    max_hands: usize,
    max_ace_hands: usize,
    /// What a blackjack wins, in cents.
    blackjack: i64,
    /// The flat bet, in cents.
    bet: i64,
}

impl Plain {
    /// The rules, if they are the family the loop plays: a shoe dealt to a
    /// cut card, one box, peek, double on any two cards and after splits,
    /// splits by value, no surrender, no side bets, no even money.
    fn of(rules: &Rules) -> Option<Plain> {
        let Shuffle::CutCard(cut) = rules.shuffle else {
            return None;
        };
        let plain = rules.boxes == 1
            && rules.hole_card
            && rules.double_on == DoubleOn::Any
            && !rules.double_for_less
            && rules.double_after_split
            && rules.split == SplitMatch::Value
            && !rules.surrender
            && rules.pair_bonus.is_none()
            && rules.even_money == blackjack::rules::EvenMoney::None
            && !rules.insure_blackjack
            && rules.insurance != Insurance::None
            && rules.max_hands <= 8
            && rules.max_ace_hands <= 2;
        plain.then(|| Plain {
            decks: usize::from(rules.decks),
            cut: usize::from(cut),
            hits_soft_17: rules.dealer_hits_soft_17,
            max_hands: usize::from(rules.max_hands),
            max_ace_hands: usize::from(rules.max_ace_hands),
            blackjack: rules
                .min_bet
                .ratio(rules.blackjack_pays.win, rules.blackjack_pays.per)
                .cents(),
            bet: rules.min_bet.cents(),
        })
    }
}

/// A shoe of card values (ace 1), shuffled as the engine's is: each draw
/// swaps a uniform pick among the undealt cards to the front.
struct Shoe {
    values: Vec<u8>,
    dealt: usize,
    /// Where this round's cards begin (those before are discards).
    round_start: usize,
}

impl Shoe {
    fn new(decks: usize) -> Shoe {
        let mut shoe = Shoe {
            values: vec![0; decks * 52],
            dealt: 0,
            round_start: 0,
        };
        shoe.reshuffle();
        shoe
    }

    /// The engine's canonical order (rank-major, four suits a rank), whose
    /// values run in ascending order.
    fn reshuffle(&mut self) {
        for (i, v) in self.values.iter_mut().enumerate() {
            *v = ((i % 52) / 4 + 1).min(10) as u8;
        }
        self.dealt = 0;
        self.round_start = 0;
    }

    #[inline(always)]
    fn draw(&mut self, rng: &mut DealRng) -> u8 {
        if self.dealt == self.values.len() {
            self.recycle_discards();
        }
        let pick = rng.index((self.values.len() - self.dealt) as u32) as usize;
        let undealt = &mut self.values[self.dealt..];
        undealt.swap(0, pick);
        self.dealt += 1;
        undealt[0]
    }

    /// Out of cards in mid-round, as the engine does: this round's cards to
    /// the front, the discards back in the shoe in canonical order.
    #[cold]
    fn recycle_discards(&mut self) {
        self.values.rotate_left(self.round_start);
        self.dealt -= self.round_start;
        self.round_start = 0;
        self.values[self.dealt..].sort_unstable();
    }
}

/// A hand: its hard total, an ace, its card count, its first two cards.
#[derive(Clone, Copy, Default)]
struct Hand {
    hard: u8,
    ace: bool,
    cards: u8,
    first: u8,
    second: u8,
    split: bool,
    stake: i64,
}

impl Hand {
    #[inline(always)]
    fn push(&mut self, v: u8) {
        match self.cards {
            0 => self.first = v,
            1 => self.second = v,
            _ => {}
        }
        self.hard += v;
        self.ace |= v == 1;
        self.cards += 1;
    }

    #[inline(always)]
    fn total(&self) -> (u8, bool) {
        if self.ace && self.hard <= 11 {
            (self.hard + 10, true)
        } else {
            (self.hard, false)
        }
    }
}

/// What the chart does with a hand: the engine's `Chart::choose_by` for
/// this family of rules (a pair's own row unless the hand came from a
/// split, its total's row otherwise; double on two cards; no surrender).
#[derive(PartialEq)]
enum Play {
    Hit,
    Stand,
    Double,
    Split,
}

fn play(chart: &Chart, hand: &Hand, total: (u8, bool), up: u8, may_split: bool) -> Play {
    let by_code = |code: Code, two: bool| match code {
        Code::D | Code::Ds if two => Play::Double,
        Code::S | Code::Ds | Code::Rs => Play::Stand,
        Code::H | Code::D | Code::Rh | Code::P | Code::Rp => Play::Hit,
    };
    if hand.cards == 2 && hand.first == hand.second {
        let code = chart.code(Row::Pair(hand.first), up);
        match code {
            Code::P | Code::Rp if may_split => return Play::Split,
            Code::P | Code::Rp => {}
            _ if !hand.split => return by_code(code, true),
            _ => {}
        }
    }
    by_code(
        chart.code(Row::of_total(total.0, total.1), up),
        hand.cards == 2,
    )
}

/// Plays `rounds` rounds in the engine's blocks (a fresh shoe and stream
/// per block of [`BLOCK`] rounds, keyed by [`block_seed`]).
fn bare(plain: &Plain, chart: &Chart, rounds: u64, seed: &Seed) -> Tally {
    let mut tally = Tally::default();
    let mut shoe = Shoe::new(plain.decks);
    let mut rng = DealRng::simulation(block_seed(seed, 0));
    let bet = plain.bet;
    for played in 0..rounds {
        if played % BLOCK == 0 {
            shoe.reshuffle();
            rng = DealRng::simulation(block_seed(seed, played / BLOCK));
        }
        if shoe.dealt * 100 >= shoe.values.len() * plain.cut {
            shoe.reshuffle();
        }
        shoe.round_start = shoe.dealt;
        let mut hands = [Hand::default(); 8];
        let mut count = 1;
        let mut dealer = Hand::default();
        hands[0].stake = bet;
        hands[0].push(shoe.draw(&mut rng));
        dealer.push(shoe.draw(&mut rng));
        hands[0].push(shoe.draw(&mut rng));
        dealer.push(shoe.draw(&mut rng));
        let up = dealer.first;
        let natural = |h: &Hand| h.cards == 2 && h.hard == 11 && h.ace;
        let net = if (up == 1 || up == 10) && natural(&dealer) {
            if natural(&hands[0]) { 0 } else { -bet }
        } else if natural(&hands[0]) {
            plain.blackjack
        } else {
            let mut i = 0;
            while i < count {
                let mut hand = hands[i];
                if hand.cards == 1 {
                    hand.push(shoe.draw(&mut rng));
                }
                // Split aces take one card each, no decision.
                while !(hand.split && hand.first == 1) {
                    let total = hand.total();
                    if total.0 >= 21 {
                        break;
                    }
                    let limit = if hand.first == 1 {
                        plain.max_ace_hands
                    } else {
                        plain.max_hands
                    };
                    match play(chart, &hand, total, up, count < limit) {
                        Play::Stand => break,
                        Play::Hit => hand.push(shoe.draw(&mut rng)),
                        Play::Double => {
                            hand.stake += bet;
                            hand.push(shoe.draw(&mut rng));
                            break;
                        }
                        Play::Split => {
                            let card = hand.first;
                            let mut right = Hand {
                                split: true,
                                stake: bet,
                                ..Hand::default()
                            };
                            right.push(card);
                            hand = right;
                            hand.push(shoe.draw(&mut rng));
                            hands.copy_within(i + 1..count, i + 2);
                            hands[i + 1] = right;
                            count += 1;
                        }
                    }
                }
                hands[i] = hand;
                i += 1;
            }
            let hands = &hands[..count];
            if hands.iter().any(|h| h.total().0 <= 21) {
                loop {
                    let (total, soft) = dealer.total();
                    if total > 17 || (total == 17 && !(soft && plain.hits_soft_17)) {
                        break;
                    }
                    dealer.push(shoe.draw(&mut rng));
                }
            }
            let dealer = dealer.total().0;
            hands
                .iter()
                .map(|h| {
                    let total = h.total().0;
                    if total > 21 {
                        -h.stake
                    } else if dealer > 21 || total > dealer {
                        h.stake
                    } else if total == dealer {
                        0
                    } else {
                        -h.stake
                    }
                })
                .sum()
        };
        let net = i128::from(net);
        tally.rounds += 1;
        tally.hands += count as u64;
        tally.net += net;
        tally.net_sq += net * net;
    }
    tally
}

/// The rules of `tests/rules/NAME.json`, read for the loop, their best
/// chart, and the engine's simulation of them (no insurance, the minimum bet).
fn work(name: &str) -> (Plain, Chart, Simulation) {
    let path = format!(
        "{}/../../tests/rules/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let rules = serde_json::from_str::<RulesSpec>(&text)
        .unwrap()
        .check()
        .unwrap();
    let plain = Plain::of(&rules).expect("rules of the loop's family");
    let chart = best_chart(&rules).chart;
    let sim = Simulation {
        bet: rules.min_bet,
        rules,
        chart: chart.clone(),
        insurance: Take::Never,
        even_money: Take::Never,
        indices: None,
    };
    (plain, chart, sim)
}

fn median(xs: &mut [f64]) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

fn summary(xs: &mut [f64]) -> String {
    let m = median(xs);
    format!(
        "{:.2} M ({:.2}–{:.2})",
        m / 1e6,
        xs[0] / 1e6,
        xs[xs.len() - 1] / 1e6
    )
}

fn main() {
    // `cargo bench` passes `--bench`; the numbers are the first two others.
    // Without `--bench` (`cargo test --all-targets`, as criterion's benches
    // do there) only the tallies are compared: a differential test of the
    // simulator against the loop.
    let args: Vec<String> = std::env::args().skip(1).collect();
    let timing = args.iter().any(|a| a == "--bench");
    let numbers: Vec<u64> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let runs = numbers.first().copied().unwrap_or(7) as usize;
    let rounds = numbers.get(1).copied().unwrap_or(10_000_000);

    // The same tally to the cent, or the loop is not doing the engine's
    // work: the plain work, then one deck with splits to four hands, then
    // a dealer who hits soft 17.
    for file in ["six-decks-das-rs3", "js-simulator", "six-decks-das-h17"] {
        let (plain, chart, sim) = work(file);
        for (seed, n) in [([0; 32], 3 * BLOCK + 777), ([0x5e; 32], 2 * BLOCK)] {
            let engine = run(&sim, n, &seed, 1).unwrap();
            assert_eq!(
                engine,
                bare(&plain, &chart, n, &seed),
                "{file}, seed {seed:?}"
            );
        }
        println!("{file}: the loop's tally is the engine's to the cent (2 seeds, 5 blocks)");
    }
    if !timing {
        return;
    }

    let (plain, chart, sim) = work("six-decks-das-rs3");
    let seed = [0; 32];
    let (mut engine, mut loop_, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for pair in 0..runs {
        let time = |engine_side: bool| {
            let start = Instant::now();
            let tally = if engine_side {
                run(&sim, rounds, &seed, 1).unwrap()
            } else {
                bare(&plain, &chart, rounds, &seed)
            };
            let rate = rounds as f64 / start.elapsed().as_secs_f64();
            (tally, rate)
        };
        let ((te, e), (tl, l)) = if pair % 2 == 0 {
            let e = time(true);
            (e, time(false))
        } else {
            let l = time(false);
            (time(true), l)
        };
        assert_eq!(te, tl);
        println!(
            "pair {}: engine {:.2} M rounds/s, loop {:.2} M, loop/engine {:.3}",
            pair + 1,
            e / 1e6,
            l / 1e6,
            l / e
        );
        engine.push(e);
        loop_.push(l);
        ratios.push(l / e);
    }
    let ratio = median(&mut loop_.clone()) / median(&mut engine.clone());
    println!(
        "{runs} pairs of {rounds} rounds, one thread, rounds/s median (min–max):\n  \
         engine {}\n  loop   {}\n  loop/engine by the medians {ratio:.3}, pair by pair {:.3} ({:.3}–{:.3})",
        summary(&mut engine),
        summary(&mut loop_),
        median(&mut ratios),
        ratios[0],
        ratios[ratios.len() - 1],
    );
}
