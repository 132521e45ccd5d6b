//! The convolution of two long sequences of chances by the fast Fourier
//! transform (radix 2), for the trip's largest blocks.
//!
//! Its rounding is spread over every result, whatever its own size: by the
//! standard analysis (Higham, *Accuracy and Stability of Numerical
//! Algorithms*, § 24.1) each result is off by at most about
//! 3 u log₂ n ‖a‖₁ ‖b‖₂ in the Euclidean norm of all the errors together
//! (u = 2⁻⁵³; the transform's n-point error times the product's size); five
//! times that is the floor `e` here. Results below it are noise: they are
//! set to zero. √(results) · e (the errors' sum, from their Euclidean
//! bound) plus the chances so set to zero is returned as the rounding's
//! bound, for the caller to count with what it lets go.

use std::f64::consts::PI;

/// A complex number.
#[derive(Clone, Copy, Debug, Default)]
struct C(f64, f64);

impl C {
    fn mul(self, o: C) -> C {
        C(self.0 * o.0 - self.1 * o.1, self.0 * o.1 + self.1 * o.0)
    }
}

/// The transform of `z` in place (`inverse`: the inverse, unscaled).
fn transform(z: &mut [C], inverse: bool) {
    let n = z.len();
    let mut j = 0;
    for i in 1..n {
        let mut bit = n >> 1;
        while j & bit != 0 {
            j ^= bit;
            bit >>= 1;
        }
        j |= bit;
        if i < j {
            z.swap(i, j);
        }
    }
    let sign = if inverse { 1.0 } else { -1.0 };
    // Every twiddle from its own sine and cosine (no recurrence), so each
    // is as exact as the library's.
    let twiddles: Vec<C> = (0..n / 2)
        .map(|k| {
            let angle = sign * 2.0 * PI * k as f64 / n as f64;
            C(angle.cos(), angle.sin())
        })
        .collect();
    let mut len = 2;
    while len <= n {
        let stride = n / len;
        for start in (0..n).step_by(len) {
            for k in 0..len / 2 {
                let w = twiddles[k * stride];
                let (a, b) = (z[start + k], z[start + k + len / 2].mul(w));
                z[start + k] = C(a.0 + b.0, a.1 + b.1);
                z[start + k + len / 2] = C(a.0 - b.0, a.1 - b.1);
            }
        }
        len *= 2;
    }
}

/// The convolution of `a` and `b` (both non-negative, from index 0) and a
/// bound on its rounding.
pub(super) fn convolve(a: &[f64], b: &[f64]) -> (Vec<f64>, f64) {
    let out = a.len() + b.len() - 1;
    let n = out.next_power_of_two();
    // Both in one transform: a in the real parts, b in the imaginary ones.
    let mut z = vec![C::default(); n];
    for (i, &x) in a.iter().enumerate() {
        z[i].0 = x;
    }
    for (i, &y) in b.iter().enumerate() {
        z[i].1 = y;
    }
    transform(&mut z, false);
    // A_k = (Z_k + conj Z_-k) / 2, B_k = (Z_k - conj Z_-k) / 2i, and their
    // product.
    let product: Vec<C> = (0..n)
        .map(|k| {
            let (p, q) = (z[k], z[(n - k) % n]);
            let x = C((p.0 + q.0) / 2.0, (p.1 - q.1) / 2.0);
            let y = C((p.1 + q.1) / 2.0, (q.0 - p.0) / 2.0);
            x.mul(y)
        })
        .collect();
    let mut z = product;
    transform(&mut z, true);
    let scale = 1.0 / n as f64;
    let mut c: Vec<f64> = z[..out].iter().map(|v| v.0 * scale).collect();
    let l1: f64 = a.iter().sum();
    let l2 = b.iter().map(|y| y * y).sum::<f64>().sqrt();
    let u = f64::EPSILON / 2.0;
    let floor = 15.0 * u * (n.trailing_zeros().max(1) as f64) * l1 * l2;
    let mut zeroed = 0.0;
    for v in &mut c {
        if *v < floor {
            zeroed += v.max(0.0);
            *v = 0.0;
        }
    }
    (c, floor * (out as f64).sqrt() + zeroed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_transform_convolves_as_the_sums_do() {
        let a: Vec<f64> = (0..300)
            .map(|i| ((i * 7919) % 101) as f64 / 5000.0)
            .collect();
        let b: Vec<f64> = (0..77)
            .map(|i| ((i * 104_729) % 37) as f64 / 900.0)
            .collect();
        let mut direct = vec![0.0; a.len() + b.len() - 1];
        for (i, x) in a.iter().enumerate() {
            for (j, y) in b.iter().enumerate() {
                direct[i + j] += x * y;
            }
        }
        let (fast, bound) = convolve(&a, &b);
        assert_eq!(fast.len(), direct.len());
        let largest = direct.iter().copied().fold(0.0, f64::max);
        for (f, d) in fast.iter().zip(&direct) {
            assert!((f - d).abs() <= 1e-14 * largest, "{f} {d}");
        }
        assert!(bound > 0.0 && bound < 1e-12, "{bound}");
    }
}
