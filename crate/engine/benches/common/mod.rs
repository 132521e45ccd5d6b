//! What the benches share: the anchor's table.

use blackjack::rules::{Rules, RulesSpec};

/// The anchor's table (six decks, S17, DAS, re-split to 3 hands, peek).
pub fn anchor() -> Rules {
    let text = include_str!("../../../../tests/rules/six-decks-das-rs3.json");
    serde_json::from_str::<RulesSpec>(text)
        .unwrap()
        .check()
        .unwrap()
}
