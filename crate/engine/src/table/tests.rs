//! Unit tests of the table: placing a list of bets, and the amounts a double
//! or an insurance accepts when the bankroll runs short.

use super::{AmountRange, BoxBets, Table};
use crate::action::{Action, ActionKind};
use crate::card::Card;
use crate::error::ActionError;
use crate::money::Money;
use crate::rules::Preset;

fn table(preset: Preset, bankroll: i64) -> Table {
    Table::new(preset.rules(), Money::units(bankroll)).unwrap()
}

fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| n.parse().unwrap()).collect()
}

/// A table of `preset` whose box 1 holds `bet` and `left` in the bankroll,
/// dealt `shoe`.
fn dealt(preset: Preset, bet: i64, left: i64, shoe: &[&str]) -> Table {
    let mut t = table(preset, bet + left);
    t.bet(1, Money::units(bet)).unwrap();
    t.stack(&cards(shoe));
    t.deal_seeded([9; 32]).unwrap();
    t
}

fn bets(list: &[(i64, i64)]) -> Vec<BoxBets> {
    list.iter()
        .map(|&(main, pair)| BoxBets {
            main: Money::units(main),
            pair: Money::units(pair),
        })
        .collect()
}

#[test]
fn place_bets_places_main_then_pair_box_by_box() {
    let mut t = table(Preset::LandCasino, 1000);
    t.place_bets(&bets(&[(10, 5), (0, 0), (25, 0)])).unwrap();
    assert_eq!(t.bets(), &bets(&[(10, 5), (0, 0), (25, 0)])[..]);
    assert_eq!(t.bankroll(), Money::units(960));
    t.place_bets(&bets(&[(5, 0)])).unwrap();
    assert_eq!(t.bets()[0].main, Money::units(15));
}

#[test]
fn place_bets_is_all_or_nothing() {
    let mut t = table(Preset::LandCasino, 1000);
    t.bet(2, Money::units(5)).unwrap();
    let before = t.clone();
    let refusals = [
        (bets(&[(10, 0), (0, 0), (501, 0)]), "over-maximum"),
        (bets(&[(10, 5), (990, 0)]), "insufficient-funds"),
        (bets(&[(10, 0), (0, 0), (0, 5)]), "pair-without-bet"),
        (bets(&[(10, 0), (0, 0), (0, 0), (5, 0)]), "no-such-box"),
    ];
    for (list, code) in refusals {
        let e = t.place_bets(&list).unwrap_err();
        assert_eq!(e.code(), code);
        assert_eq!(t, before, "{code} changed the table");
    }
    let mut single = table(Preset::SingleDeck, 100);
    let e = single.place_bets(&bets(&[(10, 5)])).unwrap_err();
    assert_eq!(e, ActionError::NoPairBonus);
    assert_eq!(single.bankroll(), Money::units(100));
}

fn range(t: &Table, kind: ActionKind) -> Option<AmountRange> {
    t.amount_range(kind, 0)
}

#[test]
fn a_double_for_less_is_offered_up_to_what_is_left() {
    // 500 on 6 5 against a 5, 200 left: a double of 5 to 200, 200 offered.
    let mut t = dealt(
        Preset::LandCasino,
        500,
        200,
        &["6S", "5D", "5H", "TC", "TD", "9C"],
    );
    let r = range(&t, ActionKind::Double).unwrap();
    assert_eq!((r.min, r.max), (Money::units(5), Money::units(200)));
    assert_eq!(r.suggested, Money::units(200));
    // Without an amount a double is the full bet, which 200 cannot cover.
    assert_eq!(r.default, None);
    assert!(t.legal_actions().contains(ActionKind::Double));
    assert!(!t.is_legal(&Action::Double { amount: None }));
    let before = t.clone();
    assert!(matches!(
        t.double(None),
        Err(ActionError::InsufficientFunds { .. })
    ));
    assert_eq!(t, before);
    assert!(t.is_legal(&Action::Double {
        amount: Some(r.suggested)
    }));
    t.double(Some(r.suggested)).unwrap();
    assert_eq!(t.round().hands[0].stake, Money::units(700));
    assert_eq!(t.bankroll(), Money::units(1400), "21 against a bust dealer");
}

#[test]
fn no_double_when_what_is_left_is_under_the_minimum() {
    let t = dealt(Preset::LandCasino, 500, 4, &["6S", "5D", "5H"]);
    assert_eq!(range(&t, ActionKind::Double), None);
    assert!(!t.legal_actions().contains(ActionKind::Double));
    for amount in [None, Some(Money::units(4)), Some(Money::units(5))] {
        assert!(!t.is_legal(&Action::Double { amount }));
        assert!(t.clone().double(amount).is_err());
    }
}

#[test]
fn a_full_double_keeps_its_default() {
    let t = dealt(Preset::SingleDeck, 10, 990, &["6S", "5D", "5H", "9C"]);
    let r = range(&t, ActionKind::Double).unwrap();
    assert_eq!(r.default, Some(Money::units(10)));
    assert_eq!(r.suggested, Money::units(10));
    // Single deck: the double is the bet, so 9 left is no double at all.
    let t = dealt(Preset::SingleDeck, 10, 9, &["6S", "5D", "5H", "9C"]);
    assert_eq!(range(&t, ActionKind::Double), None);
    assert!(!t.legal_actions().contains(ActionKind::Double));
}

#[test]
fn insurance_is_offered_up_to_what_is_left() {
    // Land casino: 5 to 500; half of 500 is 250, but 200 is left.
    let t = dealt(Preset::LandCasino, 500, 200, &["TS", "AH", "9H"]);
    let r = range(&t, ActionKind::Insure).unwrap();
    assert_eq!((r.min, r.max), (Money::units(5), Money::units(200)));
    assert_eq!((r.default, r.suggested), (None, Money::units(200)));
    assert!(!t.is_legal(&Action::Insure { amount: None }));
    assert!(t.clone().insure(None).is_err());
    t.clone().insure(Some(r.suggested)).unwrap();
    // Half of a 5 bet is under the minimum: refused, not raised; 5 is offered.
    let t = dealt(Preset::LandCasino, 5, 995, &["TS", "AH", "9H"]);
    let r = range(&t, ActionKind::Insure).unwrap();
    assert_eq!((r.default, r.suggested), (None, Money::units(5)));
    assert!(!t.is_legal(&Action::Insure { amount: None }));
    // Single deck: exactly half the bet, or nothing.
    let t = dealt(Preset::SingleDeck, 10, 100, &["TS", "AH", "9H", "7C"]);
    let r = range(&t, ActionKind::Insure).unwrap();
    assert_eq!(
        (r.default, r.suggested),
        (Some(Money::units(5)), Money::units(5))
    );
    let t = dealt(Preset::SingleDeck, 10, 4, &["TS", "AH", "9H", "7C"]);
    assert_eq!(range(&t, ActionKind::Insure), None);
    assert!(!t.legal_actions().contains(ActionKind::Insure));
    assert!(t.legal_actions().contains(ActionKind::NoInsurance));
    // European: anything up to half the bet, so what is left is offered.
    let t = dealt(Preset::European, 10, 3, &["TS", "AH", "9H"]);
    let r = range(&t, ActionKind::Insure).unwrap();
    assert_eq!((r.min, r.max), (Money(1), Money::units(3)));
    assert_eq!((r.default, r.suggested), (None, Money::units(3)));
}
