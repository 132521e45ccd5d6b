//! What computed the page's kept results, for JavaScript, in the odds
//! module: the engine's fingerprints of its index method, of its round
//! review and of its counting lab (`odds::indices_fingerprint`,
//! `review::review_fingerprint`, `lab::lab_fingerprint`), each derived from
//! the code by a small canonical computation. The page keeps computed index
//! plays under the first (`www/strategy/indices-kept.js`), may keep stored
//! reviews under the second and keeps a table's counts under the third, so
//! that a change to the engine that changes what it computes makes what was
//! kept stale.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use blackjack::lab::lab_fingerprint;
use blackjack::odds::{Method, indices_fingerprint};
use blackjack::review::review_fingerprint;
use blackjack_js::to_js;

/// The fingerprints, as `methodFingerprints` returns them.
#[derive(Serialize)]
struct Fingerprints {
    /// The index plays' method, the one `indexPlays` computes by.
    indices: String,
    /// The round review (`RoundReviewer.review`).
    review: String,
    /// The counting lab: its counts, their kept form and its ramps
    /// (`LabRun`, `LabCounts`).
    lab: String,
}

/// The engine's fingerprints: `{indices, review, lab}`, each 16
/// hexadecimal digits, the same for the same engine (`indices` the same as
/// `blackjack indices --fingerprint` prints natively). About 40 ms natively
/// for the first two, some hundred milliseconds in wasm (more the first
/// time), and the lab's about as long again (two blocks of rounds): the
/// worker asks once.
#[wasm_bindgen(js_name = methodFingerprints)]
pub fn method_fingerprints() -> Result<JsValue, JsValue> {
    to_js(&Fingerprints {
        indices: indices_fingerprint(&Method::default()),
        review: review_fingerprint(),
        lab: lab_fingerprint(),
    })
}
