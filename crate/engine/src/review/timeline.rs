//! A round card by card: its cards in the order dealt, each with where it
//! went, and its decisions between them where they were taken. Derived from
//! the one replay path: the round replayed before each of its actions, each
//! card placed where the first of those tables shows it (its `seq`, its
//! place in the round's dealing order, tells the order).

use std::collections::BTreeSet;

use serde::{Serialize, Serializer};

use super::ReviewError;
use crate::action::{Action, ActionKind};
use crate::card::Card;
use crate::record::RoundRecord;
use crate::table::{Phase, Table};

/// Where a card went: to the dealer or to a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The dealer (`"dealer"`).
    Dealer,
    /// A hand (`{box, hand}`): its box from 1 and its place in the box from
    /// 0, as the hands stood when the card was dealt.
    Hand {
        /// The box, from 1.
        box_no: u8,
        /// The hand's place in its box, from 0.
        hand: usize,
    },
}

impl Serialize for Place {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        match *self {
            Place::Dealer => s.serialize_str("dealer"),
            Place::Hand { box_no, hand } => {
                let mut st = s.serialize_struct("Place", 2)?;
                st.serialize_field("box", &box_no)?;
                st.serialize_field("hand", &hand)?;
                st.end()
            }
        }
    }
}

/// One moment of a round, in order.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum TimelineEvent {
    /// A card dealt (`{kind: "card", seq, card, to, hole}`).
    Card {
        /// Its place in the round's dealing order, from 0.
        seq: u32,
        /// The card.
        card: Card,
        /// Where it went.
        to: Place,
        /// The dealer's hole card (face down until the dealer plays).
        hole: bool,
    },
    /// A decision taken (`{kind: "decision", step, decision}`): `decision`
    /// is its index (the recorded action's), `step` the cards dealt before it.
    Decision {
        /// How many cards had been dealt.
        step: usize,
        /// The decision's index.
        decision: usize,
    },
    /// A split (`{kind: "split", step, box, hand}`), right after its
    /// decision: the hand's second card moves to a new hand just after it,
    /// `hand + 1`, and the box's later hands move one place on.
    Split {
        /// How many cards had been dealt.
        step: usize,
        /// The box, from 1.
        #[serde(rename = "box")]
        box_no: u8,
        /// The split hand's place in its box.
        hand: usize,
    },
}

/// One hand at the end of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HandEnd {
    /// The box, from 1.
    #[serde(rename = "box")]
    pub box_no: u8,
    /// The hand's place in its box, from 0.
    pub hand: usize,
    /// Its cards.
    pub cards: Vec<Card>,
    /// Its outcome's name (empty if it was not settled).
    pub outcome: String,
    /// What it won or lost, in hundredths.
    pub net_cents: i64,
}

/// What a round came to: each hand, the dealer's cards and the net.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundEnd {
    /// Every hand, boxes in order.
    pub hands: Vec<HandEnd>,
    /// The dealer's cards.
    pub dealer: Vec<Card>,
    /// What the round won or lost (side bets included), in hundredths.
    pub net_cents: i64,
}

impl RoundEnd {
    /// What the round on `table` came to (a net of 0 while it runs).
    pub fn of(table: &Table) -> RoundEnd {
        let round = table.round();
        let hands = round
            .hands
            .iter()
            .enumerate()
            .map(|(i, h)| HandEnd {
                box_no: h.seat + 1,
                hand: hand_place(table, i).1,
                cards: h.cards.to_vec(),
                outcome: h.outcome().map_or("", |o| o.name()).to_string(),
                net_cents: (h.payout - h.stake).cents(),
            })
            .collect();
        RoundEnd {
            hands,
            dealer: round.dealer.to_vec(),
            net_cents: round
                .bankroll_after
                .map_or(0, |after| (after - round.bankroll_before).cents()),
        }
    }
}

/// Hand `i`'s box (from 1) and place in its box (from 0).
pub(super) fn hand_place(table: &Table, i: usize) -> (u8, usize) {
    let hands = &table.round().hands;
    let seat = hands[i].seat;
    let before = hands[..i].iter().filter(|h| h.seat == seat).count();
    (seat + 1, before)
}

/// The round replayed before each of its actions, then after all of them
/// (checked against the record's result when it has one): the one replay
/// path, `actions.len() + 1` tables.
pub(super) fn prefixes(record: &RoundRecord, stack: &[Card]) -> Result<Vec<Table>, ReviewError> {
    let mut tables = Vec::with_capacity(record.actions.len() + 1);
    for k in 0..record.actions.len() {
        let before = RoundRecord {
            actions: record.actions[..k].to_vec(),
            result: None,
            ..record.clone()
        };
        tables.push(Table::replay_stacked(&before, stack)?);
    }
    tables.push(Table::replay_stacked(record, stack)?);
    Ok(tables)
}

/// The timeline of a round from its [`prefixes`] and its actions.
pub(super) fn events(tables: &[Table], actions: &[String]) -> Vec<TimelineEvent> {
    let mut placed = BTreeSet::new();
    let mut events = Vec::new();
    for (k, table) in tables.iter().enumerate() {
        let mut new = Vec::new();
        let round = table.round();
        for (i, h) in round.hands.iter().enumerate() {
            let (box_no, hand) = hand_place(table, i);
            for (&card, &seq) in h.cards.iter().zip(&h.seq) {
                new.push((seq, card, Place::Hand { box_no, hand }, false));
            }
        }
        let hole_card = table.rules().hole_card;
        for (j, (&card, &seq)) in round.dealer.iter().zip(&round.dealer_seq).enumerate() {
            new.push((seq, card, Place::Dealer, hole_card && j == 1));
        }
        new.retain(|&(seq, ..)| placed.insert(seq));
        new.sort_by_key(|&(seq, ..)| seq);
        events.extend(
            new.into_iter()
                .map(|(seq, card, to, hole)| TimelineEvent::Card {
                    seq: u32::from(seq),
                    card,
                    to,
                    hole,
                }),
        );
        let Some(text) = actions.get(k) else { break };
        let deciding = match table.phase() {
            Phase::Betting => None,
            Phase::Insurance => round.offer.map(|(i, _)| i),
            Phase::Playing => Some(round.turn),
        };
        let Some(i) = deciding else { continue };
        let step = table.shoe().round_dealt();
        events.push(TimelineEvent::Decision { step, decision: k });
        if text.parse::<Action>().map(|a| a.kind()) == Ok(ActionKind::Split) {
            let (box_no, hand) = hand_place(table, i);
            events.push(TimelineEvent::Split { step, box_no, hand });
        }
    }
    events
}
