//! Weighted least squares, small: the linear model of a play's gain in the
//! shoe's make-up that serves the averaging as a control variate.

use super::super::count::hi_lo;

/// Which of a play's hands: its two-card hands (four at most), then its
/// hands of three cards and more, all in one slot.
pub(super) const SLOTS: usize = 5;

/// The slot of the hands of three cards and more among a play's features.
pub(super) const LONGER: usize = SLOTS - 1;

/// Features of one hand: its slot, the share of each value from ace to
/// nine in the cards left, then the square of the Hi-Lo true count, the
/// decks left's inverse, and their product with the true count (the gain's
/// bends with the count and the depth).
pub(super) const FEATURES: usize = SLOTS + 9 + 3;

/// The features of hand `hand` dealt from a shoe holding `left` (the round's,
/// before the deal).
pub(super) fn features(hand: usize, left: &[u16; 10]) -> [f64; FEATURES] {
    let mut f = [0.0; FEATURES];
    f[hand.min(SLOTS - 1)] = 1.0;
    let n: u16 = left.iter().sum();
    let each = 1.0 / f64::from(n.max(1));
    for v in 0..9 {
        f[SLOTS + v] = f64::from(left[v]) * each;
    }
    // The true count from the shares: minus 52 times the tags' mean.
    let tags: f64 = (1..=10u8)
        .map(|v| f64::from(hi_lo(v)) * f64::from(left[usize::from(v) - 1]))
        .sum();
    let tc = -52.0 * tags * each;
    let inverse = 52.0 * each;
    f[SLOTS + 9] = tc * tc;
    f[SLOTS + 10] = inverse;
    f[SLOTS + 11] = tc * inverse;
    f
}

/// The normal equations of a weighted least-squares fit, being summed.
#[derive(Clone, Debug)]
pub(super) struct Normal {
    xx: [[f64; FEATURES]; FEATURES],
    xy: [f64; FEATURES],
}

impl Default for Normal {
    fn default() -> Normal {
        Normal {
            xx: [[0.0; FEATURES]; FEATURES],
            xy: [0.0; FEATURES],
        }
    }
}

impl Normal {
    /// Adds an observation `y` of features `x` with weight `w`.
    pub(super) fn add(&mut self, w: f64, x: &[f64; FEATURES], y: f64) {
        for (i, row) in self.xx.iter_mut().enumerate() {
            let wx = w * x[i];
            self.xy[i] += wx * y;
            for (cell, xj) in row.iter_mut().zip(x) {
                *cell += wx * xj;
            }
        }
    }

    /// Adds another sum.
    pub(super) fn merge(&mut self, other: &Normal) {
        for i in 0..FEATURES {
            self.xy[i] += other.xy[i];
            for j in 0..FEATURES {
                self.xx[i][j] += other.xx[i][j];
            }
        }
    }

    /// The coefficients (Gaussian elimination with partial pivoting, a
    /// feature never seen held at zero).
    pub(super) fn solve(&self) -> [f64; FEATURES] {
        let mut a = self.xx;
        let mut b = self.xy;
        let scale = (0..FEATURES).map(|i| a[i][i]).fold(0.0, f64::max);
        for (i, row) in a.iter_mut().enumerate() {
            row[i] += scale * 1e-12 + 1e-300;
        }
        for col in 0..FEATURES {
            let pivot = (col..FEATURES)
                .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
                .expect("a row");
            a.swap(col, pivot);
            b.swap(col, pivot);
            let top = a[col];
            for row in col + 1..FEATURES {
                let k = a[row][col] / top[col];
                for (cell, t) in a[row].iter_mut().zip(&top).skip(col) {
                    *cell -= k * t;
                }
                b[row] -= k * b[col];
            }
        }
        let mut x = [0.0; FEATURES];
        for row in (0..FEATURES).rev() {
            let rest: f64 = (row + 1..FEATURES).map(|j| a[row][j] * x[j]).sum();
            x[row] = (b[row] - rest) / a[row][row];
        }
        x
    }
}

/// `shoe` (the features of hand 0 of a shoe) made those of hand `hand`.
pub(super) fn of_hand(mut shoe: [f64; FEATURES], hand: usize) -> [f64; FEATURES] {
    shoe[0] = 0.0;
    shoe[hand.min(SLOTS - 1)] = 1.0;
    shoe
}

/// The dot product of the coefficients and the features.
pub(super) fn predict(beta: &[f64; FEATURES], x: &[f64; FEATURES]) -> f64 {
    beta.iter().zip(x).map(|(b, x)| b * x).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_exact_linear_model_is_found_again() {
        let beta: [f64; FEATURES] = std::array::from_fn(|i| i as f64 * 0.1 - 0.3);
        let mut normal = Normal::default();
        for k in 0..200u16 {
            let mut left = [20u16; 10];
            left[usize::from(k % 9)] += k % 7;
            left[usize::from(k % 5)] += k % 3;
            let x = features(usize::from(k % 5), &left);
            normal.add(1.0 + f64::from(k % 3), &x, predict(&beta, &x));
        }
        // The coefficients need not be the same (some features move
        // together here), the predictions must.
        let found = normal.solve();
        for k in 0..20u16 {
            let mut left = [20u16; 10];
            left[usize::from(k % 9)] += k % 7;
            let x = features(usize::from(k % 5), &left);
            let (a, b) = (predict(&found, &x), predict(&beta, &x));
            assert!((a - b).abs() < 1e-5 * b.abs().max(1.0), "{a} {b}");
        }
    }
}
