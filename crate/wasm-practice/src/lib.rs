//! The practice drill for JavaScript, in a small module of its own that the
//! page loads only when the drill is first entered: a `PracticeTable` whose
//! methods are those the page's table code calls on the game's `Table`
//! (`snapshot()`, `act()`, `rules()`, `preset`), dealing starting hands of
//! the kinds asked for (the engine's `practice::Drill`). It holds no money
//! of the player's and nothing of it is saved. The day's game
//! (`daily.rs`) is here too: a table of its own, apart from the game.
#![deny(missing_docs)]

mod daily;

pub use daily::{DailyTable, daily_day};

use wasm_bindgen::prelude::*;

use blackjack::action::{Action, ParseActionError};
use blackjack::practice::{Drill, DrillWeights, PracticeError};
use blackjack::rules::Preset;
use blackjack_js::{bad_input, fresh_seed, js_error, preset_named, refused, to_js};

/// A drill's refusal as a JavaScript `Error` with the engine's `code`.
fn practice_error(e: PracticeError) -> JsValue {
    match e {
        PracticeError::Refused(e) => refused(e),
        other => js_error(other.code(), &other.to_string(), &[]),
    }
}

/// The weights by kind read from a JavaScript object (`undefined` or
/// `null`: the default, hard, soft and pairs alike).
fn weights(value: JsValue) -> Result<DrillWeights, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(DrillWeights::default());
    }
    serde_wasm_bindgen::from_value(value).map_err(bad_input)
}

/// The drill at one of the game's tables.
#[wasm_bindgen]
pub struct PracticeTable {
    preset: Preset,
    drill: Drill,
}

#[wasm_bindgen]
impl PracticeTable {
    /// A drill at the preset named `preset`, dealing the kinds by `weights`
    /// (`{hard, soft, pair, double, surrender, insurance}`, each a number;
    /// none given: hard, soft and pairs alike); the first hand is dealt.
    #[wasm_bindgen(constructor)]
    pub fn new(preset: &str, weights_by_kind: JsValue) -> Result<PracticeTable, JsValue> {
        let preset = preset_named(preset)?;
        let drill = Drill::new(preset.rules(), weights(weights_by_kind)?, fresh_seed()?)
            .map_err(practice_error)?;
        Ok(PracticeTable { preset, drill })
    }

    /// The preset's name.
    #[wasm_bindgen(getter)]
    pub fn preset(&self) -> String {
        self.preset.name().to_string()
    }

    /// The kind of the hand in play (`hard`, `soft`, `pair`, `double`,
    /// `surrender` or `insurance`).
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> String {
        self.drill.kind().name().to_string()
    }

    /// Everything a player sees of the hand, as the game's `snapshot()`;
    /// once the hand is over, `deal` (the next hand) is the only action.
    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        to_js(&self.drill.snapshot())
    }

    /// The table's rules, as the game's `rules()`.
    pub fn rules(&self) -> Result<JsValue, JsValue> {
        to_js(self.drill.table().rules())
    }

    /// Plays the action written as a scenario action (`hit`, `double`,
    /// `no-insurance`); `deal` deals the next drill hand. A refused action
    /// throws an `Error` with a `code` and changes nothing.
    pub fn act(&mut self, action: &str) -> Result<(), JsValue> {
        let parsed: Action = action
            .parse()
            .map_err(|e: ParseActionError| js_error("bad-action", &e.to_string(), &[]))?;
        self.drill.act(&parsed).map_err(practice_error)
    }

    /// Deals the next hands by `weights` from now on (checked: refused
    /// weights change nothing).
    #[wasm_bindgen(js_name = setWeights)]
    pub fn set_weights(&mut self, weights_by_kind: JsValue) -> Result<(), JsValue> {
        self.drill
            .set_weights(weights(weights_by_kind)?)
            .map_err(practice_error)
    }

    /// Deals the next drill hand (the hand in play must be over): `act("deal")`.
    #[wasm_bindgen(js_name = next)]
    pub fn deal_next(&mut self) -> Result<(), JsValue> {
        self.drill.deal_next().map_err(practice_error)
    }
}
