//! The advisor's JavaScript surface in the odds module: the Hint, the
//! Trainer's chart and the tables' returns. Pure computation: no state of
//! the game, no storage, no randomness.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use blackjack_js::read::{cards, chart_from, rules_from};
use blackjack_js::{plain_error, to_js};

use blackjack::action::{ActionKind, ActionSet};
use blackjack::card::Card;
use blackjack::odds::chart::{
    Chart, MAX_SWEEPS, Rows, Take, best_chart, insurance_value, takes_offer, value_label,
};
use blackjack::odds::{Analyzer, Composition, expected_return};
use blackjack::rules::Rules;

fn card(name: &str) -> Result<Card, JsValue> {
    name.parse()
        .map_err(|e: blackjack::card::CardError| plain_error(&e.to_string()))
}

/// The actions of `names` (scenario names; others left out).
fn action_set(names: &[String]) -> ActionSet {
    names
        .iter()
        .filter_map(|a| ActionKind::from_name(a))
        .collect()
}

/// The value of each allowed action for the hand being played, for the
/// exact cards left.
#[wasm_bindgen]
pub struct Advisor {
    analyzer: Analyzer,
    decks: u8,
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
        let rules = rules_from(rules)?;
        Ok(Advisor {
            analyzer: Analyzer::new(&rules),
            decks: rules.decks,
        })
    }

    /// The value of taking insurance (or even money) per unit of the
    /// insurance bet, `seen` being every card dealt face up since the shuffle
    /// (the snapshot's `seen`): it pays 2 to 1 when the hole card is a ten,
    /// one of the cards left. Declining is worth 0.
    #[wasm_bindgen(js_name = insuranceValue)]
    pub fn insurance_value(&self, seen: Vec<String>) -> Result<f64, JsValue> {
        let left = Composition::decks(self.decks)
            .without(&cards(&seen)?)
            .map_err(|e| plain_error(&e.to_string()))?;
        Ok(insurance_value(&left))
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
        let (up, allowed) = (card(&up)?, action_set(&allowed));
        let advice = self
            .analyzer
            .advise(&cards(&seen)?, &cards(&hand)?, up, hands.max(1), allowed)
            .map_err(|e| plain_error(&e.to_string()))?;
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

/// The best strategy chart for a table's `rules`, found and valued exactly
/// (run it in a worker: it takes a fraction of a second to a few seconds):
/// `{return, perfect, hard, soft, pairs, insurance, evenMoney, differs, seconds,
/// sweeps, sweepLimit, unconverged}`.
/// Returns are in percent; `hard`, `soft` and `pairs` are `blackjack chart
/// --json`'s rows; `insurance` and `evenMoney` are `never`, `no-ten`,
/// `at-most-one-ten` or `always` (`null` where the table offers none);
/// `differs` lists `{cell, hands}` where the exact best play of a two-card
/// hand from a fresh shoe is not the chart's; `unconverged` the up cards (`2`
/// to `9`, `T`, `A`) whose cells still changed when the search stopped at its
/// limit of `sweepLimit` sweeps (empty when it converged).
#[wasm_bindgen(js_name = strategyChart)]
pub fn strategy_chart(rules: JsValue) -> Result<JsValue, JsValue> {
    let rules = rules_from(rules)?;
    let start = js_sys::Date::now();
    let best = best_chart(&rules);
    let rows = best.chart.to_json();
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Differs {
        cell: String,
        hands: Vec<String>,
    }
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct View {
        #[serde(rename = "return")]
        chart: f64,
        perfect: f64,
        hard: Rows,
        soft: Rows,
        pairs: Rows,
        insurance: Option<&'static str>,
        even_money: Option<&'static str>,
        differs: Vec<Differs>,
        seconds: f64,
        sweeps: usize,
        sweep_limit: usize,
        unconverged: Vec<&'static str>,
    }
    to_js(&View {
        chart: best.chart_return * 100.0,
        perfect: best.perfect * 100.0,
        hard: rows.hard,
        soft: rows.soft,
        pairs: rows.pairs,
        insurance: best.insurance.map(Take::name),
        even_money: best.even_money.map(Take::name),
        differs: best
            .differs
            .into_iter()
            .map(|(cell, hands)| Differs { cell, hands })
            .collect(),
        seconds: (js_sys::Date::now() - start) / 1000.0,
        sweeps: best.sweeps,
        sweep_limit: MAX_SWEEPS,
        unconverged: best.unconverged.iter().map(|&up| value_label(up)).collect(),
    })
}

/// A chart to grade play against: which cell applies to a hand, and what it
/// says to do there.
#[wasm_bindgen]
pub struct ChartPlay {
    rules: Rules,
    chart: Chart,
    insurance: Take,
    even_money: Take,
}

#[derive(Serialize)]
struct DecisionView {
    cell: String,
    code: &'static str,
    action: &'static str,
    kind: &'static str,
}

#[wasm_bindgen]
impl ChartPlay {
    /// The chart `chart` (what `strategyChart` returns, or any object with
    /// its `hard`, `soft` and `pairs` rows) for a table's `rules`.
    #[wasm_bindgen(constructor)]
    pub fn new(rules: JsValue, chart: JsValue) -> Result<ChartPlay, JsValue> {
        let rules = rules_from(rules)?;
        let (chart, insurance, even_money) = chart_from(chart)?;
        Ok(ChartPlay {
            rules,
            chart,
            insurance,
            even_money,
        })
    }

    /// The chart's decision for `hand` against `up`, the box holding `hands`
    /// hands (more than one: the hand was made by a split) and `allowed` the
    /// actions allowed now: `{cell, code, action, kind}`, or `null` when the
    /// hand has no decision to make.
    pub fn decide(
        &self,
        hand: Vec<String>,
        up: String,
        hands: u8,
        allowed: Vec<String>,
    ) -> Result<JsValue, JsValue> {
        let (up, allowed) = (card(&up)?, action_set(&allowed));
        let decision = self
            .chart
            .decide(&self.rules, &cards(&hand)?, up, hands > 1, allowed);
        match decision {
            None => Ok(JsValue::NULL),
            Some(d) => to_js(&DecisionView {
                cell: d.cell,
                code: d.code.as_str(),
                action: d.action.kind().name(),
                kind: d.kind.name(),
            }),
        }
    }

    /// Whether the chart takes insurance (even money, for a blackjack) with
    /// `hand`: `{cell: "insurance", take, kind: "insurance"}`.
    pub fn insurance(&self, hand: Vec<String>) -> Result<JsValue, JsValue> {
        let take = takes_offer(self.insurance, self.even_money, &cards(&hand)?);
        #[derive(Serialize)]
        struct View {
            cell: &'static str,
            take: bool,
            kind: &'static str,
        }
        to_js(&View {
            cell: "insurance",
            take,
            kind: "insurance",
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
