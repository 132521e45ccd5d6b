//! The review of one round for the page, as a chess review: every option of
//! every decision valued (`reviewRound`), what-if with the same cards
//! (`whatIf`) and share links (`shareLink`, `readLink`). Pure computation,
//! run by the page in its engine port's worker.

use wasm_bindgen::prelude::*;

use blackjack::review::share;
use blackjack_js::{js_error, plain_error, to_js};

use crate::review::{JsReviewer, read, record_and_stack};

#[wasm_bindgen(js_class = RoundReviewer)]
impl JsReviewer {
    /// Every decision of a finished round (a record of `table.history()`;
    /// `stack`: the cards stacked before its deal in a test build, else
    /// empty) with every legal option valued: `{decisions: [{index, box,
    /// hand, step, cards, up, options: [{option, ev}], chosen, taken, best,
    /// costCents, grade}], timeline, result}`. `ev` is the option's exact
    /// expected value per unit of the hand's bet (the Hint's numbers;
    /// `insurance` the usual amount, `even-money` 1); `grade` is `best`,
    /// `inaccuracy`, `mistake` or `blunder` by the cost per unit of the
    /// hand's bet (at most 0.001, below 0.02, below 0.10, more). `step` is
    /// how many cards had been dealt. `timeline`: `[{kind: "card", seq,
    /// card, to: "dealer" | {box, hand}, hole} | {kind: "decision", step,
    /// decision} | {kind: "split", step, box, hand}]` in order; `result`:
    /// `{hands: [{box, hand, cards, outcome, netCents}], dealer, netCents}`.
    #[wasm_bindgen(js_name = reviewRound)]
    pub fn review_round(
        &mut self,
        record: JsValue,
        stack: Vec<String>,
    ) -> Result<JsValue, JsValue> {
        let (record, stack) = record_and_stack(record, &stack)?;
        let review = self
            .reviewer_for(&record.rules)
            .round_options(&record, &stack)
            .map_err(|e| plain_error(&e.to_string()))?;
        to_js(&review)
    }

    /// Plays `option` (an option's name of that decision) at decision
    /// `decision` (its `index`) and the round on with the same cards: the
    /// recorded actions when `option` is the one taken (the real round),
    /// else the best option at every later decision. Returns `{decision,
    /// option, actions, result: {hands: [{box, hand, cards, outcome,
    /// netCents}], dealer, netCents}, timeline}` (as `reviewRound`'s).
    #[wasm_bindgen(js_name = whatIf)]
    pub fn what_if(
        &mut self,
        record: JsValue,
        stack: Vec<String>,
        decision: u32,
        option: &str,
    ) -> Result<JsValue, JsValue> {
        let (record, stack) = record_and_stack(record, &stack)?;
        let decision = usize::try_from(decision).unwrap_or(usize::MAX);
        let what = self
            .reviewer_for(&record.rules)
            .what_if(&record, &stack, decision, option)
            .map_err(|e| plain_error(&e.to_string()))?;
        to_js(&what)
    }
}

/// The share link text of a finished round (`1.` and base64url): what
/// follows a URL's `#`. An unfinished round is refused (`code:
/// "link-not-over"`).
#[wasm_bindgen(js_name = shareLink)]
pub fn share_link(record: JsValue) -> Result<String, JsValue> {
    let record = read(record)?;
    share::encode(&record).map_err(|e| js_error(e.code(), &e.to_string(), &[]))
}

/// The round of a share link's text, replayed and checked: its record (as
/// `table.history()` gives them), or an `Error` with a `code`:
/// `link-malformed`, `link-newer` (made by a newer version), `link-altered`
/// (changed since it was made) or `link-replay` (does not replay).
#[wasm_bindgen(js_name = readLink)]
pub fn read_link(text: &str) -> Result<JsValue, JsValue> {
    let record = share::decode(text).map_err(|e| js_error(e.code(), &e.to_string(), &[]))?;
    to_js(&record)
}
