//! A lifetime's risk of ruin: the chance of ever losing the bankroll,
//! playing for ever.
//!
//! Where a round loses on average (or breaks even), ruin is certain: 1.
//! Where it wins, the chance ψ(x) of ruin from a bankroll of x steps solves
//! ψ(x) = Σ p(j) ψ(x + j), with ψ = 1 at zero and below. Far from zero it
//! is C ρˣ: ρ = e^(-R) for the adjustment coefficient R, the root of
//! E[e^(-R X)] = 1 (the other terms of the solution, one for each other root
//! inside the unit circle, fade faster). So the equations are solved exactly
//! (a banded system) for bankrolls 1 to M with ψ(M + i) = ψ(M) ρⁱ above M,
//! and M is doubled until the answer moves by less than 1e-9 of itself.
//! (The other terms fade within a few hundred steps: at the tables' edges
//! the answer is settled to 1e-13 by M = 256. A larger M only adds rounding:
//! the system nears a singular one as the edge nears zero.)

use super::distribution::RoundDistribution;
use super::{Bankroll, RiskError};

/// The chance that a flat bettor holding `bankroll` bets, playing rounds of
/// `dist` for ever, ends a round with nothing (or less).
pub fn lifetime_risk(dist: &RoundDistribution, bankroll: Bankroll) -> Result<f64, RiskError> {
    let kernel: Vec<(i64, f64)> = dist.steps().map(|(s, p)| (i64::from(s), p)).collect();
    let x = i64::from(bankroll.halves()) * i64::from(dist.unit()) / 2;
    let mean: f64 = kernel.iter().map(|&(j, p)| j as f64 * p).sum();
    let down = kernel.first().map_or(0, |k| (-k.0).max(0));
    let up = kernel.last().map_or(0, |k| k.0.max(0));
    if mean <= 0.0 || down == 0 || up == 0 {
        // Ruin is certain, or (no round loses) impossible.
        return Ok(if mean <= 0.0 && down > 0 { 1.0 } else { 0.0 });
    }
    let rho = (-adjustment(&kernel)).exp();
    let mut m = 16 * (down + up);
    let mut last = solve(&kernel, rho, m, x);
    // A system of a million bankrolls at most.
    while m < (1 << 20) {
        m *= 2;
        let next = solve(&kernel, rho, m, x);
        let settled = (next - last).abs() <= 1e-9 * next.abs().max(1e-300);
        last = next;
        if settled {
            break;
        }
    }
    Ok(last.clamp(0.0, 1.0))
}

/// The adjustment coefficient R > 0 (per step): E[e^(-R X)] = 1, for a
/// kernel that wins on average and can lose.
fn adjustment(kernel: &[(i64, f64)]) -> f64 {
    let h = |r: f64| {
        kernel
            .iter()
            .map(|&(j, p)| p * (-r * j as f64).exp())
            .sum::<f64>()
            - 1.0
    };
    // h(0) = 0, h falls first (the mean wins) and then rises for good (it
    // is convex and a loss is possible): bracket its other root.
    let mut high = 1e-9;
    while h(high) <= 0.0 && high < 1e3 {
        high *= 2.0;
    }
    let mut low = high / 2.0;
    if high <= 1e-9 {
        low = 0.0;
    }
    for _ in 0..200 {
        let mid = 0.5 * (low + high);
        if mid <= low || mid >= high {
            break;
        }
        if h(mid) <= 0.0 {
            low = mid;
        } else {
            high = mid;
        }
    }
    0.5 * (low + high)
}

/// ψ(x) from the banded system of bankrolls 1 to `m` (see the module).
fn solve(kernel: &[(i64, f64)], rho: f64, m: i64, x: i64) -> f64 {
    let down = kernel.first().map_or(0, |k| (-k.0).max(0)) as usize;
    let up = kernel.last().map_or(0, |k| k.0.max(0)) as usize;
    let n = m as usize;
    let width = down + up + 1;
    // Row i (bankroll i + 1), column c at band[i][c + down - i].
    let mut band = vec![0.0; n * width];
    let mut rhs = vec![0.0; n];
    for i in 0..n {
        let row = &mut band[i * width..(i + 1) * width];
        row[down] += 1.0;
        let bankroll = i as i64 + 1;
        for &(j, p) in kernel {
            let to = bankroll + j;
            if to <= 0 {
                rhs[i] += p;
            } else if to <= m {
                row[(to - 1) as usize + down - i] -= p;
            } else {
                row[n - 1 + down - i] -= p * rho.powi((to - m) as i32);
            }
        }
    }
    // Elimination without pivoting (the system is diagonally dominant).
    for k in 0..n {
        let pivot = band[k * width + down];
        for i in k + 1..(k + down + 1).min(n) {
            let factor = band[i * width + k + down - i] / pivot;
            if factor == 0.0 {
                continue;
            }
            for c in k..(k + up + 1).min(n) {
                band[i * width + c + down - i] -= factor * band[k * width + c + down - k];
            }
            rhs[i] -= factor * rhs[k];
        }
    }
    let mut psi = vec![0.0; n];
    for k in (0..n).rev() {
        let mut value = rhs[k];
        for c in k + 1..(k + up + 1).min(n) {
            value -= band[k * width + c + down - k] * psi[c];
        }
        psi[k] = value / band[k * width + down];
    }
    if x <= m {
        psi[(x - 1) as usize]
    } else {
        psi[n - 1] * rho.powf((x - m) as f64)
    }
}
