//! A trip's risk of ruin: the bankroll as an absorbing Markov chain, the
//! round's distribution stepped once a round.
//!
//! The bankroll is counted in the distribution's steps (half bets, or the
//! finer step of the pay). Every round is played in full, doubles and
//! splits included, whatever the bankroll: it may go below zero only at a
//! round's end, and the player is ruined when it ends a round at zero or
//! below (the published definition). Chances below 10⁻³⁰ at either end of
//! the bankroll's range are let go (their sum, which bounds the error, is
//! far below 10⁻²⁰ after a million rounds).

use super::distribution::RoundDistribution;
use super::{Bankroll, RiskError};

/// The most rounds a trip may have.
pub const MAX_ROUNDS: u64 = 1_000_000;

/// A chance of one bankroll this small is let go.
const NEGLIGIBLE: f64 = 1e-30;

/// The chance that a flat bettor holding `bankroll` bets, playing rounds
/// of `dist` one bet each, ends a round with nothing (or less) within
/// `rounds` rounds.
pub fn trip_risk(
    dist: &RoundDistribution,
    bankroll: Bankroll,
    rounds: u64,
) -> Result<f64, RiskError> {
    if !(1..=MAX_ROUNDS).contains(&rounds) {
        return Err(RiskError::Rounds(rounds));
    }
    Ok(Chain::new(dist, bankroll).run(rounds).ruined)
}

/// The chain's state: the chance of each bankroll not yet ruined.
#[derive(Clone, Debug)]
pub(super) struct Chain {
    /// Each net result in steps and its chance, the lowest first.
    kernel: Vec<(i64, f64)>,
    /// The bankroll (in steps, at least 1) of `live[0]`.
    base: i64,
    live: Vec<f64>,
    next: Vec<f64>,
    /// Running sums of `live`.
    sums: Vec<f64>,
    /// The chance of ruin so far.
    pub ruined: f64,
    /// The chances let go (an upper bound on the error of `ruined`).
    pub lost: f64,
}

impl Chain {
    pub(super) fn new(dist: &RoundDistribution, bankroll: Bankroll) -> Chain {
        // The chances made to sum to one as nearly as floating point can,
        // so that a million rounds neither make nor lose chance.
        let total = Some(dist.total()).filter(|t| *t > 0.0).unwrap_or(1.0);
        let kernel = dist
            .steps()
            .map(|(s, p)| (i64::from(s), p / total))
            .collect();
        Chain {
            kernel,
            base: i64::from(bankroll.halves()) * i64::from(dist.unit()) / 2,
            live: vec![1.0],
            next: Vec::new(),
            sums: Vec::new(),
            ruined: 0.0,
            lost: 0.0,
        }
    }

    /// Steps the chain `rounds` rounds (fewer where nothing can change).
    pub(super) fn run(mut self, rounds: u64) -> Chain {
        let Some(&(low, _)) = self.kernel.first() else {
            return self;
        };
        let loss = (-low).max(0);
        for played in 0..rounds {
            // Nothing left, or no bankroll left can be lost in the rounds left.
            let left = i64::try_from(rounds - played).unwrap_or(i64::MAX);
            if self.live.is_empty() || self.base > loss.saturating_mul(left) {
                break;
            }
            self.step();
        }
        self
    }

    /// One round.
    fn step(&mut self) {
        let (low, high) = match (self.kernel.first(), self.kernel.last()) {
            (Some(l), Some(h)) => (l.0, h.0),
            _ => return,
        };
        let top = self.base + self.live.len() as i64 - 1;
        let base = (self.base + low).max(1);
        let len = (top + high - base + 1).max(0) as usize;
        self.next.clear();
        self.next.resize(len, 0.0);
        self.sums.clear();
        let mut sum = 0.0;
        self.sums.push(0.0);
        for &p in &self.live {
            sum += p;
            self.sums.push(sum);
        }
        for &(j, p) in &self.kernel {
            // Bankrolls x with x + j <= 0 are ruined.
            let first = (1 - j).max(self.base);
            let cut = ((first - self.base) as usize).min(self.live.len());
            self.ruined += p * self.sums[cut];
            if cut == self.live.len() {
                continue;
            }
            let to = (first + j - base) as usize;
            let from = &self.live[cut..];
            for (g, f) in self.next[to..to + from.len()].iter_mut().zip(from) {
                *g += p * f;
            }
        }
        std::mem::swap(&mut self.live, &mut self.next);
        self.base = base;
        self.trim();
    }

    /// Lets go of negligible chances at both ends.
    fn trim(&mut self) {
        while let Some(&p) = self.live.last() {
            if p >= NEGLIGIBLE {
                break;
            }
            self.lost += p;
            self.live.pop();
        }
        let start = self
            .live
            .iter()
            .position(|&p| p >= NEGLIGIBLE)
            .unwrap_or(self.live.len());
        if start > 0 {
            self.lost += self.live[..start].iter().sum::<f64>();
            self.live.drain(..start);
            self.base += start as i64;
        }
    }

    /// The chance not yet ruined.
    #[cfg(test)]
    pub(super) fn alive(&self) -> f64 {
        self.live.iter().sum()
    }
}
