//! The engine's invariants, checked on a live table: what the property tests
//! and the fuzzer assert after every action.

use std::collections::HashMap;

use crate::card::Card;
use crate::hand::{HandState, Outcome, Total};
use crate::money::Money;
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
