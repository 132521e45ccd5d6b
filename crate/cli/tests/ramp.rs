//! `blackjack ramp` and `blackjack risk --spread`, run as a person would:
//! the figures' identities, the ramp within its spread, and bad input
//! refused naming its field with nothing on standard output.
#![cfg(not(target_arch = "wasm32"))]

const SIX_DECKS: &str = "tests/rules/six-decks-das-rs3.json";

mod common;
use common::blackjack as run;

/// The JSON `blackjack ARGS` prints, the command having succeeded.
fn json_of(args: &[&str]) -> serde_json::Value {
    let (out, err, code) = run(args);
    assert_eq!(code, Some(0), "{err}");
    serde_json::from_str(&out).unwrap()
}

fn f(json: &serde_json::Value, key: &str) -> f64 {
    json[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key}: {json}"))
}

#[test]
fn the_ramp_json_holds_its_figures() {
    let json = json_of(&[
        "ramp",
        "--rules",
        SIX_DECKS,
        "--bankroll",
        "10000",
        "--spread",
        "1:8",
        "--risk",
        "13.5",
        "--rounds",
        "2097152",
        "--json",
    ]);
    let (di, score, n0) = (f(&json, "di"), f(&json, "score"), f(&json, "n0"));
    assert!(
        (score / (di * di) - 1.0).abs() < 0.01,
        "SCORE {score} DI {di}"
    );
    assert!(
        (score * n0 / 1e6 - 1.0).abs() < 0.01,
        "SCORE {score} N0 {n0}"
    );
    let (win, sd) = (f(&json, "win_per_100"), f(&json, "sd_per_100"));
    assert!((di - 1000.0 * (win / 100.0) / (sd / 10.0)).abs() < 1e-6 * di);
    assert!((n0 - (sd / 10.0 / (win / 100.0)).powi(2)).abs() < 1e-6 * n0);
    for key in [
        "win_per_100_error",
        "di_error",
        "score_error",
        "risk_of_ruin_error",
    ] {
        assert!(f(&json, key) > 0.0, "{key}");
    }
    let ror = f(&json, "risk_of_ruin");
    assert!(ror > 0.0 && ror < 1.0, "{ror}");
    let counts = json["counts"].as_array().unwrap();
    let total: f64 = counts.iter().map(|c| f(c, "frequency")).sum();
    assert!((total - 1.0).abs() < 1e-9, "{total}");
    // Every count's bet within 1:8 of the smallest, rising with the count.
    let bets: Vec<f64> = (json["bets"].as_array().unwrap().iter())
        .map(|b| f(b, "bet"))
        .collect();
    assert_eq!(bets.len(), counts.len());
    let smallest = f(&json, "unit");
    assert!(
        bets.iter()
            .all(|&b| b >= smallest && b <= 8.0 * smallest && b % 5.0 == 0.0)
    );
    assert!(bets.windows(2).all(|w| w[0] <= w[1]), "{bets:?}");
    assert_eq!(json["rounds"], 2097152);
}

#[test]
fn a_ramps_trip_risk_is_simulated_and_said_so() {
    let json = json_of(&[
        "risk",
        "--rules",
        SIX_DECKS,
        "--bankroll",
        "100",
        "--rounds",
        "1000",
        "--spread",
        "1:4",
        "--trips",
        "400",
        "--count-rounds",
        "2097152",
        "--json",
    ]);
    assert_eq!(json["trip_method"], "simulation");
    assert_eq!(json["trips"], 400);
    let (p, e) = (f(&json, "trip_risk"), f(&json, "trip_risk_error"));
    assert!((e - (p * (1.0 - p) / 400.0).sqrt()).abs() < 1e-12);
    let diffusion = f(&json, "trip_risk_diffusion");
    assert!(
        (p - diffusion).abs() <= 4.0 * e.max(0.01),
        "{p} ± {e}, {diffusion}"
    );
    assert!(f(&json, "lifetime_risk") >= diffusion);
}

#[test]
fn bad_input_is_refused_naming_its_field() {
    let ramp = |bankroll: &'static str, spread: &'static str, risk: &'static str| {
        vec![
            "ramp",
            "--rules",
            SIX_DECKS,
            "--bankroll",
            bankroll,
            "--spread",
            spread,
            "--risk",
            risk,
        ]
    };
    let mut cases: Vec<(Vec<&str>, &str)> = vec![
        (ramp("10000", "1:0", "13.5"), "spread: "),
        (ramp("10000", "8", "13.5"), "spread: "),
        (ramp("10000", "1:2000", "13.5"), "spread: "),
        (ramp("10000", "1:8", "0"), "risk: "),
        (ramp("10000", "1:8", "100"), "risk: "),
        (ramp("10000", "1:8", "often"), "risk: "),
        (ramp("4", "1:8", "13.5"), "bankroll: "),
        (ramp("ten", "1:8", "13.5"), "bankroll: "),
        (ramp("2000000000", "1:8", "13.5"), "bankroll: "),
    ];
    let mut unknown = ramp("10000", "1:8", "13.5");
    unknown[2] = "no-such-table";
    cases.push((unknown, "rules: "));
    let mut machine = ramp("10000", "1:8", "13.5");
    machine[2] = "shuffle-machine";
    cases.push((machine, "rules: "));
    let mut wong = ramp("10000", "1:8", "13.5");
    wong.extend(["--wong-in", "1", "--wong-out", "2"]);
    cases.push((wong, "wong-out: "));
    cases.push((
        vec![
            "risk",
            "--rules",
            "single-deck",
            "--bankroll",
            "100",
            "--rounds",
            "100",
            "--spread",
            "1:4",
        ],
        "rules: ",
    ));
    cases.push((
        vec![
            "risk",
            "--rules",
            SIX_DECKS,
            "--bankroll",
            "100",
            "--rounds",
            "100",
            "--spread",
            "4",
        ],
        "spread: ",
    ));
    for (args, field) in cases {
        let (out, err, code) = run(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.starts_with(field), "{args:?}: {err}");
    }
    let (_, err, _) = run(&ramp("10000", "1:8", "13.5")[..3]);
    assert!(err.contains("required"), "{err}");
    let (_, err, _) = {
        let mut machine = ramp("10000", "1:8", "13.5");
        machine[2] = "shuffle-machine";
        run(&machine)
    };
    assert!(err.contains("counting cannot help here"), "{err}");
}
