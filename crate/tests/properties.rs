//! Property tests: random tables and random action sequences, checking the
//! engine's invariants after every action.
//!
//! The number of cases comes from `PROPTEST_CASES` (the test command sets
//! 100000 and runs this in release mode); 2000 by default.
#![cfg(not(target_arch = "wasm32"))]

use blackjack::rules::{DoubleOn, Insurance, Shuffle, SplitMatch};
use blackjack::{Action, Card, Money, Preset, Rules, Table};
use chacha20::ChaCha20Rng;
use proptest::prelude::*;
use rand_core::SeedableRng;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(2000)
}

/// A preset, perhaps with some options changed.
fn rules_strategy() -> impl Strategy<Value = Rules> {
    (0..4usize, any::<[u8; 8]>()).prop_map(|(p, knobs)| {
        let mut rules = Preset::ALL[p].rules();
        if knobs[0] % 3 == 0 {
            // Leave the preset as it is a third of the time.
            return rules;
        }
        rules.boxes = if rules.decks == 1 {
            1
        } else {
            1 + knobs[1] % 3
        };
        rules.double_for_less ^= knobs[2] & 1 == 1;
        rules.double_after_split ^= knobs[2] & 2 == 2;
        rules.surrender ^= knobs[2] & 4 == 4;
        rules.hole_card ^= knobs[2] & 8 == 8;
        rules.dealer_hits_soft_17 = knobs[2] & 16 == 16;
        rules.split = if knobs[2] & 32 == 32 {
            SplitMatch::Rank
        } else {
            SplitMatch::Value
        };
        rules.double_on =
            [DoubleOn::Any, DoubleOn::Hard, DoubleOn::NineToEleven][usize::from(knobs[3] % 3)];
        rules.max_hands = 1 + knobs[4] % 4;
        rules.max_ace_hands = 1 + knobs[5] % rules.max_hands;
        rules.insurance = [
            Insurance::None,
            Insurance::HalfBet,
            Insurance::UpToHalfBet { min: Money(250) },
            Insurance::Range {
                min: Money::units(5),
                max: Money::units(500),
            },
        ][usize::from(knobs[6] % 4)];
        if rules.decks > 1 {
            rules.shuffle = [
                Shuffle::Continuous,
                Shuffle::CutCard(75),
                Shuffle::CutCard(2),
            ][usize::from(knobs[7] % 3)];
        }
        rules.validate().expect("generated rules are valid");
        rules
    })
}

const AMOUNTS: [i64; 12] = [
    100, 500, 1000, 2500, 10000, 50000, 50100, 250, 0, -500, 750, 1,
];

/// Turns three random bytes into an action, biased towards legal ones so
/// that rounds get played deep.
fn pick_action(table: &Table, choice: u8, a: u8, b: u8) -> Action {
    let amount = Money(AMOUNTS[usize::from(a) % AMOUNTS.len()]);
    let maybe = if b % 3 == 0 { None } else { Some(amount) };
    let box_no = b % 5;
    let any = [
        Action::Bet { box_no, amount },
        Action::Pair { box_no, amount },
        Action::Cancel,
        Action::Rebet,
        Action::Deal,
        Action::Insure { amount: maybe },
        Action::NoInsurance,
        Action::EvenMoney,
        Action::NoEvenMoney,
        Action::Hit,
        Action::Stand,
        Action::Double { amount: maybe },
        Action::Split,
        Action::Surrender,
    ];
    if choice < 64 {
        return any[usize::from(choice) % any.len()];
    }
    let legal: Vec<Action> = any
        .iter()
        .map(|action| match *action {
            Action::Bet { .. } => Action::Bet {
                box_no: 1 + b % 3,
                amount: Money::units([5, 10, 25][usize::from(a % 3)]),
            },
            Action::Pair { .. } => Action::Pair {
                box_no: 1 + b % 3,
                amount: Money::units(5),
            },
            Action::Insure { .. } => Action::Insure { amount: None },
            Action::Double { .. } => Action::Double { amount: None },
            other => other,
        })
        .filter(|action| table.legal_actions().contains(action.kind()))
        .collect();
    if legal.is_empty() {
        any[usize::from(choice) % any.len()]
    } else {
        legal[usize::from(a) % legal.len()]
    }
}

/// Up to 16 undealt aces, eights and tens in a scrambled order, so that
/// blackjacks, pairs, re-splits and split aces come up often.
fn rich_stack(table: &Table, scramble: u8) -> Vec<Card> {
    let mut cards: Vec<Card> = table
        .shoe()
        .undealt()
        .iter()
        .copied()
        .filter(|c| c.is_ace() || c.value() == 8 || c.is_ten_value() || c.value() == 3)
        .collect();
    cards.sort_by_key(|c| (c.index() * 7 + usize::from(scramble)) % 11);
    cards.truncate(16);
    cards
}

/// Every invariant of the engine ([`blackjack::audit::audit`]).
fn check_invariants(table: &Table, start: Money) -> Result<(), TestCaseError> {
    blackjack::audit::audit(table, start).map_err(TestCaseError::fail)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn invariants_hold_for_any_actions(
        rules in rules_strategy(),
        bankroll in prop_oneof![Just(1000i64), 0i64..300, 0i64..100_000],
        seed in any::<u64>(),
        steps in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 1..120),
    ) {
        let start = Money(bankroll * 100 + bankroll % 7 * 25);
        let mut table = Table::new(rules, start).unwrap();
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        check_invariants(&table, start)?;
        for (choice, a, b) in steps {
            let action = pick_action(&table, choice, a, b);
            if action == Action::Deal && b % 2 == 0 {
                table.stack(&rich_stack(&table, a));
            }
            let before = table.clone();
            let legal = table.is_legal(&action);
            let result = table.apply(&action, &mut rng);
            prop_assert_eq!(legal, result.is_ok(), "{} listed legal={} but {:?}", action, legal, result);
            if result.is_err() {
                prop_assert_eq!(&table, &before, "refused {} changed the table", action);
            }
            check_invariants(&table, start)?;
        }
    }
}
