//! Blocks of rounds: played on threads, and standard errors from them (an
//! estimate made of sums over independent blocks is linearised block by
//! block, the delta method, and its variance read from how much the
//! blocks' parts differ).

use crate::sim::SimError;

/// `K / (K − 1)` times the sum of the squares of the `K` blocks' parts, its
/// root: the standard error of a sum of independent parts (0 from fewer
/// than two blocks, where nothing can be read).
pub(super) fn from_parts(parts: impl Iterator<Item = f64>) -> f64 {
    let (mut k, mut squares) = (0.0, 0.0);
    for d in parts {
        k += 1.0;
        squares += d * d;
    }
    if k < 2.0 {
        return 0.0;
    }
    (squares * k / (k - 1.0)).sqrt()
}

/// On `threads` threads, `f(t)` for each `t`; the results in order.
pub(super) fn on_threads<T: Send>(
    threads: usize,
    f: impl Fn(u64) -> Result<T, SimError> + Sync,
) -> Result<Vec<T>, SimError> {
    let threads = threads.max(1) as u64;
    std::thread::scope(|scope| {
        let f = &f;
        let handles: Vec<_> = (0..threads).map(|t| scope.spawn(move || f(t))).collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(SimError::Refused("a thread failed".into())))
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_parts_give_the_textbook_error() {
        // Parts ∓0.5: the error √(2 · (0.25 + 0.25)) = 1.
        let e = from_parts([-0.5, 0.5].into_iter());
        assert!((e - 1.0).abs() < 1e-12, "{e}");
        assert_eq!(from_parts([0.5].into_iter()), 0.0);
    }
}
