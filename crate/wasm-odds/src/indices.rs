//! The table's index plays for JavaScript, in the odds module:
//! computed in the engine port's worker for long jobs from thousands of dealt shoes (some
//! seconds, once; the page keeps them), the engine's (`odds::index`). The
//! action a counter is expected to take for a decision is `indexCall`
//! (`index.rs`).

use wasm_bindgen::prelude::*;

use blackjack::odds::index_plays;
use blackjack_js::read::rules_from;
use blackjack_js::to_js;

/// The index plays of a table's `rules`: what `blackjack indices --json`
/// prints, `[{name, total, up, deviation, index, rounded, at_zero, by_count}]`
/// (empty where counting cannot help: every round from a full shoe).
#[wasm_bindgen(js_name = indexPlays)]
pub fn index_plays_js(rules: JsValue) -> Result<JsValue, JsValue> {
    to_js(&index_plays(&rules_from(rules)?))
}
