//! A trip's risk of ruin: the bankroll as an absorbing Markov chain, the
//! round's distribution stepped once a round.
//!
//! The bankroll is counted in the distribution's steps (half bets, or the
//! finer step of the pay). Every round is played in full, doubles and
//! splits included, whatever the bankroll: it may go below zero only at a
//! round's end, and the player is ruined when it ends a round at zero or
//! below (the published definition).
//!
//! Stepping every bankroll every round costs the width of the bankrolls'
//! spread a round, which grows with the square root of the rounds: a million
//! rounds would take minutes. Only bankrolls near zero can be ruined soon,
//! so the rounds go in blocks: for a block of m rounds, the bankrolls from
//! which ruin within m rounds has a chance below 10⁻²² ([`Reach`]) take the
//! block's m rounds at once (their chances convolved with the m-round net,
//! made once by squaring), and only the bankrolls below are stepped, in
//! blocks of m/8 the same way, down to blocks of 8 rounds stepped one by
//! one. What is let go (those chances of 10⁻²², and chances below 10⁻³⁰ at
//! the ends of the windows) is added up: it bounds the error ([`TripRisk`]),
//! and stays below 10⁻¹⁵ (a test holds it) until the blocks are large
//! enough for their convolutions to go by the FFT (`fft.rs`, from about
//! ten thousand rounds), whose rounding bound is added too: 4e-12 for
//! 100 000 rounds of the anchor, 6e-11 for a million.

use super::band::{Band, Power};
use super::distribution::RoundDistribution;
use super::reach::Reach;
use super::{Bankroll, RiskError};

/// The most rounds a trip may have.
pub const MAX_ROUNDS: u64 = 1_000_000;

/// The chance of ruin within a block below which a bankroll takes the
/// block's rounds at once.
const FAR: f64 = 1e-22;

/// Blocks shrink by this much a level...
const RATIO: u64 = 8;
/// ...down to blocks of this many rounds, stepped one by one.
const SMALLEST: u64 = 8;

/// The chance that a flat bettor holding `bankroll` bets, playing rounds
/// of `dist` one bet each, ends a round with nothing (or less) within
/// `rounds` rounds.
pub fn trip_risk(
    dist: &RoundDistribution,
    bankroll: Bankroll,
    rounds: u64,
) -> Result<f64, RiskError> {
    Ok(trip(dist, bankroll, rounds)?.risk)
}

/// A trip's risk of ruin and a bound on its error.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TripRisk {
    /// The chance of ruin within the trip.
    pub risk: f64,
    /// An upper bound on how far `risk` is from the exact chance, rounding
    /// of the sums aside (about 1e-16 a round): the chances let go, and
    /// the rounding of the FFT where the largest blocks use it.
    pub error: f64,
}

/// [`trip_risk`], with a bound on its error.
pub fn trip(
    dist: &RoundDistribution,
    bankroll: Bankroll,
    rounds: u64,
) -> Result<TripRisk, RiskError> {
    if !(1..=MAX_ROUNDS).contains(&rounds) {
        return Err(RiskError::Rounds(rounds));
    }
    let chain = Chain::new(dist, bankroll).run(rounds);
    Ok(TripRisk {
        risk: chain.ruined,
        error: chain.lost,
    })
}

/// The chain: the bankrolls not yet ruined, and what it has found.
#[derive(Clone, Debug)]
pub(super) struct Chain {
    /// Each net result in steps and its chance, the lowest first.
    kernel: Vec<(i64, f64)>,
    reach: Reach,
    /// The net of blocks of rounds, by their number of rounds.
    powers: Vec<(u64, Power)>,
    band: Band,
    scratch: Vec<f64>,
    /// The chance of ruin so far.
    pub ruined: f64,
    /// The chance let go as out of ruin's reach in the rounds left.
    pub safe: f64,
    /// An upper bound on the error of `ruined`: the chances let go at the
    /// windows' ends, and the bounds on the chance of ruin of what was let
    /// go or moved at once.
    pub lost: f64,
}

impl Chain {
    pub(super) fn new(dist: &RoundDistribution, bankroll: Bankroll) -> Chain {
        // The chances made to sum to one as nearly as floating point can,
        // so that a million rounds neither make nor lose chance.
        let total = Some(dist.total()).filter(|t| *t > 0.0).unwrap_or(1.0);
        let kernel: Vec<(i64, f64)> = dist
            .steps()
            .map(|(s, p)| (i64::from(s), p / total))
            .collect();
        Chain {
            reach: Reach::new(&kernel),
            kernel,
            powers: Vec::new(),
            band: Band::point(i64::from(bankroll.halves()) * i64::from(dist.unit()) / 2),
            scratch: Vec::new(),
            ruined: 0.0,
            safe: 0.0,
            lost: 0.0,
        }
    }

    /// Plays `rounds` rounds (fewer where nothing can change any more).
    pub(super) fn run(mut self, rounds: u64) -> Chain {
        if self.kernel.first().is_none_or(|k| k.0 >= 0) {
            // No round loses: nothing is ever ruined.
            return self;
        }
        let mut block = SMALLEST;
        while block * RATIO <= rounds {
            block *= RATIO;
        }
        let mut left = rounds;
        while left > 0 && !self.band.is_empty() {
            // Bankrolls that the rounds left cannot ruin (but for a
            // negligible chance) are let go: they stay.
            let safe = self.reach.level(left, FAR);
            let gone = self.band.split_from(safe).total();
            self.safe += gone;
            self.lost += gone * FAR;
            if self.band.is_empty() {
                break;
            }
            let now = if left >= block { block } else { left };
            let mut band = std::mem::take(&mut self.band);
            self.evolve(&mut band, now, block);
            self.band = band;
            left -= now;
        }
        self
    }

    /// Plays `rounds` rounds on `band`, in blocks of `block` rounds.
    fn evolve(&mut self, band: &mut Band, rounds: u64, block: u64) {
        if block <= SMALLEST {
            for _ in 0..rounds {
                if band.is_empty() {
                    return;
                }
                self.ruined += band.step(&self.kernel, &mut self.scratch);
                self.lost += band.trim();
            }
            return;
        }
        let inner = block / RATIO;
        let mut left = rounds;
        while left > 0 && !band.is_empty() {
            if left < block {
                self.evolve(band, left, inner);
                return;
            }
            let level = self.reach.level(block, FAR);
            let far = band.split_from(level);
            if !far.is_empty() {
                let power = self.power(block);
                let mass = far.total();
                self.lost += mass * (FAR + power.lost);
                let (mut moved, rounding) = far.convolve(&power);
                self.lost += rounding + moved.trim();
                if !band.is_empty() {
                    self.evolve(band, block, inner);
                }
                band.add(&moved);
            } else {
                self.evolve(band, block, inner);
            }
            left -= block;
        }
    }

    /// The net of `rounds` rounds (a power of two times the smallest
    /// block), made once by squaring.
    fn power(&mut self, rounds: u64) -> Power {
        if let Some((_, p)) = self.powers.iter().find(|(n, _)| *n == rounds) {
            return p.clone();
        }
        let mut n = 1;
        let mut power = Power::one(&self.kernel);
        while n < rounds {
            if let Some((_, p)) = self.powers.iter().find(|(k, _)| *k == 2 * n) {
                power = p.clone();
            } else {
                power = power.then(&power);
                self.powers.push((2 * n, power.clone()));
            }
            n *= 2;
        }
        power
    }

    /// The chance not yet ruined.
    #[cfg(test)]
    pub(super) fn alive(&self) -> f64 {
        self.band.total()
    }
}
