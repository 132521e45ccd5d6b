//! The risk of ruin of a bankroll by the diffusion approximation: the
//! bankroll's path as a Brownian motion with the rounds' mean and variance.

use super::math::exp;

/// The lifetime risk of losing `bankroll` (in the units of `ev` and `var`,
/// a round's mean and variance): exp(−2 · ev · bankroll / var), 1 where the
/// mean is not positive.
pub fn lifetime_ruin(ev: f64, var: f64, bankroll: f64) -> f64 {
    if ev <= 0.0 || var <= 0.0 {
        return 1.0;
    }
    exp(-2.0 * ev * bankroll / var).min(1.0)
}

/// The chance of losing `bankroll` within `rounds` rounds of mean `ev` and
/// variance `var`: the first passage of a Brownian motion with drift,
/// Φ((−b − ev·T) / (sd·√T)) + exp(−2·ev·b / var) · Φ((−b + ev·T) / (sd·√T)),
/// with b the bankroll plus 0.5826 SD (Siegmund's correction for a walk's
/// overshoot of the barrier, which makes the formula close for rounds of
/// finite size).
pub fn trip_ruin(ev: f64, var: f64, bankroll: f64, rounds: u64) -> f64 {
    if var <= 0.0 {
        return if ev * rounds as f64 <= -bankroll {
            1.0
        } else {
            0.0
        };
    }
    let sd = var.sqrt();
    let b = bankroll + 0.5826 * sd;
    let t = rounds as f64;
    let spread = sd * t.sqrt();
    let reach = normal((-b - ev * t) / spread);
    let back = exp(-2.0 * ev * b / var) * normal((-b + ev * t) / spread);
    (reach + back).clamp(0.0, 1.0)
}

/// The standard normal distribution function.
fn normal(x: f64) -> f64 {
    0.5 * erfc(-x / std::f64::consts::SQRT_2)
}

/// The complementary error function (Numerical Recipes' Chebyshev fit,
/// relative error below 1.2e-7).
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * exp(poly);
    if x >= 0.0 { r } else { 2.0 - r }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_formulas_meet_their_known_values() {
        assert!((normal(0.0) - 0.5).abs() < 1e-7);
        assert!((normal(1.959_964) - 0.975).abs() < 1e-6);
        // A fair game: the reflection principle, 2 Φ(−b / (sd √T)).
        let p = trip_ruin(0.0, 1.0, 10.0 - 0.5826, 100);
        assert!((p - 2.0 * normal(-1.0)).abs() < 1e-6, "{p}");
        // A long trip tends to the lifetime's risk (of the corrected bankroll).
        let long = trip_ruin(0.01, 1.0, 100.0, 100_000_000);
        let life = lifetime_ruin(0.01, 1.0, 100.0 + 0.5826);
        assert!((long - life).abs() < 1e-6, "{long} {life}");
        assert_eq!(lifetime_ruin(-0.01, 1.0, 100.0), 1.0);
    }
}
