//! Random rules and random action sequences: every invariant of
//! `blackjack::audit::exercise` must hold, and nothing may panic.
//!
//! Run: `cd crate && cargo +nightly fuzz run engine` (see the README).
#![no_main]

use blackjack::Money;
use blackjack::audit::{exercise, rules_from_knobs};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 20 {
        return;
    }
    let (head, rest) = data.split_at(20);
    let knobs: [u8; 8] = head[1..9].try_into().unwrap();
    let Ok(rules) = rules_from_knobs(head[0], knobs) else {
        return;
    };
    let bankroll = i64::from(u32::from_le_bytes(head[9..13].try_into().unwrap()) % 200_000);
    let seed = u64::from_le_bytes(head[12..20].try_into().unwrap());
    let steps: Vec<(u8, u8, u8)> = rest.chunks_exact(3).map(|c| (c[0], c[1], c[2])).collect();
    if let Err(failure) = exercise(rules, Money(bankroll), seed, &steps) {
        panic!("{failure}");
    }
});
