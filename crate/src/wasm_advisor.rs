//! The advisor's JavaScript surface: a second, separate wasm module (built
//! with the `advisor` feature) that the page loads only when the player asks
//! for a hint, the trainer or the tables' returns, so that the exact-odds code
//! never weighs on the game's first load. Pure computation: no state of the
//! game, no storage, no randomness.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::action::{ActionKind, ActionSet};
use crate::card::Card;
use crate::odds::{Analyzer, expected_return};
use crate::rules::Rules;

fn js_error(message: &str) -> JsValue {
    js_sys::Error::new(message).into()
}

fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_error(&e.to_string()))
}

fn cards(names: &[String]) -> Result<Vec<Card>, JsValue> {
    names
        .iter()
        .map(|n| n.parse::<Card>().map_err(|e| js_error(&e.to_string())))
        .collect()
}

fn rules_from(rules: JsValue) -> Result<Rules, JsValue> {
    let rules: Rules =
        serde_wasm_bindgen::from_value(rules).map_err(|e| js_error(&e.to_string()))?;
    rules.validate().map_err(|e| js_error(&e.to_string()))?;
    Ok(rules)
}

/// The value of each allowed action for the hand being played, for the
/// exact cards left.
#[wasm_bindgen]
pub struct Advisor {
    analyzer: Analyzer,
}

/// What `advise` returns: each allowed action's expected value per unit of
/// the hand's bet (`null` when not allowed), and the best action's name.
#[derive(Serialize)]
struct AdviceView {
    stand: Option<f64>,
    hit: Option<f64>,
    double: Option<f64>,
    split: Option<f64>,
    surrender: Option<f64>,
    best: Option<&'static str>,
}

#[wasm_bindgen]
impl Advisor {
    /// An advisor for a table's `rules` (the `rules` object of a preset or of
    /// `table.rules()`).
    #[wasm_bindgen(constructor)]
    pub fn new(rules: JsValue) -> Result<Advisor, JsValue> {
        Ok(Advisor {
            analyzer: Analyzer::new(&rules_from(rules)?),
        })
    }

    /// Values of the actions `allowed` (scenario names) for `hand` against the
    /// dealer's `up` card; `seen` is every card dealt face up since the
    /// shuffle (the hand and the up card included: the snapshot's `seen`),
    /// `hands` how many hands the box holds now.
    pub fn advise(
        &mut self,
        seen: Vec<String>,
        hand: Vec<String>,
        up: String,
        hands: u8,
        allowed: Vec<String>,
    ) -> Result<JsValue, JsValue> {
        let up: Card = up
            .parse()
            .map_err(|e: crate::card::CardError| js_error(&e.to_string()))?;
        let allowed: ActionSet = allowed
            .iter()
            .filter_map(|a| ActionKind::from_name(a))
            .collect();
        let advice = self
            .analyzer
            .advise(&cards(&seen)?, &cards(&hand)?, up, hands.max(1), allowed)
            .map_err(|e| js_error(&e.to_string()))?;
        to_js(&AdviceView {
            stand: advice.stand,
            hit: advice.hit,
            double: advice.double,
            split: advice.split,
            surrender: advice.surrender,
            best: advice.best.map(ActionKind::name),
        })
    }
}

/// A table's expected return under optimal play, in percent of the bet, and
/// the pair bonus's own (`null` where the table has none): `{player, pairBonus}`.
#[wasm_bindgen(js_name = tableReturn)]
pub fn table_return(rules: JsValue) -> Result<JsValue, JsValue> {
    let edge = expected_return(&rules_from(rules)?);
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct View {
        player: f64,
        pair_bonus: Option<f64>,
    }
    to_js(&View {
        player: edge.player * 100.0,
        pair_bonus: edge.pair_bonus.map(|p| p * 100.0),
    })
}
