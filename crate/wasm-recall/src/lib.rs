//! Saved games and recalled rounds for JavaScript, in a small module of its
//! own that the page loads only when needed (a save of the earlier format to
//! bring up to date, a Check in History): `upgradeSave`, and the checks of
//! a recalled round, `seedCommitment` and `deckOrder` (`blackjack_js::recall`,
//! shared with the game's module where its whole API is built).
#![deny(missing_docs)]

use serde::Serialize;
use wasm_bindgen::prelude::*;

use blackjack_js::bad_input;
pub use blackjack_js::recall::{deck_order, seed_commitment};

/// Brings a saved game of the earlier format (version 2, the whole log of the
/// session) up to date: every round is played again through the one replay
/// path, and the session is written in today's constant-size form (JSON
/// text, for the page to save under its key and open). A log that does not
/// replay, or whose money the rounds do not explain, is refused with the
/// engine's reason.
#[wasm_bindgen(js_name = upgradeSave)]
pub fn upgrade_save(text: &str) -> Result<String, JsValue> {
    let value = js_sys::JSON::parse(text).map_err(|_| bad_input("the saved game is not JSON"))?;
    let save: blackjack::session::LegacySave =
        serde_wasm_bindgen::from_value(value).map_err(bad_input)?;
    let session = blackjack::session::Session::migrate(&save).map_err(bad_input)?;
    let upgraded = session
        .save(save.settings)
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(bad_input)?;
    js_sys::JSON::stringify(&upgraded)
        .map(String::from)
        .map_err(|_| bad_input("the saved game cannot be written"))
}
