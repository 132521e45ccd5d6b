//! The drill's tests: every kind deals what it states, the stated cards are
//! the ones dealt, the weights choose the kinds, a refused action changes
//! nothing.

use super::*;
use crate::card::Card;
use crate::rules::Preset;

fn only(kind: DrillKind) -> DrillWeights {
    let mut w = [0.0; 6];
    w[DrillKind::ALL.iter().position(|k| *k == kind).unwrap()] = 1.0;
    let [hard, soft, pair, double, surrender, insurance] = w;
    DrillWeights {
        hard,
        soft,
        pair,
        double,
        surrender,
        insurance,
    }
}

fn seed(n: u32) -> Seed {
    let mut s = [0; 32];
    s[..4].copy_from_slice(&n.to_le_bytes());
    s
}

/// The first two cards of the box's hand and the up card, as dealt.
fn dealt(table: &Table) -> ([Card; 2], Card) {
    let hand = &table.round().hands[0];
    ([hand.cards[0], hand.cards[1]], table.round().dealer[0])
}

#[test]
fn every_kind_deals_what_it_states_on_every_table() {
    for preset in Preset::ALL {
        for kind in DrillKind::ALL {
            let mut drill = Drill::new(preset.rules(), only(kind), seed(kind as u32)).unwrap();
            for _ in 0..150 {
                assert_eq!(drill.kind(), kind);
                let (hand, up) = dealt(drill.table());
                assert!(
                    kind.holds(hand, up),
                    "{preset:?} {kind:?}: {hand:?} v {up:?}"
                );
                while drill.table().phase() != Phase::Betting {
                    let legal = drill.snapshot().legal;
                    let next = if legal.contains(&"no-even-money") {
                        Action::NoEvenMoney
                    } else if legal.contains(&"no-insurance") {
                        Action::NoInsurance
                    } else {
                        Action::Stand
                    };
                    drill.act(&next).unwrap();
                }
                drill.act(&Action::Deal).unwrap();
            }
        }
    }
}

#[test]
fn the_kinds_state_what_their_names_say() {
    let c = |s: &str| s.parse::<Card>().unwrap();
    let holds = |kind: DrillKind, a: &str, b: &str, up: &str| kind.holds([c(a), c(b)], c(up));
    assert!(holds(DrillKind::Hard, "TS", "6H", "2D"));
    assert!(
        !holds(DrillKind::Hard, "8S", "8H", "2D"),
        "a pair is not a hard drill"
    );
    assert!(!holds(DrillKind::Hard, "TS", "6H", "7D"));
    assert!(holds(DrillKind::Soft, "AS", "7H", "6D"));
    assert!(!holds(DrillKind::Soft, "AS", "8H", "6D"));
    assert!(!holds(DrillKind::Soft, "AS", "AH", "6D"));
    assert!(holds(DrillKind::Pair, "KS", "KH", "AD"));
    assert!(!holds(DrillKind::Pair, "KS", "QH", "AD"));
    assert!(holds(DrillKind::Double, "5S", "6H", "9D"));
    assert!(!holds(DrillKind::Double, "5S", "5H", "9D"));
    assert!(holds(DrillKind::Surrender, "TS", "6H", "AD"));
    assert!(!holds(DrillKind::Surrender, "TS", "6H", "8D"));
    assert!(holds(DrillKind::Insurance, "TS", "6H", "AD"));
    assert!(!holds(DrillKind::Insurance, "TS", "6H", "KD"));
}

#[test]
fn the_stated_cards_are_the_ones_dealt() {
    let c = |s: &str| s.parse::<Card>().unwrap();
    for preset in Preset::ALL {
        for n in 0..50 {
            let (hand, up) = ([c("9C"), c("7D")], c("5H"));
            let table = practice_table(preset.rules(), hand, up, 3, seed(n)).unwrap();
            assert_eq!(dealt(&table), (hand, up));
            assert_eq!(table.rounds_dealt(), 3);
            assert_eq!(table.phase(), Phase::Playing);
            assert_eq!(table.round().hands.len(), 1);
        }
    }
}

#[test]
fn the_weights_choose_the_kinds_and_refuse_nonsense() {
    let mut rng = DealRng::new(seed(9));
    let w = DrillWeights {
        pair: 3.0,
        insurance: 1.0,
        ..only(DrillKind::Pair)
    };
    let mut pairs = 0;
    for _ in 0..4000 {
        match w.pick(&mut rng).unwrap() {
            DrillKind::Pair => pairs += 1,
            DrillKind::Insurance => {}
            other => panic!("{other:?} has no weight"),
        }
    }
    assert!(
        (2800..3200).contains(&pairs),
        "{pairs} pairs of 4000 at 3:1"
    );
    for bad in [
        DrillWeights {
            hard: -1.0,
            ..DrillWeights::default()
        },
        DrillWeights {
            soft: f64::NAN,
            ..DrillWeights::default()
        },
        DrillWeights {
            hard: 0.0,
            soft: 0.0,
            pair: 0.0,
            ..DrillWeights::default()
        },
    ] {
        assert_eq!(bad.check(), Err(PracticeError::BadWeights));
        assert!(Drill::new(Preset::SingleDeck.rules(), bad, seed(1)).is_err());
    }
    let read: DrillWeights = serde_json::from_str(r#"{"pairs": 2, "double": 1}"#).unwrap();
    assert_eq!((read.pair, read.double, read.hard), (2.0, 1.0, 0.0));
    assert!(serde_json::from_str::<DrillWeights>(r#"{"splits": 1}"#).is_err());
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut drill = Drill::new(Preset::SingleDeck.rules(), only(DrillKind::Hard), seed(4)).unwrap();
    let before = drill.snapshot();
    for refused in [
        Action::Deal,
        Action::Bet {
            box_no: 1,
            amount: Money::units(5),
        },
        Action::Cancel,
        Action::Rebet,
        Action::Insure { amount: None },
    ] {
        assert!(drill.act(&refused).is_err(), "{refused:?}");
        assert_eq!(drill.snapshot(), before, "{refused:?}");
    }
    let bad = DrillWeights {
        hard: -1.0,
        ..DrillWeights::default()
    };
    assert_eq!(drill.set_weights(bad), Err(PracticeError::BadWeights));
    drill.act(&Action::Stand).unwrap();
    let over = drill.snapshot();
    assert_eq!(
        over.legal,
        vec!["deal"],
        "once the hand is over, only the next hand"
    );
    assert!(drill.act(&Action::Hit).is_err());
    assert_eq!(drill.snapshot(), over);
    drill.set_weights(only(DrillKind::Pair)).unwrap();
    drill.act(&Action::Deal).unwrap();
    assert_eq!(drill.kind(), DrillKind::Pair);
    assert_eq!(drill.table().rounds_dealt(), 2);
}
