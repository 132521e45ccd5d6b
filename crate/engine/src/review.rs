//! Luck against skill: a finished round played again decision by decision,
//! each decision valued with the exact odds (`odds`), so that a session's
//! result splits into what perfect play expects, what the player's own
//! decisions cost against it, and luck.
//!
//! For a round: `perfect` is the bets times the table's exact return under
//! perfect play from a fresh shoe (for the single deck, reshuffled before
//! every round, exactly the round's value before the deal; for the six-deck
//! tables the fresh shoe's value, not the shoe as it stood). Each decision
//! costs the stake times the best allowed action's value less the taken
//! action's value, for the exact cards left as they were (insurance and even
//! money included). Then `expected` (given the decisions taken) is `perfect`
//! less the costs, and luck is the actual net less `expected`: luck plus the
//! costs is the net less `perfect`, exactly.

use serde::Serialize;

use crate::action::{Action, ActionKind, ActionSet, ParseActionError};
use crate::card::Card;
use crate::odds::{Analyzer, Composition, OddsError, expected_return};
use crate::record::{ReplayError, RoundRecord};
use crate::rules::Rules;
use crate::table::{Offer, Phase, Table};

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
}

/// Reviews rounds of one table's rules, keeping the exact odds between calls.
#[derive(Debug)]
pub struct Reviewer {
    rules: Rules,
    analyzer: Analyzer,
    main: f64,
    pair: f64,
}

impl Reviewer {
    /// A reviewer for `rules` (computes the table's exact return once).
    pub fn new(rules: &Rules) -> Reviewer {
        let edge = expected_return(rules);
        Reviewer {
            rules: rules.clone(),
            analyzer: Analyzer::new(rules),
            main: edge.player,
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
    /// just before that decision.
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
        let mut decisions = Vec::with_capacity(record.actions.len());
        for (i, text) in record.actions.iter().enumerate() {
            let before = RoundRecord {
                actions: record.actions[..i].to_vec(),
                result: None,
                ..record.clone()
            };
            let table = Table::replay_stacked(&before, stack)?;
            let action: Action = text.parse()?;
            if let Some(decision) = self.decide(&table, &action, text)? {
                decisions.push(decision);
            }
        }
        let opening = record.bets.iter();
        let perfect = opening
            .map(|b| b.main.as_f64() * self.main + b.pair.as_f64() * self.pair)
            .sum();
        let (staked, _) = done.round().staked_and_returned();
        Ok(RoundReview {
            net: result.net.as_f64(),
            wagered: staked.as_f64(),
            perfect,
            cost: decisions.iter().map(|d| d.cost).sum(),
            decisions,
        })
    }

    /// The decision `action` on `table`, valued (`None` for no decision).
    fn decide(
        &mut self,
        table: &Table,
        action: &Action,
        text: &str,
    ) -> Result<Option<Decision>, ReviewError> {
        let round = table.round();
        let up = round.up_card().ok_or(ReviewError::NoUpCard)?;
        let seen = seen(table);
        let (cards, best, cost) = match table.phase() {
            Phase::Insurance => {
                let (i, offer) = round.offer.ok_or(ReviewError::NoOffer)?;
                let hand = &round.hands[i];
                let (best, cost) =
                    self.offer_cost(table, offer, hand.bet.as_f64(), action, &seen)?;
                (hand.cards.to_vec(), best, cost)
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
                let kind = action.kind();
                let value = advice
                    .value(kind)
                    .ok_or_else(|| ReviewError::NotAllowed(text.into()))?;
                let taken = match action {
                    // A double for less: the one card on a smaller stake.
                    Action::Double { amount: Some(more) } => value * (bet + more.as_f64()) / 2.0,
                    _ => value * bet,
                };
                (hand.cards.to_vec(), best_kind.name(), best * bet - taken)
            }
            Phase::Betting => return Ok(None),
        };
        Ok(Some(Decision {
            taken: text.into(),
            best: best.into(),
            cards,
            up,
            cost,
        }))
    }

    /// What an insurance or even money decision cost (`bet`: the hand's bet),
    /// and the best choice's name. Insurance returns `3p - 1` per unit
    /// insured, `p` the chance that the hole card is a ten; even money pays
    /// 1 for sure against the blackjack's pay when the dealer has none.
    fn offer_cost(
        &self,
        table: &Table,
        offer: Offer,
        bet: f64,
        action: &Action,
        seen: &[Card],
    ) -> Result<(&'static str, f64), ReviewError> {
        let left = Composition::decks(self.rules.decks).without(seen)?;
        let ten = left.probability(10);
        let name =
            |take: bool, yes: ActionKind, no: ActionKind| if take { yes.name() } else { no.name() };
        match offer {
            Offer::EvenMoney => {
                let pays = &self.rules.blackjack_pays;
                let decline = bet * f64::from(pays.win) / f64::from(pays.per) * (1.0 - ten);
                let (take, values) = (bet >= decline, [bet, decline]);
                let taken = values[usize::from(*action != Action::EvenMoney)];
                let best = values[0].max(values[1]);
                Ok((
                    name(take, ActionKind::EvenMoney, ActionKind::NoEvenMoney),
                    best - taken,
                ))
            }
            Offer::Insurance => {
                let per = 3.0 * ten - 1.0;
                let range = table.amount_range(ActionKind::Insure, 1);
                let most = range.map_or(0.0, |r| r.max.as_f64());
                let insured = match action {
                    Action::Insure { amount: Some(a) } => a.as_f64(),
                    Action::Insure { amount: None } => {
                        range.and_then(|r| r.default).map_or(0.0, |m| m.as_f64())
                    }
                    _ => 0.0,
                };
                let best = (per * most).max(0.0);
                let take = per * most > 0.0;
                Ok((
                    name(take, ActionKind::Insure, ActionKind::NoInsurance),
                    best - per * insured,
                ))
            }
        }
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
mod tests;
