//! Lifetime progress: the reviewed decisions of every session, what they
//! cost by kind and by session, and the costliest ones.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use super::DecisionKind;
use super::summary::{SumError, check};
use crate::card::Card;

/// How many of the costliest decisions a report keeps.
pub const COSTLIEST: usize = 10;

/// One reviewed decision, as kept with its round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct KeptDecision {
    /// Its kind.
    pub kind: DecisionKind,
    /// What it cost, in hundredths.
    pub cost_cents: i64,
    /// The action taken.
    pub taken: String,
    /// The best allowed action.
    pub best: String,
    /// The hand's cards.
    pub cards: Vec<Card>,
    /// The dealer's up card.
    pub up: Card,
}

/// One reviewed round, as kept in the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct KeptRound {
    /// The session's id.
    pub session: String,
    /// The round's id.
    pub round: String,
    /// What the round won or lost, in hundredths.
    pub net_cents: i64,
    /// Everything staked, in hundredths.
    pub wagered_cents: i64,
    /// Its decisions.
    pub decisions: Vec<KeptDecision>,
}

/// Decisions counted and what they lost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Lost {
    /// The decisions.
    pub decisions: u64,
    /// What they cost, in hundredths.
    pub lost_cents: i64,
    /// What they cost per 100 decisions, in hundredths (rounded; 0 without decisions).
    pub per100_cents: i64,
}

impl Lost {
    fn add(&mut self, cost_cents: i64) {
        self.decisions += 1;
        self.lost_cents += cost_cents;
        self.per100_cents = per_100(self.lost_cents, self.decisions);
    }
}

/// One session's row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionRow {
    /// The session's id.
    pub id: String,
    /// Its rounds.
    pub rounds: u64,
    /// Everything staked, in hundredths.
    pub wagered_cents: i64,
    /// Its net, in hundredths.
    pub net_cents: i64,
    /// Its decisions and what they lost.
    #[serde(flatten)]
    pub lost: Lost,
}

/// One of the costliest decisions, with its round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Costly {
    /// The session's id.
    pub session: String,
    /// The round's id.
    pub round: String,
    /// The decision.
    #[serde(flatten)]
    pub decision: KeptDecision,
}

/// Lifetime progress over every kept round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// Every decision reviewed.
    pub decisions: u64,
    /// What they cost, in hundredths.
    pub lost_cents: i64,
    /// What they cost per 100 decisions, in hundredths, rounded (the
    /// overall figure; 0 without decisions).
    pub ev_lost_per100_cents: i64,
    /// By kind (every kind, in [`DecisionKind::ALL`]'s order).
    pub by_kind: BTreeMap<DecisionKind, Lost>,
    /// One row per session, in the order they first appear.
    pub sessions: Vec<SessionRow>,
    /// The costliest decisions that cost something, the costliest first (at most [`COSTLIEST`];
    /// equal costs in the order they were played).
    pub costliest: Vec<Costly>,
}

/// `lost` per 100 of `decisions`, rounded half away from zero (0 without decisions).
fn per_100(lost: i64, decisions: u64) -> i64 {
    if decisions == 0 {
        return 0;
    }
    let (num, den) = (i128::from(lost) * 100, i128::from(decisions));
    let half = den / 2;
    let rounded = if num >= 0 {
        (num + half) / den
    } else {
        (num - half) / den
    };
    i64::try_from(rounded).unwrap_or(i64::MAX)
}

/// Lifetime progress from the kept rounds, in the order they were played.
pub fn lifetime_progress(rounds: &[KeptRound]) -> Result<Progress, SumError> {
    check(rounds, |r| {
        [("netCents", r.net_cents), ("wageredCents", r.wagered_cents)]
    })?;
    let decisions: Vec<(usize, &KeptDecision)> = rounds
        .iter()
        .enumerate()
        .flat_map(|(i, r)| r.decisions.iter().map(move |d| (i, d)))
        .collect();
    check(&decisions, |(_, d)| [("costCents", d.cost_cents)])?;
    let mut lost = Lost::default();
    let mut by_kind: BTreeMap<DecisionKind, Lost> = DecisionKind::ALL
        .iter()
        .map(|&k| (k, Lost::default()))
        .collect();
    let mut sessions: Vec<SessionRow> = Vec::new();
    let mut row_of: HashMap<&str, usize> = HashMap::new();
    for r in rounds {
        let at = *row_of.entry(&r.session).or_insert_with(|| {
            sessions.push(SessionRow {
                id: r.session.clone(),
                rounds: 0,
                wagered_cents: 0,
                net_cents: 0,
                lost: Lost::default(),
            });
            sessions.len() - 1
        });
        let row = &mut sessions[at];
        row.rounds += 1;
        row.wagered_cents += r.wagered_cents;
        row.net_cents += r.net_cents;
        for d in &r.decisions {
            row.lost.add(d.cost_cents);
            lost.add(d.cost_cents);
            by_kind.entry(d.kind).or_default().add(d.cost_cents);
        }
    }
    Ok(Progress {
        decisions: lost.decisions,
        lost_cents: lost.lost_cents,
        ev_lost_per100_cents: lost.per100_cents,
        by_kind,
        sessions,
        costliest: costliest(rounds, decisions),
    })
}

/// The [`COSTLIEST`] costliest decisions that cost something (a stable
/// sort: equal costs in the order they were played).
fn costliest(rounds: &[KeptRound], mut decisions: Vec<(usize, &KeptDecision)>) -> Vec<Costly> {
    decisions.retain(|(_, d)| d.cost_cents > 0);
    decisions.sort_by_key(|(_, d)| std::cmp::Reverse(d.cost_cents));
    decisions
        .into_iter()
        .take(COSTLIEST)
        .map(|(i, d)| Costly {
            session: rounds[i].session.clone(),
            round: rounds[i].round.clone(),
            decision: d.clone(),
        })
        .collect()
}
