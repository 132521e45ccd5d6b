//! Runs every scenario file of the repository (`tests/scenarios/`) and the
//! shared ones beside the checkout (`../shared/scenarios/`, when present), and
//! checks that broken files fail with a clear message through the
//! `blackjack scenario` command.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};
use std::process::Command;

fn json_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_scenario_of_the_repository_passes() {
    let files = json_files(&repo().join("tests/scenarios"));
    assert!(files.len() >= 40, "only {} scenarios", files.len());
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let text = std::fs::read_to_string(f).unwrap();
            blackjack::scenario::run(&text)
                .err()
                .map(|e| format!("{}: {e}", f.display()))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_shared_scenario_passes() {
    for file in json_files(&repo().join("../shared/scenarios")) {
        let text = std::fs::read_to_string(&file).unwrap();
        if let Err(e) = blackjack::scenario::run(&text) {
            panic!("{}: {e}", file.display());
        }
    }
}

/// Runs the command on files holding `texts`; returns its stdout and success.
fn run_command(texts: &[(&str, &str)]) -> (String, bool) {
    let dir = std::env::temp_dir().join(format!("blackjack-scenarios-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let paths: Vec<PathBuf> = texts
        .iter()
        .map(|(name, text)| {
            let path = dir.join(name);
            std::fs::write(&path, text).unwrap();
            path
        })
        .collect();
    let output = Command::new(env!("CARGO_BIN_EXE_blackjack"))
        .arg("scenario")
        .args(&paths)
        .output()
        .unwrap();
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    (
        String::from_utf8(output.stdout).unwrap(),
        output.status.success(),
    )
}

const GOOD: &str = r#"{"name": "ok", "rounds": [{"shoe": ["AS", "9D", "KH", "7C"],
  "do": ["bet 1 10", "deal"], "expect": {"bankroll": 1015, "outcomes": ["blackjack"], "dealer": 16}}]}"#;

#[test]
fn the_command_reports_each_file_and_a_closing_line() {
    let (out, ok) = run_command(&[("good.json", GOOD)]);
    assert!(ok);
    assert!(out.lines().next().unwrap().starts_with("ok "), "{out}");
    assert_eq!(out.lines().last(), Some("1 passed, 0 failed"));
}

#[test]
fn bad_files_fail_with_a_message_that_names_the_problem() {
    let cases: &[(&str, &str, &str)] = &[
        ("broken.json", "{\"rounds\": [", "not a scenario"),
        (
            "unknown-key.json",
            r#"{"rounds": [], "colour": "red"}"#,
            "unknown field `colour`",
        ),
        (
            "unknown-expect.json",
            r#"{"rounds": [{"do": [], "expect": {"winner": 1}}]}"#,
            "unknown field `winner`",
        ),
        (
            "two-aces.json",
            r#"{"rounds": [{"shoe": ["AS", "9D", "AS"], "do": ["bet 1 10", "deal"]}]}"#,
            "AS",
        ),
        (
            "seventh-seven.json",
            r#"{"rules": "shuffle-machine", "rounds": [{"shoe": ["7S","7S","7S","7S","7S","7S","7S"],
               "do": ["bet 1 10", "bet 2 10", "bet 3 10", "deal"]}]}"#,
            "7S",
        ),
        (
            "bad-card.json",
            r#"{"rounds": [{"shoe": ["1S"], "do": []}]}"#,
            "`1S` is not a card",
        ),
        (
            "bad-preset.json",
            r#"{"rules": "vegas", "rounds": []}"#,
            "unknown rules preset `vegas`",
        ),
        (
            "bad-option.json",
            r#"{"rules": {"preset": "european", "jokers": true}, "rounds": []}"#,
            "unknown rule option `jokers`",
        ),
        (
            "bad-action.json",
            r#"{"rounds": [{"do": ["fly"]}]}"#,
            "`fly` is not an action",
        ),
        (
            "bad-outcome.json",
            r#"{"rounds": [{"expect": {"outcomes": ["won"]}}]}"#,
            "unknown outcome `won`",
        ),
        (
            "bad-bankroll.json",
            r#"{"bankroll": 10.005, "rounds": []}"#,
            "more than two decimals",
        ),
        (
            "wrong.json",
            &GOOD.replace("1015", "1016"),
            "bankroll is 1015, expected 1016",
        ),
        ("missing.json", "", "not a scenario"),
    ];
    let files: Vec<(&str, &str)> = cases.iter().map(|(name, text, _)| (*name, *text)).collect();
    let (out, ok) = run_command(&files);
    assert!(!ok, "a failing file must fail the command");
    for (name, _, message) in cases {
        let line = out
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("no line for {name}:\n{out}"));
        assert!(line.starts_with("FAIL "), "{line}");
        assert!(line.contains(message), "{name}: `{line}` lacks `{message}`");
    }
    assert_eq!(
        out.lines().last(),
        Some(format!("0 passed, {} failed", cases.len()).as_str())
    );
}

#[test]
fn an_unreadable_file_fails_and_the_others_still_run() {
    let output = Command::new(env!("CARGO_BIN_EXE_blackjack"))
        .args(["scenario", "/nonexistent/file.json"])
        .output()
        .unwrap();
    let out = String::from_utf8(output.stdout).unwrap();
    assert!(!output.status.success());
    assert!(
        out.starts_with("FAIL /nonexistent/file.json: cannot read the file"),
        "{out}"
    );
    assert!(out.ends_with("0 passed, 1 failed\n"));
}
