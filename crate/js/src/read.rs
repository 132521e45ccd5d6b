//! Plain JavaScript values read into the engine's types, for the module
//! that computes the odds (the odds module, `crate/wasm-odds`: the advisor,
//! the reviews, the simulator): cards, checked rules and charts. A value
//! that cannot be read is an `Error` saying why.

use wasm_bindgen::JsValue;

use blackjack::card::Card;
use blackjack::odds::chart::{Chart, ChartJson, Rows, Take};
use blackjack::rules::{Rules, RulesSpec};

use crate::plain_error;

/// The cards of `names` (`"AS"`, `"TD"`).
pub fn cards(names: &[String]) -> Result<Vec<Card>, JsValue> {
    names
        .iter()
        .map(|n| n.parse::<Card>().map_err(|e| plain_error(&e.to_string())))
        .collect()
}

/// The table's rules from a JavaScript object, checked.
pub fn rules_from(rules: JsValue) -> Result<Rules, JsValue> {
    let spec: RulesSpec =
        serde_wasm_bindgen::from_value(rules).map_err(|e| plain_error(&e.to_string()))?;
    spec.check().map_err(|e| plain_error(&e.to_string()))
}

/// A chart object (what `strategyChart` returns, or any object with its
/// `hard`, `soft` and `pairs` rows, and perhaps `insurance` and
/// `evenMoney`), checked: the chart and its insurance and even money rules
/// ("never" where not given).
pub fn chart_from(chart: JsValue) -> Result<(Chart, Take, Take), JsValue> {
    #[derive(serde::Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Input {
        hard: Rows,
        soft: Rows,
        pairs: Rows,
        insurance: Option<String>,
        even_money: Option<String>,
    }
    let input: Input = serde_wasm_bindgen::from_value(chart)
        .map_err(|e| plain_error(&format!("not a chart: {e}")))?;
    let rows = ChartJson {
        hard: input.hard,
        soft: input.soft,
        pairs: input.pairs,
    };
    let chart = Chart::from_json(&rows).map_err(|e| plain_error(&e.to_string()))?;
    let take = |t: Option<String>| {
        t.map_or(Ok(Take::Never), |name| {
            Take::from_name(&name)
                .ok_or_else(|| plain_error(&format!("{name:?} is not an insurance rule")))
        })
    };
    Ok((chart, take(input.insurance)?, take(input.even_money)?))
}
