//! `blackjack risk`, run as a person would: its figures are the engine's,
//! every table gets them, and bad input is refused naming its field with
//! nothing on standard output.
#![cfg(not(target_arch = "wasm32"))]

use blackjack::Preset;
use blackjack::odds::risk::{Bankroll, best_chart_distribution, lifetime_risk, trip_risk};

mod common;

/// Standard output, standard error and the exit code of `blackjack risk ARGS`.
fn run(args: &[&str]) -> (String, String, Option<i32>) {
    common::blackjack(&[&["risk"], args].concat())
}

/// `value` is `expected` as JSON gives it back (serde_json reads a float to
/// within its last bit).
fn same(value: &serde_json::Value, expected: f64) -> bool {
    value
        .as_f64()
        .is_some_and(|v| (v - expected).abs() <= 1e-15 * expected.abs())
}

#[test]
fn the_json_holds_the_engines_figures() {
    let file = "tests/rules/six-decks-das-rs3.json";
    let (out, err, code) = run(&[
        "--rules",
        file,
        "--bankroll",
        "40",
        "--rounds",
        "200",
        "--json",
    ]);
    assert_eq!(code, Some(0), "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/rules/six-decks-das-rs3.json"
    ))
    .unwrap();
    let rules = serde_json::from_str::<blackjack::RulesSpec>(&text)
        .unwrap()
        .check()
        .unwrap();
    let (_, dist) = best_chart_distribution(&rules).unwrap();
    let bankroll = Bankroll::from_units(40.0).unwrap();
    assert_eq!(json["rules"], file);
    assert_eq!(json["bankroll"], 40.0);
    assert_eq!(json["rounds"], 200);
    assert_eq!(json["ev"], dist.mean());
    assert_eq!(json["sd"], dist.sd());
    assert_eq!(json["trip_risk"], trip_risk(&dist, bankroll, 200).unwrap());
    assert_eq!(
        json["lifetime_risk"],
        lifetime_risk(&dist, bankroll).unwrap()
    );
    assert_eq!(json["lifetime_risk"], 1.0);
    let listed = json["distribution"].as_array().unwrap();
    assert_eq!(listed.len(), dist.outcomes().count());
    for (entry, o) in listed.iter().zip(dist.outcomes()) {
        assert!(
            same(&entry["net"], o.net) && same(&entry["p"], o.p),
            "{entry}"
        );
    }
    // The anchor: about 1.5 %.
    let trip = json["trip_risk"].as_f64().unwrap();
    assert!((trip - 0.015).abs() < 0.0005, "{trip}");
}

#[test]
fn every_table_gets_its_risk() {
    // Reshuffled (single-deck), continuous (shuffle-machine) and cut-card
    // tables alike; a half bet of bankroll.
    for preset in Preset::ALL {
        let (out, err, code) = run(&[
            "--rules",
            preset.name(),
            "--bankroll",
            "20.5",
            "--rounds",
            "300",
        ]);
        assert_eq!(code, Some(0), "{preset}: {err}");
        assert!(
            out.contains("trip: 20.5 bets, 300 rounds: risk of ruin "),
            "{out}"
        );
        assert!(out.contains("lifetime: risk of ruin "), "{out}");
        assert!(out.contains("one round: EV "), "{out}");
    }
    // The one table whose chart wins: a lifetime's ruin is not certain.
    let (out, _, _) = run(&[
        "--rules",
        "single-deck",
        "--bankroll",
        "100",
        "--rounds",
        "10",
        "--json",
    ]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let life = json["lifetime_risk"].as_f64().unwrap();
    assert!(life > 0.9 && life < 1.0, "{life}");
}

#[test]
fn bad_input_is_refused_naming_its_field() {
    let cases: [(&[&str], &str); 9] = [
        (
            &["--rules", "european", "--bankroll", "0", "--rounds", "10"],
            "bankroll: ",
        ),
        (
            &["--rules", "european", "--bankroll", "-5", "--rounds", "10"],
            "bankroll: ",
        ),
        (
            &[
                "--rules",
                "european",
                "--bankroll",
                "100001",
                "--rounds",
                "10",
            ],
            "bankroll: ",
        ),
        (
            &[
                "--rules",
                "european",
                "--bankroll",
                "10.25",
                "--rounds",
                "10",
            ],
            "bankroll: ",
        ),
        (
            &["--rules", "european", "--bankroll", "10", "--rounds", "0"],
            "rounds: ",
        ),
        (
            &[
                "--rules",
                "european",
                "--bankroll",
                "10",
                "--rounds",
                "1000001",
            ],
            "rounds: ",
        ),
        (
            &[
                "--rules",
                "european",
                "--bankroll",
                "10",
                "--rounds",
                "many",
            ],
            "rounds: ",
        ),
        (
            &[
                "--rules",
                "no-such-table",
                "--bankroll",
                "10",
                "--rounds",
                "10",
            ],
            "no-such-table: no such preset",
        ),
        (
            &[
                "--rules",
                "european",
                "--bankroll",
                "10",
                "--rounds",
                "10",
                "--ramp",
                "1:8",
            ],
            "unknown option --ramp",
        ),
    ];
    for (args, said) in cases {
        let (out, err, code) = run(args);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.starts_with(said), "{args:?}: {err}");
    }
    let (out, err, code) = run(&["--rules", "european"]);
    assert_eq!((out.as_str(), code), ("", Some(2)));
    assert!(err.contains("usage: blackjack risk"), "{err}");
}
