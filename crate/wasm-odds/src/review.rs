//! Luck against skill for JavaScript, in the odds module: finished rounds (the records of `table.history()`) reviewed
//! decision by decision with the exact odds (`review`), a whole session's
//! sums and graph (`summarizeSession`) and lifetime progress
//! (`lifetimeProgress`) from the reviews kept. Pure computation, run by the
//! page in its engine port's worker.

use wasm_bindgen::prelude::*;

use blackjack::card::Card;
use blackjack::record::RoundRecord;
use blackjack::review::Reviewer;
use blackjack::review::progress::{KeptRound, lifetime_progress};
use blackjack::review::summary::{RoundFigures, summarize};
use blackjack::rules::Rules;
use blackjack_js::{plain_error, to_js};

/// A plain JavaScript value read as `T`, or an `Error` saying why not.
pub(crate) fn read<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, JsValue> {
    serde_wasm_bindgen::from_value(value).map_err(|e| plain_error(&e.to_string()))
}

/// A whole session's luck against skill: `rounds` is an array of
/// `{netCents, wageredCents, perfectCents, costCents, bankrollCents}` (each
/// round's review, and the bankroll before it), in the order played.
/// Returns `{rounds, startCents, netCents, perfectCents, costCents,
/// luckCents, decisionsCents, wageredCents, points: [{round, actual, taken,
/// perfect, actualMin, actualMax}]}`, every amount in hundredths: one point
/// per round, or at most `maxPoints` (2 at least) once there are more
/// rounds, the first round its own point and the others in buckets drawn
/// at their last round (`round`, from 0) with the actual line's lowest and
/// highest within. `luckCents + decisionsCents = netCents - perfectCents`.
#[wasm_bindgen(js_name = summarizeSession)]
pub fn summarize_session(rounds: JsValue, max_points: u32) -> Result<JsValue, JsValue> {
    let rounds: Vec<RoundFigures> = read(rounds)?;
    let points = usize::try_from(max_points).unwrap_or(usize::MAX);
    let summary = summarize(&rounds, points).map_err(|e| plain_error(&e.to_string()))?;
    to_js(&summary)
}

/// Lifetime progress: `rounds` is an array of `{session, round, netCents,
/// wageredCents, decisions: [{kind, costCents, taken, best, cards, up}]}`
/// (ids as strings, amounts in hundredths), in the order played. Returns
/// `{decisions, lostCents, evLostPer100Cents, byKind: {hard: {decisions,
/// lostCents, per100Cents}, soft, pair, double, surrender, insurance,
/// index}, sessions: [{id, rounds, wageredCents, netCents, decisions,
/// lostCents, per100Cents}], costliest: [{session, round, kind, costCents,
/// taken, best, cards, up}]}`: sessions in the order they first appear,
/// the ten costliest decisions the costliest first.
#[wasm_bindgen(js_name = lifetimeProgress)]
pub fn lifetime_progress_js(rounds: JsValue) -> Result<JsValue, JsValue> {
    let rounds: Vec<KeptRound> = read(rounds)?;
    let progress = lifetime_progress(&rounds).map_err(|e| plain_error(&e.to_string()))?;
    to_js(&progress)
}

/// Reviews finished rounds, keeping each table's exact return once computed.
#[wasm_bindgen(js_name = RoundReviewer)]
#[derive(Default)]
pub struct JsReviewer {
    reviewers: Vec<Reviewer>,
}

#[wasm_bindgen(js_class = RoundReviewer)]
impl JsReviewer {
    /// A reviewer with nothing computed yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> JsReviewer {
        JsReviewer::default()
    }

    /// Reviews one finished round (a record of `table.history()`; `stack`:
    /// the cards stacked before its deal in a test build, else empty):
    /// `{net, wagered, perfect, cost, perfectFrom, netCents, wageredCents,
    /// perfectCents, costCents, luckCents, decisions: [{taken, best, cards,
    /// up, cost, costCents, kind}]}`, amounts in money units, `*Cents` in
    /// hundredths. `perfect` is the main bets times the exact return of
    /// optimal play on the round's own shoe (`perfectFrom: "shoe"`), or on a
    /// fresh shoe (`"fresh"`: the round was dealt from one, or its shoe held
    /// too few cards), plus the pair bonus at its fresh return; `cost` the
    /// sum of what each decision cost against the best allowed, for the cards
    /// as they were; `luckCents = netCents - (perfectCents - costCents)`.
    /// `kind` is one of `hard`, `soft`, `pair`, `double`, `surrender`,
    /// `insurance`, `index`. A record that does not replay is refused with
    /// the reason.
    pub fn review(&mut self, record: JsValue, stack: Vec<String>) -> Result<JsValue, JsValue> {
        let (record, stack) = record_and_stack(record, &stack)?;
        let review = self
            .reviewer_for(&record.rules)
            .review(&record, &stack)
            .map_err(|e| plain_error(&e.to_string()))?;
        to_js(&review)
    }
}

impl JsReviewer {
    /// The reviewer of `rules`, made at its first use.
    pub(crate) fn reviewer_for(&mut self, rules: &Rules) -> &mut Reviewer {
        let at = match self.reviewers.iter().position(|r| r.rules() == rules) {
            Some(at) => at,
            None => {
                self.reviewers.push(Reviewer::new(rules));
                self.reviewers.len() - 1
            }
        };
        &mut self.reviewers[at]
    }
}

/// A record (a plain object of `table.history()`) and stacked cards (names).
pub(crate) fn record_and_stack(
    record: JsValue,
    stack: &[String],
) -> Result<(RoundRecord, Vec<Card>), JsValue> {
    let record: RoundRecord = read(record)?;
    let stack = stack
        .iter()
        .map(|c| c.parse::<Card>().map_err(|e| plain_error(&e.to_string())))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((record, stack))
}
