//! The day's game for JavaScript: a `DailyTable` whose methods are those
//! the page's table code calls on the game's `Table` (`snapshot()`, `act()`,
//! `rules()`, `preset`), playing the engine's `daily::DailyGame`, and the
//! day's table of a date (`dailyDay`). It holds no money of the player's
//! and nothing of it is saved here: its result is the day's link.

use wasm_bindgen::prelude::*;

use blackjack::action::{Action, ParseActionError};
use blackjack::daily::{DailyError, DailyGame, Day, ROUNDS};
use blackjack_js::{js_error, to_js};

/// A day's refusal as a JavaScript `Error` with the engine's `code` and `params`.
pub(crate) fn daily_error(e: DailyError) -> JsValue {
    js_error(e.code(), &e.to_string(), &e.params())
}

/// The day of `date` (`YYYY-MM-DD`, the player's local date): `{date,
/// table}`, the table of the rotation. A text that is not a date
/// throws an `Error` with `code: "daily-date"`.
#[wasm_bindgen(js_name = dailyDay)]
pub fn daily_day(date: &str) -> Result<JsValue, JsValue> {
    let day = Day::named(date, None).map_err(daily_error)?;
    to_js(&day)
}

/// A day being played.
#[wasm_bindgen]
pub struct DailyTable {
    game: DailyGame,
}

#[wasm_bindgen]
impl DailyTable {
    /// The day of `date` (`YYYY-MM-DD`) at the table named `table`, or at
    /// the rotation's table when `table` is `undefined` or `null`; its
    /// first round is dealt.
    #[wasm_bindgen(constructor)]
    pub fn new(date: &str, table: Option<String>) -> Result<DailyTable, JsValue> {
        let day = Day::named(date, table.as_deref()).map_err(daily_error)?;
        let game = DailyGame::new(day).map_err(daily_error)?;
        Ok(DailyTable { game })
    }

    /// The table's name.
    #[wasm_bindgen(getter)]
    pub fn preset(&self) -> String {
        self.game.day().preset.name().to_string()
    }

    /// The date, `YYYY-MM-DD`.
    #[wasm_bindgen(getter)]
    pub fn date(&self) -> String {
        self.game.day().date.to_string()
    }

    /// The round in play, or the last finished (from 1).
    #[wasm_bindgen(getter)]
    pub fn round(&self) -> usize {
        self.game.round()
    }

    /// How many rounds the day has.
    #[wasm_bindgen(getter)]
    pub fn rounds(&self) -> usize {
        ROUNDS
    }

    /// Are all the day's rounds over?
    #[wasm_bindgen(getter)]
    pub fn over(&self) -> bool {
        self.game.over()
    }

    /// Everything a player sees of the round, as the game's `snapshot()`,
    /// without amounts to type; between rounds `deal` (the next round) is
    /// the only action, and none once the day is over.
    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.snapshot())
    }

    /// The table's rules, as the game's `rules()`.
    pub fn rules(&self) -> Result<JsValue, JsValue> {
        to_js(self.game.table().rules())
    }

    /// Plays the action written as a scenario action (`hit`, `double`,
    /// `no-insurance`); `deal` deals the next round. Bets, Cancel, Repeat
    /// and amounts are refused: a refused action throws an `Error` with a
    /// `code` and changes nothing.
    pub fn act(&mut self, action: &str) -> Result<(), JsValue> {
        let parsed: Action = action
            .parse()
            .map_err(|e: ParseActionError| js_error("bad-action", &e.to_string(), &[]))?;
        self.game.act(&parsed).map_err(daily_error)
    }

    /// The day's link text, once it is over (else `code: "daily-not-over"`).
    pub fn link(&self) -> Result<String, JsValue> {
        self.game.link().map_err(daily_error)
    }

    /// The records of the finished rounds, in order (each as
    /// `table.history()` gives them: the review's input).
    pub fn records(&self) -> Result<JsValue, JsValue> {
        to_js(self.game.records())
    }
}
