//! The engine's invariants, checked on a live table, and the driver that
//! plays arbitrary actions on arbitrary tables and checks them after every
//! action: what the property tests and the fuzzer run.

use std::collections::HashMap;

use crate::action::Action;
use crate::card::Card;
use crate::hand::{HandState, Outcome, Total};
use crate::money::Money;
use crate::rules::{DoubleOn, Insurance, Preset, Rules, RulesError, Shuffle, SplitMatch};
use crate::table::{Phase, Table};

fn count(cards: impl IntoIterator<Item = Card>) -> HashMap<Card, usize> {
    let mut map = HashMap::new();
    for card in cards {
        *map.entry(card).or_default() += 1;
    }
    map
}

/// Checks every invariant of `table`, which began with `start` in the bankroll:
/// money is conserved, cards are conserved, the phase fits the round, and
/// every settled hand was paid what its outcome pays and fits its cards.
pub fn audit(table: &Table, start: Money) -> Result<(), String> {
    let fail = |why: String| Err(why);
    let bets: Money = table.bets().iter().map(|b| b.main + b.pair).sum();
    if table.bankroll() < Money::ZERO {
        return fail(format!("negative bankroll {}", table.bankroll()));
    }
    let round = table.round();

    let (staked, returned) = round.staked_and_returned();
    let before = if table.rounds_dealt() == 0 {
        start
    } else {
        round.bankroll_before
    };
    if table.bankroll() + bets != before - staked + returned {
        return fail(format!(
            "money not conserved: bankroll {} + bets {bets} != {before} - {staked} + {returned}",
            table.bankroll()
        ));
    }
    if table.on_table() != bets + round.open_stakes() {
        return fail("chips on the table miscounted".into());
    }

    let shoe = table.shoe();
    let all = shoe
        .undealt()
        .iter()
        .chain(shoe.discards())
        .chain(shoe.round_cards())
        .copied();
    let full = (0..usize::from(table.rules().decks) * 52).map(|i| Card::from_index(i % 52));
    if count(all) != count(full) {
        return fail("cards not conserved: shoe and table do not make up the decks".into());
    }
    let on_table = round
        .hands
        .iter()
        .flat_map(|h| h.cards.iter())
        .chain(round.dealer.iter())
        .copied();
    if count(on_table) != count(shoe.round_cards().iter().copied()) {
        return fail("the cards on the table are not the round's cards".into());
    }

    dealing_order(table)?;

    let phase_fits = match table.phase() {
        Phase::Insurance => round.offer.is_some(),
        Phase::Playing => round
            .hands
            .get(round.turn)
            .is_some_and(|h| h.state == HandState::Active),
        Phase::Betting => table.rounds_dealt() == 0 || round.over,
    };
    if !phase_fits {
        return fail(format!("phase {:?} does not fit the round", table.phase()));
    }

    let ratio = table.rules().blackjack_pays;
    let dealer = Total::of(&round.dealer);
    let dealer_blackjack = round.dealer.len() == 2 && dealer.value == 21;
    for hand in &round.hands {
        let Some(outcome) = hand.outcome() else {
            if round.over {
                return fail("an unsettled hand after the round".into());
            }
            continue;
        };
        let stake = hand.stake.cents();
        let expected = Money(match outcome {
            Outcome::Blackjack => stake + stake * i64::from(ratio.win) / i64::from(ratio.per),
            Outcome::Win | Outcome::EvenMoney => stake * 2,
            Outcome::Push => stake,
            Outcome::Lose | Outcome::Bust => 0,
            Outcome::Surrender => stake / 2,
        });
        if hand.payout != expected {
            return fail(format!(
                "{outcome:?} paid {} instead of {expected}",
                hand.payout
            ));
        }
        let player = hand.total().value;
        let fits = match outcome {
            Outcome::Bust => player > 21,
            Outcome::Blackjack | Outcome::EvenMoney => hand.is_blackjack(),
            Outcome::Surrender => hand.cards.len() == 2 && !hand.split,
            Outcome::Win if round.over => {
                player <= 21 && !dealer_blackjack && (dealer.value > 21 || player > dealer.value)
            }
            Outcome::Push if round.over => player == dealer.value || hand.is_blackjack(),
            Outcome::Lose if round.over => dealer_blackjack || dealer.value > player,
            _ => true,
        };
        if !fits {
            return fail(format!(
                "{outcome:?} does not fit {player} against the dealer's {}",
                dealer.value
            ));
        }
    }
    match round.bankroll_after {
        Some(after) if !round.over || after != round.bankroll_before - staked + returned => {
            return fail("the round's final bankroll is wrong".into());
        }
        None if round.over => return fail("a settled round without its final bankroll".into()),
        _ => {}
    }
    if round.over && table.rules().hole_card && !round.hole_shown {
        return fail("the hole card was never shown".into());
    }
    Ok(())
}

/// Every card on the table knows its place in the round's dealing order: the
/// places are `0..drawn`, each once, and the shoe dealt that card there.
fn dealing_order(table: &Table) -> Result<(), String> {
    let round = table.round();
    let drawn = table.shoe().round_cards();
    let mut placed = vec![false; drawn.len()];
    let hands = round.hands.iter().map(|h| (&h.cards[..], &h.seq[..]));
    for (cards, seq) in hands.chain([(&round.dealer[..], &round.dealer_seq[..])]) {
        if cards.len() != seq.len() {
            return Err("cards and their places differ in number".into());
        }
        for (card, &n) in cards.iter().zip(seq) {
            let n = usize::from(n);
            if drawn.get(n) != Some(card) || std::mem::replace(&mut placed[n], true) {
                return Err(format!("{card} is not the round's card number {n}"));
            }
        }
    }
    if placed.contains(&false) || table.drawn() as usize != drawn.len() {
        return Err("a card drawn this round is not on the table".into());
    }
    Ok(())
}

/// A preset, perhaps with options changed, from a preset number and eight
/// bytes, checked. A third of the time the preset is left as it is.
pub fn rules_from_knobs(preset: u8, knobs: [u8; 8]) -> Result<Rules, RulesError> {
    let preset = Preset::ALL[usize::from(preset) % 4];
    if knobs[0] % 3 == 0 {
        return Ok(preset.rules());
    }
    let mut rules = preset.spec();
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
    rules.check()
}

const AMOUNTS: [i64; 12] = [
    100, 500, 1000, 2500, 10000, 50000, 50100, 250, 0, -500, 750, 1,
];

/// An action from three bytes: a quarter of the time any action with odd
/// amounts and boxes, otherwise one the table lists as legal, so that
/// rounds get played deep.
pub fn action_from_bytes(table: &Table, choice: u8, a: u8, b: u8) -> Action {
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
    let legal = table.legal_actions();
    let likely: Vec<Action> = any
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
        .filter(|action| legal.contains(action.kind()))
        .collect();
    if likely.is_empty() {
        any[usize::from(choice) % any.len()]
    } else {
        likely[usize::from(a) % likely.len()]
    }
}

/// Up to 16 undealt aces, threes, eights and tens in a scrambled order, to
/// stack before a deal, so that blackjacks, pairs, re-splits and split aces
/// come up often.
pub fn rich_stack(table: &Table, scramble: u8) -> Vec<Card> {
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

/// Plays `steps` (each three bytes, see [`action_from_bytes`]) on a table of
/// `rules` starting with `start`, checking after every action that it
/// succeeded exactly when [`Table::is_legal`] said it would, that a refused
/// action changed nothing, and every invariant of [`audit`].
pub fn exercise(
    rules: Rules,
    start: Money,
    seed: u64,
    steps: &[(u8, u8, u8)],
) -> Result<(), String> {
    let mut table = Table::new(rules, start).map_err(|e| format!("bad table: {e}"))?;
    audit(&table, start)?;
    for (n, &(choice, a, b)) in steps.iter().enumerate() {
        let action = action_from_bytes(&table, choice, a, b);
        if action == Action::Deal && b % 2 == 0 {
            table.stack(&rich_stack(&table, a));
        }
        let before = table.clone();
        let legal = table.is_legal(&action);
        let mut round_seed = [0u8; 32];
        round_seed[..8].copy_from_slice(&seed.to_le_bytes());
        round_seed[8..16].copy_from_slice(&(n as u64).to_le_bytes());
        let result = table.apply_with_seed(&action, round_seed);
        if legal != result.is_ok() {
            return Err(format!(
                "step {n}: `{action}` listed legal={legal} but {result:?}"
            ));
        }
        if result.is_err() && table != before {
            return Err(format!(
                "step {n}: the refused `{action}` changed the table"
            ));
        }
        audit(&table, start).map_err(|e| format!("step {n}, after `{action}`: {e}"))?;
    }
    Ok(())
}
