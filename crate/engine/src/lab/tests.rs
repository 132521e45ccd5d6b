//! The lab against the simulator: the ramp's computed figures and a trip's
//! risk agree with the same ramp played with an independent seed; the
//! figures' identities; refusals.

use super::*;
use crate::money::Money;
use crate::odds::risk::tests::anchor as six_decks;
use crate::odds::{IndexPlay, Method, index_plays_with};
use crate::rules::{Preset, Rules};
use crate::sim::BLOCK;

/// The table's index plays from fewer shoes than the default (quicker; the
/// same plays give or take a count).
fn plays(rules: &Rules) -> Vec<IndexPlay> {
    let method = Method {
        shoes: 6000,
        ..Method::default()
    };
    index_plays_with(rules, &method)
}

/// The anchor's table, its index plays and its counts, computed once for
/// all the tests.
fn fixture() -> &'static (Rules, Vec<IndexPlay>, Counts) {
    static FIXTURE: std::sync::OnceLock<(Rules, Vec<IndexPlay>, Counts)> =
        std::sync::OnceLock::new();
    FIXTURE.get_or_init(|| {
        let rules = six_decks();
        let plays = plays(&rules);
        let counts = counts(&rules, &plays, 48 * BLOCK, &[7; 32], 2).unwrap();
        (rules, plays, counts)
    })
}

fn ask(rules: &Rules, spread: &str, wong: Wong) -> RampAsk {
    RampAsk::new(rules, "10000", spread, "13.5", wong).unwrap()
}

/// Within `k` standard errors of each other (errors `e1`, `e2`).
fn agree(a: f64, e1: f64, b: f64, e2: f64, k: f64) -> bool {
    (a - b).abs() <= k * (e1 * e1 + e2 * e2).sqrt()
}

#[test]
fn score_di_and_n0_meet_their_identities() {
    let (rules, _, counts) = fixture();
    let rules = rules.clone();
    for spread in ["1:4", "1:8", "1:16"] {
        let r = ramp(counts, &rules, &ask(&rules, spread, Wong::default()));
        let (di, score, n0) = (r.di.value, r.score.value, r.n0.value);
        assert!(di > 0.0, "{spread}: a spread wins at this table");
        assert!(
            (score / (di * di) - 1.0).abs() < 0.01,
            "{spread}: {score} {di}"
        );
        assert!(
            (score * n0 / 1e6 - 1.0).abs() < 0.01,
            "{spread}: {score} {n0}"
        );
        let (ev, sd) = (r.win_per_100.value / 100.0, r.sd_per_100.value / 10.0);
        assert!((di - 1000.0 * ev / sd).abs() < 1e-9 * di);
        // Nothing bet outside 1:N of the smallest bet, and more at higher counts.
        let bets: Vec<Money> = r.bets.iter().map(|b| b.bet).collect();
        assert!(bets.windows(2).all(|w| w[0] <= w[1]), "{spread}: {bets:?}");
        let top = r.unit * i64::from(ask(&rules, spread, Wong::default()).spread);
        assert!(
            bets.iter().all(|&b| b >= r.unit && b <= top),
            "{spread}: {bets:?}"
        );
    }
}

#[test]
fn the_simulator_plays_the_ramp_as_computed() {
    let (rules, plays, counts) = fixture();
    for wong in [Wong::default(), Wong::new(Some(1), Some(-1)).unwrap()] {
        let r = ramp(counts, rules, &ask(rules, "1:8", wong));
        let played = play_ramp(rules, plays, (&r, wong), 48 * BLOCK, &[8; 32], 2).unwrap();
        let (win, sd) = (played.win_per_100(), played.sd_per_100());
        assert!(
            agree(
                win.value,
                win.error,
                r.win_per_100.value,
                r.win_per_100.error,
                3.0
            ),
            "{wong:?}: simulated {win:?}, computed {:?}",
            r.win_per_100
        );
        assert!(
            agree(
                sd.value,
                sd.error,
                r.sd_per_100.value,
                r.sd_per_100.error,
                3.0
            ),
            "{wong:?}: simulated {sd:?}, computed {:?}",
            r.sd_per_100
        );
        let share = played.played as f64 / played.rounds as f64;
        assert!(
            (share - r.played).abs() < 0.01,
            "{wong:?}: {share} {}",
            r.played
        );
    }
}

#[test]
fn a_trips_ruin_simulated_meets_the_diffusion() {
    let (rules, plays, counts) = fixture();
    let wong = Wong::default();
    let r = ramp(counts, rules, &ask(rules, "1:8", wong));
    let (ev, var) = (
        r.win_per_100.value / 100.0,
        (r.sd_per_100.value / 10.0).powi(2),
    );
    let (bankroll, rounds) = (Money::units(2500), 4000);
    let computed = trip_ruin(ev, var, 2500.0, rounds);
    let simulated = trip_risk(
        rules,
        plays,
        (&r, wong),
        (bankroll, rounds),
        2500,
        (&[5; 32], 2),
    )
    .unwrap();
    assert!(computed > 0.1 && computed < 0.5, "{computed} {ev} {var}");
    assert!(
        (simulated.risk - computed).abs() <= 3.0 * simulated.error,
        "simulated {simulated:?}, computed {computed}"
    );
}

#[test]
fn a_shuffled_every_round_table_is_refused() {
    for rules in [Preset::ShuffleMachine.rules(), {
        let mut spec = six_decks().spec().clone();
        spec.shuffle = crate::rules::Shuffle::EveryRound;
        spec.check().unwrap()
    }] {
        let refused = counts(&rules, &[], 4 * BLOCK, &[1; 32], 1).unwrap_err();
        assert_eq!(refused, LabError::NoCounting);
        assert!(refused.to_string().contains("counting cannot help here"));
    }
}

#[test]
fn bad_asks_name_their_field() {
    let rules = six_decks();
    let w = Wong::default();
    let field = |e: LabError| e.to_string().split(':').next().unwrap().to_string();
    for (bankroll, spread, risk, name) in [
        ("10000", "1:0", "13.5", "spread"),
        ("10000", "2:8", "13.5", "spread"),
        ("10000", "8", "13.5", "spread"),
        ("10000", "1:1001", "13.5", "spread"),
        ("10000", "1:8", "0", "risk"),
        ("10000", "1:8", "100", "risk"),
        ("10000", "1:8", "lots", "risk"),
        ("4", "1:8", "13.5", "bankroll"),
        ("-5", "1:8", "13.5", "bankroll"),
        ("10.001", "1:8", "13.5", "bankroll"),
    ] {
        let e = RampAsk::new(&rules, bankroll, spread, risk, w).unwrap_err();
        assert_eq!(field(e), name, "{bankroll} {spread} {risk}");
    }
    assert_eq!(field(Wong::new(Some(1), Some(3)).unwrap_err()), "wong-out");
    assert_eq!(field(Wong::new(Some(40), None).unwrap_err()), "wong-in");
}
