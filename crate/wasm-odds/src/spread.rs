//! A bet spread's simulation for JavaScript, in the odds module: played
//! a slice at a time so the worker reports progress and stops when asked.
//! The same seed and rounds give the figures of `blackjack simulate --spread`.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::sim::{seed, simulation};
use blackjack::sim::{Spread, SpreadError, SpreadStream};
use blackjack_js::{js_error, plain_error, to_js};

/// Many rounds of one box, betting by the Hi-Lo true count.
#[wasm_bindgen]
pub struct SpreadSimulator {
    stream: SpreadStream,
}

#[wasm_bindgen]
impl SpreadSimulator {
    /// A run at a table of `rules` (dealt from a shoe to a cut card), played
    /// by `chart`, a unit of `bet`, betting by `spread` (`TC:UNITS,…`),
    /// seeded with `seed` (64 hex digits; zeros if not given). A spread
    /// that is not `TC:UNITS` pairs with rising counts throws an Error whose
    /// `code` is `bad-spread`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        rules: JsValue,
        chart: JsValue,
        bet: f64,
        spread: String,
        seed: Option<String>,
    ) -> Result<SpreadSimulator, JsValue> {
        let spread: Spread = spread
            .parse()
            .map_err(|e: SpreadError| js_error("bad-spread", &e.to_string(), &[]))?;
        let stream = SpreadStream::new(simulation(rules, chart, bet)?, spread, self::seed(seed)?)
            .map_err(|e| plain_error(&e.to_string()))?;
        Ok(SpreadSimulator { stream })
    }

    /// Plays `rounds` more rounds.
    pub fn run(&mut self, rounds: u32) -> Result<(), JsValue> {
        self.stream
            .play(u64::from(rounds))
            .map_err(|e| plain_error(&e.to_string()))
    }

    /// The figures so far: `{rounds, advantage (percent of the money bet),
    /// meanUnits, sdUnits (per round, in units), averageBet (units), ruin
    /// (percent, for a bankroll of `bankroll` units; null when not a
    /// positive number)}`.
    pub fn tally(&self, bankroll: f64) -> Result<JsValue, JsValue> {
        let (t, unit) = (self.stream.tally, self.stream.unit());
        let (mean, sd) = t.per_round(unit);
        let ruin = (bankroll.is_finite() && bankroll > 0.0)
            .then(|| t.risk_of_ruin(unit, bankroll) * 100.0);
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct View {
            rounds: u64,
            advantage: f64,
            mean_units: f64,
            sd_units: f64,
            average_bet: f64,
            ruin: Option<f64>,
        }
        to_js(&View {
            rounds: t.rounds,
            advantage: t.advantage() * 100.0,
            mean_units: mean,
            sd_units: sd,
            average_bet: t.wagered as f64 / (t.rounds.max(1) as f64) / unit.cents() as f64,
            ruin,
        })
    }
}
