//! The lab's exponential, logarithm and power, computed by the same code on
//! every platform (the `libm` crate, a port of musl's), so that the
//! figures are the same bits natively and in wasm. The platform's own
//! (glibc's natively, the port of musl's in a wasm build) differ in the
//! last bit now and then, which made the page's risk figures differ from
//! `blackjack ramp --json`'s in their last digit, and the lab's
//! fingerprint differ between the two.

/// e^x.
pub(super) fn exp(x: f64) -> f64 {
    libm::exp(x)
}

/// The natural logarithm of x.
pub(super) fn ln(x: f64) -> f64 {
    libm::log(x)
}

/// x^y.
pub(super) fn pow(x: f64, y: f64) -> f64 {
    libm::pow(x, y)
}
