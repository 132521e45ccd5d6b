//! How far up ruin can still reach: a bound on the chance of losing a
//! bankroll within a number of rounds, from the round's distribution alone.
//!
//! For any θ > 0, e^(-θ S_j) / M(θ)^j is a martingale (S_j the net after j
//! rounds, M(θ) = E[e^(-θ X)] for one round's net X), so by Doob's maximal
//! inequality the chance that S_j reaches -x or below within k rounds is at
//! most e^(-θ x) · max(1, M(θ))^k; the bound takes the best θ of a grid.
//! It is rigorous whatever the grid: a coarse grid only makes it looser.

/// The grid of θ (per step of the distribution) the bound tries.
const THETAS: usize = 160;

/// The bound's ingredients for one distribution.
#[derive(Clone, Debug)]
pub(super) struct Reach {
    /// θ and max(0, ln M(θ)) on the grid.
    grid: Vec<(f64, f64)>,
}

impl Reach {
    /// The bound for rounds of `kernel` (each net result in steps, its chance).
    pub(super) fn new(kernel: &[(i64, f64)]) -> Reach {
        let grid = (0..THETAS)
            .map(|i| {
                // From 10 down to about 1e-7 per step, 10 a decade.
                let theta = 10f64 * 10f64.powf(-(i as f64) / 20.0);
                let top = kernel
                    .iter()
                    .map(|&(j, _)| -theta * j as f64)
                    .fold(f64::NEG_INFINITY, f64::max);
                let sum: f64 = kernel
                    .iter()
                    .map(|&(j, p)| p * (-theta * j as f64 - top).exp())
                    .sum();
                (theta, (top + sum.ln()).max(0.0))
            })
            .collect();
        Reach { grid }
    }

    /// An upper bound on the chance of ruin within `rounds` rounds from a
    /// bankroll of `x` steps.
    #[cfg(test)]
    pub(super) fn bound(&self, x: i64, rounds: u64) -> f64 {
        let k = rounds as f64;
        self.grid
            .iter()
            .map(|&(theta, log_m)| (-theta * x as f64 + k * log_m).exp())
            .fold(1.0, f64::min)
    }

    /// A bankroll (in steps) from which ruin within `rounds` rounds has a
    /// chance of at most `chance` (from it and every bankroll above).
    pub(super) fn level(&self, rounds: u64, chance: f64) -> i64 {
        let (k, need) = (rounds as f64, -chance.ln());
        let best = self
            .grid
            .iter()
            .map(|&(theta, log_m)| (k * log_m + need) / theta)
            .fold(f64::INFINITY, f64::min);
        if best.is_finite() && best < 9e15 {
            best.ceil() as i64
        } else {
            i64::MAX / 4
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bound_holds_for_a_coin() {
        // Even-money coin, one step: ruin from x within k rounds.
        let reach = Reach::new(&[(-1, 0.5), (1, 0.5)]);
        // From 1, one round: one half exactly; the bound is above it.
        assert!(reach.bound(1, 1) >= 0.5);
        // A bankroll the rounds cannot lose is never ruined, and the bound
        // says little there (it is only a bound): but far beyond it, it is
        // tiny.
        assert!(reach.bound(200, 100) < 1e-50);
        let level = reach.level(100, 1e-25);
        assert!(reach.bound(level, 100) <= 1e-25 * 1.0001);
        assert!(level < 120 && level > 50, "{level}");
        // More rounds reach further.
        assert!(reach.level(10_000, 1e-25) > level);
    }
}
