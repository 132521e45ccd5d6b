//! A ramp played by the simulator, round by round at the table with the
//! chart and the index plays: what it wins (to check the ramp's computed
//! figures) and how often a trip loses its bankroll.
//!
//! A round the back-counter sits out is still dealt (played at the table's
//! minimum by the same chart, as another player would play it) but not
//! counted: the shoe goes down as it would with someone in the seat.

use serde::Serialize;

use super::blocks::{from_parts, on_threads};
use super::counts::{LabError, each_round, lab_simulation};
use super::ramp::{Figure, Ramp};
use super::wong::Wong;
use crate::money::Money;
use crate::odds::IndexPlay;
use crate::rules::Rules;
use crate::shoe::Seed;
use crate::sim::{BLOCK, SimError, Simulation, block_seed};

/// A ramp's rounds as played: each block's rounds, rounds played, and the
/// sums of the rounds' nets and their squares (in money).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct RampTally {
    /// Rounds dealt.
    pub rounds: u64,
    /// Rounds played.
    pub played: u64,
    /// `(rounds, net, net squared)` of each block, in block order.
    blocks: Vec<(u64, f64, f64)>,
}

impl RampTally {
    /// The win per 100 rounds dealt, in money, with its standard error.
    pub fn win_per_100(&self) -> Figure {
        let (ev, _) = self.moments();
        let n = self.rounds as f64;
        Figure {
            value: 100.0 * ev,
            error: 100.0 * from_parts(self.blocks.iter().map(|b| (b.1 - ev * b.0 as f64) / n)),
        }
    }

    /// The standard deviation of 100 rounds dealt, in money, with its
    /// standard error.
    pub fn sd_per_100(&self) -> Figure {
        let (ev, var) = self.moments();
        let (n, m2, sd) = (self.rounds as f64, var + ev * ev, var.sqrt());
        let error = from_parts(self.blocks.iter().map(|b| {
            let p_ev = (b.1 - ev * b.0 as f64) / n;
            let p_var = (b.2 - m2 * b.0 as f64) / n - 2.0 * ev * p_ev;
            p_var / (2.0 * sd)
        }));
        Figure {
            value: 10.0 * sd,
            error: 10.0 * error,
        }
    }

    /// The mean and variance of a round dealt, in money.
    fn moments(&self) -> (f64, f64) {
        let n = self.rounds as f64;
        let net: f64 = self.blocks.iter().map(|b| b.1).sum();
        let sq: f64 = self.blocks.iter().map(|b| b.2).sum();
        let ev = net / n;
        (ev, (sq / n - ev * ev).max(0.0))
    }
}

/// The ramp's bet at each row while seated (`None`: not played).
fn seated_bets(ramp: &Ramp) -> Vec<Option<Money>> {
    (ramp.bets.iter())
        .map(|b| (b.bet > Money(0)).then_some(b.bet))
        .collect()
}

/// Plays `rounds` of trip or block `k`: `each(net)` after each round
/// played (`None` for a round sat out); stops where it says so.
fn play(
    sim: &Simulation,
    (bets, wong): (&[Option<Money>], Wong),
    seed: &Seed,
    (k, rounds): (u64, u64),
    mut each: impl FnMut(Option<Money>) -> bool,
) -> Result<(), SimError> {
    let mut seated = wong.seated_at_start();
    each_round(sim, seed, k, rounds, |r, first, player| {
        if first {
            seated = wong.seated_at_start();
        }
        seated = wong.plays(seated, super::counts::tc_of(r));
        match bets[r].filter(|_| seated) {
            Some(bet) => {
                let (net, _) = player.play_round_at(bet)?;
                Ok(each(Some(net)))
            }
            None => {
                player.play_round_at(sim.bet)?;
                Ok(each(None))
            }
        }
    })
}

/// Plays `ramp` (with `wong`) on `rules` with the index plays `plays` for
/// `rounds` rounds seeded with `seed` on `threads` threads; the tally
/// depends on the seed and `rounds` only.
pub fn play_ramp(
    rules: &Rules,
    plays: &[IndexPlay],
    (ramp, wong): (&Ramp, Wong),
    rounds: u64,
    seed: &Seed,
    threads: usize,
) -> Result<RampTally, LabError> {
    let sim = lab_simulation(rules, plays);
    let bets = seated_bets(ramp);
    let blocks = rounds.div_ceil(BLOCK);
    let step = threads.max(1) as u64;
    let parts = on_threads(threads, |t| {
        let mut out = Vec::new();
        for k in (t..blocks).step_by(step as usize) {
            let n = BLOCK.min(rounds - k * BLOCK);
            let (mut played, mut net, mut sq) = (0u64, 0.0, 0.0);
            play(&sim, (&bets, wong), seed, (k, n), |result| {
                if let Some(m) = result {
                    let x = m.cents() as f64 / 100.0;
                    played += 1;
                    net += x;
                    sq += x * x;
                }
                true
            })?;
            out.push((k, n, played, net, sq));
        }
        Ok(out)
    })?;
    let mut all: Vec<_> = parts.into_iter().flatten().collect();
    all.sort_by_key(|p| p.0);
    Ok(RampTally {
        rounds,
        played: all.iter().map(|p| p.2).sum(),
        blocks: all.iter().map(|p| (p.1, p.3, p.4)).collect(),
    })
}

/// A trip's risk of ruin read from simulated trips.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct TripRisk {
    /// The share of the trips that lost the bankroll.
    pub risk: f64,
    /// Its standard error, √(p (1 − p) / trips).
    pub error: f64,
    /// Trips played.
    pub trips: u64,
}

/// The chance that `ramp` (with `wong`) loses `bankroll` within `rounds`
/// rounds dealt, from `trips` trips simulated on `rules` with the index
/// plays `plays`, each from a freshly shuffled shoe of its own seed (from
/// `seed`), on `threads` threads. A trip is lost once its net reaches
/// −bankroll at the end of a round.
pub fn trip_risk(
    rules: &Rules,
    plays: &[IndexPlay],
    (ramp, wong): (&Ramp, Wong),
    (bankroll, rounds): (Money, u64),
    trips: u64,
    (seed, threads): (&Seed, usize),
) -> Result<TripRisk, LabError> {
    let sim = lab_simulation(rules, plays);
    let bets = seated_bets(ramp);
    let trip_seed = block_seed(seed, u64::MAX);
    let step = threads.max(1) as u64;
    let ruined = on_threads(threads, |t| {
        let mut ruined = 0u64;
        for j in (t..trips).step_by(step as usize) {
            let mut net = Money(0);
            let mut lost = false;
            play(&sim, (&bets, wong), &trip_seed, (j, rounds), |result| {
                net += result.unwrap_or(Money(0));
                lost = net <= Money(-bankroll.cents());
                !lost
            })?;
            ruined += u64::from(lost);
        }
        Ok(ruined)
    })?;
    let risk = ruined.iter().sum::<u64>() as f64 / trips.max(1) as f64;
    Ok(TripRisk {
        risk,
        error: (risk * (1.0 - risk) / trips.max(1) as f64).sqrt(),
        trips,
    })
}
