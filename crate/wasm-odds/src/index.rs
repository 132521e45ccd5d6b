//! Index plays for JavaScript, in the odds module: the action a counter
//! is expected to take for a decision (a quick question),
//! the engine's (`odds::index`). The table's plays themselves (`indexPlays`)
//! are computed by `indexPlays` (`indices.rs`).

use wasm_bindgen::prelude::*;

use blackjack::card::Card;
use blackjack::odds::{Asked, Composition, IndexPlay, index_call};
use blackjack_js::read::cards;
use blackjack_js::{plain_error, to_js};

/// The index play covering a decision and the action it expects, or `null`:
/// `plays` as `indexPlays` returns them, `decks` the shoe's, `seen` every
/// card dealt face up since the shuffle (the snapshot's `seen`). `hand` empty
/// asks about insurance (`chart` then `insure` or `no-insurance`); else
/// `hand` and `up` are card names, `chart` the chart's action and `allowed`
/// the actions the table allows. Returns `{name, deviation, index,
/// true_count, at_or_above, expected, deviates}`.
#[wasm_bindgen(js_name = indexCall)]
pub fn index_call_js(
    plays: JsValue,
    decks: u8,
    seen: Vec<String>,
    hand: Vec<String>,
    up: String,
    chart: String,
    allowed: Vec<String>,
) -> Result<JsValue, JsValue> {
    let plays: Vec<IndexPlay> = serde_wasm_bindgen::from_value(plays)
        .map_err(|e| plain_error(&format!("not index plays: {e}")))?;
    if !(1..=8).contains(&decks) {
        return Err(plain_error(&format!("{decks} decks: a shoe holds 1 to 8")));
    }
    let left = Composition::decks(decks)
        .without(&cards(&seen)?)
        .map_err(|e| plain_error(&e.to_string()))?;
    let values: Vec<u8> = cards(&hand)?.iter().map(|c| c.value()).collect();
    let allowed: Vec<&str> = allowed.iter().map(String::as_str).collect();
    let asked = if values.is_empty() {
        Asked::Insurance {
            chart_takes: chart == "insure",
        }
    } else {
        let up = up
            .parse::<Card>()
            .map_err(|e| plain_error(&e.to_string()))?
            .value();
        Asked::Hand {
            values: &values,
            up,
            chart: &chart,
            allowed: &allowed,
        }
    };
    match index_call(&plays, decks, &left, asked) {
        Some(call) => to_js(&call),
        None => Ok(JsValue::NULL),
    }
}
