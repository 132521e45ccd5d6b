//! Bet spreads: a counter's bet, in units of the base bet, by the Hi-Lo true
//! count before each round, on a table dealt from a shoe to a cut card.
//!
//! The player counts what a player sees: every card of each finished round
//! (the dealer's hole card included, turned over by then), starting again
//! after each shuffle, and divides by the decks left in the shoe.

use std::str::FromStr;

use super::count::Counter;
use super::{BLOCK, Player, SimError, Simulation, block_seed};
use crate::money::Money;
use crate::rules::Shuffle;
use crate::shoe::Seed;

/// Units bet from each true count up: `1:1,2:2,3:4,4:8` bets 1 unit up to a
/// true count of 1, 2 units at 2, 4 at 3, and 8 from 4 on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spread {
    /// `(true count, units)`, counts rising.
    steps: Vec<(i32, u32)>,
}

/// Why a text is not a bet spread.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpreadError {
    /// Not TC:UNITS pairs with rising counts and 1 to 1000 units (the text is kept).
    #[error("--spread {0:?}: write TC:UNITS pairs, counts rising, as 1:1,2:2,3:4,4:8")]
    Malformed(String),
}

impl FromStr for Spread {
    type Err = SpreadError;

    fn from_str(text: &str) -> Result<Spread, SpreadError> {
        let bad = || SpreadError::Malformed(text.into());
        let mut steps = Vec::new();
        for pair in text.split(',') {
            let (tc, units) = pair.trim().split_once(':').ok_or_else(bad)?;
            let tc: i32 = tc.trim().parse().map_err(|_| bad())?;
            let units: u32 = units.trim().parse().map_err(|_| bad())?;
            if units == 0 || units > 1000 || steps.last().is_some_and(|&(last, _)| tc <= last) {
                return Err(bad());
            }
            steps.push((tc, units));
        }
        Ok(Spread { steps })
    }
}

impl Spread {
    /// The units bet at true count `tc` (the first step's below it).
    pub fn units(&self, tc: i32) -> u32 {
        let below = self.steps.iter().take_while(|&&(t, _)| t <= tc).last();
        below.or(self.steps.first()).map_or(1, |&(_, u)| u)
    }

    /// The largest bet, in units.
    pub fn most(&self) -> u32 {
        self.steps.iter().map(|&(_, u)| u).max().unwrap_or(1)
    }
}

/// Rounds of a spread and what they returned, exactly (cents).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpreadTally {
    /// Rounds played.
    pub rounds: u64,
    /// The sum of the opening bets, in cents.
    pub wagered: i128,
    /// The sum of each round's net, in cents.
    pub net: i128,
    /// The sum of the squares of each round's net, in cents squared.
    pub net_sq: i128,
}

impl SpreadTally {
    /// Counts one round of opening bet `bet` that netted `net`.
    pub(super) fn add(&mut self, bet: Money, net: Money) {
        let cents = i128::from(net.cents());
        self.rounds += 1;
        self.wagered += i128::from(bet.cents());
        self.net += cents;
        self.net_sq += cents * cents;
    }

    fn merge(self, o: SpreadTally) -> SpreadTally {
        SpreadTally {
            rounds: self.rounds + o.rounds,
            wagered: self.wagered + o.wagered,
            net: self.net + o.net,
            net_sq: self.net_sq + o.net_sq,
        }
    }

    /// The player's advantage: what the rounds returned per unit wagered.
    pub fn advantage(&self) -> f64 {
        if self.wagered == 0 {
            return 0.0;
        }
        self.net as f64 / self.wagered as f64
    }

    /// The mean and the standard deviation of one round's net, in units of `unit`.
    pub fn per_round(&self, unit: Money) -> (f64, f64) {
        if self.rounds < 2 {
            return (0.0, 0.0);
        }
        let n = self.rounds as f64;
        let mean = self.net as f64 / n;
        let var = (self.net_sq as f64 - n * mean * mean) / (n - 1.0);
        let unit = unit.cents() as f64;
        (mean / unit, var.max(0.0).sqrt() / unit)
    }

    /// The chance of losing a bankroll of `bankroll` units before it grows
    /// for ever, playing on at this mean and deviation per round (the usual
    /// diffusion estimate: exp(-2 mean bankroll / variance); 1 when the mean
    /// is not positive).
    pub fn risk_of_ruin(&self, unit: Money, bankroll: f64) -> f64 {
        let (mean, sd) = self.per_round(unit);
        if mean <= 0.0 || sd == 0.0 {
            return 1.0;
        }
        (-2.0 * mean * bankroll / (sd * sd)).exp().min(1.0)
    }
}

/// Refuses a spread the table cannot take: no cut card, or a top bet over
/// the table's maximum.
pub fn check(sim: &Simulation, spread: &Spread) -> Result<(), SimError> {
    if !matches!(sim.rules.shuffle, Shuffle::CutCard(_)) {
        return Err(SimError::Spread(
            "a bet spread needs a table dealt from a shoe to a cut card".into(),
        ));
    }
    let top = sim.bet * i64::from(spread.most());
    if top > sim.rules.max_bet {
        return Err(SimError::Spread(format!(
            "the top bet {top} is over the table's maximum {}",
            sim.rules.max_bet
        )));
    }
    Ok(())
}

fn play_blocks(
    sim: &Simulation,
    spread: &Spread,
    seed: &Seed,
    rounds: u64,
    (first, step): (u64, u64),
) -> Result<SpreadTally, SimError> {
    let mut tally = SpreadTally::default();
    let mut k = first;
    while k < rounds.div_ceil(BLOCK) {
        let mut player = Player::new(sim, Player::ENDLESS, &block_seed(seed, k))?;
        let mut counter = Counter::default();
        for _ in 0..BLOCK.min(rounds - k * BLOCK) {
            let bet = sim.bet * i64::from(spread.units(counter.true_count(player.table())));
            let (net, _) = player.play_round_at(bet)?;
            counter.see(player.table());
            tally.add(bet, net);
        }
        k += step;
    }
    Ok(tally)
}

/// Plays `rounds` rounds of `sim` betting by `spread` (units of `sim.bet`),
/// seeded with `seed`, on `threads` threads: the tally depends on the seed
/// and `rounds` only.
pub fn run_spread(
    sim: &Simulation,
    spread: &Spread,
    rounds: u64,
    seed: &Seed,
    threads: usize,
) -> Result<SpreadTally, SimError> {
    check(sim, spread)?;
    let threads = threads.max(1) as u64;
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| scope.spawn(move || play_blocks(sim, spread, seed, rounds, (t, threads))))
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(SimError::Refused("a thread failed".into())))
            })
            .try_fold(SpreadTally::default(), |all, t| Ok(all.merge(t?)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    #[test]
    fn a_spread_reads_and_bets_by_the_count() {
        let spread: Spread = "1:1,2:2,3:4,4:8".parse().unwrap();
        let units: Vec<u32> = (-3..=6).map(|tc| spread.units(tc)).collect();
        assert_eq!(units, [1, 1, 1, 1, 1, 2, 4, 8, 8, 8]);
        assert_eq!(spread.most(), 8);
        for bad in ["", "1", "1:0", "2:1,1:2", "x:1", "1:1,1:2"] {
            assert!(bad.parse::<Spread>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_spread_beats_a_flat_bet_and_shoeless_tables_refuse_it() {
        let rules = Preset::European.rules();
        let sim = Simulation::best(rules, Money::units(5));
        let flat: Spread = "0:1".parse().unwrap();
        let spread: Spread = "1:1,2:4,3:8,4:16".parse().unwrap();
        let seed = [7; 32];
        let flat = run_spread(&sim, &flat, 400_000, &seed, 2).unwrap();
        let counted = run_spread(&sim, &spread, 400_000, &seed, 2).unwrap();
        assert_eq!(flat.wagered, 400_000 * 500, "one unit a round");
        assert!(
            counted.advantage() > flat.advantage() + 0.004,
            "spread {} flat {}",
            counted.advantage(),
            flat.advantage()
        );
        assert_eq!(
            run_spread(&sim, &spread, 1000, &seed, 1),
            run_spread(&sim, &spread, 1000, &seed, 2)
        );
        let machine = Simulation::best(Preset::ShuffleMachine.rules(), Money::units(5));
        assert!(matches!(
            run_spread(&machine, &spread, 10, &seed, 1),
            Err(SimError::Spread(_))
        ));
        let big: Spread = "1:1,2:1000".parse().unwrap();
        assert!(matches!(
            run_spread(&sim, &big, 10, &seed, 1),
            Err(SimError::Spread(_))
        ));
    }
}
