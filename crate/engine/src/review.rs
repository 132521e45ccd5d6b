//! Luck against skill: a finished round played again decision by decision,
//! each decision valued with the exact odds (`odds`), so that a session's
//! result splits into what perfect play expects, what the player's own
//! decisions cost against it, and luck.
//!
//! For a round: `perfect` is what optimal play expects of its opening bets.
//! The main bets count at the exact return of optimal play on the shoe as it
//! stood at the round's start (`next_round_return` of the record's
//! `undealt`; one box played alone, as the count panel's figure), or from a
//! fresh shoe when the round was dealt from one (or its shoe held too few
//! cards to value: [`PerfectFrom`] says which). The pair bonus counts at its
//! fresh shoe's return. Each decision costs the stake times the best allowed
//! action's value less the taken action's value, for the exact cards left as
//! they were (insurance and even money included). Then `expected` (given the
//! decisions taken) is `perfect` less the costs, and luck is the actual net
//! less `expected`: luck plus the costs is the net less `perfect`, exactly.
//! The same figures in hundredths (`*_cents`) add up to the cent: each
//! decision's cost is rounded to the cent, the round's cost is their sum,
//! and luck is what is left of the net.

use serde::Serialize;

use crate::action::{Action, ActionKind, ActionSet, ParseActionError};
use crate::card::Card;
use crate::odds::{Analyzer, Composition, OddsError, expected_return};
use crate::record::{ReplayError, RoundRecord};
use crate::rules::Rules;
use crate::table::{Phase, Table};

mod fingerprint;
mod kind;
mod offer;
pub mod options;
mod perfect;
pub mod progress;
pub mod share;
pub mod summary;
pub mod timeline;
mod what_if;

pub use fingerprint::review_fingerprint;
pub use kind::DecisionKind;
pub use options::{DecisionOptions, Grade, OptionValue, RoundOptions};
pub use perfect::PerfectFrom;
use perfect::{ShoeReturns, composition};
pub use what_if::WhatIf;

/// The actions that play a hand (the others are offers or bets).
const PLAY: [ActionKind; 5] = [
    ActionKind::Stand,
    ActionKind::Hit,
    ActionKind::Double,
    ActionKind::Split,
    ActionKind::Surrender,
];

/// One decision of a round and what it cost against the best allowed.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Decision {
    /// The action taken, as a scenario action (`stand`, `insure 5`, ...).
    pub taken: String,
    /// The best allowed action's name.
    pub best: String,
    /// The hand's cards when deciding.
    pub cards: Vec<Card>,
    /// The dealer's up card.
    pub up: Card,
    /// What the decision cost in money (0 when the best was taken).
    pub cost: f64,
    /// The cost rounded to the cent, in hundredths.
    pub cost_cents: i64,
    /// The decision's kind, by its situation.
    pub kind: DecisionKind,
}

/// A finished round's split into perfect play's expectation, the cost of the
/// decisions taken, and the actual result (amounts in money units).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundReview {
    /// What the round won or lost.
    pub net: f64,
    /// Everything staked in the round (bets, doubles, splits, side bets).
    pub wagered: f64,
    /// Perfect play's expectation for the round's opening bets.
    pub perfect: f64,
    /// What the decisions taken cost against the best allowed (never negative).
    pub cost: f64,
    /// Which shoe `perfect` was valued on.
    pub perfect_from: PerfectFrom,
    /// The net in hundredths.
    pub net_cents: i64,
    /// The amount wagered in hundredths.
    pub wagered_cents: i64,
    /// `perfect` rounded to the cent, in hundredths.
    pub perfect_cents: i64,
    /// The decisions' `cost_cents` summed.
    pub cost_cents: i64,
    /// Luck in hundredths: `net_cents - (perfect_cents - cost_cents)`.
    pub luck_cents: i64,
    /// The bankroll before the round's bets, in hundredths (where a
    /// session's graph starts).
    pub bankroll_cents: i64,
    /// Every decision of the round, in order.
    pub decisions: Vec<Decision>,
}

/// Why a round cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// The record's rules are not the reviewer's.
    #[error("the round was played at other rules")]
    OtherRules,
    /// The record does not replay.
    #[error(transparent)]
    Replay(#[from] ReplayError),
    /// The replayed round has no result.
    #[error("the round is not over")]
    NotOver,
    /// A recorded action is not an action.
    #[error(transparent)]
    Action(#[from] ParseActionError),
    /// The odds cannot be computed for the cards as they were.
    #[error(transparent)]
    Odds(#[from] OddsError),
    /// A decision before the dealer's up card.
    #[error("no up card")]
    NoUpCard,
    /// The table waits for an answer to an offer it did not make.
    #[error("no offer")]
    NoOffer,
    /// The table waits for a decision on no hand.
    #[error("no hand in play")]
    NoHandInPlay,
    /// No action was allowed on the hand.
    #[error("no action allowed")]
    NoActionAllowed,
    /// The action taken was not allowed (its text is kept).
    #[error("`{0}` was not allowed")]
    NotAllowed(String),
    /// The round has no decision of that index.
    #[error("the round has no decision {0}")]
    NoDecision(usize),
    /// The option is not one of the decision's legal options.
    #[error("`{0}` is not an option of that decision")]
    NotAnOption(String),
}

/// Reviews rounds of one table's rules, keeping the exact odds between calls.
#[derive(Debug)]
pub struct Reviewer {
    rules: Rules,
    /// The exact odds of the cards as they were.
    analyzer: Analyzer,
    /// The odds from a fresh shoe (the basic-strategy play), to tell index plays.
    fresh: Analyzer,
    /// The main bet's return per unit, by shoe.
    returns: ShoeReturns,
    pair: f64,
}

/// `amount` in money units, rounded to the cent, in hundredths.
fn cents(amount: f64) -> i64 {
    (amount * 100.0).round() as i64
}

impl Reviewer {
    /// A reviewer for `rules` (computes the table's exact return once).
    pub fn new(rules: &Rules) -> Reviewer {
        let edge = expected_return(rules);
        Reviewer {
            rules: rules.clone(),
            analyzer: Analyzer::new(rules),
            fresh: Analyzer::new(rules),
            returns: ShoeReturns::new(rules, edge.player),
            pair: edge.pair_bonus.unwrap_or(0.0),
        }
    }

    /// The rules reviewed.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Reviews a finished round of these rules; `stack` holds the cards
    /// stacked before its deal (test builds only, else empty). Each decision
    /// is valued on the table as the replay (the one replay path) leaves it
    /// just before that decision. Perfect play's expectation is valued on
    /// the round's own shoe (see the module's text).
    pub fn review(
        &mut self,
        record: &RoundRecord,
        stack: &[Card],
    ) -> Result<RoundReview, ReviewError> {
        if record.rules != self.rules {
            return Err(ReviewError::OtherRules);
        }
        let done = Table::replay_stacked(record, stack)?;
        let result = done
            .record()
            .and_then(|r| r.result)
            .ok_or(ReviewError::NotOver)?;
        let full = Composition::decks(self.rules.decks);
        let part_dealt = record
            .undealt
            .as_deref()
            .and_then(composition)
            .is_some_and(|left| left != full);
        let mut decisions = Vec::with_capacity(record.actions.len());
        for (i, text) in record.actions.iter().enumerate() {
            let before = RoundRecord {
                actions: record.actions[..i].to_vec(),
                result: None,
                ..record.clone()
            };
            let table = Table::replay_stacked(&before, stack)?;
            let action: Action = text.parse()?;
            if let Some(decision) = self.decide(&table, &action, text, part_dealt)? {
                decisions.push(decision);
            }
        }
        let (main, perfect_from) = self.returns.main_return(record.undealt.as_deref());
        let perfect: f64 = record
            .bets
            .iter()
            .map(|b| b.main.as_f64() * main + b.pair.as_f64() * self.pair)
            .sum();
        let (staked, _) = done.round().staked_and_returned();
        let cost_cents = decisions.iter().map(|d| d.cost_cents).sum();
        let perfect_cents = cents(perfect);
        Ok(RoundReview {
            net: result.net.as_f64(),
            wagered: staked.as_f64(),
            perfect,
            cost: decisions.iter().map(|d| d.cost).sum(),
            perfect_from,
            net_cents: result.net.cents(),
            wagered_cents: staked.cents(),
            perfect_cents,
            cost_cents,
            luck_cents: result.net.cents() - (perfect_cents - cost_cents),
            bankroll_cents: record.bankroll.cents(),
            decisions,
        })
    }

    /// The decision `action` on `table`, valued (`None` for no decision);
    /// `part_dealt`: the round was dealt from a shoe part-dealt, where a
    /// decision may be an index play.
    fn decide(
        &mut self,
        table: &Table,
        action: &Action,
        text: &str,
        part_dealt: bool,
    ) -> Result<Option<Decision>, ReviewError> {
        let round = table.round();
        let up = round.up_card().ok_or(ReviewError::NoUpCard)?;
        let seen = seen(table);
        let (cards, best, cost, kind) = match table.phase() {
            Phase::Insurance => {
                let (i, offer) = round.offer.ok_or(ReviewError::NoOffer)?;
                let hand = &round.hands[i];
                let bet = hand.bet.as_f64();
                let (best, cost) = self.offer_cost(table, offer, bet, action, &seen)?;
                let mut kind = DecisionKind::Insurance;
                if part_dealt {
                    let basic = [hand.cards.as_slice(), &[up]].concat();
                    let (fresh, _) = self.offer_cost(table, offer, bet, action, &basic)?;
                    if fresh != best {
                        kind = DecisionKind::Index;
                    }
                }
                (hand.cards.to_vec(), best, cost, kind)
            }
            Phase::Playing => {
                let hand = table.hand_in_play().ok_or(ReviewError::NoHandInPlay)?;
                let hands = u8::try_from(table.hands_in_box()).unwrap_or(u8::MAX);
                let allowed: ActionSet = table
                    .legal_actions()
                    .iter()
                    .filter(|k| PLAY.contains(k))
                    .collect();
                let advice = self
                    .analyzer
                    .advise(&seen, &hand.cards, up, hands, allowed)?;
                let best_kind = advice.best.ok_or(ReviewError::NoActionAllowed)?;
                let best = advice.value(best_kind).unwrap_or(0.0);
                let bet = hand.bet.as_f64();
                let value = advice
                    .value(action.kind())
                    .ok_or_else(|| ReviewError::NotAllowed(text.into()))?;
                let taken = match action {
                    // A double for less: the one card on a smaller stake.
                    Action::Double { amount: Some(more) } => value * (bet + more.as_f64()) / 2.0,
                    _ => value * bet,
                };
                let split = allowed.contains(ActionKind::Split);
                let mut kind = DecisionKind::of_play(&hand.cards, split, best_kind, action.kind());
                if part_dealt {
                    let basic = [hand.cards.as_slice(), &[up]].concat();
                    let fresh = self.fresh.advise(&basic, &hand.cards, up, hands, allowed)?;
                    if fresh.best != Some(best_kind) {
                        kind = DecisionKind::Index;
                    }
                }
                let cost = best * bet - taken;
                (hand.cards.to_vec(), best_kind.name(), cost, kind)
            }
            Phase::Betting => return Ok(None),
        };
        Ok(Some(Decision {
            taken: text.into(),
            best: best.into(),
            cards,
            up,
            cost,
            cost_cents: cents(cost),
            kind,
        }))
    }
}

/// Every card dealt face up since the shuffle: the earlier rounds' cards,
/// the hands' face-up cards and the dealer's shown cards (what the page's
/// advisor is given as `seen`).
fn seen(table: &Table) -> Vec<Card> {
    let round = table.round();
    let hands = round.hands.iter().flat_map(|h| {
        let shown = if h.face_down {
            h.cards.len() - 1
        } else {
            h.cards.len()
        };
        h.cards[..shown].iter()
    });
    let dealer = round.dealer_shown(table.rules().hole_card).iter();
    table
        .shoe()
        .discards()
        .iter()
        .chain(hands)
        .chain(dealer)
        .copied()
        .collect()
}

#[cfg(test)]
mod options_tests;
#[cfg(test)]
mod progress_tests;
#[cfg(test)]
mod shoe_tests;
#[cfg(test)]
mod summary_tests;
#[cfg(test)]
mod tests;
