//! The checks of a recalled round (feature `recall`): the SHA-256 a seed was
//! committed to and the deck order a seed deals. Exported from the recall
//! module, and from the game's where its whole API is built (feature
//! `full-api`: the npm package, the test builds).

use wasm_bindgen::prelude::*;

use blackjack::record::seed_from_hex;
use blackjack::session::commitment;
use blackjack::shoe::Shoe;

use crate::bad_input;

/// The SHA-256 of a seed (64 hexadecimal digits), to check a commitment.
#[wasm_bindgen(js_name = seedCommitment)]
pub fn seed_commitment(seed: &str) -> Result<String, JsValue> {
    Ok(commitment(&seed_from_hex(seed).map_err(bad_input)?))
}

/// The order a fresh shoe of `decks` decks deals with `seed`: what
/// `blackjack verify --seed HEX --decks N` prints.
#[wasm_bindgen(js_name = deckOrder)]
pub fn deck_order(seed: &str, decks: u8) -> Result<Vec<String>, JsValue> {
    if !(1..=8).contains(&decks) {
        return Err(bad_input("decks must be 1 to 8"));
    }
    let seed = seed_from_hex(seed).map_err(bad_input)?;
    Ok(Shoe::order_for_seed(decks, seed)
        .iter()
        .map(ToString::to_string)
        .collect())
}
