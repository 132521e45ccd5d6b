//! How far a whole count's averaged gain may be from the one infinitely many
//! shoes would give: its standard error, from how much the blocks of shoes
//! differ. Each block is dealt from a seed of its own (`blocks.rs`), and its
//! rounds are valued apart from the others', so the blocks are independent:
//! the estimate is a ratio of sums over them, and its error is read by
//! linearising the ratio, block by block (the delta method).

use super::fit::{self, FEATURES};
use super::sums::Sums;

/// `K / (K − 1)` times the sum of the squares of each block's part `d`: the
/// variance of a sum of `K` independent parts, estimated from them; its
/// root (none from fewer than two blocks).
fn from_parts(parts: impl Iterator<Item = f64>) -> Option<f64> {
    let (mut k, mut squares) = (0.0, 0.0);
    for d in parts {
        k += 1.0;
        squares += d * d;
    }
    (k >= 2.0).then(|| (squares * k / (k - 1.0)).sqrt())
}

/// The standard error at slot `at` of a gain valued on every round dealt
/// (insurance): `all` the blocks' sums merged, `blocks` each one's.
pub(super) fn exact(at: usize, all: &Sums, blocks: &[(&Sums, Option<&Sums>)]) -> Option<f64> {
    let w = all.weight[at];
    let mean = all.gain[at] / w;
    from_parts(
        blocks
            .iter()
            .map(|(b, _)| (b.gain[at] - mean * b.weight[at]) / w),
    )
}

/// The standard error at slot `at` of a gain estimated with the fitted
/// model `beta` as a control variate: the model's mean over every hand
/// dealt (`all.0`, each block's `blocks[k].0`) plus the mean of what it
/// misses over the hands valued (`all.1`, each block's `blocks[k].1`, none
/// where the block had no round valued).
pub(super) fn fitted(
    at: usize,
    (all, valued): (&Sums, &Sums),
    blocks: &[(&Sums, Option<&Sums>)],
    beta: &[f64; FEATURES],
) -> Option<f64> {
    let (w, v) = (all.weight[at], valued.weight[at]);
    let model = fit::predict(beta, &all.features[at]) / w;
    let missed_by = |s: &Sums| s.gain[at] - fit::predict(beta, &s.features[at]);
    let missed = missed_by(valued) / v;
    from_parts(blocks.iter().map(|(b, val)| {
        let dealt = (fit::predict(beta, &b.features[at]) - model * b.weight[at]) / w;
        let valued = val.map_or(0.0, |s| (missed_by(s) - missed * s.weight[at]) / v);
        dealt + valued
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sums with `(weight, gain)` at slot 0, the feature 1 on every hand.
    fn sums(hands: &[(f64, f64)]) -> Sums {
        let mut s = Sums::new();
        let mut x = [0.0; FEATURES];
        x[0] = 1.0;
        for &(w, g) in hands {
            s.add(0, w, g, 0.0, &x);
        }
        s
    }

    #[test]
    fn equal_blocks_have_no_error_and_unequal_ones_the_textbook_one() {
        let a = sums(&[(1.0, 2.0)]);
        let b = sums(&[(1.0, 2.0)]);
        let all = sums(&[(1.0, 2.0), (1.0, 2.0)]);
        assert_eq!(exact(0, &all, &[(&a, None), (&b, None)]), Some(0.0));
        // Gains 1 and 3 in two blocks of equal weight: the mean 2, its
        // standard error s / √2 with s = √2, so 1.
        let (a, b) = (sums(&[(1.0, 1.0)]), sums(&[(1.0, 3.0)]));
        let all = sums(&[(1.0, 1.0), (1.0, 3.0)]);
        let error = exact(0, &all, &[(&a, None), (&b, None)]).unwrap();
        assert!((error - 1.0).abs() < 1e-12, "{error}");
        assert_eq!(exact(0, &all, &[(&all, None)]), None, "one block");
    }

    #[test]
    fn a_model_that_explains_everything_leaves_only_the_deal() {
        // β = the gain itself on the one feature: every hand's gain is 2,
        // the model's too, so nothing is missed and the blocks agree.
        let mut beta = [0.0; FEATURES];
        beta[0] = 2.0;
        let (a, b) = (sums(&[(1.0, 2.0)]), sums(&[(3.0, 2.0)]));
        let all = sums(&[(1.0, 2.0), (3.0, 2.0)]);
        let error = fitted(0, (&all, &all), &[(&a, Some(&a)), (&b, Some(&b))], &beta);
        assert!(error.unwrap().abs() < 1e-12, "{error:?}");
        // The model says 0 where the gains are 1 and 3: the error is what
        // the valued hands miss, as if there were no model.
        let (a, b) = (sums(&[(1.0, 1.0)]), sums(&[(1.0, 3.0)]));
        let all = sums(&[(1.0, 1.0), (1.0, 3.0)]);
        let zero = [0.0; FEATURES];
        let error = fitted(0, (&all, &all), &[(&a, Some(&a)), (&b, Some(&b))], &zero);
        assert!((error.unwrap() - 1.0).abs() < 1e-12, "{error:?}");
    }
}
