//! Scenario files: scripted games with a stacked shoe and expected results
//! (the format of `scenarios/FORMAT.md`), and the runner that checks them.

use chacha20::ChaCha20Rng;
use rand_core::SeedableRng;
use serde::Deserialize;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use crate::action::{Action, ParseActionError};
use crate::card::{Card, CardError};
use crate::error::ActionError;
use crate::hand::Outcome;
use crate::money::Money;
use crate::rules::{Preset, Rules, RulesError, RulesSpec};
use crate::table::{Phase, Table};

/// Why a scenario failed: its file is wrong, or the engine disagreed with it.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ScenarioError {
    /// Not JSON of the scenario format (the parser's reason).
    #[error("not a scenario: {0}")]
    NotAScenario(String),
    /// The rules name no preset.
    #[error("unknown rules preset `{0}` (one of {names})", names = preset_names())]
    UnknownPreset(String),
    /// The rules' `preset` is not a string.
    #[error("rules preset must be a name, not {0}")]
    PresetNotAName(Value),
    /// An override names no option (the options are listed).
    #[error("unknown rule option `{option}` (options: {known:?})")]
    UnknownOption {
        /// The override.
        option: String,
        /// Every option.
        known: Vec<String>,
    },
    /// An override's value does not fit its option (the parser's reason).
    #[error("bad rule option: {0}")]
    BadOption(String),
    /// The rules are neither a name nor an object.
    #[error("rules must be a preset name or an object, not {0}")]
    RulesNotAnObject(Value),
    /// The rules do not pass their check.
    #[error("bad rules: {0}")]
    BadRules(RulesError),
    /// The bankroll cannot make a table.
    #[error("bad table: {0}")]
    BadTable(RulesError),
    /// A round of the file failed (`place` is empty, ` shoe` or `, at the end`).
    #[error("round {round}{place}: {failure}")]
    Round {
        /// The round, from 1.
        round: usize,
        /// Where in it.
        place: &'static str,
        /// What failed.
        failure: Box<ScenarioError>,
    },
    /// A card of a round's shoe is not a card.
    #[error(transparent)]
    Card(#[from] CardError),
    /// A stacked card is not in the shoe.
    #[error("the stacked card {0} is not in the shoe")]
    StackedCardMissing(Card),
    /// A step is not an action.
    #[error("`{0}` is not an action")]
    NotAnAction(String),
    /// An action marked `!` went through.
    #[error("`{0}` was accepted but must be refused")]
    Accepted(String),
    /// An action was refused (the engine's reason).
    #[error("`{action}` was refused: {reason}")]
    Refused {
        /// The step.
        action: String,
        /// The engine's reason.
        reason: String,
    },
    /// A refused action changed the table.
    #[error("`{0}` was refused but changed the table")]
    RefusedButChanged(String),
    /// An expectation names no phase.
    #[error("unknown phase `{0}` (betting, insurance or playing)")]
    UnknownPhase(String),
    /// An expectation names no outcome.
    #[error("unknown outcome `{0}` (one of {names})", names = OUTCOMES.map(Outcome::name).join(", "))]
    UnknownOutcome(String),
    /// An expected dealer is not a total, `blackjack` or `bust`.
    #[error("dealer must be a total, \"blackjack\" or \"bust\", not {0}")]
    BadDealer(Value),
    /// The table is not as expected (`what`: bankroll, phase, outcomes, dealer).
    #[error("{what} is {actual}, expected {expected}")]
    Differs {
        /// What was compared.
        what: &'static str,
        /// What the table has.
        actual: String,
        /// What the file expects.
        expected: String,
    },
}

/// Every outcome a scenario may expect.
const OUTCOMES: [Outcome; 7] = [
    Outcome::Blackjack,
    Outcome::Win,
    Outcome::Push,
    Outcome::Lose,
    Outcome::Bust,
    Outcome::Surrender,
    Outcome::EvenMoney,
];

fn preset_names() -> String {
    let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
    names.join(", ")
}

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
pub fn rules_from_value(value: Option<&Value>) -> Result<Rules, ScenarioError> {
    let preset = |name: &str| {
        Preset::from_name(name)
            .map(Preset::spec)
            .ok_or_else(|| ScenarioError::UnknownPreset(name.into()))
    };
    let spec: RulesSpec = match value {
        None => Preset::SingleDeck.spec(),
        Some(Value::String(name)) => preset(name)?,
        Some(Value::Object(fields)) => {
            let base = match fields.get("preset") {
                None => Preset::SingleDeck.spec(),
                Some(Value::String(name)) => preset(name)?,
                Some(other) => return Err(ScenarioError::PresetNotAName(other.clone())),
            };
            let Ok(Value::Object(mut merged)) = serde_json::to_value(&base) else {
                unreachable!("rules serialize to an object")
            };
            for (key, value) in fields.iter().filter(|(k, _)| *k != "preset") {
                if !merged.contains_key(key) {
                    return Err(ScenarioError::UnknownOption {
                        option: key.clone(),
                        known: merged.keys().cloned().collect(),
                    });
                }
                merged.insert(key.clone(), value.clone());
            }
            serde_json::from_value(Value::Object(Map::from_iter(merged)))
                .map_err(|e| ScenarioError::BadOption(e.to_string()))?
        }
        Some(other) => return Err(ScenarioError::RulesNotAnObject(other.clone())),
    };
    spec.check().map_err(ScenarioError::BadRules)
}

/// Parses and runs a scenario file's text. `Err` says what failed and where.
pub fn run(text: &str) -> Result<(), ScenarioError> {
    let scenario: Scenario =
        serde_json::from_str(text).map_err(|e| ScenarioError::NotAScenario(e.to_string()))?;
    let rules = rules_from_value(scenario.rules.as_ref())?;
    let bankroll = scenario.bankroll.unwrap_or(rules.starting_bankroll);
    let mut table = Table::new(rules, bankroll).map_err(ScenarioError::BadTable)?;
    // Unlisted cards are shuffled from a seed fixed by the file (the SHA-256
    // of its text), so a run repeats exactly, on any machine and Rust release.
    let mut rng = ChaCha20Rng::from_seed(Sha256::digest(text.as_bytes()).into());

    for (n, round) in scenario.rounds.iter().enumerate() {
        let at = |place: &'static str| {
            move |failure| ScenarioError::Round {
                round: n + 1,
                place,
                failure: Box::new(failure),
            }
        };
        let shoe = round
            .shoe
            .iter()
            .map(|c| c.parse::<Card>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| at(" shoe")(e.into()))?;
        table.stack(&shoe);
        for step in &round.steps {
            match step {
                Step::Action(text) => play_step(&mut table, text, &mut rng).map_err(at(""))?,
                Step::Check { expect } => check(&table, expect).map_err(at(""))?,
            }
        }
        if let Some(expect) = &round.expect {
            check(&table, expect).map_err(at(", at the end"))?;
        }
    }
    Ok(())
}

/// How an action that did not go through went wrong.
enum Refusal {
    /// The engine refused it (or its amount is malformed): a rules matter.
    Refused(String),
    /// The file itself is wrong (a stacked card the shoe lacks).
    BadFile(ScenarioError),
}

fn play_step(table: &mut Table, text: &str, rng: &mut ChaCha20Rng) -> Result<(), ScenarioError> {
    let (must_refuse, action_text) = match text.strip_prefix('!') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let before = table.clone();
    let result = match action_text.parse::<Action>() {
        Ok(action) => table.apply(&action, rng).map_err(|e| match e {
            ActionError::StackedCardMissing(card) => {
                Refusal::BadFile(ScenarioError::StackedCardMissing(card))
            }
            other => Refusal::Refused(other.to_string()),
        }),
        Err(ParseActionError::Unknown(_)) => {
            Err(Refusal::BadFile(ScenarioError::NotAnAction(text.into())))
        }
        Err(malformed @ ParseActionError::Malformed { .. }) => {
            Err(Refusal::Refused(malformed.to_string()))
        }
    };
    match (result, must_refuse) {
        (Err(Refusal::BadFile(problem)), _) => Err(problem),
        (Ok(()), false) => Ok(()),
        (Ok(()), true) => Err(ScenarioError::Accepted(text.into())),
        (Err(Refusal::Refused(reason)), false) => Err(ScenarioError::Refused {
            action: text.into(),
            reason,
        }),
        (Err(Refusal::Refused(_)), true) if *table == before => Ok(()),
        (Err(Refusal::Refused(_)), true) => Err(ScenarioError::RefusedButChanged(text.into())),
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

fn check(table: &Table, expect: &Expect) -> Result<(), ScenarioError> {
    let differs = |what, actual: String, expected: String| {
        Err(ScenarioError::Differs {
            what,
            actual,
            expected,
        })
    };
    if let Some(bankroll) = expect.bankroll {
        if table.bankroll() != bankroll {
            return differs(
                "bankroll",
                table.bankroll().to_string(),
                bankroll.to_string(),
            );
        }
    }
    if let Some(phase) = &expect.phase {
        let known = [Phase::Betting, Phase::Insurance, Phase::Playing];
        if !known.iter().any(|p| p.name() == phase) {
            return Err(ScenarioError::UnknownPhase(phase.clone()));
        }
        if table.phase().name() != phase {
            return differs("phase", table.phase().name().into(), phase.clone());
        }
    }
    if let Some(outcomes) = &expect.outcomes {
        let names = OUTCOMES.map(Outcome::name);
        if let Some(bad) = outcomes
            .iter()
            .flatten()
            .find(|o| !names.contains(&o.as_str()))
        {
            return Err(ScenarioError::UnknownOutcome(bad.clone()));
        }
        let actual: Vec<Option<String>> = table
            .round()
            .hands
            .iter()
            .map(|h| h.outcome().map(|o| o.name().to_string()))
            .collect();
        if &actual != outcomes {
            return differs("outcomes", show(&actual), show(outcomes));
        }
    }
    if let Some(dealer) = &expect.dealer {
        let valid = dealer.is_u64()
            || dealer
                .as_str()
                .is_some_and(|s| s == "blackjack" || s == "bust");
        if !valid {
            return Err(ScenarioError::BadDealer(dealer.clone()));
        }
        let actual = dealer_result(table);
        if &actual != dealer {
            return differs("dealer", actual.to_string(), dealer.to_string());
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
