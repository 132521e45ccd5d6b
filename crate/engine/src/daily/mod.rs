//! The day's game: the same rounds for every player of a date, scored by
//! the expected value their decisions lost, not by the cards.
//!
//! A day ([`Day`]) is a date and a table: by default the table of the
//! rotation ([`Day::of`]: the four presets in turn, one a day). Its
//! [`ROUNDS`] rounds are each dealt from a freshly shuffled shoe of that
//! table, seeded by the SHA-256 of the date, the table and the round's
//! number, so that every player of that date gets the same cards, with no
//! server and offline, and a round's cards never depend on how the earlier
//! rounds were played. Each round is one box with a flat bet of
//! [`DAILY_BET`] out of a play bankroll that is never money.
//!
//! [`DailyGame`] plays a day; its result is a link's text ([`link`]): the
//! date, the table and the decisions, which [`link::decode`] replays round by
//! round through the engine's rules. The score ([`score`], with the exact
//! odds) is the engine's review of each replayed round, never a figure the
//! link carries.

mod date;
mod game;
pub mod link;
#[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
pub mod score;
#[cfg(test)]
mod tests;

pub use date::{Date, DateError};
pub use game::DailyGame;
pub use link::Played;

use sha2::{Digest, Sha256};

use crate::error::ActionError;
use crate::money::Money;
use crate::rules::{Preset, RulesError};
use crate::shoe::Seed;
use crate::table::Table;

/// How many rounds a day has.
pub const ROUNDS: usize = 20;

/// The flat bet of every round (100 units: a decision's cost in hundredths
/// is then its cost in ten-thousandths of a bet, exactly).
pub const DAILY_BET: Money = Money::units(100);

/// The play bankroll of each round: enough for every split and double.
const PLAY_BANKROLL: Money = Money::units(1_000_000);

/// The tables the days rotate through, in turn: every preset, the default
/// first. With a fresh shoe every round, each is a pure test of play.
pub const ROTATION: [Preset; 4] = Preset::ALL;

/// A day's game: its date and its table (`{date, table}` in JSON).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Day {
    /// The date (the player's local date).
    pub date: Date,
    /// The table.
    #[serde(rename = "table")]
    pub preset: Preset,
}

/// Why a day's game refused something, or a link was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DailyError {
    /// The date is not a date.
    #[error(transparent)]
    Date(#[from] DateError),
    /// No table has that name.
    #[error("no table is named `{0}`")]
    UnknownTable(String),
    /// The day's game plays whole doubles and the usual insurance only.
    #[error("the day's game plays whole doubles and the usual insurance: `{0}` names an amount")]
    Amount(String),
    /// The day is over: no round is left to deal.
    #[error("the day's {ROUNDS} rounds are over")]
    DayOver,
    /// The day is not over yet: it has no result to share.
    #[error("the day is not over: round {0} of {ROUNDS} is being played")]
    NotOver(usize),
    /// The table refused the action (the game is unchanged).
    #[error(transparent)]
    Refused(#[from] ActionError),
    /// The table's rules cannot make a table (never, for a preset).
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The text is not a day's link.
    #[error("the link is malformed: {0}")]
    Malformed(String),
    /// The link was made by a newer version of the game.
    #[error(
        "the link was made by a newer version of the game (format {0}); update the game to open it"
    )]
    Newer(u32),
    /// The link was changed after it was made.
    #[error("the link was altered: {0}")]
    Altered(String),
    /// The link's date is after the caller's day (and a time zone's day more).
    #[error("the link is dated {date}, after today ({today})")]
    Future {
        /// The link's date.
        date: Date,
        /// The caller's date.
        today: Date,
    },
    /// The link's table is not the one its date was dealt at.
    #[error("the day of {date} is played at {day}; the link is from {link}")]
    OtherTable {
        /// The link's date.
        date: Date,
        /// The date's table.
        day: Preset,
        /// The link's table.
        link: Preset,
    },
    /// Two results of different days cannot be compared.
    #[error("the results are of different days ({0} and {1})")]
    OtherDay(String, String),
    /// The exact odds could not value a round (never, for a preset).
    #[error("round {0} cannot be reviewed: {1}")]
    Review(usize, String),
}

impl DailyError {
    /// A stable code for translations: `daily-date`, `daily-table`,
    /// `daily-amount`, `daily-over`, `daily-not-over`, the refusal's own
    /// code, `daily-rules`, `daily-malformed`, `daily-newer`,
    /// `daily-altered`, `daily-future`, `daily-other-table`,
    /// `daily-other-day`, `daily-review`.
    pub fn code(&self) -> &'static str {
        match self {
            DailyError::Date(_) => "daily-date",
            DailyError::UnknownTable(_) => "daily-table",
            DailyError::Amount(_) => "daily-amount",
            DailyError::DayOver => "daily-over",
            DailyError::NotOver(_) => "daily-not-over",
            DailyError::Refused(e) => e.code(),
            DailyError::Rules(_) => "daily-rules",
            DailyError::Malformed(_) => "daily-malformed",
            DailyError::Newer(_) => "daily-newer",
            DailyError::Altered(_) => "daily-altered",
            DailyError::Future { .. } => "daily-future",
            DailyError::OtherTable { .. } => "daily-other-table",
            DailyError::OtherDay(..) => "daily-other-day",
            DailyError::Review(..) => "daily-review",
        }
    }

    /// The values the message names, for translations (a refusal's own).
    pub fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            DailyError::Refused(e) => e.params(),
            DailyError::Future { date, today } => {
                vec![("date", date.to_string()), ("today", today.to_string())]
            }
            DailyError::OtherTable { date, day, link } => vec![
                ("date", date.to_string()),
                ("day", day.name().into()),
                ("link", link.name().into()),
            ],
            DailyError::Newer(version) => vec![("version", version.to_string())],
            DailyError::UnknownTable(name) => vec![("table", name.clone())],
            _ => vec![],
        }
    }
}

impl Day {
    /// The day of `date` at the table of the rotation: the presets in turn,
    /// one a day, counted from 1970-01-01.
    pub fn of(date: Date) -> Day {
        let turn = date.days().rem_euclid(ROTATION.len() as i64);
        Day {
            date,
            preset: ROTATION[usize::try_from(turn).unwrap_or(0)],
        }
    }

    /// The day of `date` (`YYYY-MM-DD`) at the table named `table`, or at
    /// the rotation's table when `None`.
    pub fn named(date: &str, table: Option<&str>) -> Result<Day, DailyError> {
        let date: Date = date.parse()?;
        match table {
            None => Ok(Day::of(date)),
            Some(name) => Ok(Day {
                date,
                preset: Preset::from_name(name)
                    .ok_or_else(|| DailyError::UnknownTable(name.into()))?,
            }),
        }
    }

    /// The seed of round `round` (from 1): the SHA-256 of
    /// `blackjack-daily/1/DATE/TABLE/ROUND`.
    pub fn seed(&self, round: usize) -> Seed {
        let text = format!("blackjack-daily/1/{}/{}/{round}", self.date, self.preset);
        Sha256::digest(text.as_bytes()).into()
    }

    /// Round `round` (from 1) dealt: a fresh table of the day's rules, box 1
    /// betting [`DAILY_BET`], the shoe shuffled by the round's seed.
    pub fn deal(&self, round: usize) -> Result<Table, DailyError> {
        let mut table = Table::new(self.preset.rules(), PLAY_BANKROLL)?;
        table.set_rounds_dealt(u64::try_from(round.saturating_sub(1)).unwrap_or(0));
        table.bet(1, DAILY_BET)?;
        table.deal_seeded(self.seed(round))?;
        Ok(table)
    }
}
