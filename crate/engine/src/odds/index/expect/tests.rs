use super::*;
use crate::odds::index_plays;
use crate::rules::Preset;

fn play(name: &str, total: u8, up: u8, deviation: Deviation, rounded: Option<i32>) -> IndexPlay {
    IndexPlay {
        name: name.into(),
        total,
        up,
        deviation,
        index: rounded.map(f64::from),
        rounded,
        at_zero: false,
        by_count: Vec::new(),
        as_good: Vec::new(),
    }
}

fn plays() -> Vec<IndexPlay> {
    vec![
        play("insurance", 0, 1, Deviation::Insure, Some(3)),
        play("16 v T", 16, 10, Deviation::StandOverHit, Some(0)),
        play("12 v 4", 12, 4, Deviation::StandOverHit, Some(0)),
        play("11 v A", 11, 1, Deviation::DoubleOverHit, Some(1)),
        play("15 v 9", 15, 9, Deviation::Surrender, Some(2)),
        play("13 v 3", 13, 3, Deviation::StandOverHit, None),
    ]
}

/// Six decks with `lows` fives dealt (a running count of +`lows`).
fn shoe(lows: u16, highs: u16) -> Composition {
    let mut counts = Composition::decks(6).counts();
    counts[4] -= lows;
    counts[9] -= highs;
    Composition::from_counts(counts)
}

const ALL: [&str; 4] = ["hit", "stand", "double", "surrender"];

fn hand<'a>(values: &'a [u8], up: u8, chart: &'a str) -> Asked<'a> {
    Asked::Hand {
        values,
        up,
        chart,
        allowed: &ALL,
    }
}

#[test]
fn a_high_count_turns_the_chart_hit_of_16_v_t_into_a_stand() {
    let (plays, high) = (plays(), shoe(20, 0));
    let call = index_call(&plays, 6, &high, hand(&[10, 6], 10, "hit")).unwrap();
    assert_eq!(
        (call.expected, call.deviates, call.index),
        ("stand", true, 0)
    );
    assert!(call.true_count > 3.0 && call.at_or_above);
    // The play's hand and up card, for the page to name it in its language.
    assert_eq!((call.total, call.up), (16, 10));
    // Three cards of 16 are covered too; a pair of eights and a soft 16 are not.
    let three = index_call(&plays, 6, &high, hand(&[5, 4, 7], 10, "hit")).unwrap();
    assert_eq!(three.expected, "stand");
    assert!(index_call(&plays, 6, &high, hand(&[8, 8], 10, "split")).is_none());
    assert!(index_call(&plays, 6, &high, hand(&[1, 5], 10, "hit")).is_none());
    // Below the index the chart's hit stands, and is no deviation.
    let low = shoe(0, 20);
    let call = index_call(&plays, 6, &low, hand(&[10, 6], 10, "hit")).unwrap();
    assert_eq!(
        (call.expected, call.deviates, call.at_or_above),
        ("hit", false, false)
    );
}

#[test]
fn a_negative_count_turns_a_chart_stand_into_a_hit() {
    let plays = plays();
    let call = index_call(&plays, 6, &shoe(0, 30), hand(&[10, 2], 4, "stand")).unwrap();
    assert_eq!((call.expected, call.deviates), ("hit", true));
    let call = index_call(&plays, 6, &shoe(0, 0), hand(&[10, 2], 4, "stand")).unwrap();
    assert_eq!(
        (call.expected, call.deviates),
        ("stand", false),
        "true count 0 is at the index"
    );
}

#[test]
fn doubles_and_surrenders_need_two_cards_and_the_table_allowing_them() {
    let (plays, high) = (plays(), shoe(20, 0));
    let call = index_call(&plays, 6, &high, hand(&[6, 5], 1, "hit")).unwrap();
    assert_eq!((call.expected, call.deviates), ("double", true));
    assert!(index_call(&plays, 6, &high, hand(&[2, 4, 5], 1, "hit")).is_none());
    let no_double = Asked::Hand {
        values: &[6, 5],
        up: 1,
        chart: "hit",
        allowed: &["hit", "stand"],
    };
    assert!(index_call(&plays, 6, &high, no_double).is_none());
    let call = index_call(&plays, 6, &high, hand(&[10, 5], 9, "hit")).unwrap();
    assert_eq!((call.expected, call.deviates), ("surrender", true));
    let call = index_call(&plays, 6, &shoe(0, 10), hand(&[10, 5], 9, "hit")).unwrap();
    assert_eq!((call.expected, call.deviates), ("hit", false));
}

#[test]
fn insurance_at_its_index_and_plays_without_one() {
    let plays = plays();
    let take = Asked::Insurance { chart_takes: false };
    let call = index_call(&plays, 6, &shoe(20, 0), take).unwrap();
    assert_eq!((call.expected, call.deviates), ("insure", true));
    let call = index_call(&plays, 6, &shoe(5, 0), take).unwrap();
    assert_eq!((call.expected, call.deviates), ("no-insurance", false));
    assert!(index_call(&plays, 6, &shoe(20, 0), hand(&[10, 3], 3, "stand")).is_none());
    assert!(index_call(&plays, 6, &shoe(20, 0), hand(&[10, 7], 10, "stand")).is_none());
}

#[test]
fn the_tables_own_indices_grade_16_v_t() {
    let rules = Preset::LandCasino.rules();
    let plays = index_plays(&rules);
    let at = |lows, highs| {
        let call = index_call(
            &plays,
            rules.decks,
            &shoe(lows, highs),
            hand(&[9, 7], 10, "hit"),
        );
        call.unwrap().expected
    };
    assert_eq!(at(20, 0), "stand");
    assert_eq!(at(0, 30), "hit");
}
