//! A whole session's luck against skill: the sums of its rounds' reviews in
//! hundredths, and the three bankroll lines the graph draws (actual, the
//! expectation given the decisions taken, perfect play's), reduced
//! faithfully when there are more rounds than points to draw.

use serde::{Deserialize, Serialize};

/// The most rounds a summary or a progress report takes.
pub const MOST_ROUNDS: usize = 1_000_000;

/// The largest amount (in hundredths, either sign) a round's figure may be:
/// ten times the largest bankroll, so that the sums of [`MOST_ROUNDS`]
/// rounds fit in an `i64`.
pub const MOST_CENTS: i64 = 1_000_000_000_000;

/// Why figures cannot be summed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SumError {
    /// More rounds than [`MOST_ROUNDS`].
    #[error("{0} rounds: at most 1000000 are summed")]
    TooManyRounds(usize),
    /// A figure beyond [`MOST_CENTS`] (the round's place, from 0, and the field).
    #[error("round {round}: {field} is out of range")]
    OutOfRange {
        /// The round's place in the list, from 0.
        round: usize,
        /// The field's name.
        field: &'static str,
    },
}

/// Checks a list's length and its rounds' figures (`fields` gives each
/// round's named figures).
pub(super) fn check<T, const N: usize>(
    rounds: &[T],
    fields: impl Fn(&T) -> [(&'static str, i64); N],
) -> Result<(), SumError> {
    if rounds.len() > MOST_ROUNDS {
        return Err(SumError::TooManyRounds(rounds.len()));
    }
    for (round, r) in rounds.iter().enumerate() {
        for (field, value) in fields(r) {
            if !(-MOST_CENTS..=MOST_CENTS).contains(&value) {
                return Err(SumError::OutOfRange { round, field });
            }
        }
    }
    Ok(())
}

/// One round's figures, as its review gave them (hundredths).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundFigures {
    /// What the round won or lost.
    pub net_cents: i64,
    /// Everything staked in it.
    pub wagered_cents: i64,
    /// Perfect play's expectation, rounded to the cent.
    pub perfect_cents: i64,
    /// What the decisions cost against the best allowed.
    pub cost_cents: i64,
    /// The bankroll before the round's bets.
    pub bankroll_cents: i64,
}

/// One point of the graph: the three lines after a round (or after the last
/// round of a bucket of rounds), and the lowest and highest actual bankroll
/// within the bucket.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeriesPoint {
    /// The round's place in the session, from 0 (a bucket's last round).
    pub round: usize,
    /// The actual bankroll after it: start + the nets.
    pub actual: i64,
    /// The expectation given the decisions taken: start + perfect − cost.
    pub taken: i64,
    /// Perfect play's expectation: start + perfect.
    pub perfect: i64,
    /// The lowest actual bankroll after any round of the bucket.
    pub actual_min: i64,
    /// The highest actual bankroll after any round of the bucket.
    pub actual_max: i64,
}

/// A session's sums (hundredths) and its graph's points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionSummary {
    /// The rounds summed.
    pub rounds: usize,
    /// The bankroll before the first round (0 without rounds).
    pub start_cents: i64,
    /// The nets summed.
    pub net_cents: i64,
    /// Perfect play's expectations summed.
    pub perfect_cents: i64,
    /// The decisions' costs summed.
    pub cost_cents: i64,
    /// Luck: `net - (perfect - cost)`.
    pub luck_cents: i64,
    /// What the decisions came to against perfect play: `-cost`. Luck plus
    /// decisions is the net less perfect play's expectation, exactly.
    pub decisions_cents: i64,
    /// The amounts wagered summed.
    pub wagered_cents: i64,
    /// The graph: one point per round, or at most `max_points` (see [`summarize`]).
    pub points: Vec<SeriesPoint>,
}

/// Sums a session's rounds and draws its three lines in at most
/// `max_points` points (2 at least): one point per round when they fit;
/// else the first round keeps a point of its own and the others fall in
/// `max_points - 1` buckets of consecutive rounds (their sizes differing by
/// one at most), each drawn at its last round with the lowest and highest
/// actual bankroll within it, so the first and last rounds and every
/// extreme survive the reduction.
pub fn summarize(rounds: &[RoundFigures], max_points: usize) -> Result<SessionSummary, SumError> {
    check(rounds, |r| {
        [
            ("netCents", r.net_cents),
            ("wageredCents", r.wagered_cents),
            ("perfectCents", r.perfect_cents),
            ("costCents", r.cost_cents),
            ("bankrollCents", r.bankroll_cents),
        ]
    })?;
    let start = rounds.first().map_or(0, |r| r.bankroll_cents);
    let mut lines = Lines::new(start);
    let points = if rounds.len() <= max_points.max(2) {
        rounds
            .iter()
            .enumerate()
            .map(|(i, r)| lines.point(i, std::slice::from_ref(r)))
            .collect()
    } else {
        let buckets = max_points.max(2) - 1;
        let rest = rounds.len() - 1;
        let mut points = Vec::with_capacity(buckets + 1);
        points.push(lines.point(0, &rounds[..1]));
        let mut from = 1;
        for b in 1..=buckets {
            let to = 1 + b * rest / buckets;
            points.push(lines.point(to - 1, &rounds[from..to]));
            from = to;
        }
        points
    };
    let (net, perfect, cost) = (lines.net, lines.perfect, lines.cost);
    Ok(SessionSummary {
        rounds: rounds.len(),
        start_cents: start,
        net_cents: net,
        perfect_cents: perfect,
        cost_cents: cost,
        luck_cents: net - (perfect - cost),
        decisions_cents: -cost,
        wagered_cents: lines.wagered,
        points,
    })
}

/// The running sums behind the three lines.
struct Lines {
    start: i64,
    net: i64,
    perfect: i64,
    cost: i64,
    wagered: i64,
}

impl Lines {
    fn new(start: i64) -> Lines {
        Lines {
            start,
            net: 0,
            perfect: 0,
            cost: 0,
            wagered: 0,
        }
    }

    /// Adds a bucket of rounds (`last`: the last one's place) and gives its point.
    fn point(&mut self, last: usize, bucket: &[RoundFigures]) -> SeriesPoint {
        let (mut low, mut high) = (i64::MAX, i64::MIN);
        for r in bucket {
            self.net += r.net_cents;
            self.perfect += r.perfect_cents;
            self.cost += r.cost_cents;
            self.wagered += r.wagered_cents;
            low = low.min(self.start + self.net);
            high = high.max(self.start + self.net);
        }
        SeriesPoint {
            round: last,
            actual: self.start + self.net,
            taken: self.start + self.perfect - self.cost,
            perfect: self.start + self.perfect,
            actual_min: low,
            actual_max: high,
        }
    }
}
