//! The risk's tests: the distribution against the chart's exact return and
//! the simulator, the anchor, the chains against answers known in closed
//! form.

use super::build::build;
use super::trip::Chain;
use super::*;
use crate::money::Money;
use crate::odds::chart::{Chart, Code, Row, best_chart, chart_return};
use crate::rules::{Preset, Ratio, Rules, RulesSpec, Shuffle};
use crate::sim::{Player, Simulation, block_seed};

fn rules_file(text: &str) -> Rules {
    serde_json::from_str::<RulesSpec>(text)
        .unwrap()
        .check()
        .unwrap()
}

/// The anchor's table: six decks, S17, DAS, re-split to 3 hands, aces
/// once, no surrender, peek, 3:2 (the counting lab's tests take it too).
pub(crate) fn anchor() -> Rules {
    rules_file(include_str!(
        "../../../../../tests/rules/six-decks-das-rs3.json"
    ))
}

/// Every table the tests take: the presets, the rules files, and a few
/// more that reach other corners (6:5, re-split aces without a hole card,
/// one deck split to four).
fn tables() -> Vec<(String, Rules)> {
    let mut all: Vec<(String, Rules)> = Preset::ALL
        .iter()
        .map(|p| (p.name().to_string(), p.rules()))
        .collect();
    for (name, text) in [
        (
            "six-decks-das-rs3",
            include_str!("../../../../../tests/rules/six-decks-das-rs3.json"),
        ),
        (
            "six-decks-das-ls",
            include_str!("../../../../../tests/rules/six-decks-das-ls.json"),
        ),
        (
            "six-decks-das-h17",
            include_str!("../../../../../tests/rules/six-decks-das-h17.json"),
        ),
        (
            "one-deck-no-split",
            include_str!("../../../../../tests/rules/one-deck-no-split.json"),
        ),
        (
            "js-simulator",
            include_str!("../../../../../tests/rules/js-simulator.json"),
        ),
    ] {
        all.push((name.to_string(), rules_file(text)));
    }
    let spec = |spec: RulesSpec| spec.check().unwrap();
    all.push((
        "six-five".into(),
        spec(RulesSpec {
            blackjack_pays: Ratio { win: 6, per: 5 },
            ..Preset::ShuffleMachine.spec()
        }),
    ));
    all.push((
        "no-hole-resplit-aces".into(),
        spec(RulesSpec {
            max_ace_hands: 4,
            dealer_hits_soft_17: true,
            ..Preset::LandCasino.spec()
        }),
    ));
    all.push((
        "one-deck-split-to-four".into(),
        spec(RulesSpec {
            max_hands: 4,
            max_ace_hands: 4,
            double_after_split: true,
            ..Preset::SingleDeck.spec()
        }),
    ));
    all
}

/// `chart` with every pair split (the split machinery worked hardest).
fn splitting_everything(mut chart: Chart) -> Chart {
    for pair in 1..=10 {
        for up in 1..=10 {
            chart.set(Row::Pair(pair), up, Code::P);
        }
    }
    chart
}

#[test]
fn the_mean_is_the_charts_exact_return() {
    for (name, rules) in tables() {
        let best = best_chart(&rules);
        for (what, chart, exact) in [
            ("best chart", best.chart.clone(), best.chart_return),
            (
                "every pair split",
                splitting_everything(best.chart.clone()),
                f64::NAN,
            ),
        ] {
            let exact = if exact.is_nan() {
                chart_return(&rules, &chart)
            } else {
                exact
            };
            let built = build(&rules, &chart).unwrap();
            // How the split hands see the dealer agrees between them.
            assert!(built.drift < 1e-12, "{name}, {what}: {}", built.drift);
            let dist = built.finish();
            // The issue asks for 1e-4; the two computations agree to rounding.
            let gap = dist.mean() - exact;
            assert!(gap.abs() < 1e-12, "{name}, {what}: {gap:e}");
            assert!((dist.total() - 1.0).abs() < 1e-12, "{name}, {what}");
            assert!(dist.outcomes().all(|o| o.p > 0.0 && o.net.abs() <= 8.0));
            let natural = f64::from(rules.blackjack_pays.win) / f64::from(rules.blackjack_pays.per);
            assert!(dist.probability(natural) > 0.04, "{name}: {natural}");
        }
    }
}

/// One round's net result of `chart` at `rules`, played `rounds` times by
/// the simulator's player through the game's own table, counted by step.
fn simulated(rules: &Rules, chart: &Chart, unit: u32, rounds: u64) -> Vec<(i32, u64)> {
    let bet = rules.min_bet;
    let sim = Simulation {
        rules: rules.clone(),
        chart: chart.clone(),
        insurance: crate::odds::chart::Take::Never,
        even_money: crate::odds::chart::Take::Never,
        bet,
        indices: None,
    };
    let mut counts = std::collections::BTreeMap::new();
    let mut player = Player::new(&sim, Player::ENDLESS, &block_seed(&[37; 32], 0)).unwrap();
    for _ in 0..rounds {
        let (net, _) = player.play_round().unwrap();
        let scaled = net.cents() * i64::from(unit);
        assert_eq!(scaled % bet.cents(), 0, "{net} is off the grid");
        *counts.entry((scaled / bet.cents()) as i32).or_insert(0) += 1;
    }
    counts.into_iter().collect()
}

/// A round always from a full shoe: the simulator's table reshuffles
/// continuously.
fn full_shoe(rules: &Rules) -> Rules {
    RulesSpec {
        shuffle: Shuffle::Continuous,
        ..rules.to_spec()
    }
    .check()
    .unwrap()
}

#[test]
fn the_distribution_matches_the_simulator() {
    let rounds = 1_500_000;
    let mut checked = 0;
    let mut cases: Vec<(String, Rules, Chart)> = Vec::new();
    for (name, rules) in tables().into_iter().take(5) {
        let chart = best_chart(&rules).chart;
        cases.push((name, full_shoe(&rules), chart));
    }
    let rules = full_shoe(&anchor());
    let chart = splitting_everything(best_chart(&rules).chart);
    cases.push(("anchor, every pair split".into(), rules, chart));
    for (name, rules, chart) in cases {
        let dist = round_distribution(&rules, &chart).unwrap();
        let seen = simulated(&rules, &chart, dist.unit(), rounds);
        let n = rounds as f64;
        for &(step, _) in &seen {
            let net = f64::from(step) / f64::from(dist.unit());
            assert!(dist.probability(net) > 0.0, "{name}: {net} was dealt");
        }
        for o in dist.outcomes().filter(|o| o.p > 0.001) {
            let step = (o.net * f64::from(dist.unit())).round() as i32;
            let count = seen.iter().find(|s| s.0 == step).map_or(0, |s| s.1);
            let se = (o.p * (1.0 - o.p) / n).sqrt();
            let z = (count as f64 / n - o.p) / se;
            assert!(
                z.abs() < 4.0,
                "{name}: {} bets, exact {} simulated {} ({z:.2} SE)",
                o.net,
                o.p,
                count as f64 / n
            );
            checked += 1;
        }
    }
    assert!(checked >= 40, "{checked}");
}

#[test]
fn the_anchor_of_the_wizard_of_odds() {
    // The Wizard of Odds' appendix 12 on the risk of ruin (six decks, S17,
    // DAS, re-split to three hands, no surrender, peek; house edge
    // 0.4140 %), a table of the bankroll a flat bettor needs for a risk
    // over a number of hands, made by simulation and given in whole units.
    let rules = anchor();
    let best = best_chart(&rules);
    assert!(
        (best.chart_return + 0.004140).abs() < 0.00001,
        "{}",
        best.chart_return
    );
    let dist = round_distribution(&rules, &best.chart).unwrap();
    let risk = |units: f64, rounds| {
        trip_risk(&dist, Bankroll::from_units(units).unwrap(), rounds).unwrap()
    };
    // "102 units" for a risk of 0.01 % over 500 hands: the least whole
    // bankroll whose risk is at most 0.01 % is 102 (101 units: 0.0106 %,
    // 102: 0.0090 %). The figure is a whole number from a simulation, so the
    // test holds the whole number, not the risk to more digits.
    assert!(risk(101.0, 500) > 1e-4, "{}", risk(101.0, 500));
    assert!(risk(102.0, 500) <= 1e-4, "{}", risk(102.0, 500));
    // "40 units... the risk of ruin would be 1.5 %" over 200 hands: a
    // figure of one decimal, read off that table; ours (1.469 %) is the same
    // to that decimal, so the tolerance is half its last digit.
    let forty = risk(40.0, 200);
    assert!((forty - 0.015).abs() <= 0.0005, "{forty}");
}

#[test]
fn a_simulated_trip_is_ruined_as_often() {
    // 40 units over 200 rounds at the anchor's table, every round from a
    // full shoe, counted as the risk counts: ruined when a round ends at
    // zero or below.
    let rules = full_shoe(&anchor());
    let chart = best_chart(&rules).chart;
    let dist = round_distribution(&rules, &chart).unwrap();
    let exact = trip_risk(&dist, Bankroll::from_units(40.0).unwrap(), 200).unwrap();
    let sim = Simulation {
        rules: rules.clone(),
        chart,
        insurance: crate::odds::chart::Take::Never,
        even_money: crate::odds::chart::Take::Never,
        bet: rules.min_bet,
        indices: None,
    };
    let mut player = Player::new(&sim, Player::ENDLESS, &block_seed(&[41; 32], 0)).unwrap();
    let (trips, mut ruined) = (25_000, 0);
    let start = rules.min_bet * 40;
    for _ in 0..trips {
        let mut bankroll = start;
        for _ in 0..200 {
            bankroll += player.play_round().unwrap().0;
            if bankroll <= Money::ZERO {
                ruined += 1;
                break;
            }
        }
    }
    let p = f64::from(ruined) / f64::from(trips);
    let se = (exact * (1.0 - exact) / f64::from(trips)).sqrt();
    assert!((p - exact).abs() < 4.0 * se, "simulated {p}, exact {exact}");
}

/// A distribution of nets in half bets (an even-money coin and the like).
fn coin(chances: &[(i32, f64)]) -> RoundDistribution {
    let mut p = vec![0.0; 41];
    for &(half, q) in chances {
        p[(half + 20) as usize] += q;
    }
    RoundDistribution::new(2, -20, p)
}

fn choose(n: u64, k: u64) -> f64 {
    (0..k).fold(1.0, |c, i| c * (n - i) as f64 / (i + 1) as f64)
}

#[test]
fn a_fair_coin_is_ruined_as_the_reflection_principle_says() {
    // Win or lose one bet, even chances: ruined (down B bets) within N
    // rounds with chance 2 P(S_N < -B) + P(S_N = -B).
    let dist = coin(&[(-2, 0.5), (2, 0.5)]);
    for (b, n) in [(10u64, 100u64), (3, 9), (1, 1), (25, 400)] {
        let at = |s: i64| {
            // P(S_n = s): (n + s) / 2 wins.
            if (n as i64 + s) % 2 != 0 || s.abs() > n as i64 {
                return 0.0;
            }
            choose(n, ((n as i64 + s) / 2) as u64) * 0.5f64.powi(n as i32)
        };
        let below: f64 = (-(n as i64)..-(b as i64)).map(at).sum();
        let expected = 2.0 * below + at(-(b as i64));
        let risk = trip_risk(&dist, Bankroll::from_units(b as f64).unwrap(), n).unwrap();
        assert!(
            (risk - expected).abs() < 1e-13,
            "{b} {n}: {risk} {expected}"
        );
    }
}

#[test]
fn a_favourable_coin_is_ruined_as_the_gamblers_ruin_says() {
    // Win one bet with 0.55, lose one with 0.45: ruin from B bets (q/p)^B.
    let dist = coin(&[(-2, 0.45), (2, 0.55)]);
    for b in [1.0, 10.0, 57.0] {
        let bankroll = Bankroll::from_units(b).unwrap();
        let exact = (0.45f64 / 0.55).powf(b);
        let life = lifetime_risk(&dist, bankroll).unwrap();
        assert!(
            (life - exact).abs() < 1e-12 * exact.max(1e-3),
            "{b}: {life} {exact}"
        );
        // A long enough trip is a lifetime.
        let trip = trip_risk(&dist, bankroll, 100_000).unwrap();
        assert!((trip - life).abs() < 1e-10, "{b}: {trip} {life}");
    }
    // Uneven results (a surrender, a blackjack, a double), no closed form:
    // the lifetime is where long trips go.
    let dist = coin(&[
        (-4, 0.05),
        (-2, 0.35),
        (-1, 0.1),
        (0, 0.05),
        (2, 0.3),
        (3, 0.1),
        (4, 0.05),
    ]);
    assert!(dist.mean() > 0.0);
    for b in [1.0, 7.5, 30.0] {
        let bankroll = Bankroll::from_units(b).unwrap();
        let life = lifetime_risk(&dist, bankroll).unwrap();
        let trip = trip_risk(&dist, bankroll, 200_000).unwrap();
        assert!((trip - life).abs() < 1e-10, "{b}: {trip} {life}");
        assert!(life > 0.0 && life < 1.0);
    }
}

#[test]
fn a_trip_grows_riskier_with_rounds_and_safer_with_money() {
    let rules = anchor();
    let dist = round_distribution(&rules, &best_chart(&rules).chart).unwrap();
    let risk = |b: f64, n| trip_risk(&dist, Bankroll::from_units(b).unwrap(), n).unwrap();
    assert!(risk(20.0, 100) < risk(20.0, 200));
    assert!(risk(20.5, 200) < risk(20.0, 200));
    // A round loses at most 6 bets here (re-split to 3, each doubled): 40
    // bets last 6 rounds for sure, and 1 bet goes in one round at most.
    assert_eq!(risk(40.0, 6), 0.0);
    let one = risk(1.0, 1);
    let lose_a_bet: f64 = dist.outcomes().filter(|o| o.net <= -1.0).map(|o| o.p).sum();
    assert!((one - lose_a_bet).abs() < 1e-15);
    // The house wins on average: a lifetime's ruin is certain.
    assert_eq!(
        lifetime_risk(&dist, Bankroll::from_units(100_000.0).unwrap()),
        Ok(1.0)
    );
    // What was let go along the way bounds the error, and is nothing here.
    let chain = Chain::new(&dist, Bankroll::from_units(40.0).unwrap()).run(20_000);
    assert!(chain.lost < 1e-20, "{}", chain.lost);
    let sum = chain.ruined + chain.alive() + chain.safe;
    assert!((sum - 1.0).abs() < 1e-10, "{sum}");
}

#[test]
fn a_winning_table_has_a_finite_lifetime_risk() {
    // One deck, reshuffled every round: the chart wins 0.003 % a round.
    let rules = Preset::SingleDeck.rules();
    let dist = round_distribution(&rules, &best_chart(&rules).chart).unwrap();
    assert!(dist.mean() > 0.0);
    let life = |b: f64| lifetime_risk(&dist, Bankroll::from_units(b).unwrap()).unwrap();
    // R = 2 · edge / variance nearly: e^(-40 R) is about 0.998.
    let r = 2.0 * dist.mean() / dist.sd().powi(2);
    assert!(
        (life(40.0) - (-40.0 * r).exp()).abs() < 0.001,
        "{}",
        life(40.0)
    );
    assert!(life(1000.0) < life(40.0) && life(40.0) < 1.0);
}

#[test]
fn bad_input_is_refused_naming_its_field() {
    for bad in [0.0, 0.5, 0.25, -3.0, 100_000.5, f64::NAN, f64::INFINITY] {
        let error = Bankroll::from_units(bad).unwrap_err();
        assert_eq!(error.field(), "bankroll", "{bad}");
    }
    assert_eq!(Bankroll::parse("40.5").unwrap().halves(), 81);
    assert_eq!(Bankroll::parse("100000").unwrap().units(), 100_000.0);
    assert_eq!(
        Bankroll::parse("forty"),
        Err(RiskError::Bankroll("forty".into()))
    );
    let dist = coin(&[(-2, 0.5), (2, 0.5)]);
    let b = Bankroll::from_units(10.0).unwrap();
    assert_eq!(trip_risk(&dist, b, 0), Err(RiskError::Rounds(0)));
    assert_eq!(
        trip_risk(&dist, b, MAX_ROUNDS + 1),
        Err(RiskError::Rounds(MAX_ROUNDS + 1))
    );
    assert_eq!(RiskError::Rounds(0).field(), "rounds");
    let fine = RulesSpec {
        blackjack_pays: Ratio { win: 7, per: 20 },
        ..Preset::SingleDeck.spec()
    }
    .check()
    .unwrap();
    let error = best_chart_distribution(&fine).unwrap_err();
    assert_eq!(error, RiskError::Pay { win: 7, per: 20 });
    assert_eq!(error.field(), "blackjack_pays");
}

#[test]
fn every_table_gets_a_distribution() {
    // Reshuffled, continuous and cut-card tables alike: every round is
    // valued from a full shoe.
    for preset in Preset::ALL {
        let (best, dist) = best_chart_distribution(&preset.rules()).unwrap();
        assert!((dist.mean() - best.chart_return).abs() < 1e-12, "{preset}");
        assert!(
            dist.sd() > 1.0 && dist.sd() < 1.2,
            "{preset}: {}",
            dist.sd()
        );
    }
}

#[test]
fn blocks_of_rounds_give_what_rounds_one_by_one_give() {
    let rules = anchor();
    let dist = round_distribution(&rules, &best_chart(&rules).chart).unwrap();
    let total = dist.total();
    let kernel: Vec<(i64, f64)> = dist
        .steps()
        .map(|(s, p)| (i64::from(s), p / total))
        .collect();
    for (units, rounds) in [(60.0, 5_000u64), (100.0, 8_000), (3.5, 700)] {
        let bankroll = Bankroll::from_units(units).unwrap();
        let chain = Chain::new(&dist, bankroll).run(rounds);
        // Every bankroll stepped every round, nothing let go.
        let mut band = super::band::Band::point(i64::from(bankroll.halves()));
        let (mut ruined, mut scratch) = (0.0, Vec::new());
        for _ in 0..rounds {
            ruined += band.step(&kernel, &mut scratch);
        }
        // (The two add in different orders: rounding, about 1e-16 a round.)
        assert!(
            (chain.ruined - ruined).abs() < 1e-12,
            "{units} {rounds}: {} {ruined}",
            chain.ruined
        );
        assert!(chain.lost < 1e-15, "{}", chain.lost);
    }
}

#[test]
fn a_long_trip_is_what_direct_sums_give() {
    // 1 000 bets over 100 000 rounds at the anchor's table: its largest
    // blocks go by the FFT. All by direct sums it was 8.0238501580e-2.
    let rules = anchor();
    let dist = round_distribution(&rules, &best_chart(&rules).chart).unwrap();
    let long = trip(&dist, Bankroll::from_units(1000.0).unwrap(), 100_000).unwrap();
    assert!((long.risk - 8.0238501580e-2).abs() < 1e-11, "{}", long.risk);
    assert!(long.error > 0.0 && long.error < 1e-10, "{}", long.error);
}
