//! Saved games and recalled rounds for JavaScript, in a small module of its
//! own that the page loads only when needed (feature `recall`: a save of the
//! earlier format to bring up to date, a Check in History): the SHA-256 a
//! seed was committed to, the deck order a seed deals, and `upgradeSave`.
//! The checks are also in the game's module where the whole API is built
//! (feature `full-api`: the npm package, the test builds).

#[cfg(feature = "recall")]
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::record::seed_from_hex;
use crate::session::commitment;
use crate::shoe::Shoe;

fn bad_input(message: &str) -> JsValue {
    let error = js_sys::Error::new(message);
    let _ = js_sys::Reflect::set(&error, &"code".into(), &"bad-input".into());
    error.into()
}

/// The SHA-256 of a seed (64 hexadecimal digits), to check a commitment.
#[wasm_bindgen(js_name = seedCommitment)]
pub fn seed_commitment(seed: &str) -> Result<String, JsValue> {
    Ok(commitment(
        &seed_from_hex(seed).map_err(|e| bad_input(&e.to_string()))?,
    ))
}

/// The order a fresh shoe of `decks` decks deals with `seed`: what
/// `blackjack verify --seed HEX --decks N` prints.
#[wasm_bindgen(js_name = deckOrder)]
pub fn deck_order(seed: &str, decks: u8) -> Result<Vec<String>, JsValue> {
    if !(1..=8).contains(&decks) {
        return Err(bad_input("decks must be 1 to 8"));
    }
    let seed = seed_from_hex(seed).map_err(|e| bad_input(&e.to_string()))?;
    Ok(Shoe::order_for_seed(decks, seed)
        .iter()
        .map(ToString::to_string)
        .collect())
}

/// Brings a saved game of the earlier format (version 2, the whole log of the
/// session) up to date: every round is played again through the one replay
/// path, and the session is written in today's constant-size form (JSON
/// text, for the page to save under its key and open). A log that does not
/// replay, or whose money the rounds do not explain, is refused with the
/// engine's reason.
#[cfg(feature = "recall")]
#[wasm_bindgen(js_name = upgradeSave)]
pub fn upgrade_save(text: &str) -> Result<String, JsValue> {
    let value = js_sys::JSON::parse(text).map_err(|_| bad_input("the saved game is not JSON"))?;
    let save: crate::session::LegacySave =
        serde_wasm_bindgen::from_value(value).map_err(|e| bad_input(&e.to_string()))?;
    let session = crate::session::Session::migrate(&save).map_err(|e| bad_input(&e.to_string()))?;
    let upgraded = session
        .save(save.settings)
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| bad_input(&e.to_string()))?;
    js_sys::JSON::stringify(&upgraded)
        .map(String::from)
        .map_err(|_| bad_input("the saved game cannot be written"))
}
