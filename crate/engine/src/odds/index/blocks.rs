//! The shoes of a method in blocks, each dealt from a seed of its own, so
//! that a result does not depend on how many threads deal them; and the
//! numbers that choose rounds at random, the same every time.

use super::method::Method;
use crate::shoe::Seed;

/// A number in [0, 1) from `n`, the same every time (splitmix64).
pub(super) fn uniform(n: u64) -> f64 {
    let mut x = n.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    ((x ^ (x >> 31)) >> 11) as f64 / (1u64 << 53) as f64
}

/// Shoes dealt from one seed: blocks of this many, each keyed by the
/// method's seed and its number, so that the result does not depend on how
/// many threads deal them.
pub(super) const BLOCK: u32 = 1000;

/// The seed of block `k`.
pub(super) fn block_seed(seed: &Seed, k: u32) -> Seed {
    let mut out = *seed;
    for (b, x) in out[24..].iter_mut().zip(u64::from(k).to_le_bytes()) {
        *b ^= x;
    }
    out
}

/// `f` of each block of `method`'s shoes (`f(block, shoes)`), in block order,
/// on the machine's threads (one in the browser).
pub(super) fn each_block<T: Send>(method: &Method, f: impl Fn(u32, u32) -> T + Sync) -> Vec<T> {
    let blocks = method.shoes.div_ceil(BLOCK);
    let shoes = |k: u32| BLOCK.min(method.shoes - k * BLOCK);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(8)) as u32;
        if threads > 1 && blocks > 1 {
            let f = &f;
            let parts: Vec<Vec<(u32, T)>> = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        scope.spawn(move || {
                            (t..blocks)
                                .step_by(threads as usize)
                                .map(|k| (k, f(k, shoes(k))))
                                .collect()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a thread"))
                    .collect()
            });
            let mut all: Vec<(u32, T)> = parts.into_iter().flatten().collect();
            all.sort_by_key(|(k, _)| *k);
            return all.into_iter().map(|(_, t)| t).collect();
        }
    }
    (0..blocks).map(|k| f(k, shoes(k))).collect()
}
