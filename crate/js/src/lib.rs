//! Crossing into JavaScript, for every wasm module of the engine (the game,
//! the odds module, the recall and practice modules): errors with a code,
//! plain objects, amounts and the browser's randomness; with feature `odds`
//! (the odds module's), the readers of rules, cards and charts (`read`).
//! Nothing here throws: every failure is a value. The one place an engine
//! error becomes a JavaScript `Error` is [`js_error`].
#![deny(missing_docs)]

#[cfg(feature = "odds")]
pub mod read;
#[cfg(feature = "recall")]
pub mod recall;

use serde::Serialize;
use wasm_bindgen::JsValue;

use blackjack::error::ActionError;
use blackjack::money::Money;
use blackjack::rules::Preset;
use blackjack::shoe::Seed;

/// A JavaScript `Error` with a readable `message`, a stable `code` for
/// translations and the `params` the message names.
#[inline]
pub fn js_error(code: &str, message: &str, params: &[(&str, String)]) -> JsValue {
    let error = js_sys::Error::new(message);
    let values = js_sys::Object::new();
    for (name, value) in params {
        let _ = js_sys::Reflect::set(&values, &(*name).into(), &value.into());
    }
    let _ = js_sys::Reflect::set(&error, &"code".into(), &code.into());
    let _ = js_sys::Reflect::set(&error, &"params".into(), &values);
    error.into()
}

/// A refused action as a JavaScript `Error`.
#[inline]
pub fn refused(e: ActionError) -> JsValue {
    js_error(e.code(), &e.to_string(), &e.params())
}

/// A JavaScript `Error` with only a readable `message` (the advisor's:
/// the page shows it as it is).
#[inline]
pub fn plain_error(message: &str) -> JsValue {
    js_sys::Error::new(message).into()
}

/// Input the API cannot use.
#[inline]
pub fn bad_input(e: impl std::fmt::Display) -> JsValue {
    js_error("bad-input", &e.to_string(), &[])
}

/// `value` as a plain JavaScript object (maps as objects, numbers as numbers).
#[inline]
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_error("internal", &e.to_string(), &[]))
}

/// `value` as JSON text, written by the browser's own JSON writer.
#[inline]
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, JsValue> {
    js_sys::JSON::stringify(&to_js(value)?)
        .map(String::from)
        .map_err(|_| js_error("internal", "the value cannot be written as JSON", &[]))
}

/// An amount in units (at most two decimals).
#[inline]
pub fn money(amount: f64) -> Result<Money, JsValue> {
    Money::from_f64(amount).map_err(|e| js_error("bad-amount", &e.to_string(), &[]))
}

/// The preset called `name`.
#[inline]
pub fn preset_named(name: &str) -> Result<Preset, JsValue> {
    Preset::from_name(name).ok_or_else(|| {
        js_error(
            "no-such-table",
            &format!("no table named `{name}`"),
            &[("table", name.to_string())],
        )
    })
}

/// 256 bits from the browser's crypto, for a shuffle.
#[inline]
pub fn fresh_seed() -> Result<Seed, JsValue> {
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed).map_err(|e| {
        js_error(
            "no-randomness",
            &format!("no randomness for the shuffle: {e}"),
            &[],
        )
    })?;
    Ok(seed)
}
