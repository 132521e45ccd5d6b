//! One round's net result as a distribution on a grid of steps of the bet.

use serde::Serialize;

/// One net result of a round and its chance.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Outcome {
    /// What the round returns, in bets (-8 to +8, 1.5 for a blackjack at 3:2).
    pub net: f64,
    /// Its chance.
    pub p: f64,
}

/// The chance of every net result of one round, on a grid of
/// [`unit`](RoundDistribution::unit) steps a bet.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundDistribution {
    /// Steps a bet: 2 (half bets) unless the blackjack pay needs finer.
    unit: u32,
    /// The net result of `p[0]`, in steps.
    lo: i32,
    /// The chance of each net result from `lo` up, step by step.
    p: Vec<f64>,
}

impl RoundDistribution {
    /// A distribution of `p[i]` for a net of `lo + i` steps, `unit` steps a
    /// bet (the chances as given: the builders make them sum to one).
    pub(crate) fn new(unit: u32, lo: i32, p: Vec<f64>) -> RoundDistribution {
        let mut dist = RoundDistribution { unit, lo, p };
        dist.trim();
        dist
    }

    /// Drops the empty steps at both ends.
    fn trim(&mut self) {
        let first = self.p.iter().position(|&p| p > 0.0).unwrap_or(0);
        let last = self.p.iter().rposition(|&p| p > 0.0).map_or(0, |i| i + 1);
        if first >= last {
            self.p.clear();
            return;
        }
        self.p.truncate(last);
        self.p.drain(..first);
        self.lo += first as i32;
    }

    /// Steps a bet: 2 where every result is a whole or half number of bets,
    /// 4 or 10 where the blackjack pay needs quarters or tenths (5:4, 6:5).
    pub fn unit(&self) -> u32 {
        self.unit
    }

    /// Every net result with a chance above zero, the lowest first.
    pub fn outcomes(&self) -> impl Iterator<Item = Outcome> + '_ {
        self.steps().map(|(step, p)| Outcome {
            net: f64::from(step) / f64::from(self.unit),
            p,
        })
    }

    /// Every net result (in steps) with a chance above zero, the lowest first.
    pub(crate) fn steps(&self) -> impl Iterator<Item = (i32, f64)> + '_ {
        self.p
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0.0)
            .map(|(i, &p)| (self.lo + i as i32, p))
    }

    /// The chance of a net result of `net` bets (0 off the grid).
    pub fn probability(&self, net: f64) -> f64 {
        let step = net * f64::from(self.unit);
        if step != step.round() {
            return 0.0;
        }
        let i = step as i64 - i64::from(self.lo);
        usize::try_from(i)
            .ok()
            .and_then(|i| self.p.get(i))
            .copied()
            .unwrap_or(0.0)
    }

    /// The sum of the chances (one, to rounding).
    pub fn total(&self) -> f64 {
        self.p.iter().sum()
    }

    /// The expected net result of a round, in bets.
    pub fn mean(&self) -> f64 {
        self.outcomes().map(|o| o.p * o.net).sum()
    }

    /// The standard deviation of a round's net result, in bets.
    pub fn sd(&self) -> f64 {
        let mean = self.mean();
        let var: f64 = self.outcomes().map(|o| o.p * (o.net - mean).powi(2)).sum();
        var.max(0.0).sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_distribution_keeps_only_its_results() {
        let dist = RoundDistribution::new(2, -4, vec![0.0, 0.0, 0.5, 0.0, 0.0, 0.0, 0.0, 0.5, 0.0]);
        let all: Vec<Outcome> = dist.outcomes().collect();
        assert_eq!(
            all,
            [Outcome { net: -1.0, p: 0.5 }, Outcome { net: 1.5, p: 0.5 }]
        );
        assert_eq!(dist.probability(1.5), 0.5);
        assert_eq!(dist.probability(1.25), 0.0);
        assert_eq!(dist.probability(40.0), 0.0);
        assert!((dist.mean() - 0.25).abs() < 1e-15);
        assert!((dist.sd() - 1.25).abs() < 1e-15);
    }
}
