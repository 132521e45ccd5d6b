//! The lanes' arithmetic in the widest vectors the processor has. The walks
//! of [`batch`](super::batch) and [`family`](super::family) do the same
//! operations on sixteen shoes side by side; built for any x86-64 they use
//! two-wide vectors, and where the processor has AVX2 the same code compiled
//! for it uses four-wide ones. The operations and their order are the same
//! (Rust never fuses a multiply and an add), so the results are too, to the
//! bit.

/// Runs `work` (whose body and the functions it calls are inlined into it)
/// compiled for AVX2 where the processor has it.
#[inline(always)]
pub(super) fn run<R>(work: impl FnOnce() -> R) -> R {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, checked just above.
        return unsafe { avx2(work) };
    }
    work()
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn avx2<R>(work: impl FnOnce() -> R) -> R {
    work()
}
