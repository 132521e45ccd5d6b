//! `blackjack ramp` and `blackjack risk --spread`, run as a person would:
//! the figures' identities, the ramp within its spread, bad input refused
//! naming its field with nothing on standard output, and a table's counts
//! kept between runs (`--cache`): read back to the same figures, `risk
//! --spread` reading what `ramp` kept, a damaged file said and dealt again,
//! the user's cache folder by default, `off` keeping nothing.
#![cfg(not(target_arch = "wasm32"))]

const SIX_DECKS: &str = "tests/rules/six-decks-das-rs3.json";

use std::fs;
use std::path::{Path, PathBuf};

mod common;
use common::{blackjack as run, blackjack_caching_in};

/// `blackjack ramp` at the six-deck table for a bankroll, a spread and a risk.
fn ramp(bankroll: &'static str, spread: &'static str, risk: &'static str) -> Vec<&'static str> {
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
}

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
    let json = json_of(
        &[
            &ramp("10000", "1:8", "13.5")[..],
            &["--rounds", "2097152", "--json"],
        ]
        .concat(),
    );
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

/// A folder of this test's own under `target/`, empty.
fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The files in `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect()
}

/// `blackjack ramp --json` at the six-deck table on the fewest rounds, with
/// `more` arguments and the user's cache folder `home`: its standard
/// output and standard error.
fn kept_ramp(home: &Path, more: &[&str]) -> (String, String) {
    let args = [
        &ramp("10000", "1:8", "13.5")[..],
        &["--rounds", "131072", "--json"],
        more,
    ]
    .concat();
    let (out, err, code) = blackjack_caching_in(&args, home.to_str().unwrap());
    assert_eq!(code, Some(0), "{err}");
    (out, err)
}

const KEPT: &str = "index plays and counts kept in ";

#[test]
fn kept_counts_answer_the_same_and_a_damaged_copy_is_dealt_again() {
    let dir = folder("kept");
    let home = Path::new(common::CACHE_HOME);
    let cache = ["--cache", dir.to_str().unwrap()];

    let (first, err) = kept_ramp(home, &cache);
    assert!(
        err.contains("index plays ") && err.contains(", kept in "),
        "{err}"
    );
    let kept = files(&dir);
    assert_eq!(kept.len(), 1, "one file for the table: {kept:?}");
    let file = &kept[0];
    assert!(err.contains(&file.display().to_string()), "{err}");

    let (again, err) = kept_ramp(home, &cache);
    assert!(err.starts_with(KEPT), "{err}");
    assert_eq!(again, first, "the kept counts give the same figures");

    // `risk --spread` on the same counts reads the same file.
    let risk = [
        "risk",
        "--rules",
        SIX_DECKS,
        "--bankroll",
        "200",
        "--rounds",
        "500",
        "--spread",
        "1:8",
        "--trips",
        "100",
        "--count-rounds",
        "131072",
        "--json",
    ];
    let (_, err, code) = run(&[&risk[..], &cache].concat());
    assert_eq!(code, Some(0), "{err}");
    assert!(err.starts_with(KEPT), "{err}");

    // One byte changed in the middle: said, dealt again, the same figures, the file replaced.
    let mut bytes = fs::read(file).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x40;
    fs::write(file, &bytes).unwrap();
    let (dealt, err) = kept_ramp(home, &cache);
    assert!(
        err.contains("were refused (its digest does not match") && err.contains("dealt again"),
        "{err}"
    );
    assert_eq!(dealt, first);
    let (_, err) = kept_ramp(home, &cache);
    assert!(err.starts_with(KEPT), "replaced: {err}");

    // A file cut short is refused the same way.
    fs::write(file, &bytes[..1000]).unwrap();
    let (dealt, err) = kept_ramp(home, &cache);
    assert!(err.contains("were refused ("), "{err}");
    assert_eq!(dealt, first);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn kept_in_the_users_cache_folder_unless_off() {
    let home = folder("kept-home");
    let (_, err) = kept_ramp(&home, &["--cache", "off"]);
    assert!(!err.contains("kept"), "{err}");
    assert!(files(&home).is_empty(), "off: nothing kept");
    let (_, err) = kept_ramp(&home, &[]);
    let kept = files(&home.join("blackjack"));
    assert_eq!(kept.len(), 1, "kept in $XDG_CACHE_HOME/blackjack: {kept:?}");
    assert!(
        err.contains(&format!("kept in {}", kept[0].display())),
        "{err}"
    );

    let (out, err, code) = run(&[&ramp("10000", "1:8", "13.5")[..], &["--cache", ""]].concat());
    assert_eq!(code, Some(2), "{err}");
    assert!(out.is_empty(), "{out}");
    assert!(err.starts_with("cache: "), "{err}");
    fs::remove_dir_all(&home).unwrap();
}
