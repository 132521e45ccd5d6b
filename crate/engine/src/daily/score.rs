//! The day's score: the expected value its decisions lost, in bets, from
//! the engine's review of each replayed round (every option valued with the
//! exact odds), with the grades of the decisions and the day's net result
//! apart, as luck. A day played perfectly scores 0, whatever the cards did.

use serde::Serialize;

use super::link::{self, Played};
use super::{DAILY_BET, DailyError, Day, ROUNDS};
use crate::card::Card;
use crate::phase::Phase;
use crate::record::RoundRecord;
use crate::review::options::option_action;
use crate::review::{Grade, OptionValue, ReviewError, Reviewer, RoundOptions};

/// How many decisions got each grade.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Grades {
    /// Graded best.
    pub best: usize,
    /// Inaccuracies.
    pub inaccuracy: usize,
    /// Mistakes.
    pub mistake: usize,
    /// Blunders.
    pub blunder: usize,
}

impl Grades {
    fn add(&mut self, grade: Grade) {
        match grade {
            Grade::Best => self.best += 1,
            Grade::Inaccuracy => self.inaccuracy += 1,
            Grade::Mistake => self.mistake += 1,
            Grade::Blunder => self.blunder += 1,
        }
    }
}

/// A day's result, scored.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DayScore {
    /// The date, `YYYY-MM-DD`.
    pub date: String,
    /// The table's name.
    pub table: &'static str,
    /// The day's link text.
    pub link: String,
    /// The flat bet, in hundredths.
    pub bet_cents: i64,
    /// What the decisions cost against the best, in hundredths (the sum of
    /// the review's costs).
    pub lost_cents: i64,
    /// The score: the expected value lost, in bets, to four places
    /// (`lost_cents` over `bet_cents`, exactly).
    pub score: String,
    /// The decisions by grade.
    pub grades: Grades,
    /// Each round's worst grade (`best`, `inaccuracy`, `mistake`,
    /// `blunder`), or `none` when it had no decision.
    pub marks: Vec<&'static str>,
    /// What the day won or lost, in hundredths.
    pub net_cents: i64,
    /// Perfect play's expectation, in hundredths.
    pub perfect_cents: i64,
    /// Luck: the net less what the decisions taken expected, in hundredths.
    pub luck_cents: i64,
    /// The net, in bets, to four places.
    pub net: String,
    /// Luck, in bets, to four places.
    pub luck: String,
    /// Each round's decisions with every option valued (the review's).
    pub rounds: Vec<RoundOptions>,
    /// Each round's record (for the review of a round).
    pub records: Vec<RoundRecord>,
}

/// `cents` as bets of [`DAILY_BET`] to four places, exactly.
pub fn in_bets(cents: i64) -> String {
    let per = DAILY_BET.cents();
    let sign = if cents < 0 { "-" } else { "" };
    let whole = cents.unsigned_abs() / per.unsigned_abs();
    let rest = cents.unsigned_abs() % per.unsigned_abs();
    let places = rest * 10_000 / per.unsigned_abs();
    format!("{sign}{whole}.{places:04}")
}

/// A review's refusal in round `n`.
fn review_error(n: usize) -> impl Fn(ReviewError) -> DailyError {
    move |e| DailyError::Review(n, e.to_string())
}

/// The score of a day's decisions, each round replayed and reviewed by
/// `reviewer` (of the day's rules).
pub fn score(reviewer: &mut Reviewer, played: &Played) -> Result<DayScore, DailyError> {
    let records = played.records()?;
    let mut day = DayScore {
        date: played.day.date.to_string(),
        table: played.day.preset.name(),
        link: link::encode(played),
        bet_cents: DAILY_BET.cents(),
        lost_cents: 0,
        score: String::new(),
        grades: Grades::default(),
        marks: Vec::with_capacity(ROUNDS),
        net_cents: 0,
        perfect_cents: 0,
        luck_cents: 0,
        net: String::new(),
        luck: String::new(),
        rounds: Vec::with_capacity(ROUNDS),
        records: Vec::new(),
    };
    for (n, record) in (1..).zip(&records) {
        let options = reviewer
            .round_options(record, &[])
            .map_err(review_error(n))?;
        let review = reviewer.review(record, &[]).map_err(review_error(n))?;
        let mut worst: Option<Grade> = None;
        for d in &options.decisions {
            day.lost_cents += d.cost_cents;
            day.grades.add(d.grade);
            worst = Some(worst.map_or(d.grade, |w| w.max(d.grade)));
        }
        day.marks.push(worst.map_or("none", Grade::name));
        day.net_cents += review.net_cents;
        day.perfect_cents += review.perfect_cents;
        day.rounds.push(options);
    }
    day.luck_cents = day.net_cents - (day.perfect_cents - day.lost_cents);
    day.score = in_bets(day.lost_cents);
    day.net = in_bets(day.net_cents);
    day.luck = in_bets(day.luck_cents);
    day.records = records;
    Ok(day)
}

/// The day of a link's text, checked against `today`, replayed and scored.
pub fn score_link(
    reviewer: &mut Reviewer,
    text: &str,
    today: super::Date,
) -> Result<DayScore, DailyError> {
    score(reviewer, &link::decode(text, today)?)
}

/// The day played perfectly: the best option at every decision of every
/// round (what `blackjack daily --date` prints).
pub fn perfect(reviewer: &mut Reviewer, day: Day) -> Result<Played, DailyError> {
    let mut rounds = Vec::with_capacity(ROUNDS);
    for n in 1..=ROUNDS {
        let mut table = day.deal(n)?;
        let mut actions = Vec::new();
        while table.phase() != Phase::Betting {
            let best = reviewer
                .best_option(&table)
                .map_err(review_error(n))?
                .and_then(option_action)
                .ok_or_else(|| DailyError::Review(n, "no best option".into()))?;
            table.apply_with_seed(&best, [0; 32])?;
            actions.push(best);
        }
        rounds.push(actions);
    }
    Ok(Played { day, rounds })
}

/// One decision two players of a day took differently: the first of its
/// round (after it, their rounds differ).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Difference {
    /// The round, from 1.
    pub round: usize,
    /// The hand's cards.
    pub cards: Vec<Card>,
    /// The dealer's up card.
    pub up: Card,
    /// Every option with its value per unit of the hand's bet.
    pub options: Vec<OptionValue>,
    /// The best option.
    pub best: &'static str,
    /// The first result's option.
    pub mine: &'static str,
    /// The second result's option.
    pub theirs: &'static str,
}

/// Where two results of one day differ, round by round: the first decision
/// of each round taken differently, with both options and their values.
pub fn compare(mine: &DayScore, theirs: &DayScore) -> Result<Vec<Difference>, DailyError> {
    if (mine.date.as_str(), mine.table) != (theirs.date.as_str(), theirs.table) {
        return Err(DailyError::OtherDay(
            format!("{} {}", mine.date, mine.table),
            format!("{} {}", theirs.date, theirs.table),
        ));
    }
    let mut differences = Vec::new();
    for (n, (a, b)) in (1..).zip(mine.rounds.iter().zip(&theirs.rounds)) {
        let first = a
            .decisions
            .iter()
            .zip(&b.decisions)
            .find(|(x, y)| x.chosen != y.chosen);
        if let Some((x, y)) = first {
            differences.push(Difference {
                round: n,
                cards: x.cards.clone(),
                up: x.up,
                options: x.options.clone(),
                best: x.best,
                mine: x.chosen,
                theirs: y.chosen,
            });
        }
    }
    Ok(differences)
}
