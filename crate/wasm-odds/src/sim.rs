//! The simulator's JavaScript surface, in the odds module (it plays the
//! chart `strategyChart` finds): a run or a set of sessions played a slice at
//! a time, so a worker can report progress and stop when asked. The same
//! seed gives the same figures as `blackjack simulate`.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use blackjack::money::Money;
use blackjack::record::seed_from_hex;
use blackjack::shoe::Seed;
use blackjack::sim::{Simulation, Stream, block_seed, session};
use blackjack_js::read::{chart_from, rules_from};
use blackjack_js::{plain_error, to_js};

/// A simulation from the table's `rules`, a chart object (as `strategyChart`
/// returns it) and the bet in units.
pub(crate) fn simulation(rules: JsValue, chart: JsValue, bet: f64) -> Result<Simulation, JsValue> {
    let rules = rules_from(rules)?;
    let (chart, insurance, even_money) = chart_from(chart)?;
    Ok(Simulation {
        rules,
        chart,
        insurance,
        even_money,
        bet: units(bet)?,
        indices: None,
    })
}

fn units(amount: f64) -> Result<Money, JsValue> {
    if !(amount.is_finite() && amount > 0.0 && amount <= 1e9) {
        return Err(plain_error(&format!("{amount} is not an amount")));
    }
    Ok(Money((amount * 100.0).round() as i64))
}

pub(crate) fn seed(hex: Option<String>) -> Result<Seed, JsValue> {
    hex.map_or(Ok([0; 32]), |h| {
        seed_from_hex(&h).map_err(|e| plain_error(&e.to_string()))
    })
}

/// Many rounds of one box at a flat bet, played by a chart.
#[wasm_bindgen]
pub struct Simulator {
    stream: Stream,
}

#[wasm_bindgen]
impl Simulator {
    /// A run at a table of `rules`, played by `chart`, betting `bet` units,
    /// seeded with `seed` (64 hex digits; zeros if not given).
    #[wasm_bindgen(constructor)]
    pub fn new(
        rules: JsValue,
        chart: JsValue,
        bet: f64,
        seed: Option<String>,
    ) -> Result<Simulator, JsValue> {
        let stream = Stream::new(simulation(rules, chart, bet)?, self::seed(seed)?)
            .map_err(|e| plain_error(&e.to_string()))?;
        Ok(Simulator { stream })
    }

    /// Plays `rounds` more rounds.
    pub fn run(&mut self, rounds: u32) -> Result<(), JsValue> {
        self.stream
            .play(u64::from(rounds))
            .map_err(|e| plain_error(&e.to_string()))
    }

    /// The figures so far: `{rounds, hands, return, ci95, sd}` (return and
    /// ci95 in percent of the bet, sd in bets per round).
    pub fn tally(&self) -> Result<JsValue, JsValue> {
        let (t, bet) = (self.stream.tally, self.stream.bet());
        #[derive(Serialize)]
        struct View {
            rounds: u64,
            hands: u64,
            #[serde(rename = "return")]
            mean: f64,
            ci95: f64,
            sd: f64,
        }
        to_js(&View {
            rounds: t.rounds,
            hands: t.hands,
            mean: t.mean(bet) * 100.0,
            ci95: t.ci95(bet) * 100.0,
            sd: t.sd(bet),
        })
    }
}

/// Sessions of a number of rounds from a bankroll.
#[wasm_bindgen]
pub struct Sessions {
    sim: Simulation,
    seed: Seed,
    bankroll: Money,
    rounds: u64,
    finals: Vec<Money>,
    played: u64,
    ruined: u64,
}

#[wasm_bindgen]
impl Sessions {
    /// Sessions of at most `rounds` rounds, each from `bankroll` units,
    /// betting `bet` units, played by `chart`; seeded as `blackjack simulate
    /// --bankroll` seeds them.
    #[wasm_bindgen(constructor)]
    pub fn new(
        rules: JsValue,
        chart: JsValue,
        bet: f64,
        bankroll: f64,
        rounds: u32,
        seed: Option<String>,
    ) -> Result<Sessions, JsValue> {
        let sim = simulation(rules, chart, bet)?;
        let bankroll = units(bankroll)?;
        if bankroll < sim.bet {
            return Err(plain_error("the bankroll must cover the bet"));
        }
        Ok(Sessions {
            sim,
            seed: self::seed(seed)?,
            bankroll,
            rounds: u64::from(rounds),
            finals: Vec::new(),
            played: 0,
            ruined: 0,
        })
    }

    /// Plays `count` more sessions.
    pub fn run(&mut self, count: u32) -> Result<(), JsValue> {
        for _ in 0..count {
            let i = self.finals.len() as u64;
            let (end, played, ruined) = session(
                &self.sim,
                self.bankroll,
                self.rounds,
                &block_seed(&self.seed, !i),
            )
            .map_err(|e| plain_error(&e.to_string()))?;
            self.finals.push(end);
            self.played += played;
            self.ruined += u64::from(ruined);
        }
        Ok(())
    }

    /// The figures so far: `{sessions, finals (units, in session order),
    /// percentiles ([5, 25, 50, 75, 95] in units), ruin (a chance), meanRounds}`.
    pub fn result(&self) -> Result<JsValue, JsValue> {
        let stats = blackjack::sim::SessionStats {
            finals: self.finals.clone(),
            rounds: self.played,
            ruined: self.ruined,
        };
        let to_units = |m: Money| m.cents() as f64 / 100.0;
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct View {
            sessions: usize,
            finals: Vec<f64>,
            percentiles: Vec<f64>,
            ruin: f64,
            mean_rounds: f64,
        }
        to_js(&View {
            sessions: self.finals.len(),
            finals: self.finals.iter().map(|&m| to_units(m)).collect(),
            percentiles: [5.0, 25.0, 50.0, 75.0, 95.0]
                .iter()
                .map(|&p| to_units(stats.percentile(p)))
                .collect(),
            ruin: stats.ruin(),
            mean_rounds: stats.mean_rounds(),
        })
    }
}
