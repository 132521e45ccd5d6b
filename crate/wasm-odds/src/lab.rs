//! The counting lab for JavaScript, in the odds module (the engine's
//! `blackjack::lab`, docs/ramp.md): a table's counts played a block at a
//! time in the worker for long jobs, so it reports progress and stops when
//! asked ([`LabRun`]), kept as bytes; and ramps asked of kept counts, each
//! under a millisecond or so once the counts are loaded ([`LabCounts`]). A
//! ramp's answer is what `blackjack ramp --json` prints (the engine's
//! `RampReport`, without `rules`) with the risk curve beside it, so that
//! the page's figures and the command's are the same numbers.
//!
//! Every refusal is an `Error` with a `code`: `no-counting` (a table
//! shuffled before every round or continuously), `lab-rounds`, `lab-seed`,
//! `lab-kept` (bytes that are not kept counts, or counts of a table with
//! another minimum bet), `lab-bankroll`, `lab-spread`, `lab-risk`,
//! `lab-wong`, `lab-unfinished`, `lab-finished`, `lab-sim` (a bug), and
//! `bad-input` (rules or index plays that cannot be read). A refusal
//! changes nothing.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use blackjack::lab::{
    Counts, CountsRun, DEFAULT_ROUNDS, DEFAULT_SEED, LabError, MAX_ROUNDS, RampAsk, RampReport,
    RiskCurve, Wong, ramp, risk_curve,
};
use blackjack::odds::{IndexPlay, counting_helps};
use blackjack::record::seed_from_hex;
use blackjack::rules::Rules;
use blackjack_js::read::rules_from;
use blackjack_js::{js_error, to_js};

/// A lab refusal as a JavaScript `Error` with its code.
fn refused(e: LabError) -> JsValue {
    js_error(e.code(), &e.to_string(), &[])
}

/// The table's rules, checked (`bad-input` where they cannot be read).
fn rules_of(rules: JsValue) -> Result<Rules, JsValue> {
    rules_from(rules).map_err(|e| {
        let message = e
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .unwrap_or_default();
        js_error("bad-input", &format!("rules: {message}"), &[])
    })
}

/// A number given to the lab: `None` for `undefined` or `null`, NaN for
/// anything else that is not a number (so that its field refuses it).
fn number(value: &JsValue) -> Option<f64> {
    if value.is_undefined() || value.is_null() {
        None
    } else {
        Some(value.as_f64().unwrap_or(f64::NAN))
    }
}

/// A table's counts being played: `new LabRun(rules, plays, rounds,
/// seed)`, then `step(blocks)` until it returns `total()`, then
/// `finish()`.
#[wasm_bindgen]
pub struct LabRun {
    run: Option<CountsRun>,
    total: u64,
}

#[wasm_bindgen]
impl LabRun {
    /// A run of the counts of the table of `rules` (a rules object), played
    /// with its index plays `plays` (as `indexPlays` returns them) for
    /// `rounds` rounds (a whole number from 131 072 to 2^34; `undefined`:
    /// 8 388 608, the command's default) from `seed` (64 hexadecimal
    /// digits; `undefined`: `0b0b…0b`, the command's default). The same
    /// rules, plays, rounds and seed give the counts `blackjack ramp`
    /// computes. Finds the table's chart first (the chart search, under a
    /// second). Refused: `no-counting`, `lab-rounds`, `lab-seed`,
    /// `bad-input`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        rules: JsValue,
        plays: JsValue,
        rounds: JsValue,
        seed: JsValue,
    ) -> Result<LabRun, JsValue> {
        let rules = rules_of(rules)?;
        let plays: Vec<IndexPlay> = serde_wasm_bindgen::from_value(plays)
            .map_err(|e| js_error("bad-input", &format!("plays: not index plays: {e}"), &[]))?;
        if !counting_helps(&rules) {
            return Err(refused(LabError::NoCounting));
        }
        let rounds = match number(&rounds) {
            None => DEFAULT_ROUNDS,
            Some(r) if r.fract() == 0.0 && (0.0..=MAX_ROUNDS as f64).contains(&r) => r as u64,
            Some(r) => return Err(refused(LabError::Rounds(r.to_string()))),
        };
        let seed = match (seed.is_undefined() || seed.is_null(), seed.as_string()) {
            (true, _) => DEFAULT_SEED,
            (false, text) => {
                let text = text.unwrap_or_default();
                seed_from_hex(&text).map_err(|_| {
                    js_error(
                        "lab-seed",
                        &format!("seed: 64 hexadecimal digits are needed, not {text:?}"),
                        &[],
                    )
                })?
            }
        };
        let run = CountsRun::new(&rules, &plays, rounds, &seed).map_err(refused)?;
        Ok(LabRun {
            total: run.total(),
            run: Some(run),
        })
    }

    /// Plays the next `blocks` blocks of 65 536 rounds (a few tens of
    /// milliseconds each); the rounds played so far, `total()` once every
    /// block has been. `lab-finished` after `finish()`.
    pub fn step(&mut self, blocks: u32) -> Result<f64, JsValue> {
        let run = self.run.as_mut().ok_or_else(finished)?;
        run.step(u64::from(blocks))
            .map(|done| done as f64)
            .map_err(refused)
    }

    /// The rounds of the whole run.
    pub fn total(&self) -> f64 {
        self.total as f64
    }

    /// The counts, once every block has been played: `{bytes, counts}`,
    /// `bytes` a Uint8Array to keep (what `new LabCounts(bytes)` reads),
    /// `counts` `{rows, rounds, seed, unit}` (`rows` as `blackjack ramp
    /// --json` prints its `counts`). Ends the run: a second call is refused
    /// (`lab-finished`); before the last block, `lab-unfinished` (and the
    /// run goes on).
    pub fn finish(&mut self) -> Result<JsValue, JsValue> {
        let run = self.run.as_ref().ok_or_else(finished)?;
        if !run.is_complete() {
            return Err(js_error(
                "lab-unfinished",
                &format!(
                    "the counts are not finished: {} rounds of {} played",
                    run.done(),
                    run.total()
                ),
                &[],
            ));
        }
        let counts = self.run.take().ok_or_else(finished)?.finish();
        kept_and_counts(&counts)
    }
}

/// `{bytes, counts}` of `counts`.
fn kept_and_counts(counts: &Counts) -> Result<JsValue, JsValue> {
    let out = js_sys::Object::new();
    let bytes = js_sys::Uint8Array::from(counts.to_bytes().as_slice());
    js_sys::Reflect::set(&out, &"bytes".into(), &bytes)?;
    js_sys::Reflect::set(&out, &"counts".into(), &to_js(counts)?)?;
    Ok(out.into())
}

/// A finished run's refusal.
fn finished() -> JsValue {
    js_error("lab-finished", "this run of the counts is finished", &[])
}

/// A table's counts read back from kept bytes, to ask ramps of.
#[wasm_bindgen]
pub struct LabCounts {
    counts: Counts,
}

#[wasm_bindgen]
impl LabCounts {
    /// The counts kept in `bytes` (what `LabRun.finish()` gave), checked:
    /// anything else is refused (`lab-kept`, saying why). About 10 ms for
    /// the default rounds' 2 MB.
    #[wasm_bindgen(constructor)]
    pub fn new(bytes: &[u8]) -> Result<LabCounts, JsValue> {
        let counts = Counts::from_bytes(bytes).map_err(refused)?;
        Ok(LabCounts { counts })
    }

    /// The counts: `{rows, rounds, seed, unit}`, as `LabRun.finish()` gave
    /// them.
    pub fn counts(&self) -> Result<JsValue, JsValue> {
        to_js(&self.counts)
    }

    /// The optimal ramp for the table of `rules` (the table the counts
    /// were played at) and `ask` `{bankroll (money), spread (the N of 1:N),
    /// risk (percent), wong_in, wong_out (true counts, or null)}`: exactly
    /// the fields `blackjack ramp --json` prints but `rules` (`bankroll,
    /// spread, risk, wong_in, wong_out, rounds, seed, counts, bets, unit,
    /// short, capped, played, average_bet, win_per_100,
    /// win_per_100_error, sd_per_100, sd_per_100_error, di, di_error,
    /// score, score_error, n0, n0_error, certainty_equivalent,
    /// certainty_equivalent_error, risk_of_ruin, risk_of_ruin_error`), and
    /// `curve` `{bankrolls, lifetime, trips: [{rounds, risk}]}` (risks as
    /// chances from 0 to 1; the asked bankroll is one of the bankrolls).
    /// Refused: `lab-bankroll`, `lab-spread`, `lab-risk`, `lab-wong`,
    /// `lab-kept` (rules of another minimum bet), `no-counting`,
    /// `bad-input`.
    pub fn ramp(&self, rules: JsValue, ask: JsValue) -> Result<JsValue, JsValue> {
        let rules = rules_of(rules)?;
        if !counting_helps(&rules) {
            return Err(refused(LabError::NoCounting));
        }
        if rules.min_bet != self.counts.unit {
            return Err(refused(LabError::Kept(format!(
                "played at a minimum bet of {}, not this table's {}",
                self.counts.unit, rules.min_bet
            ))));
        }
        let field = |name: &str| {
            let value = if ask.is_object() {
                js_sys::Reflect::get(&ask, &name.into()).unwrap_or(JsValue::UNDEFINED)
            } else {
                JsValue::UNDEFINED
            };
            number(&value)
        };
        let text = |value: Option<f64>| value.map_or(String::new(), |v| v.to_string());
        let wong = Wong::from_numbers(field("wong_in"), field("wong_out")).map_err(refused)?;
        let spread = field("spread").map_or(String::new(), |n| format!("1:{n}"));
        let ask = RampAsk::new(
            &rules,
            &text(field("bankroll")),
            &spread,
            &text(field("risk")),
            wong,
        )
        .map_err(refused)?;
        let ramp = ramp(&self.counts, &rules, &ask);
        #[derive(Serialize)]
        struct Out<'a> {
            #[serde(flatten)]
            report: RampReport<'a>,
            curve: RiskCurve,
        }
        to_js(&Out {
            report: RampReport::new(&ask, &self.counts, &ramp),
            curve: risk_curve(&ramp, ask.bankroll),
        })
    }
}
