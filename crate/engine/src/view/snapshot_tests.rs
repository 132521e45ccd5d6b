//! Tests of the snapshot: hidden cards, the dealing order, bust, broke and
//! the JSON names the page reads.

use super::*;
use crate::money::Money;
use crate::table::Table;

fn stacked(preset: Preset, bankroll: i64, bet: i64, shoe: &[&str]) -> Table {
    let mut table = Table::new(preset.rules(), Money::units(bankroll)).unwrap();
    table.stack(&shoe.iter().map(|c| c.parse().unwrap()).collect::<Vec<_>>());
    table.bet(1, Money::units(bet)).unwrap();
    table.deal_seeded([1; 32]).unwrap();
    table
}

fn shown(names: &[&str]) -> Vec<Option<String>> {
    names
        .iter()
        .map(|n| (!n.is_empty()).then(|| n.to_string()))
        .collect()
}

#[test]
fn snapshot_hides_the_hole_card_until_shown() {
    let mut table = stacked(Preset::SingleDeck, 1000, 10, &["TS", "9D", "6H", "8C"]);
    let snap = Snapshot::of(&table);
    assert_eq!(snap.phase, "playing");
    assert_eq!(snap.dealer.cards, shown(&["9D", ""]));
    assert_eq!(
        snap.dealer.seq,
        [1, 3],
        "the hidden hole card keeps its place"
    );
    assert_eq!(snap.hands[0].seq, [0, 2]);
    assert_eq!(snap.drawn, 4);
    assert_eq!(snap.dealer.total, 9);
    assert_eq!(snap.hands[0].total, 16);
    assert_eq!(snap.seen, ["TS", "6H", "9D"]);
    assert!(snap.hands[0].active);
    assert!(snap.legal.contains(&"hit") && snap.legal.contains(&"double"));
    assert_eq!(snap.on_table, Money::units(10));
    table.stand().unwrap();
    let snap = Snapshot::of(&table);
    assert_eq!(snap.dealer.cards, shown(&["9D", "8C"]));
    assert_eq!(snap.dealer.seq, [1, 3]);
    assert_eq!(snap.drawn, 4);
    assert_eq!(snap.hands[0].outcome, Some("lose"));
    assert_eq!(snap.hands[0].net, Some(Money::units(-10)));
    assert_eq!(snap.result.unwrap().net, Money::units(-10));
    assert_eq!(snap.legal, vec!["bet", "rebet"]);
    assert_eq!(snap.on_table, Money::ZERO);
}

#[test]
fn split_cards_keep_their_place_in_the_dealing_order() {
    let mut table = stacked(
        Preset::SingleDeck,
        1000,
        10,
        &["8S", "6D", "8H", "7C", "2S", "TC", "9D"],
    );
    table.split().unwrap();
    let snap = Snapshot::of(&table);
    assert_eq!(snap.hands[0].cards, shown(&["8S", "2S"]));
    assert_eq!(snap.hands[0].seq, [0, 4]);
    assert_eq!(snap.hands[1].cards, shown(&["8H"]));
    assert_eq!(snap.hands[1].seq, [2]);
    assert_eq!(snap.drawn, 5);
    table.stand().unwrap();
    let snap = Snapshot::of(&table);
    assert_eq!(snap.hands[1].seq, [2, 5]);
    assert_eq!(snap.drawn, 6);
    table.stand().unwrap();
    let snap = Snapshot::of(&table);
    assert_eq!(snap.dealer.cards, shown(&["6D", "7C", "9D"]));
    assert_eq!(snap.dealer.seq, [1, 3, 6]);
    assert_eq!(snap.drawn, 7);
    assert!(snap.dealer.bust);
    // The next round counts from 0 again.
    table.rebet().unwrap();
    assert_eq!(
        Snapshot::of(&table).drawn,
        7,
        "the last round stays on the table"
    );
    table.deal_seeded([2; 32]).unwrap();
    let snap = Snapshot::of(&table);
    assert_eq!(snap.hands[0].seq, [0, 2]);
    assert!(
        snap.drawn == 4 || snap.drawn == 3,
        "the hole card, unless a blackjack ended it"
    );
}

#[test]
fn a_face_down_double_card_keeps_its_place_and_busts_show() {
    // Land casino, two boxes: box 1's 6 5 doubles face down while box 2 plays.
    let mut table = Table::new(Preset::LandCasino.rules(), Money::units(1000)).unwrap();
    let cards = ["6S", "9C", "7D", "5H", "9H", "TC"];
    table.stack(&cards.map(|c| c.parse().unwrap()));
    table.bet(1, Money::units(10)).unwrap();
    table.bet(2, Money::units(10)).unwrap();
    table.deal_seeded([1; 32]).unwrap();
    table.double(None).unwrap();
    let snap = Snapshot::of(&table);
    assert_eq!(snap.hands[0].cards, shown(&["6S", "5H", ""]));
    assert_eq!(snap.hands[0].seq, [0, 3, 5]);
    assert_eq!(snap.hands[1].seq, [1, 4]);
    assert_eq!(snap.dealer.seq, [2]);
    assert_eq!(snap.drawn, 6);
    let mut table = stacked(
        Preset::SingleDeck,
        1000,
        10,
        &["TS", "9D", "6H", "8C", "KC"],
    );
    assert!(!Snapshot::of(&table).hands[0].bust);
    table.hit().unwrap();
    let snap = Snapshot::of(&table);
    assert!(snap.hands[0].bust);
    assert_eq!(snap.hands[0].outcome, Some("bust"));
    assert_eq!(snap.hands[0].seq, [0, 2, 4]);
}

#[test]
fn broke_when_the_bankroll_cannot_cover_the_minimum_between_rounds() {
    let table = Table::new(Preset::SingleDeck.rules(), Money(499)).unwrap();
    assert!(Snapshot::of(&table).broke);
    let mut table = Table::new(Preset::SingleDeck.rules(), Money::units(5)).unwrap();
    assert!(!Snapshot::of(&table).broke);
    table.bet(1, Money::units(5)).unwrap();
    let snap = Snapshot::of(&table);
    assert!(!snap.broke, "chips on the table");
    assert_eq!(
        (snap.on_table, snap.bankroll),
        (Money::units(5), Money::ZERO)
    );
    table.stack(&["TS", "9D", "6H", "8C"].map(|c| c.parse().unwrap()));
    table.deal_seeded([1; 32]).unwrap();
    assert!(!Snapshot::of(&table).broke, "a round in play");
    table.stand().unwrap();
    assert!(Snapshot::of(&table).broke);
}

#[test]
fn the_json_names_the_page_reads() {
    let table = stacked(Preset::LandCasino, 700, 500, &["6S", "5D", "5H"]);
    let json = serde_json::to_value(Snapshot::of(&table)).unwrap();
    assert_eq!(json["drawn"], 3);
    assert_eq!(json["onTable"], 500);
    assert_eq!(json["broke"], false);
    assert_eq!(json["hands"][0]["seq"], serde_json::json!([0, 2]));
    assert_eq!(json["hands"][0]["bust"], false);
    assert_eq!(json["dealer"]["seq"], serde_json::json!([1]));
    assert_eq!(
        json["double"],
        serde_json::json!({"min": 5, "max": 200, "default": null, "suggested": 200})
    );
}
