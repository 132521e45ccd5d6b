//! Perfect play from the round's own shoe, and index plays.

use super::perfect::{ShoeReturns, composition};
use super::{DecisionKind, PerfectFrom, Reviewer};
use crate::card::Card;
use crate::money::Money;
use crate::odds::{Composition, expected_return, next_round_return};
use crate::record::{RECORD_VERSION, RoundRecord};
use crate::rules::Preset;
use crate::table::{BoxBets, Phase, Table};

/// A record's `undealt` holding `counts` cards of each value (A to T),
/// spread over the value's cards as evenly as the counts allow.
fn undealt_of(counts: [u16; 10]) -> String {
    let cards_of = |v: u16| if v == 10 { 16 } else { 4 };
    let mut given = [0u16; 10];
    (0..52)
        .map(|i| {
            let v = usize::from(Card::from_index(i).value()) - 1;
            let n = counts[v].div_ceil(cards_of(v as u16 + 1));
            let n = n.min(counts[v] - given[v]);
            given[v] += n;
            char::from(b'0' + n as u8)
        })
        .collect()
}

#[test]
fn the_shoe_return_is_what_blackjack_edge_prints() {
    // blackjack edge --rules land-casino --cards-left 20,22,24,21,23,20,19,24,22,80
    // land-casino, 275 cards left (...): next round -1.078108 %
    let counts = [20, 22, 24, 21, 23, 20, 19, 24, 22, 80];
    let undealt = undealt_of(counts);
    assert_eq!(
        composition(&undealt),
        Some(Composition::from_counts(counts))
    );
    let rules = Preset::LandCasino.rules();
    let mut returns = ShoeReturns::new(&rules, expected_return(&rules).player);
    let (value, from) = returns.main_return(Some(&undealt));
    assert_eq!(from, PerfectFrom::Shoe);
    assert!((value * 100.0 - -1.078108).abs() < 1e-6, "{value}");
    // Too few cards: the fresh return stands in, and says so.
    let few = undealt_of([1, 1, 1, 1, 1, 1, 1, 1, 1, 4]);
    assert_eq!(returns.main_return(Some(&few)).1, PerfectFrom::Fresh);
    assert_eq!(
        returns.main_return(None),
        (expected_return(&rules).player, PerfectFrom::Fresh)
    );
    assert_eq!(composition("12"), None);
}

/// A land-casino round in mid-shoe: perfect play per unit of main bet is
/// the next round's return for the shoe as it stood.
#[test]
fn perfect_play_in_mid_shoe_is_that_shoes_return() {
    let rules = Preset::LandCasino.rules();
    let mut table = Table::new(rules.clone(), Money::units(5000)).unwrap();
    let mut reviewer = Reviewer::new(&rules);
    for seed in 0..10u8 {
        let left: Vec<Card> = table.shoe().undealt().to_vec();
        table.bet(1, Money::units(20)).unwrap();
        table.deal_seeded([seed; 32]).unwrap();
        while table.phase() != Phase::Betting {
            let _ = table.decline_offer().or_else(|_| table.stand());
        }
        let record = table.record().unwrap();
        let review = reviewer.review(&record, &[]).unwrap();
        let shoe = Composition::from_counts(std::array::from_fn(|v| {
            left.iter()
                .filter(|c| usize::from(c.value()) == v + 1)
                .count() as u16
        }));
        assert_eq!(composition(record.undealt.as_deref().unwrap()), Some(shoe));
        let expected = next_round_return(&rules, &shoe).unwrap();
        assert!(
            (review.perfect / 20.0 - expected).abs() < 1e-12,
            "round {seed}"
        );
        assert_eq!(review.perfect_from, PerfectFrom::Shoe);
        if seed > 0 {
            assert!((expected - expected_return(&rules).player).abs() > 1e-9);
        }
    }
}

/// From a shoe rich in tens, insurance is the best play, which it never is
/// from a fresh shoe: declining it is an index play, and costs.
#[test]
fn declining_insurance_from_a_shoe_rich_in_tens_is_a_costly_index_play() {
    let rules = Preset::LandCasino.rules();
    let stack: Vec<Card> = ["9S", "AD", "8H", "7C"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    let record = RoundRecord {
        version: RECORD_VERSION,
        rules: rules.clone(),
        seed: "07".repeat(32),
        stream_pos: 0,
        undealt: Some(undealt_of([4, 4, 4, 4, 4, 4, 4, 4, 4, 96])),
        bankroll: Money::units(1000),
        bets: (0..rules.boxes)
            .map(|b| BoxBets {
                main: Money::units(if b == 0 { 10 } else { 0 }),
                pair: Money::ZERO,
            })
            .collect(),
        actions: vec!["no-insurance".into(), "stand".into()],
        result: None,
        fresh_shoe: false,
    };
    let review = Reviewer::new(&rules).review(&record, &stack).unwrap();
    let d = &review.decisions[0];
    assert_eq!((d.best.as_str(), d.kind), ("insure", DecisionKind::Index));
    // 96 tens among the 129 unseen cards: the usual insurance (half the
    // bet of 10) × (3 × 96/129 − 1), not the table's maximum insurance.
    let cost = 5.0 * (3.0 * 96.0 / 129.0 - 1.0);
    assert!((d.cost - cost).abs() < 1e-9, "{}", d.cost);
    assert_eq!(d.cost_cents, (cost * 100.0).round() as i64);
    assert_eq!(review.perfect_from, PerfectFrom::Shoe);
}

/// From a fresh shoe no decision is an index play.
#[test]
fn a_fresh_shoe_has_no_index_plays() {
    let rules = Preset::SingleDeck.rules();
    let mut table = Table::new(rules.clone(), Money::units(5000)).unwrap();
    let mut reviewer = Reviewer::new(&rules);
    for seed in 0..30u8 {
        table.bet(1, Money::units(10)).unwrap();
        table.deal_seeded([seed; 32]).unwrap();
        while table.phase() != Phase::Betting {
            let _ = table
                .decline_offer()
                .or_else(|_| table.hit())
                .or_else(|_| table.stand());
        }
        let review = reviewer.review(&table.record().unwrap(), &[]).unwrap();
        assert_eq!(review.perfect_from, PerfectFrom::Fresh);
        assert!(
            review
                .decisions
                .iter()
                .all(|d| d.kind != DecisionKind::Index)
        );
    }
}
