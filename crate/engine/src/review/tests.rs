//! The review of rounds: a bad decision costs, the best costs nothing, and
//! the figures add up.

use super::Reviewer;
use crate::card::Card;
use crate::money::Money;
use crate::rules::{Preset, Shuffle};
use crate::table::{Phase, Table};

fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| n.parse().unwrap()).collect()
}

/// A single-deck table with 10 on box 1, `shoe` stacked and dealt.
fn dealt(shoe: &[&str]) -> Table {
    let mut t = Table::new(Preset::SingleDeck.rules(), Money::units(1000)).unwrap();
    t.bet(1, Money::units(10)).unwrap();
    t.stack(&cards(shoe));
    t.deal_seeded([7; 32]).unwrap();
    t
}

#[test]
fn standing_on_hard_5_against_a_6_costs_money() {
    let shoe = ["2S", "6D", "3H", "TC", "2C"];
    let mut t = dealt(&shoe);
    t.stand().unwrap();
    let record = t.record().unwrap();
    let mut reviewer = Reviewer::new(&Preset::SingleDeck.rules());
    let review = reviewer.review(&record, &cards(&shoe)).unwrap();
    assert_eq!(review.decisions.len(), 1);
    let d = &review.decisions[0];
    assert_eq!((d.taken.as_str(), d.best.as_str()), ("stand", "hit"));
    assert!(d.cost > 0.5 && d.cost < 3.0, "cost {}", d.cost);
    assert_eq!(review.cost, d.cost);
    assert_eq!(review.net, -10.0);
    assert_eq!(review.wagered, 10.0);
    let edge = crate::odds::expected_return(&Preset::SingleDeck.rules()).player;
    assert!((review.perfect - 10.0 * edge).abs() < 1e-12);
}

#[test]
fn insuring_a_hand_against_an_ace_from_a_full_deck_costs_money() {
    let shoe = ["9S", "AD", "8H", "7C"];
    let mut t = dealt(&shoe);
    assert_eq!(t.phase(), Phase::Insurance);
    t.insure(None).unwrap();
    while t.phase() == Phase::Playing {
        t.stand().unwrap();
    }
    let record = t.record().unwrap();
    let review = Reviewer::new(&Preset::SingleDeck.rules())
        .review(&record, &cards(&shoe))
        .unwrap();
    let d = &review.decisions[0];
    assert_eq!(
        (d.taken.as_str(), d.best.as_str()),
        ("insure", "no-insurance")
    );
    // Sixteen tens among 49 cards: 5 × (1 − 3 × 16/49) = 5/49.
    assert!((d.cost - 5.0 / 49.0).abs() < 1e-9, "{}", d.cost);
    assert!(review.wagered >= 15.0);
}

/// Plays rounds with the advisor's best action at every decision (declining
/// every offer): nothing costs, and each round's figures are the table's.
#[test]
fn the_best_play_costs_nothing_and_the_nets_are_the_rounds() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let mut reviewer = Reviewer::new(&rules);
        let mut table = Table::new(rules.clone(), Money::units(5000)).unwrap();
        for seed in 0..12u8 {
            let before = table.bankroll();
            table.bet(1, Money::units(10)).unwrap();
            table.deal_seeded([seed; 32]).unwrap();
            while table.phase() != Phase::Betting {
                if table.phase() == Phase::Insurance {
                    table.decline_offer().unwrap();
                    continue;
                }
                let best = best_action(&table);
                table.apply_with_seed(&best, [0; 32]).unwrap();
            }
            let record = table.record().unwrap();
            let review = reviewer.review(&record, &[]).unwrap();
            let net = (table.bankroll() - before).as_f64();
            assert_eq!(review.net, net, "{preset} round {seed}");
            let offers = review
                .decisions
                .iter()
                .filter(|d| d.taken.starts_with("no-"));
            let playing = review.cost - offers.map(|d| d.cost).sum::<f64>();
            assert!(playing.abs() < 1e-9, "{preset} round {seed}: {review:?}");
            assert!(review.decisions.iter().all(|d| d.cost >= 0.0));
        }
    }
}

/// The advisor's best action for the hand in play.
fn best_action(table: &Table) -> crate::action::Action {
    use crate::action::{Action, ActionKind};
    let hand = table.hand_in_play().unwrap();
    let up = table.round().up_card().unwrap();
    let allowed = table
        .legal_actions()
        .iter()
        .filter(|k| super::PLAY.contains(k))
        .collect();
    let seen = super::seen(table);
    let hands = u8::try_from(table.hands_in_box()).unwrap();
    let advice = crate::odds::Analyzer::new(table.rules())
        .advise(&seen, &hand.cards, up, hands, allowed)
        .unwrap();
    match advice.best.unwrap() {
        ActionKind::Hit => Action::Hit,
        ActionKind::Double => Action::Double { amount: None },
        ActionKind::Split => Action::Split,
        ActionKind::Surrender => Action::Surrender,
        _ => Action::Stand,
    }
}

#[test]
fn taking_even_money_from_a_single_deck_costs_what_declining_is_worth_more() {
    let shoe = ["AS", "AD", "KH", "9C"];
    let mut t = dealt(&shoe);
    t.take_even_money().unwrap();
    let record = t.record().unwrap();
    let review = Reviewer::new(&Preset::SingleDeck.rules())
        .review(&record, &cards(&shoe))
        .unwrap();
    let d = &review.decisions[0];
    assert_eq!(
        (d.taken.as_str(), d.best.as_str()),
        ("even-money", "no-even-money")
    );
    // Fifteen tens among the 49 unseen cards: declining is worth 1.5 × 34/49.
    let decline = 10.0 * 1.5 * 34.0 / 49.0;
    assert!((d.cost - (decline - 10.0)).abs() < 1e-9, "{}", d.cost);
    assert_eq!(review.net, 10.0);
}

#[test]
fn several_boxes_and_a_pair_bonus_count_in_perfect_plays_expectation() {
    let rules = Preset::LandCasino.rules();
    let edge = crate::odds::expected_return(&rules);
    let mut reviewer = Reviewer::new(&rules);
    let mut table = Table::new(rules.clone(), Money::units(5000)).unwrap();
    for seed in 0..6u8 {
        let before = table.bankroll();
        table.bet(1, Money::units(10)).unwrap();
        table.bet(2, Money::units(20)).unwrap();
        table.pair_bet(1, Money::units(5)).unwrap();
        table.deal_seeded([seed; 32]).unwrap();
        while table.phase() != Phase::Betting {
            if table.phase() == Phase::Insurance {
                table.decline_offer().unwrap();
            } else {
                table.stand().unwrap();
            }
        }
        let record = table.record().unwrap();
        let review = reviewer.review(&record, &[]).unwrap();
        // The main bets at the round's shoe, the pair bonus at the fresh one.
        let left = super::composition(record.undealt.as_deref().unwrap()).unwrap();
        let main = crate::odds::next_round_return(&rules, &left).unwrap();
        let perfect = 30.0 * main + 5.0 * edge.pair_bonus.unwrap();
        assert!((review.perfect - perfect).abs() < 1e-12, "round {seed}");
        assert_eq!(review.perfect_from, super::PerfectFrom::Shoe);
        assert_eq!(review.net, (table.bankroll() - before).as_f64());
        assert!(review.wagered >= 35.0);
        assert!(review.decisions.iter().all(|d| d.cost >= 0.0));
        assert!(review.decisions.len() >= 2, "a decision per hand at least");
    }
}

/// Plays many seeded rounds on one table per preset (on the cut-card shoes
/// through a reshuffle), random bets on one or two boxes and a decision
/// picked at random among the legal ones (partial insurance and doubles for
/// less included): every round replays and is reviewed, its hundredths add
/// up, and no decision taken is ever worth more than the best one, so no
/// cost is negative (nothing clamps it; 1e-12 for rounding).
#[test]
fn no_decision_beats_the_best_one() {
    let mut next = super::options_tests::xorshift(0x9e37_79b9_7f4a_7c15);
    let mut decisions = 0;
    for preset in Preset::ALL {
        let rules = preset.rules();
        let mut reviewer = Reviewer::new(&rules);
        let mut table = Table::new(rules.clone(), Money::units(100_000)).unwrap();
        // The cut-card shoes: one table through a reshuffle at least (each
        // mid-shoe round values its own shoe, some 0.1 s).
        let rounds = if matches!(rules.shuffle, Shuffle::CutCard(_)) {
            80
        } else {
            200
        };
        let mut after_reshuffle = 0;
        for seed in 0..rounds {
            for box_no in 1..=rules.boxes.min(1 + u8::from(seed % 3 == 0)) {
                let chips = 10 + 5 * i64::try_from(next(9)).unwrap();
                table.bet(box_no, Money::units(chips)).unwrap();
            }
            table.deal_seeded([seed; 32]).unwrap();
            while table.phase() != Phase::Betting {
                let action = super::options_tests::random_action(&table, &mut next);
                table.apply_with_seed(&action, [seed; 32]).unwrap();
            }
            let record = table.record().unwrap();
            let review = reviewer
                .review(&record, &[])
                .unwrap_or_else(|e| panic!("{preset} round {seed}: {e}\n{record:?}"));
            for d in &review.decisions {
                assert!(d.cost >= -1e-12, "{preset} round {seed}: {d:?}");
            }
            assert_cents_add_up(&review, &record);
            after_reshuffle += usize::from(seed > 0 && record.undealt.is_none());
            decisions += review.decisions.len();
        }
        if matches!(rules.shuffle, Shuffle::CutCard(_)) {
            assert!(after_reshuffle > 0, "{preset}: no round after a reshuffle");
        }
    }
    assert!(decisions > 800, "{decisions} decisions reviewed");
}

/// The figures in hundredths: each from its amount, the costs summed
/// decision by decision, and luck what is left of the net.
fn assert_cents_add_up(review: &super::RoundReview, record: &crate::record::RoundRecord) {
    let net = record.result.as_ref().unwrap().net.cents();
    assert_eq!(review.net_cents, net);
    assert_eq!(Money(review.wagered_cents).as_f64(), review.wagered);
    assert_eq!(
        review.perfect_cents,
        (review.perfect * 100.0).round() as i64
    );
    let costs: i64 = review.decisions.iter().map(|d| d.cost_cents).sum();
    assert_eq!(review.cost_cents, costs);
    for d in &review.decisions {
        assert_eq!(d.cost_cents, (d.cost * 100.0).round() as i64, "{d:?}");
    }
    assert_eq!(
        review.luck_cents + (review.perfect_cents - review.cost_cents),
        review.net_cents
    );
}
