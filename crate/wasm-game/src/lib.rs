//! The JavaScript surface (wasm-bindgen): a table object with one method per
//! action, a snapshot as a plain object, the presets, recall, the seed
//! commitment, and the saved game in `localStorage` (through web-sys).
//! Nothing here holds a rule; every refused action becomes a JavaScript
//! `Error` with the engine's message, a stable `code` and its `params`.
//! Nothing here throws through a borrowed table: storage that is blocked or
//! full is a value (`save` answers `"unavailable"`), never an exception.

#![deny(missing_docs)]

mod actions;
mod saved;
mod storage;
mod table;

use wasm_bindgen::prelude::*;

#[cfg(feature = "full-api")]
pub use blackjack_js::recall::{deck_order, seed_commitment};
pub use table::JsTable;

/// The allocator: talc, which gives a smaller module than the standard
/// library's dlmalloc (docs/performance.md, "The first load"). The game is
/// single-threaded, as the page's wasm is.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

use blackjack::view::presets as preset_views;
use blackjack_js::to_js;

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
