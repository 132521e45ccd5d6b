//! The day's score for the page: a day's link replayed round by round from
//! its date's seeds and scored by the engine's review (`dailyScore`), and two
//! results of one day compared round by round (`dailyCompare`). Pure
//! computation, run by the page in its engine port's worker; the same
//! functions give `blackjack daily --link` its figures.

use wasm_bindgen::prelude::*;

use blackjack::daily::score::{DayScore, compare, score};
use blackjack::daily::{DailyError, Date};
use blackjack_js::{js_error, to_js};

use crate::review::JsReviewer;

/// A day's refusal as a JavaScript `Error` with the engine's `code` and `params`.
fn daily_error(e: DailyError) -> JsValue {
    js_error(e.code(), &e.to_string(), &e.params())
}

#[wasm_bindgen(js_class = RoundReviewer)]
impl JsReviewer {
    /// The day of the link's text `link`, checked against `today` (the
    /// player's local date, `YYYY-MM-DD`), replayed and scored: `{date,
    /// table, link, betCents, lostCents, score, grades: {best, inaccuracy,
    /// mistake, blunder}, marks, netCents, perfectCents, luckCents, net,
    /// luck, rounds, records}`. `score`, `net` and `luck` are in bets to
    /// four places (`"0.0734"`); `marks` each round's worst grade or
    /// `none`; `rounds` each round's review (as `reviewRound`'s), `records`
    /// each round's record. A refused link throws an `Error` with a `code`:
    /// `daily-malformed`, `daily-newer`, `daily-altered`, `daily-future`,
    /// `daily-table`, `daily-other-table`, `daily-date`.
    #[wasm_bindgen(js_name = dailyScore)]
    pub fn daily_score(&mut self, link: &str, today: &str) -> Result<JsValue, JsValue> {
        to_js(&self.score(link, today)?)
    }

    /// Two results of one day (link texts) compared round by round: `[{round,
    /// cards, up, options: [{option, ev}], best, mine, theirs}]`, the first
    /// decision of each round taken differently, with every option's value
    /// per unit of the bet. Each link is checked as `dailyScore` checks it;
    /// links of different days throw `code: "daily-other-day"`.
    #[wasm_bindgen(js_name = dailyCompare)]
    pub fn daily_compare(
        &mut self,
        mine: &str,
        theirs: &str,
        today: &str,
    ) -> Result<JsValue, JsValue> {
        let mine = self.score(mine, today)?;
        let theirs = self.score(theirs, today)?;
        to_js(&compare(&mine, &theirs).map_err(daily_error)?)
    }
}

impl JsReviewer {
    /// The day of `link`, scored by the reviewer of its rules.
    fn score(&mut self, link: &str, today: &str) -> Result<DayScore, JsValue> {
        let today: Date = today
            .parse()
            .map_err(|e| daily_error(DailyError::Date(e)))?;
        let played = blackjack::daily::link::decode(link, today).map_err(daily_error)?;
        let reviewer = self.reviewer_for(&played.day.preset.rules());
        score(reviewer, &played).map_err(daily_error)
    }
}
