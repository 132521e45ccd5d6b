//! The simulator: determinism, slices, sessions.

use super::*;
use crate::rules::Preset;

fn simulation(preset: Preset) -> Simulation {
    let rules = preset.rules();
    let bet = rules.min_bet;
    Simulation::best(rules, bet)
}

#[test]
fn a_seed_gives_one_answer_whatever_the_threads() {
    let sim = simulation(Preset::ShuffleMachine);
    let seed = [7; 32];
    let rounds = BLOCK * 3 + 1234;
    let one = run(&sim, rounds, &seed, 1).unwrap();
    assert_eq!(one.rounds, rounds);
    assert!(one.hands >= rounds);
    assert_eq!(run(&sim, rounds, &seed, 2).unwrap(), one);
    assert_eq!(run(&sim, rounds, &seed, 5).unwrap(), one);
    // Played in slices, the same rounds.
    let mut stream = Stream::new(sim.clone(), seed).unwrap();
    for slice in [1000, BLOCK, 77, rounds - 1000 - BLOCK - 77] {
        stream.play(slice).unwrap();
    }
    assert_eq!(stream.tally, one);
    assert_ne!(run(&sim, rounds, &[8; 32], 2).unwrap(), one);
}

#[test]
fn tallies_are_exact_and_their_figures_follow() {
    let mut t = Tally::default();
    for (net, hands) in [
        (Money::units(10), 1),
        (Money::units(-10), 2),
        (Money::units(15), 1),
    ] {
        t.add(net, hands);
    }
    let bet = Money::units(10);
    assert_eq!((t.rounds, t.hands, t.net), (3, 4, 1500));
    assert!((t.mean(bet) - 0.5).abs() < 1e-12);
    // Returns 1, -1, 1.5: variance (0.25 + 2.25 + 1) / 2.
    assert!((t.sd(bet) - 1.75f64.sqrt()).abs() < 1e-12);
    assert!((t.ci95(bet) - 1.96 * 1.75f64.sqrt() / 3f64.sqrt()).abs() < 1e-12);
}

#[test]
fn sessions_end_in_ruin_or_after_their_rounds() {
    let sim = simulation(Preset::SingleDeck);
    let bankroll = Money::units(50);
    let stats = sessions(&sim, bankroll, 200, 300, &[1; 32], 2).unwrap();
    assert_eq!(stats.finals.len(), 300);
    assert_eq!(
        stats,
        sessions(&sim, bankroll, 200, 300, &[1; 32], 1).unwrap()
    );
    // Ten minimum bets last 200 rounds only some of the time.
    assert!(stats.ruined > 0 && stats.ruined < 300, "{}", stats.ruined);
    for &end in &stats.finals {
        assert!(end >= Money::ZERO);
    }
    let ruined = stats
        .finals
        .iter()
        .filter(|&&m| m < sim.rules.min_bet)
        .count() as u64;
    assert_eq!(ruined, stats.ruined);
    assert!(stats.mean_rounds() <= 200.0 && stats.mean_rounds() > 20.0);
    assert!(stats.percentile(5.0) <= stats.percentile(50.0));
    assert!(stats.percentile(50.0) <= stats.percentile(95.0));
    assert!(sessions(&sim, Money::units(1), 10, 10, &[1; 32], 1).is_err());
}

#[test]
fn a_bet_outside_the_limits_is_refused() {
    let mut sim = simulation(Preset::European);
    sim.bet = Money::units(1);
    assert!(matches!(run(&sim, 10, &[0; 32], 1), Err(SimError::Bet(..))));
}

#[test]
fn the_table_answers_what_a_strategy_player_asks() {
    use crate::table::{Phase, Table};
    let rules = Preset::SingleDeck.rules();
    let mut table = Table::new(rules, Money::units(1000))
        .unwrap()
        .without_records();
    assert!(!table.records() && table.hand_in_play().is_none() && !table.can_split());
    table.stack(&["8H", "TD", "8S", "9C"].map(|c| c.parse().unwrap()));
    table.bet(1, Money::units(10)).unwrap();
    table.deal_next().unwrap();
    assert_eq!(table.phase(), Phase::Playing);
    let hand = table.hand_in_play().unwrap();
    assert_eq!(hand.cards.len(), 2);
    assert!(table.can_split());
    assert_eq!(table.hands_in_box(), 1);
    table.split().unwrap();
    assert_eq!(table.hands_in_box(), 2);
    assert!(table.record().is_none());
    // An offer is declined with one call, whichever it is.
    let mut table = Table::new(Preset::SingleDeck.rules(), Money::units(1000)).unwrap();
    table.stack(&["TH", "AD", "9S", "7C"].map(|c| c.parse().unwrap()));
    table.bet(1, Money::units(10)).unwrap();
    table.deal_next().unwrap();
    assert_eq!(table.phase(), Phase::Insurance);
    table.decline_offer().unwrap();
    assert_ne!(table.phase(), Phase::Insurance);
    assert!(table.record().is_some());
}

#[test]
fn an_index_play_decides_where_it_applies_and_nowhere_else() {
    use crate::odds::chart::Take;
    use crate::odds::{Deviation, IndexPlay};
    let insurance_at = |rounded| IndexPlay {
        name: "insurance".into(),
        total: 0,
        up: 1,
        deviation: Deviation::Insure,
        index: None,
        rounded: Some(rounded),
        at_zero: rounded <= 0,
        by_count: Vec::new(),
        as_good: Vec::new(),
    };
    let base = simulation(Preset::LandCasino);
    let with = |take: Take, index: Option<i32>| {
        let mut sim = base.clone();
        sim.insurance = take;
        sim.even_money = take;
        sim.indices = index.map(|i| Indices::new(vec![insurance_at(i)]));
        run(&sim, 200_000, &[9; 32], 2).unwrap()
    };
    // Insuring from a count no shoe reaches is never insuring, from one
    // every shoe is above is always insuring: the chart's lines exactly.
    let never = with(Take::Never, None);
    let always = with(Take::Always, None);
    assert_ne!(never, always);
    assert_eq!(with(Take::Always, Some(100)), never);
    assert_eq!(with(Take::Never, Some(-100)), always);
    // At +3 the count decides: some offers taken, some not.
    let counted = with(Take::Never, Some(3));
    assert!(counted != never && counted != always);
}
