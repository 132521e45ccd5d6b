//! Luck against skill for JavaScript, in the advisor's module: finished rounds (the records of `table.history()`) reviewed
//! decision by decision with the exact odds (`review`). Pure computation,
//! run by the page in a worker.

use wasm_bindgen::prelude::*;

use blackjack::card::Card;
use blackjack::record::RoundRecord;
use blackjack::review::Reviewer;
use blackjack_js::{plain_error, to_js};

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
        let record: RoundRecord =
            serde_wasm_bindgen::from_value(record).map_err(|e| plain_error(&e.to_string()))?;
        let stack = stack
            .iter()
            .map(|c| c.parse::<Card>().map_err(|e| plain_error(&e.to_string())))
            .collect::<Result<Vec<_>, _>>()?;
        let at = match self
            .reviewers
            .iter()
            .position(|r| *r.rules() == record.rules)
        {
            Some(at) => at,
            None => {
                self.reviewers.push(Reviewer::new(&record.rules));
                self.reviewers.len() - 1
            }
        };
        let review = self.reviewers[at]
            .review(&record, &stack)
            .map_err(|e| plain_error(&e.to_string()))?;
        to_js(&review)
    }
}
