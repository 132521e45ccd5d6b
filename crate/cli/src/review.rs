//! `blackjack review --rules PRESET|FILE --round JSON`: each decision of a
//! finished round with every option's exact value, the option taken, the
//! best one, the cost and the grade: the engine's review, the page's
//! numbers.

use blackjack::record::RoundRecord;
use blackjack::review::{DecisionOptions, Reviewer};
use blackjack::{Card, Money};
use serde_json::Value;

use crate::odds::load_rules;

const USAGE: &str = "usage: blackjack review --rules PRESET|FILE --round JSON
  JSON: a file (or - for standard input) holding a round record as
  `blackjack` and table.history() write them, an array of them, or the
  page's History export (its rounds' stacked cards included)";

/// Runs `blackjack review` with `args` (what follows `review`).
pub fn review(args: &[String]) -> Result<(), String> {
    let (rules, source) = match args {
        [a, rules, b, round] | [b, round, a, rules] if a == "--rules" && b == "--round" => {
            (rules, round)
        }
        _ => return Err(USAGE.into()),
    };
    let rules = load_rules(rules)?;
    let text = if source == "-" {
        std::io::read_to_string(std::io::stdin())
            .map_err(|e| format!("standard input: cannot read it: {e}"))?
    } else {
        std::fs::read_to_string(source)
            .map_err(|e| format!("{source}: cannot read the file: {e}"))?
    };
    let value: Value =
        serde_json::from_str(&text).map_err(|e| format!("{source}: not JSON: {e}"))?;
    let rounds = rounds(value).map_err(|e| format!("{source}: not a round record: {e}"))?;
    let mut reviewer = Reviewer::new(&rules);
    for (n, (record, stack)) in rounds.iter().enumerate() {
        let review = reviewer
            .round_options(record, stack)
            .map_err(|e| format!("round {}: {e}", n + 1))?;
        let net = Money(review.result.net_cents);
        let count = review.decisions.len();
        println!("round {}: net {net}, {count} decision(s)", n + 1);
        for d in &review.decisions {
            print_decision(d);
        }
    }
    Ok(())
}

/// The rounds of a JSON value with their stacked cards: a record, an array
/// of records or history rows, or a History export.
fn rounds(value: Value) -> Result<Vec<(RoundRecord, Vec<Card>)>, serde_json::Error> {
    let items = match value {
        Value::Array(items) => items,
        Value::Object(mut map) if map.contains_key("rounds") => match map.remove("rounds") {
            Some(Value::Array(items)) => items,
            other => vec![other.unwrap_or_default()],
        },
        other => vec![other],
    };
    items
        .into_iter()
        .map(|item| match item {
            Value::Object(mut row) if row.contains_key("record") => {
                let record = serde_json::from_value(row.remove("record").unwrap_or_default())?;
                let stack = match row.remove("stack") {
                    Some(stack) => serde_json::from_value(stack)?,
                    None => Vec::new(),
                };
                Ok((record, stack))
            }
            other => Ok((serde_json::from_value(other)?, Vec::new())),
        })
        .collect()
}

fn names(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(ToString::to_string).collect();
    names.join(" ")
}

fn print_decision(d: &DecisionOptions) {
    println!(
        "  decision {}: box {} hand {}, [{}] against {} (after {} cards)",
        d.index + 1,
        d.box_no,
        d.hand + 1,
        names(&d.cards),
        d.up,
        d.step
    );
    for o in &d.options {
        let mut marks = Vec::new();
        if o.option == d.chosen {
            marks.push(if d.taken == d.chosen {
                "chosen".to_string()
            } else {
                format!("chosen ({})", d.taken)
            });
        }
        if o.option == d.best {
            marks.push("best".into());
        }
        let arrow = if o.option == d.chosen { ">" } else { " " };
        println!(
            "   {arrow} {:<14} {:+.3} {}",
            o.option,
            o.ev,
            marks.join(", ")
        );
    }
    println!("    cost {}, {}", Money(d.cost_cents), d.grade.name());
}
