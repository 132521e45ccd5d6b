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

#[test]
fn a_run_in_steps_gives_the_counts_of_any_threads() {
    let rules = six_decks();
    let plays = plays(&rules);
    let rounds = 3 * BLOCK + 4321;
    let mut run = CountsRun::new(&rules, &plays, rounds, &[9; 32]).unwrap();
    assert_eq!((run.done(), run.total()), (0, rounds));
    assert_eq!(run.step(1).unwrap(), BLOCK);
    assert_eq!(run.step(2).unwrap(), 3 * BLOCK);
    assert!(!run.is_complete());
    assert_eq!(run.step(5).unwrap(), rounds, "the last block is short");
    assert_eq!(run.step(1).unwrap(), rounds, "nothing more to play");
    assert!(run.is_complete());
    let stepped = run.finish();
    for threads in [1, 2, 3] {
        let at_once = counts(&rules, &plays, rounds, &[9; 32], threads).unwrap();
        assert_eq!(stepped.rows, at_once.rows, "{threads} threads");
        // The kept form holds every block's sums and the sequences, bit for bit.
        assert_eq!(stepped.to_bytes(), at_once.to_bytes(), "{threads} threads");
    }
}

#[test]
fn a_run_is_refused_as_counts_are() {
    let rules = six_decks();
    for rounds in [0, 2 * BLOCK - 1, MAX_ROUNDS + 1] {
        let e = CountsRun::new(&rules, &[], rounds, &DEFAULT_SEED).err();
        assert_eq!(e, Some(LabError::Rounds(rounds.to_string())));
        assert_eq!(e.unwrap().code(), "lab-rounds");
    }
    let e = CountsRun::new(
        &Preset::ShuffleMachine.rules(),
        &[],
        DEFAULT_ROUNDS,
        &DEFAULT_SEED,
    );
    assert_eq!(e.err().map(|e| e.code()), Some("no-counting"));
}

#[test]
fn the_risk_curve_holds_the_ramps_risk_and_falls_with_the_bankroll() {
    let (rules, _, counts) = fixture();
    for bankroll in ["10000", "2501.50", "5"] {
        let ask = RampAsk::new(rules, bankroll, "1:8", "13.5", Wong::default()).unwrap();
        let r = ramp(counts, rules, &ask);
        let curve = risk_curve(&r, ask.bankroll);
        assert_eq!(curve.bankrolls.len(), CURVE_POINTS);
        assert_eq!(curve.lifetime.len(), CURVE_POINTS);
        let at = curve.bankrolls.iter().position(|&b| b == ask.bankroll);
        let at = at.unwrap_or_else(|| panic!("{bankroll}: {:?}", curve.bankrolls));
        assert_eq!(curve.lifetime[at], r.risk_of_ruin.value, "{bankroll}");
        assert!(curve.bankrolls.windows(2).all(|w| w[0] < w[1]));
        let falls = |v: &[f64]| v.windows(2).all(|w| w[1] <= w[0]);
        assert!(falls(&curve.lifetime), "{bankroll}: {:?}", curve.lifetime);
        if r.win_per_100.value <= 0.0 {
            // Flat bets at the minimum (the bankroll too small): ruin is sure.
            assert!(
                r.short && curve.lifetime.iter().all(|&p| p == 1.0),
                "{bankroll}"
            );
            continue;
        }
        assert!(curve.lifetime[0] > curve.lifetime[CURVE_POINTS - 1]);
        let trips: Vec<u64> = curve.trips.iter().map(|t| t.rounds).collect();
        assert_eq!(trips, CURVE_TRIPS);
        for t in &curve.trips {
            assert!(falls(&t.risk), "{bankroll} {}: {:?}", t.rounds, t.risk);
            assert!(t.risk.iter().all(|p| (0.0..=1.0).contains(p)));
        }
        // A longer trip is riskier at every bankroll.
        for pair in curve.trips.windows(2) {
            let (short, long) = (&pair[0].risk, &pair[1].risk);
            assert!(
                short.iter().zip(long).all(|(s, l)| s <= l),
                "{short:?} {long:?}"
            );
        }
        assert!(
            curve.trips[0].risk[at] < curve.trips[2].risk[at],
            "{bankroll}"
        );
    }
}

#[test]
fn the_report_is_the_ramp_and_its_ask() {
    let (rules, _, counts) = fixture();
    let wong = Wong::new(Some(1), Some(-1)).unwrap();
    let ask = RampAsk::new(rules, "10000", "1:8", "13.5", wong).unwrap();
    let r = ramp(counts, rules, &ask);
    let json = serde_json::to_value(RampReport::new(&ask, counts, &r)).unwrap();
    assert_eq!(json["bankroll"], 10000);
    assert_eq!(
        (json["wong_in"].clone(), json["wong_out"].clone()),
        (1.into(), (-1).into())
    );
    assert_eq!(json["risk_of_ruin"], r.risk_of_ruin.value);
    assert_eq!(
        json["counts"].as_array().unwrap().len(),
        2 * MAX_COUNT as usize + 1
    );
    assert_eq!(json.as_object().unwrap().len(), 28, "{json}");
}
