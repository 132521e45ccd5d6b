//! The `blackjack verify` and `blackjack replay` commands, run as a person would.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use blackjack::{Money, Phase, Preset, Table};

fn run(args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_blackjack"))
        .args(args)
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.success(),
    )
}

#[test]
fn verify_prints_the_order_a_seed_deals() {
    let zero = "0".repeat(64);
    let (out, _, ok) = run(&["verify", "--seed", &zero]);
    assert!(ok);
    assert_eq!(out.lines().count(), 4);
    assert!(
        out.starts_with("9C 8H QD 3D TD 3H JD JH AH 9S 6S 5C KD\n"),
        "{out}"
    );
    let (out, _, ok) = run(&["verify", "--seed", &"42".repeat(32), "--decks", "6"]);
    assert!(ok);
    assert_eq!(out.split_whitespace().count(), 312);
    let (_, err, ok) = run(&["verify", "--seed", "xyz"]);
    assert!(!ok && err.contains("not a seed"), "{err}");
    let (_, err, ok) = run(&["verify", "--seed", &zero, "--decks", "9"]);
    assert!(!ok && err.contains("1 to 8"), "{err}");
}

fn records(preset: Preset, rounds: u8) -> Vec<blackjack::record::RoundRecord> {
    let mut table = Table::new(preset.rules(), Money::units(1000)).unwrap();
    (0..rounds)
        .map(|n| {
            table.bet(1, Money::units(10)).unwrap();
            table.deal_seeded([n + 1; 32]).unwrap();
            while table.phase() != Phase::Betting {
                let _ = table
                    .decline_insurance()
                    .or_else(|_| table.decline_even_money())
                    .or_else(|_| table.stand());
            }
            table.record().unwrap()
        })
        .collect()
}

#[test]
fn replay_reproduces_exported_rounds_and_catches_a_doctored_one() {
    let dir = std::env::temp_dir().join(format!("blackjack-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("rounds.json");
    let mut rounds = records(Preset::LandCasino, 3);
    std::fs::write(&good, serde_json::to_string_pretty(&rounds).unwrap()).unwrap();
    let (out, _, ok) = run(&["replay", good.to_str().unwrap()]);
    assert!(ok, "{out}");
    assert_eq!(out.lines().count(), 3);
    assert!(
        out.lines().all(|l| l.ends_with("(matches the record)")),
        "{out}"
    );

    rounds[1].result.as_mut().unwrap().bankroll += Money::units(100);
    let bad = dir.join("doctored.json");
    std::fs::write(&bad, serde_json::to_string(&rounds).unwrap()).unwrap();
    let (out, err, ok) = run(&["replay", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        out.contains("round 2: FAIL the replay differs from the record"),
        "{out}"
    );
    assert!(err.contains("1 round(s) did not replay"));

    let single = dir.join("one.json");
    std::fs::write(
        &single,
        serde_json::to_string(&records(Preset::SingleDeck, 1)[0]).unwrap(),
    )
    .unwrap();
    assert!(run(&["replay", single.to_str().unwrap()]).2);
    let broken = dir.join("broken.json");
    std::fs::write(&broken, "{\"version\": 1").unwrap();
    let (_, err, ok) = run(&["replay", broken.to_str().unwrap()]);
    assert!(!ok && err.contains("not JSON"), "{err}");
}
