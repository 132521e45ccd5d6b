//! The JavaScript surface (wasm-bindgen): a table object with one method per
//! action, a snapshot as a plain object, the presets, recall, the seed
//! commitment, and the saved game in `localStorage` (through web-sys).
//! Nothing here holds a rule; every refused action becomes a JavaScript
//! `Error` with the engine's message, a stable `code` and its `params`.
//! Nothing here throws through a borrowed table: storage that is blocked or
//! full is a value (`save` answers `"unavailable"`), never an exception.

mod actions;
mod js;
mod saved;
mod storage;
mod table;

use wasm_bindgen::prelude::*;

pub use table::JsTable;

use crate::record::seed_from_hex;
use crate::session::commitment;
use crate::shoe::Shoe;
use crate::view::presets as preset_views;
use js::{bad_input, js_error, to_js};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** An amount of money in units, with at most two decimals (7.5 is 7.50). */
export type Money = number;
/** A card: rank A 2-9 T J Q K, then suit S H D C (`"AS"`, `"TD"`). */
export type Card = string;
/** An Error thrown by a refused action: `code` names the reason, `params` its values. */
export interface RefusedAction extends Error { code: string; params: Record<string, string>; }
/** How `save` went: written; the browser keeps no data (blocked or full); another tab wrote the game since. */
export type SaveStatus = "saved" | "unavailable" | "taken";
/** Why `open` did not bring a saved game back. */
export type NoticeCode = "save-refused" | "save-outdated" | "storage-unavailable";
"#;

/// Every preset with its rules and their description in plain words.
#[wasm_bindgen(unchecked_return_type = "PresetView[]")]
pub fn presets() -> Result<JsValue, JsValue> {
    to_js(&preset_views())
}

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
        return Err(js_error("bad-input", "decks must be 1 to 8", &[]));
    }
    let seed = seed_from_hex(seed).map_err(bad_input)?;
    Ok(Shoe::order_for_seed(decks, seed)
        .iter()
        .map(ToString::to_string)
        .collect())
}
