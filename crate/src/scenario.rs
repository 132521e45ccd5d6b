//! Scenario files: scripted games with a stacked shoe and expected results
//! (the format of `scenarios/FORMAT.md`), and the runner that checks them.

use chacha20::ChaCha20Rng;
use rand_core::SeedableRng;
use serde::Deserialize;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use crate::action::{Action, ParseActionError};
use crate::card::Card;
use crate::error::ActionError;
use crate::hand::Outcome;
use crate::money::Money;
use crate::rules::{Preset, Rules, RulesSpec};
use crate::table::{Phase, Table};

/// One scenario file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// What the scenario shows.
    #[serde(default)]
    pub name: Option<String>,
    /// A preset name, or `{"preset": NAME, ...overrides}`.
    #[serde(default)]
    pub rules: Option<Value>,
    /// The starting bankroll (default 1000).
    #[serde(default)]
    pub bankroll: Option<Money>,
    /// The rounds, played in order on one table.
    pub rounds: Vec<ScenarioRound>,
}

/// One round of a scenario.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioRound {
    /// The next cards to leave the shoe.
    #[serde(default)]
    pub shoe: Vec<String>,
    /// Actions and checks, in order.
    #[serde(rename = "do", default)]
    pub steps: Vec<Step>,
    /// Checked after the round's actions.
    #[serde(default)]
    pub expect: Option<Expect>,
}

/// An action (`"hit"`, `"!double"`) or a check between actions.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum Step {
    /// An action; a leading `!` means it must be refused.
    Action(String),
    /// A check.
    Check {
        /// What must hold at this point.
        expect: Expect,
    },
}

/// What must hold; only the keys given are compared.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The bankroll.
    #[serde(default)]
    pub bankroll: Option<Money>,
    /// `betting`, `insurance` or `playing`.
    #[serde(default)]
    pub phase: Option<String>,
    /// One per hand: an outcome name or null.
    #[serde(default)]
    pub outcomes: Option<Vec<Option<String>>>,
    /// The dealer's total, `"blackjack"` or `"bust"`.
    #[serde(default)]
    pub dealer: Option<Value>,
}

/// Builds the rules a scenario names: a preset, or a preset with overrides.
pub fn rules_from_value(value: Option<&Value>) -> Result<Rules, String> {
    let preset = |name: &str| {
        Preset::from_name(name).map(Preset::spec).ok_or_else(|| {
            let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
            format!(
                "unknown rules preset `{name}` (one of {})",
                names.join(", ")
            )
        })
    };
    let spec: RulesSpec = match value {
        None => Preset::SingleDeck.spec(),
        Some(Value::String(name)) => preset(name)?,
        Some(Value::Object(fields)) => {
            let base = match fields.get("preset") {
                None => Preset::SingleDeck.spec(),
                Some(Value::String(name)) => preset(name)?,
                Some(other) => return Err(format!("rules preset must be a name, not {other}")),
            };
            let Value::Object(mut merged) =
                serde_json::to_value(&base).map_err(|e| e.to_string())?
            else {
                unreachable!("rules serialize to an object")
            };
            for (key, value) in fields.iter().filter(|(k, _)| *k != "preset") {
                if !merged.contains_key(key) {
                    let known: Vec<&String> = merged.keys().collect();
                    return Err(format!("unknown rule option `{key}` (options: {known:?})"));
                }
                merged.insert(key.clone(), value.clone());
            }
            serde_json::from_value(Value::Object(Map::from_iter(merged)))
                .map_err(|e| format!("bad rule option: {e}"))?
        }
        Some(other) => {
            return Err(format!(
                "rules must be a preset name or an object, not {other}"
            ));
        }
    };
    spec.check().map_err(|e| format!("bad rules: {e}"))
}

/// Parses and runs a scenario file's text. `Err` says what failed and where.
pub fn run(text: &str) -> Result<(), String> {
    let scenario: Scenario =
        serde_json::from_str(text).map_err(|e| format!("not a scenario: {e}"))?;
    let rules = rules_from_value(scenario.rules.as_ref())?;
    let bankroll = scenario.bankroll.unwrap_or(rules.starting_bankroll);
    let mut table = Table::new(rules, bankroll).map_err(|e| format!("bad table: {e}"))?;
    // Unlisted cards are shuffled from a seed fixed by the file (the SHA-256
    // of its text), so a run repeats exactly, on any machine and Rust release.
    let mut rng = ChaCha20Rng::from_seed(Sha256::digest(text.as_bytes()).into());

    for (n, round) in scenario.rounds.iter().enumerate() {
        let at = |what: &str| format!("round {}{what}", n + 1);
        let shoe = round
            .shoe
            .iter()
            .map(|c| c.parse::<Card>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("{}: {e}", at(" shoe")))?;
        table.stack(&shoe);
        for step in &round.steps {
            match step {
                Step::Action(text) => {
                    play_step(&mut table, text, &mut rng).map_err(|e| format!("{}: {e}", at("")))?
                }
                Step::Check { expect } => {
                    check(&table, expect).map_err(|e| format!("{}: {e}", at("")))?
                }
            }
        }
        if let Some(expect) = &round.expect {
            check(&table, expect).map_err(|e| format!("{}, at the end: {e}", at("")))?;
        }
    }
    Ok(())
}

/// How an action that did not go through went wrong.
enum Refusal {
    /// The engine refused it (or its amount is malformed): a rules matter.
    Refused(String),
    /// The file itself is wrong (a stacked card the shoe lacks).
    BadFile(String),
}

fn play_step(table: &mut Table, text: &str, rng: &mut ChaCha20Rng) -> Result<(), String> {
    let (must_refuse, action_text) = match text.strip_prefix('!') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let before = table.clone();
    let result = match action_text.parse::<Action>() {
        Ok(action) => table.apply(&action, rng).map_err(|e| match e {
            ActionError::StackedCardMissing(card) => {
                Refusal::BadFile(format!("the stacked card {card} is not in the shoe"))
            }
            other => Refusal::Refused(other.to_string()),
        }),
        Err(ParseActionError::Unknown(_)) => {
            Err(Refusal::BadFile(format!("`{text}` is not an action")))
        }
        Err(malformed @ ParseActionError::Malformed { .. }) => {
            Err(Refusal::Refused(malformed.to_string()))
        }
    };
    match (result, must_refuse) {
        (Err(Refusal::BadFile(problem)), _) => Err(problem),
        (Ok(()), false) => Ok(()),
        (Ok(()), true) => Err(format!("`{text}` was accepted but must be refused")),
        (Err(Refusal::Refused(reason)), false) => Err(format!("`{text}` was refused: {reason}")),
        (Err(Refusal::Refused(_)), true) if *table == before => Ok(()),
        (Err(Refusal::Refused(_)), true) => {
            Err(format!("`{text}` was refused but changed the table"))
        }
    }
}

/// The dealer as scenarios describe it: a total, `blackjack` or `bust`.
pub fn dealer_result(table: &Table) -> Value {
    let shown = table.round().dealer_shown(table.rules().hole_card);
    let total = crate::hand::Total::of(shown);
    if crate::hand::is_two_card_21(shown) {
        Value::from("blackjack")
    } else if total.is_bust() {
        Value::from("bust")
    } else {
        Value::from(total.value)
    }
}

fn check(table: &Table, expect: &Expect) -> Result<(), String> {
    if let Some(bankroll) = expect.bankroll {
        if table.bankroll() != bankroll {
            return Err(format!(
                "bankroll is {}, expected {bankroll}",
                table.bankroll()
            ));
        }
    }
    if let Some(phase) = &expect.phase {
        let known = [Phase::Betting, Phase::Insurance, Phase::Playing];
        if !known.iter().any(|p| p.name() == phase) {
            return Err(format!(
                "unknown phase `{phase}` (betting, insurance or playing)"
            ));
        }
        if table.phase().name() != phase {
            return Err(format!(
                "phase is {}, expected {phase}",
                table.phase().name()
            ));
        }
    }
    if let Some(outcomes) = &expect.outcomes {
        let names = [
            Outcome::Blackjack,
            Outcome::Win,
            Outcome::Push,
            Outcome::Lose,
            Outcome::Bust,
            Outcome::Surrender,
            Outcome::EvenMoney,
        ]
        .map(Outcome::name);
        if let Some(bad) = outcomes
            .iter()
            .flatten()
            .find(|o| !names.contains(&o.as_str()))
        {
            return Err(format!(
                "unknown outcome `{bad}` (one of {})",
                names.join(", ")
            ));
        }
        let actual: Vec<Option<String>> = table
            .round()
            .hands
            .iter()
            .map(|h| h.outcome().map(|o| o.name().to_string()))
            .collect();
        if &actual != outcomes {
            return Err(format!(
                "outcomes are {}, expected {}",
                show(&actual),
                show(outcomes)
            ));
        }
    }
    if let Some(dealer) = &expect.dealer {
        let valid = dealer.is_u64()
            || dealer
                .as_str()
                .is_some_and(|s| s == "blackjack" || s == "bust");
        if !valid {
            return Err(format!(
                "dealer must be a total, \"blackjack\" or \"bust\", not {dealer}"
            ));
        }
        let actual = dealer_result(table);
        if &actual != dealer {
            return Err(format!("dealer is {actual}, expected {dealer}"));
        }
    }
    Ok(())
}

fn show(outcomes: &[Option<String>]) -> String {
    let names: Vec<&str> = outcomes
        .iter()
        .map(|o| o.as_deref().unwrap_or("null"))
        .collect();
    format!("[{}]", names.join(", "))
}
