//! Property tests: random tables and random action sequences, checking the
//! engine's invariants after every action ([`blackjack::audit::exercise`]).
//!
//! The number of cases comes from `PROPTEST_CASES` (the test command sets
//! 100000 and runs this in release mode); 2000 by default.
#![cfg(not(target_arch = "wasm32"))]

use blackjack::Money;
use blackjack::audit::{exercise, rules_from_knobs};
use proptest::prelude::*;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(2000)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn invariants_hold_for_any_actions(
        preset in 0..4u8,
        knobs in any::<[u8; 8]>(),
        bankroll in prop_oneof![Just(1000i64), 0i64..300, 0i64..100_000],
        seed in any::<u64>(),
        steps in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 1..120),
    ) {
        let rules = rules_from_knobs(preset, knobs)
            .map_err(|e| TestCaseError::fail(format!("generated rules are invalid: {e}")))?;
        let start = Money(bankroll * 100 + bankroll % 7 * 25);
        exercise(rules, start, seed, &steps).map_err(TestCaseError::fail)?;
    }
}
