//! The what-if against the plain table, not against itself: sessions of
//! random rounds are played on one table of each preset, each round's record
//! is asked for the what-if of every option of every decision, and each
//! answer is compared with a second, new [`Table`] of the same rules and the
//! same seed that plays the same session through its public actions (no
//! record, no replay, nothing of `what_if.rs` or `timeline.rs`): the same
//! rounds before, so it stands at the same stream position with the same
//! shoe, the same actions up to the decision, the option asked there, then
//! what the what-if promises for the rest of the round. For the option
//! taken, the recorded actions; for any other, the best option at every
//! later decision, chosen here from the exact odds ([`Analyzer::advise`]
//! for a hand, the chance of a ten for an insurance or even money offer),
//! not from the review's spot. The what-if must deal the same cards in the
//! same order and come to the same nets to the cent.

use crate::action::{Action, ActionKind, ActionSet};
use crate::card::Card;
use crate::money::Money;
use crate::odds::{Analyzer, Composition};
use crate::phase::Offer;
use crate::record::RoundRecord;
use crate::review::timeline::TimelineEvent;
use crate::review::{Reviewer, WhatIf};
use crate::rules::Preset;
use crate::shoe::Seed;
use crate::table::{Phase, Table};

/// A xorshift stream: `next(n)` is a number below `n`.
fn xorshift(mut state: u64) -> impl FnMut(usize) -> usize {
    move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        usize::try_from(state % n as u64).unwrap()
    }
}

/// A seed of 32 bytes from a number.
fn seed_of(n: u64) -> Seed {
    let mut next = xorshift(n | 1);
    std::array::from_fn(|_| u8::try_from(next(256)).unwrap())
}

/// How one round of a session was played, so that another table can play
/// it again through its public actions.
struct Played {
    /// Each box's main and pair bets (zero: none).
    bets: Vec<(u8, Money, Money)>,
    /// `Some(seed)`: dealt with a seed of its own (`deal_seeded`), else
    /// from the rest of the table's stream (`deal_next`).
    own_seed: Option<Seed>,
    /// The player's actions after the deal.
    actions: Vec<Action>,
}

impl Played {
    /// Places the round's bets on `table`.
    fn bet(&self, table: &mut Table) {
        for &(box_no, main, pair) in &self.bets {
            table.bet(box_no, main).unwrap();
            if pair > Money::ZERO {
                table.pair_bet(box_no, pair).unwrap();
            }
        }
    }

    /// Deals the round on `table` (its bets placed).
    fn deal(&self, table: &mut Table) {
        match self.own_seed {
            Some(seed) => table.deal_seeded(seed).unwrap(),
            None => table.deal_next().unwrap(),
        }
    }
}

/// A legal action of `table` picked at random (an insurance or a double
/// for the least, the most or the suggested amount).
fn random_action(table: &Table, next: &mut impl FnMut(usize) -> usize) -> Action {
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

/// `rounds` rounds of `preset` on one table keyed with `seed`: random bets
/// on one box or more (a pair bet now and then where the table has one),
/// most rounds dealt from the rest of the table's stream and every fourth
/// with a seed of its own, a random legal action at every decision. Gives
/// how each round was played and its record.
fn session(preset: Preset, seed: u64, rounds: usize) -> (Vec<Played>, Vec<RoundRecord>) {
    let rules = preset.rules();
    let mut next = xorshift(seed);
    let mut table = Table::new(rules.clone(), Money::units(100_000)).unwrap();
    table.seed_stream(seed_of(seed));
    let mut played = Vec::with_capacity(rounds);
    let mut records = Vec::with_capacity(rounds);
    for r in 0..rounds {
        let boxes = rules.boxes.min(1 + u8::try_from(next(3)).unwrap());
        let bets = (1..=boxes)
            .map(|box_no| {
                let main = Money::units(10 + 5 * i64::try_from(next(9)).unwrap());
                let pair = match rules.pair_bonus {
                    Some(_) if next(3) == 0 => table
                        .amount_range(ActionKind::Pair, box_no)
                        .map_or(Money::ZERO, |range| range.min),
                    _ => Money::ZERO,
                };
                (box_no, main, pair)
            })
            .collect();
        let mut round = Played {
            bets,
            own_seed: (r % 4 == 3).then(|| seed_of(seed ^ (r as u64 + 1) << 8)),
            actions: Vec::new(),
        };
        round.bet(&mut table);
        round.deal(&mut table);
        while table.phase() != Phase::Betting {
            let action = random_action(&table, &mut next);
            table.apply_with_seed(&action, [0; 32]).unwrap();
            round.actions.push(action);
        }
        records.push(table.record().unwrap());
        played.push(round);
    }
    (played, records)
}

/// An option's name as the review lists it.
fn name(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::Insure => "insurance",
        other => other.name(),
    }
}

/// The action that plays an option's kind (the usual amount where it has one).
fn action_of(kind: ActionKind) -> Action {
    match kind {
        ActionKind::Insure => Action::Insure { amount: None },
        ActionKind::Double => Action::Double { amount: None },
        other => other.name().parse().unwrap(),
    }
}

/// Every card the player has seen since the shuffle: the earlier rounds'
/// cards, the hands' face-up cards and the dealer's shown ones.
fn seen_on(table: &Table) -> Vec<Card> {
    let round = table.round();
    let mut seen = table.shoe().discards().to_vec();
    for hand in &round.hands {
        let shown = hand.cards.len() - usize::from(hand.face_down);
        seen.extend_from_slice(&hand.cards[..shown]);
    }
    seen.extend_from_slice(round.dealer_shown(table.rules().hole_card));
    seen
}

/// The best option of the decision `table` waits for, by the exact odds.
fn best_on(table: &Table, analyzer: &mut Analyzer) -> Action {
    let round = table.round();
    let seen = seen_on(table);
    let legal = table.legal_actions();
    match table.phase() {
        Phase::Insurance => {
            let (i, offer) = round.offer.unwrap();
            let ten = Composition::decks(table.rules().decks)
                .without(&seen)
                .unwrap()
                .probability(10);
            let take = match offer {
                Offer::EvenMoney => {
                    let pays = &table.rules().blackjack_pays;
                    let bet = round.hands[i].bet.as_f64();
                    bet >= bet * f64::from(pays.win) / f64::from(pays.per) * (1.0 - ten)
                }
                Offer::Insurance => {
                    let usual = table
                        .amount_range(ActionKind::Insure, 1)
                        .map_or(0.0, |r| r.default.unwrap_or(r.max).as_f64());
                    (3.0 * ten - 1.0) * usual > 0.0
                }
            };
            let kind = match (offer, take) {
                (Offer::EvenMoney, true) => ActionKind::EvenMoney,
                (Offer::EvenMoney, false) => ActionKind::NoEvenMoney,
                (Offer::Insurance, true) => ActionKind::Insure,
                (Offer::Insurance, false) => ActionKind::NoInsurance,
            };
            action_of(kind)
        }
        Phase::Playing => {
            let hand = table.hand_in_play().unwrap();
            let plays = [
                ActionKind::Stand,
                ActionKind::Hit,
                ActionKind::Double,
                ActionKind::Split,
                ActionKind::Surrender,
            ];
            let allowed: ActionSet = legal.iter().filter(|k| plays.contains(k)).collect();
            let hands = u8::try_from(table.hands_in_box()).unwrap();
            let up = round.up_card().unwrap();
            let advice = analyzer
                .advise(&seen, &hand.cards, up, hands, allowed)
                .unwrap();
            action_of(advice.best.unwrap())
        }
        Phase::Betting => unreachable!("no decision between rounds"),
    }
}

/// Plays `table` to the round's end, the best option at every decision;
/// gives the actions played.
fn play_best(table: &mut Table, analyzer: &mut Analyzer) -> Vec<Action> {
    let mut actions = Vec::new();
    while table.phase() != Phase::Betting {
        let best = best_on(table, analyzer);
        table.apply_with_seed(&best, [0; 32]).unwrap();
        actions.push(best);
    }
    actions
}

/// The what-if `w` against the finished round on the plain `table`, whose
/// actions were `actions`: the same actions, the same cards in the same
/// order, the same hands and dealer, the same nets to the cent.
fn same_round(w: &WhatIf, table: &Table, actions: &[Action], what: &str) {
    let round = table.round();
    let texts: Vec<String> = actions.iter().map(Action::to_string).collect();
    assert_eq!(w.actions, texts, "{what}: the actions");
    let mut dealt: Vec<(u32, Card)> = round
        .hands
        .iter()
        .flat_map(|h| h.cards.iter().zip(&h.seq))
        .chain(round.dealer.iter().zip(&round.dealer_seq))
        .map(|(&card, &seq)| (u32::from(seq), card))
        .collect();
    dealt.sort_unstable();
    let shown: Vec<(u32, Card)> = w
        .timeline
        .iter()
        .filter_map(|e| match *e {
            TimelineEvent::Card { seq, card, .. } => Some((seq, card)),
            _ => None,
        })
        .collect();
    assert_eq!(shown, dealt, "{what}: the cards in the order dealt");
    assert_eq!(
        w.result.dealer.as_slice(),
        round.dealer.as_slice(),
        "{what}: the dealer"
    );
    let hands: Vec<(u8, &[Card], &str, i64)> = round
        .hands
        .iter()
        .map(|h| {
            let outcome = h.outcome().map_or("", |o| o.name());
            (
                h.seat + 1,
                h.cards.as_slice(),
                outcome,
                (h.payout - h.stake).cents(),
            )
        })
        .collect();
    let got: Vec<(u8, &[Card], &str, i64)> = w
        .result
        .hands
        .iter()
        .map(|h| {
            (
                h.box_no,
                h.cards.as_slice(),
                h.outcome.as_str(),
                h.net_cents,
            )
        })
        .collect();
    assert_eq!(got, hands, "{what}: the hands");
    let after = round.bankroll_after.expect("the plain round is over");
    assert_eq!(
        w.result.net_cents,
        (after - round.bankroll_before).cents(),
        "{what}: the round's net in cents"
    );
}

/// What the what-ifs covered: how many of each option asked where it was
/// not the option taken, and how many of the option taken.
#[derive(Default)]
struct Tally {
    other: std::collections::BTreeMap<&'static str, usize>,
    taken: usize,
    later: usize,
}

/// Every option of every decision of one session of `preset`, the what-if
/// against the plain table.
fn check_session(preset: Preset, seed: u64, rounds: usize, tally: &mut Tally) {
    let rules = preset.rules();
    let (played, records) = session(preset, seed, rounds);
    let mut reviewer = Reviewer::new(&rules);
    let mut analyzer = Analyzer::new(&rules);
    // The plain table: new, the same rules and seed, playing the same session.
    let mut plain = Table::new(rules.clone(), Money::units(100_000)).unwrap();
    plain.seed_stream(seed_of(seed));
    for (r, (round, record)) in played.iter().zip(&records).enumerate() {
        round.bet(&mut plain);
        round.deal(&mut plain);
        let at = format!("{} seed {seed} round {r}", preset.name());
        let start = plain.round();
        assert_eq!(
            (crate::shoe::hex(&start.seed), start.stream_pos),
            (record.seed.clone(), u128::from(record.stream_pos)),
            "{at}: the plain table deals from the record's stream position"
        );
        for (d, taken) in round.actions.iter().enumerate() {
            let legal: Vec<ActionKind> = plain.legal_actions().iter().collect();
            for kind in legal {
                let option = name(kind);
                let what = format!("{at} decision {d} option {option} (taken {taken})");
                let w = reviewer
                    .what_if(record, &[], d, option)
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
                let mut table = plain.clone();
                let mut actions = plain.round().actions.clone();
                if kind == taken.kind() {
                    // The option taken: the recorded actions, the real round.
                    for a in &round.actions[d..] {
                        table.apply_with_seed(a, [0; 32]).unwrap();
                        actions.push(*a);
                    }
                    tally.taken += 1;
                } else {
                    let first = action_of(kind);
                    table.apply_with_seed(&first, [0; 32]).unwrap();
                    actions.push(first);
                    let rest = play_best(&mut table, &mut analyzer);
                    tally.later += rest.len();
                    actions.extend(rest);
                    *tally.other.entry(option).or_default() += 1;
                }
                same_round(&w, &table, &actions, &what);
            }
            plain.apply_with_seed(taken, [0; 32]).unwrap();
        }
        assert_eq!(plain.phase(), Phase::Betting, "{at}: the round is over");
        assert_eq!(
            plain.record().as_ref(),
            Some(record),
            "{at}: the plain table played the round the record holds"
        );
    }
}

/// The what-if of every option of every decision (insurance, even money,
/// surrender, doubles for less, splits and three boxes among them) equals
/// the plain table dealt from the same seed and stream position.
#[test]
fn every_what_if_is_the_plain_table_dealt_from_the_same_stream() {
    let mut tally = Tally::default();
    for (n, preset) in Preset::ALL.into_iter().enumerate() {
        for seed in [11, 0x5eed, 0x00c0_ffee, 0xdea1, 7_777] {
            check_session(preset, seed + n as u64, 30, &mut tally);
        }
    }
    eprintln!(
        "what-ifs: {:?} of another option ({} later decisions played by the best), {} of the option taken",
        tally.other, tally.later, tally.taken
    );
    let asked = |o: &str| tally.other.get(o).copied().unwrap_or(0);
    for option in [
        "hit",
        "stand",
        "double",
        "split",
        "surrender",
        "insurance",
        "no-insurance",
    ] {
        assert!(asked(option) >= 3, "{option}: {:?}", tally.other);
    }
    let others: usize = tally.other.values().sum();
    assert!(others > 300, "{others} what-ifs of another option");
    assert!(
        tally.taken > 200,
        "{} what-ifs of the option taken",
        tally.taken
    );
    assert!(tally.later > 100, "{} later decisions played", tally.later);
}
