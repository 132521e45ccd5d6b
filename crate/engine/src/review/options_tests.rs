//! Every option of every decision, the timeline and the what-if: the values
//! are the Hint's, the grades follow the cost, and the what-if of the option
//! taken is the real round.

use super::Reviewer;
use super::options::{Grade, option_name};
use super::timeline::{Place, TimelineEvent};
use crate::action::{Action, ActionKind};
use crate::card::Card;
use crate::money::Money;
use crate::record::RoundRecord;
use crate::rules::Preset;
use crate::table::{Phase, Table};

fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| n.parse().unwrap()).collect()
}

/// A xorshift stream: `next(n)` is a number below `n`.
pub(super) fn xorshift(mut state: u64) -> impl FnMut(usize) -> usize {
    move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        usize::try_from(state % n as u64).unwrap()
    }
}

/// A legal action of `table` picked at random (an insurance or a double
/// for the least, the most or the suggested amount).
pub(super) fn random_action(table: &Table, next: &mut impl FnMut(usize) -> usize) -> Action {
    let legal: Vec<ActionKind> = table.legal_actions().iter().collect();
    let kind = legal[next(legal.len())];
    let pick = next(3);
    let amount =
        |range: Option<crate::table::AmountRange>| range.map(|r| [r.min, r.max, r.suggested][pick]);
    match kind {
        ActionKind::Insure => Action::Insure {
            amount: amount(table.amount_range(kind, 1)),
        },
        ActionKind::Double => Action::Double {
            amount: amount(table.amount_range(kind, 1)),
        },
        other => other.name().parse().unwrap(),
    }
}

/// `rounds` finished rounds of `preset` (one table, so later rounds are
/// dealt mid-shoe), random bets on one box or more and a random legal
/// decision at every turn (partial insurance and doubles for less included).
pub(super) fn random_rounds(preset: Preset, rounds: u8, state: u64) -> Vec<RoundRecord> {
    let mut next = xorshift(state);
    let rules = preset.rules();
    let mut table = Table::new(rules.clone(), Money::units(100_000)).unwrap();
    (0..rounds)
        .map(|seed| {
            for box_no in 1..=rules.boxes.min(1 + u8::from(seed % 3 == 0) * 2) {
                let chips = 10 + 5 * i64::try_from(next(9)).unwrap();
                table.bet(box_no, Money::units(chips)).unwrap();
            }
            table.deal_seeded([seed; 32]).unwrap();
            while table.phase() != Phase::Betting {
                let action = random_action(&table, &mut next);
                table.apply_with_seed(&action, [seed; 32]).unwrap();
            }
            table.record().unwrap()
        })
        .collect()
}

#[test]
fn standing_on_hard_5_is_a_blunder_and_hit_is_best() {
    let shoe = ["2S", "6D", "3H", "TC", "2C"];
    let mut t = Table::new(Preset::SingleDeck.rules(), Money::units(1000)).unwrap();
    t.bet(1, Money::units(10)).unwrap();
    t.stack(&cards(&shoe));
    t.deal_seeded([7; 32]).unwrap();
    t.stand().unwrap();
    let record = t.record().unwrap();
    let mut reviewer = Reviewer::new(&Preset::SingleDeck.rules());
    let review = reviewer.round_options(&record, &cards(&shoe)).unwrap();
    let d = &review.decisions[0];
    assert_eq!(
        (d.chosen, d.best, d.grade),
        ("stand", "hit", Grade::Blunder)
    );
    assert_eq!((d.box_no, d.hand, d.step, d.index), (1, 0, 4, 0));
    let names: Vec<_> = d.options.iter().map(|o| o.option).collect();
    assert_eq!(names, ["stand", "hit", "double"]);
    let old = reviewer.review(&record, &cards(&shoe)).unwrap();
    assert_eq!(d.cost_cents, old.decisions[0].cost_cents);
    // The values are the Hint's: the analyzer's for the same cards.
    let seen = cards(&["2S", "3H", "6D"]);
    let allowed = [ActionKind::Hit, ActionKind::Stand, ActionKind::Double]
        .into_iter()
        .collect();
    let advice = crate::odds::Analyzer::new(&Preset::SingleDeck.rules())
        .advise(&seen, &cards(&["2S", "3H"]), cards(&["6D"])[0], 1, allowed)
        .unwrap();
    for o in &d.options {
        let kind = o.option.parse::<Action>().unwrap().kind();
        assert_eq!(Some(o.ev), advice.value(kind), "{}", o.option);
    }
    // The timeline: four cards dealt (hand, dealer, hand, hole), the
    // decision, then the dealer's card.
    let to = |e: &TimelineEvent| match e {
        TimelineEvent::Card { to, .. } => Some(*to),
        _ => None,
    };
    let hand = Some(Place::Hand { box_no: 1, hand: 0 });
    let places: Vec<_> = review.timeline.iter().map(to).collect();
    let dealer = Some(Place::Dealer);
    assert_eq!(places, [hand, dealer, hand, dealer, None, dealer]);
    assert_eq!(
        review.timeline[4],
        TimelineEvent::Decision {
            step: 4,
            decision: 0
        }
    );
    assert_eq!(review.result.net_cents, -1000);
    assert_eq!(review.result.dealer, cards(&["6D", "TC", "2C"]));
}

#[test]
fn grades_follow_the_thresholds() {
    assert_eq!(Grade::of(0.0), Grade::Best);
    assert_eq!(Grade::of(0.001), Grade::Best);
    assert_eq!(Grade::of(0.0011), Grade::Inaccuracy);
    assert_eq!(Grade::of(0.0199), Grade::Inaccuracy);
    assert_eq!(Grade::of(0.02), Grade::Mistake);
    assert_eq!(Grade::of(0.0999), Grade::Mistake);
    assert_eq!(Grade::of(0.1), Grade::Blunder);
}

#[test]
fn an_insurance_offer_lists_both_options_valued_per_unit() {
    let shoe = ["9S", "AD", "8H", "7C"];
    let mut t = Table::new(Preset::SingleDeck.rules(), Money::units(1000)).unwrap();
    t.bet(1, Money::units(10)).unwrap();
    t.stack(&cards(&shoe));
    t.deal_seeded([7; 32]).unwrap();
    t.insure(None).unwrap();
    while t.phase() == Phase::Playing {
        t.stand().unwrap();
    }
    let record = t.record().unwrap();
    let mut reviewer = Reviewer::new(&Preset::SingleDeck.rules());
    let review = reviewer.round_options(&record, &cards(&shoe)).unwrap();
    let d = &review.decisions[0];
    assert_eq!((d.chosen, d.best), ("insurance", "no-insurance"));
    // Sixteen tens among 49: (3 × 16/49 − 1) × 0.5 per unit of the bet.
    let insure = (3.0 * 16.0 / 49.0 - 1.0) * 0.5;
    assert!((d.options[0].ev - insure).abs() < 1e-12, "{:?}", d.options);
    assert_eq!(d.options[1].ev, 0.0);
    assert_eq!(d.cost_cents, 10);
    // 5/49 on a bet of 10: some 0.010 per unit.
    assert_eq!(d.grade, Grade::Inaccuracy);
}

/// The what-if of the option really taken is the real round, on many random
/// rounds of every table (split hands and three boxes among them); another
/// option plays on by the best option and comes to a finished round; and
/// every decision has its option taken among its options, the best of the
/// highest value.
#[test]
fn the_what_if_of_the_option_taken_is_the_real_round() {
    let mut checked = 0;
    for (n, preset) in Preset::ALL.into_iter().enumerate() {
        let mut reviewer = Reviewer::new(&preset.rules());
        for record in random_rounds(preset, 40, 0x9e37_79b9 + n as u64) {
            let review = reviewer.round_options(&record, &[]).unwrap();
            let real = record.result.as_ref().unwrap();
            assert_eq!(review.result.net_cents, real.net.cents());
            for d in &review.decisions {
                assert!(d.options.iter().any(|o| o.option == d.chosen), "{d:?}");
                let top = d.options.iter().map(|o| o.ev).fold(f64::MIN, f64::max);
                let best = d.options.iter().find(|o| o.option == d.best).unwrap();
                assert!(best.ev >= top - 1e-12, "{d:?}");
                let same = reviewer.what_if(&record, &[], d.index, d.chosen).unwrap();
                assert_eq!(same.actions, record.actions);
                assert_eq!(same.result.net_cents, real.net.cents());
                let nets: Vec<i64> = real.hands.iter().map(|h| h.net.cents()).collect();
                let got: Vec<i64> = same.result.hands.iter().map(|h| h.net_cents).collect();
                assert_eq!(got, nets);
                assert_eq!(same.timeline, review.timeline);
                checked += 1;
                let other = d.options.iter().find(|o| o.option != d.chosen);
                if let Some(other) = other.filter(|_| checked % 3 == 0) {
                    let w = reviewer
                        .what_if(&record, &[], d.index, other.option)
                        .unwrap();
                    assert_eq!(w.actions[..d.index], record.actions[..d.index]);
                    assert_eq!(
                        option_name(w.actions[d.index].parse::<Action>().unwrap().kind()),
                        other.option
                    );
                    assert!(!w.result.dealer.is_empty());
                }
            }
        }
    }
    assert!(checked > 150, "{checked} decisions");
}

#[test]
fn a_split_shows_in_the_timeline_and_an_unknown_option_is_refused() {
    let shoe = ["8S", "6D", "8H", "TC", "3C", "TS", "9H"];
    let mut t = Table::new(Preset::SingleDeck.rules(), Money::units(1000)).unwrap();
    t.bet(1, Money::units(10)).unwrap();
    t.stack(&cards(&shoe));
    t.deal_seeded([7; 32]).unwrap();
    t.split().unwrap();
    while t.phase() == Phase::Playing {
        t.stand().unwrap();
    }
    let record = t.record().unwrap();
    let mut reviewer = Reviewer::new(&Preset::SingleDeck.rules());
    let review = reviewer.round_options(&record, &cards(&shoe)).unwrap();
    assert!(review.timeline.contains(&TimelineEvent::Split {
        step: 4,
        box_no: 1,
        hand: 0
    }));
    let second = review.decisions.iter().find(|d| d.hand == 1).unwrap();
    assert_eq!(second.cards, cards(&["8H", "TS"]));
    assert_eq!(review.result.hands.len(), 2);
    let refused = reviewer.what_if(&record, &cards(&shoe), 0, "surrender-all");
    assert!(refused.is_err());
    assert!(reviewer.what_if(&record, &cards(&shoe), 9, "hit").is_err());
}
