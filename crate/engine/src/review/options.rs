//! Every option of every decision, as a chess review shows every move's
//! value: for each decision of a finished round, each legal option's exact
//! expected value per unit of the hand's bet from the cards seen at that
//! moment, the option taken, the best one, what the taken one cost and its
//! grade ([`Grade`]).
//!
//! The play options (`hit`, `stand`, `double`, `split`, `surrender`) are
//! valued by [`Analyzer::advise`](crate::odds::Analyzer::advise): the Hint's
//! numbers. An insurance offer: declining (`no-insurance`) is worth 0,
//! insuring the usual amount (`insurance`: half the bet where the table has
//! that default) `(3p - 1)` per unit insured, `p` the chance that the hole
//! card is a ten. Even money: taking it (`even-money`) is worth 1 per unit,
//! declining (`no-even-money`) the blackjack's pay times `1 - p`. The cost
//! is the review's ([`Decision::cost_cents`](super::Decision)).

use serde::Serialize;

use super::timeline::{self, RoundEnd, TimelineEvent, hand_place};
use super::{PLAY, ReviewError, Reviewer, seen};
use crate::action::{Action, ActionKind};
use crate::card::Card;
use crate::phase::Offer;
use crate::record::RoundRecord;
use crate::table::{Phase, Table};

/// A decision graded `best` cost at most this per unit of the hand's bet
/// (room for rounding).
pub const BEST_AT_MOST: f64 = 0.001;
/// A decision that cost less than this per unit of the hand's bet (and more
/// than [`BEST_AT_MOST`]) is an `inaccuracy`.
pub const INACCURACY_BELOW: f64 = 0.02;
/// A decision that cost less than this per unit of the hand's bet (and at
/// least [`INACCURACY_BELOW`]) is a `mistake`; from it on, a `blunder`.
pub const MISTAKE_BELOW: f64 = 0.10;

/// A decision named by its cost per unit of the hand's bet, as chess
/// reviews name their moves; grades order from best to blunder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    /// At most [`BEST_AT_MOST`]: the best option (or as good, to rounding).
    Best,
    /// Less than [`INACCURACY_BELOW`].
    Inaccuracy,
    /// Less than [`MISTAKE_BELOW`].
    Mistake,
    /// [`MISTAKE_BELOW`] or more.
    Blunder,
}

impl Grade {
    /// The grade of a decision that cost `per_unit` per unit of the hand's bet.
    pub fn of(per_unit: f64) -> Grade {
        if per_unit <= BEST_AT_MOST {
            Grade::Best
        } else if per_unit < INACCURACY_BELOW {
            Grade::Inaccuracy
        } else if per_unit < MISTAKE_BELOW {
            Grade::Mistake
        } else {
            Grade::Blunder
        }
    }

    /// The grade's name (`best`, `inaccuracy`, `mistake`, `blunder`).
    pub fn name(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

/// One legal option and its exact expected value per unit of the hand's bet.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OptionValue {
    /// The option's name (`hit`, `stand`, `double`, `split`, `surrender`,
    /// `insurance`, `no-insurance`, `even-money`, `no-even-money`).
    pub option: &'static str,
    /// Its expected value per unit of the hand's bet.
    pub ev: f64,
}

/// Every option of one decision, the one taken and what it cost.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DecisionOptions {
    /// The decision's place in the round, from 0 (the recorded action's).
    pub index: usize,
    /// The hand's box, from 1.
    #[serde(rename = "box")]
    pub box_no: u8,
    /// The hand's place in its box, from 0 (a split adds the hands after).
    pub hand: usize,
    /// How many cards the round had dealt when the decision was taken.
    pub step: usize,
    /// The hand's cards.
    pub cards: Vec<Card>,
    /// The dealer's up card.
    pub up: Card,
    /// Every legal option with its value.
    pub options: Vec<OptionValue>,
    /// The option taken.
    pub chosen: &'static str,
    /// The action taken as recorded (`insure 5`, `double 2.5`, ...).
    pub taken: String,
    /// The best option.
    pub best: &'static str,
    /// What the option taken cost against the best, in hundredths.
    pub cost_cents: i64,
    /// The decision's grade by its cost per unit of the hand's bet.
    pub grade: Grade,
}

/// A finished round's decisions with every option, its card-by-card
/// timeline and its result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundOptions {
    /// Every decision, in order.
    pub decisions: Vec<DecisionOptions>,
    /// The cards in the order dealt, the decisions between them.
    pub timeline: Vec<TimelineEvent>,
    /// What the round came to.
    pub result: RoundEnd,
}

/// The options of the decision a table waits for.
pub(super) struct Spot {
    /// The deciding hand's index in the round's hands.
    pub hand: usize,
    /// Every legal option, valued.
    pub options: Vec<OptionValue>,
    /// The best option.
    pub best: &'static str,
}

/// An action kind's option name (`insure` is `insurance`).
pub fn option_name(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::Insure => "insurance",
        other => other.name(),
    }
}

/// The action an option's name plays (`insurance`: the usual amount).
pub fn option_action(option: &str) -> Option<Action> {
    Some(match option {
        "hit" => Action::Hit,
        "stand" => Action::Stand,
        "double" => Action::Double { amount: None },
        "split" => Action::Split,
        "surrender" => Action::Surrender,
        "insurance" => Action::Insure { amount: None },
        "no-insurance" => Action::NoInsurance,
        "even-money" => Action::EvenMoney,
        "no-even-money" => Action::NoEvenMoney,
        _ => return None,
    })
}

impl Reviewer {
    /// The best option of the decision `table` waits for (`None` between
    /// rounds): what perfect play does there.
    pub fn best_option(&mut self, table: &Table) -> Result<Option<&'static str>, ReviewError> {
        Ok(self.spot(table)?.map(|spot| spot.best))
    }

    /// The options of the decision `table` waits for (`None` between rounds).
    pub(super) fn spot(&mut self, table: &Table) -> Result<Option<Spot>, ReviewError> {
        let round = table.round();
        let up = round.up_card().ok_or(ReviewError::NoUpCard)?;
        let seen = seen(table);
        let legal = table.legal_actions();
        let (hand, options, best) = match table.phase() {
            Phase::Betting => return Ok(None),
            Phase::Insurance => {
                let (i, offer) = round.offer.ok_or(ReviewError::NoOffer)?;
                let bet = round.hands[i].bet.as_f64();
                let ten = self.ten_chance(&seen)?;
                let values = match offer {
                    Offer::EvenMoney => {
                        let pays = &self.rules.blackjack_pays;
                        let decline = f64::from(pays.win) / f64::from(pays.per) * (1.0 - ten);
                        [
                            (ActionKind::EvenMoney, 1.0),
                            (ActionKind::NoEvenMoney, decline),
                        ]
                    }
                    Offer::Insurance => {
                        let usual = super::offer::usual_insurance(table);
                        let per_unit = if bet > 0.0 { usual / bet } else { 0.0 };
                        let insure = (3.0 * ten - 1.0) * per_unit;
                        [(ActionKind::Insure, insure), (ActionKind::NoInsurance, 0.0)]
                    }
                };
                let decline = values[1].0.name().parse::<Action>()?;
                let (best, _) = self.offer_cost(table, offer, bet, &decline, &seen)?;
                let best = option_name(best.parse::<Action>()?.kind());
                (i, values.to_vec(), best)
            }
            Phase::Playing => {
                let hand = table.hand_in_play().ok_or(ReviewError::NoHandInPlay)?;
                let hands = u8::try_from(table.hands_in_box()).unwrap_or(u8::MAX);
                let allowed = legal.iter().filter(|k| PLAY.contains(k)).collect();
                let advice = self
                    .analyzer
                    .advise(&seen, &hand.cards, up, hands, allowed)?;
                let best = advice.best.ok_or(ReviewError::NoActionAllowed)?;
                let values = PLAY
                    .iter()
                    .filter_map(|&k| advice.value(k).map(|v| (k, v)))
                    .collect();
                (round.turn, values, option_name(best))
            }
        };
        let options = options
            .into_iter()
            .filter(|(kind, _)| legal.contains(*kind))
            .map(|(kind, ev)| OptionValue {
                option: option_name(kind),
                ev,
            })
            .collect();
        Ok(Some(Spot {
            hand,
            options,
            best,
        }))
    }

    /// Every decision of a finished round of these rules with every option
    /// valued, its timeline and its result; `stack` as for
    /// [`review`](Self::review). Each decision is valued on the table as the
    /// one replay path leaves it just before that decision.
    pub fn round_options(
        &mut self,
        record: &RoundRecord,
        stack: &[Card],
    ) -> Result<RoundOptions, ReviewError> {
        if record.rules != self.rules {
            return Err(ReviewError::OtherRules);
        }
        let tables = timeline::prefixes(record, stack)?;
        let done = tables.last().ok_or(ReviewError::NotOver)?;
        if done.record().and_then(|r| r.result).is_none() {
            return Err(ReviewError::NotOver);
        }
        let mut decisions = Vec::with_capacity(record.actions.len());
        for (index, (text, table)) in record.actions.iter().zip(&tables).enumerate() {
            let action: Action = text.parse()?;
            let Some(spot) = self.spot(table)? else {
                continue;
            };
            let decision = self
                .decide(table, &action, text, false)?
                .ok_or(ReviewError::NoHandInPlay)?;
            let hand = &table.round().hands[spot.hand];
            let (box_no, in_box) = hand_place(table, spot.hand);
            let bet = hand.bet.as_f64();
            let per_unit = if bet > 0.0 { decision.cost / bet } else { 0.0 };
            decisions.push(DecisionOptions {
                index,
                box_no,
                hand: in_box,
                step: table.shoe().round_dealt(),
                cards: decision.cards,
                up: decision.up,
                options: spot.options,
                chosen: option_name(action.kind()),
                taken: text.clone(),
                best: spot.best,
                cost_cents: decision.cost_cents,
                grade: Grade::of(per_unit),
            });
        }
        Ok(RoundOptions {
            decisions,
            timeline: timeline::events(&tables, &record.actions),
            result: RoundEnd::of(done),
        })
    }
}
