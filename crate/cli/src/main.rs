//! The `blackjack` command.
//!
//! - `blackjack scenario FILE...` runs scenario files.
//! - `blackjack verify --seed HEX [--decks N]` prints the order a seed deals.
//! - `blackjack replay FILE` replays exported rounds and prints their results.
//! - `blackjack edge --rules PRESET|FILE` prints a table's exact return.
//! - `blackjack chart --rules PRESET|FILE [--json]` prints a table's best
//!   strategy chart and its exact return beside perfect play's.
//! - `blackjack indices --rules PRESET|FILE` prints the table's Hi-Lo index
//!   plays (see `indices.rs`).
//! - `blackjack rules PRESET` prints a preset's rules as JSON.
//! - `blackjack simulate ...` plays many rounds by a chart (see `sim.rs`).
//! - `blackjack review --rules PRESET|FILE --round JSON` prints each decision
//!   of a finished round with every option's value, the cost and the grade.
//! - `blackjack daily --date D | --link LINK` prints the day's game played
//!   perfectly, or re-scores a shared result (see `daily.rs`).
//! - `blackjack risk --rules PRESET|FILE --bankroll UNITS --rounds N` prints
//!   a flat bettor's exact risk of ruin over a trip and a lifetime (see
//!   `risk.rs`); with `--spread 1:N`, a counter's ramp's, by simulation.
//! - `blackjack ramp --rules PRESET|FILE --bankroll B --spread 1:N --risk R`
//!   prints the optimal bet ramp at a shoe table and its figures (see
//!   `ramp.rs`).
//!
//! All the printing and file reading of the project is here; the engine
//! (`blackjack`) computes and this command prints.

mod args;
mod daily;
mod indices;
mod kept;
mod lab;
mod odds;
mod ramp;
mod ramp_risk;
mod review;
mod risk;
mod sim;

use std::process::ExitCode;

use blackjack::record::{RoundRecord, seed_from_hex};
use blackjack::{Shoe, Table};

const USAGE: &str = "usage:
  blackjack scenario FILE...
  blackjack verify --seed HEX [--decks N]
  blackjack replay FILE
  blackjack edge --rules PRESET|FILE [--cards-left A,2,3,4,5,6,7,8,9,T]
  blackjack chart --rules PRESET|FILE [--json]
  blackjack indices --rules PRESET|FILE [--json] [--shoes N] [--seed N]
                    [--convention floor|round|truncate[,half-deck]]
                    [--read crossing|lowest] [--all-hands] [--by-count]
  blackjack indices --fingerprint
  blackjack rules PRESET
  blackjack simulate --rules PRESET|FILE --rounds N [--threads N] [--seed HEX]
                     [--strategy chart|FILE] [--bet B] [--json]
                     [--bankroll B --session R [--sessions S]]
  blackjack review --rules PRESET|FILE --round JSON|-
  blackjack daily --date YYYY-MM-DD [--table NAME] [--json]
  blackjack daily --link LINK [--today YYYY-MM-DD] [--json]
  blackjack risk --rules PRESET|FILE --bankroll UNITS --rounds N [--json]
                 [--spread 1:N [--wong-in TC] [--wong-out TC] [--trips N] [--cache DIR|off]]
  blackjack ramp --rules PRESET|FILE --bankroll AMOUNT --spread 1:N --risk PERCENT
                 [--wong-in TC] [--wong-out TC] [--rounds N] [--seed N] [--threads N]
                 [--cache DIR|off] [--json]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.split_first() {
        Some((command, files)) if command == "scenario" && !files.is_empty() => {
            return scenario(files);
        }
        Some((command, rest)) if command == "verify" => verify(rest),
        Some((command, [file])) if command == "replay" => replay(file),
        Some((command, rest)) if command == "edge" => odds::edge(rest),
        Some((command, rest)) if command == "rules" => odds::rules(rest),
        Some((command, rest)) if command == "chart" => odds::chart(rest),
        Some((command, rest)) if command == "indices" => indices::indices(rest),
        Some((command, rest)) if command == "simulate" => sim::simulate(rest),
        Some((command, rest)) if command == "review" => review::review(rest),
        Some((command, rest)) if command == "daily" => daily::daily(rest),
        Some((command, rest)) if command == "risk" => risk::risk(rest),
        Some((command, rest)) if command == "ramp" => ramp::ramp(rest),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}

fn scenario(files: &[String]) -> ExitCode {
    let (mut passed, mut failed) = (0, 0);
    for file in files {
        let result = std::fs::read_to_string(file)
            .map_err(|e| format!("cannot read the file: {e}"))
            .and_then(|text| blackjack::scenario::run(&text).map_err(|e| e.to_string()));
        match result {
            Ok(()) => {
                passed += 1;
                println!("ok {file}");
            }
            Err(reason) => {
                failed += 1;
                println!("FAIL {file}: {reason}");
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn verify(args: &[String]) -> Result<(), String> {
    let (mut seed, mut decks) = (None, 1u8);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        match flag.as_str() {
            "--seed" => seed = Some(seed_from_hex(value).map_err(|e| e.to_string())?),
            "--decks" => {
                decks = value
                    .parse()
                    .ok()
                    .filter(|d| (1..=8).contains(d))
                    .ok_or("--decks is 1 to 8")?;
            }
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    let seed = seed.ok_or_else(|| format!("--seed is required\n{USAGE}"))?;
    let order = Shoe::order_for_seed(decks, seed);
    for line in order.chunks(13) {
        let names: Vec<String> = line.iter().map(ToString::to_string).collect();
        println!("{}", names.join(" "));
    }
    Ok(())
}

fn replay(file: &str) -> Result<(), String> {
    let text =
        std::fs::read_to_string(file).map_err(|e| format!("{file}: cannot read the file: {e}"))?;
    let value: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{file}: not JSON: {e}"))?;
    let records: Vec<RoundRecord> = match value {
        serde_json::Value::Array(_) => serde_json::from_value(value),
        _ => serde_json::from_value(value).map(|r| vec![r]),
    }
    .map_err(|e| format!("{file}: not a round record: {e}"))?;
    let mut failures = 0;
    for (n, record) in records.iter().enumerate() {
        match Table::replay(record) {
            Ok(table) => println!(
                "round {}: {}",
                n + 1,
                describe(&table, record.result.is_some())
            ),
            Err(e) => {
                failures += 1;
                println!("round {}: FAIL {e}", n + 1);
            }
        }
    }
    if failures == 0 {
        Ok(())
    } else {
        Err(format!("{failures} round(s) did not replay"))
    }
}

fn describe(table: &Table, checked: bool) -> String {
    let round = table.round();
    let cards = |cards: &[blackjack::Card]| {
        cards
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let hands: Vec<String> = round
        .hands
        .iter()
        .map(|h| {
            let outcome = h.outcome().map_or("in play".to_string(), |o| {
                format!(
                    "{} {}",
                    o.name(),
                    blackjack::Money(h.payout.cents() - h.stake.cents())
                )
            });
            format!(
                "box {} [{}] stake {} {}",
                h.seat + 1,
                cards(&h.cards),
                h.stake,
                outcome
            )
        })
        .collect();
    let after = round
        .bankroll_after
        .map_or("round not over".to_string(), |a| a.to_string());
    format!(
        "{}; dealer [{}]; bankroll {} -> {}{}",
        hands.join("; "),
        cards(&round.dealer),
        round.bankroll_before,
        after,
        if checked { " (matches the record)" } else { "" }
    )
}
