//! `blackjack review --rules PRESET|FILE --round JSON`: each decision of a
//! finished round with every option's exact value, the option taken, the
//! best one, the cost and the grade: the engine's review, the page's
//! numbers. Then each round's figures (net, perfect play's expectation,
//! what the decisions cost, luck) and their totals over the rounds, summed
//! here in hundredths from each round's own: the net from the replayed
//! round, the cost from its decisions' costs, and perfect play's
//! expectation from the exact returns (`expected_return`,
//! `next_round_return` of the shoe the round was dealt from), not from the
//! engine's round review or session sums, which the page's Session panel
//! shows, so that the two can be held against each other.

use std::collections::HashMap;

use blackjack::odds::{Composition, expected_return, next_round_return};
use blackjack::record::RoundRecord;
use blackjack::review::{DecisionOptions, Reviewer};
use blackjack::{Card, Money, Rules};
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
    let mut perfect = Perfect::new(&rules);
    let mut total = Figures::default();
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
        let (perfect_cents, from) = perfect.of(record);
        let round = Figures {
            net: review.result.net_cents,
            perfect: perfect_cents,
            cost: review.decisions.iter().map(|d| d.cost_cents).sum(),
        };
        println!(
            "  figures: net {}, perfect {} ({from}), cost {}, luck {}",
            Money(round.net),
            Money(round.perfect),
            Money(round.cost),
            Money(round.luck()),
        );
        total.add(&round);
    }
    println!(
        "total: {} round(s), net {}, perfect {}, cost {}, decisions {}, luck {}",
        rounds.len(),
        Money(total.net),
        Money(total.perfect),
        Money(total.cost),
        Money(-total.cost),
        Money(total.luck()),
    );
    Ok(())
}

/// A round's figures, or their sums, in hundredths.
#[derive(Default)]
struct Figures {
    /// What the rounds won or lost.
    net: i64,
    /// Perfect play's expectation, each round's rounded to the cent.
    perfect: i64,
    /// What the decisions cost against the best, each rounded to the cent.
    cost: i64,
}

impl Figures {
    /// Luck: the net less the expectation given the decisions taken
    /// (perfect play's less the costs).
    fn luck(&self) -> i64 {
        self.net - (self.perfect - self.cost)
    }

    fn add(&mut self, round: &Figures) {
        self.net += round.net;
        self.perfect += round.perfect;
        self.cost += round.cost;
    }
}

/// Perfect play's expectation of a round's opening bets: the main bets at
/// the exact return of optimal play on the shoe the round was dealt from
/// (its record's `undealt`; a fresh shoe's where it has none or holds too
/// few cards to value), the pair bets at their fresh shoe's return.
struct Perfect {
    rules: Rules,
    /// The fresh shoe's return per unit of main bet.
    fresh: f64,
    /// The pair bonus's return per unit (0 without one).
    pair: f64,
    /// The returns of the shoes met (`None`: too few cards to value).
    known: HashMap<Composition, Option<f64>>,
}

impl Perfect {
    fn new(rules: &Rules) -> Perfect {
        let edge = expected_return(rules);
        Perfect {
            rules: rules.clone(),
            fresh: edge.player,
            pair: edge.pair_bonus.unwrap_or(0.0),
            known: HashMap::new(),
        }
    }

    /// The round's perfect play's expectation rounded to the cent, in
    /// hundredths, and which shoe valued its main bets (`shoe` or `fresh`).
    fn of(&mut self, record: &RoundRecord) -> (i64, &'static str) {
        let (main, from) = match record.undealt.as_deref().and_then(composition) {
            None => (self.fresh, "fresh"),
            Some(left) if left == Composition::decks(self.rules.decks) => (self.fresh, "shoe"),
            Some(left) => {
                let rules = &self.rules;
                let value = *self
                    .known
                    .entry(left)
                    .or_insert_with(|| next_round_return(rules, &left).ok());
                value.map_or((self.fresh, "fresh"), |v| (v, "shoe"))
            }
        };
        let expected: f64 = record
            .bets
            .iter()
            .map(|b| b.main.as_f64() * main + b.pair.as_f64() * self.pair)
            .sum();
        ((expected * 100.0).round() as i64, from)
    }
}

/// The shoe by card value of a record's `undealt` (52 digits, one per card
/// in card order); `None` when it is not that.
fn composition(undealt: &str) -> Option<Composition> {
    if undealt.len() != 52 {
        return None;
    }
    let mut counts = [0u16; 10];
    for (i, b) in undealt.bytes().enumerate() {
        let n = b.checked_sub(b'0').filter(|n| *n <= 9)?;
        counts[usize::from(Card::from_index(i).value()) - 1] += u16::from(n);
    }
    Some(Composition::from_counts(counts))
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

pub(crate) fn names(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(ToString::to_string).collect();
    names.join(" ")
}

pub(crate) fn print_decision(d: &DecisionOptions) {
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
