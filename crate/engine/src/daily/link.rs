//! A day's result as a link: short, readable, checked.
//!
//! The text is five fields joined by dots: the format's version
//! ([`LINK_VERSION`]), the date, the table, the decisions, and the first 8
//! hexadecimal digits of the SHA-256 of the four before (dots included):
//! `1.2026-12-04.single-deck.s-hs--d-…-ps.3fa1c2d9`. The decisions are the
//! [`ROUNDS`] rounds' in order, joined by `-`, each round a letter per
//! action: `h` hit, `s` stand, `d` double, `p` split, `r` surrender, `i`
//! insurance, `n` no insurance, `e` even money, `w` no even money (a round
//! with no decision is empty). Decoding replays every round through the
//! rules from the day's seeds; the score is computed from that replay,
//! never read from the link.

use sha2::{Digest, Sha256};

use super::{DailyError, Date, Day, ROUNDS};
use crate::action::Action;
use crate::phase::Phase;
use crate::record::RoundRecord;
use crate::rules::Preset;
use crate::shoe::hex;

/// The version of the link format.
pub const LINK_VERSION: u32 = 1;

/// How many hexadecimal digits of SHA-256 a link carries.
const CHECK: usize = 8;

/// The letters of the actions, in both directions.
const LETTERS: [(char, Action); 9] = [
    ('h', Action::Hit),
    ('s', Action::Stand),
    ('d', Action::Double { amount: None }),
    ('p', Action::Split),
    ('r', Action::Surrender),
    ('i', Action::Insure { amount: None }),
    ('n', Action::NoInsurance),
    ('e', Action::EvenMoney),
    ('w', Action::NoEvenMoney),
];

/// A day and the decisions of each of its rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The day.
    pub day: Day,
    /// Each round's actions after the deal, in order.
    pub rounds: Vec<Vec<Action>>,
}

/// The letter of `action` (none for an action with an amount, or a bet).
fn letter(action: &Action) -> Option<char> {
    LETTERS.iter().find(|(_, a)| a == action).map(|&(c, _)| c)
}

/// The action of `letter`.
fn action(letter: char) -> Option<Action> {
    LETTERS.iter().find(|&&(c, _)| c == letter).map(|&(_, a)| a)
}

impl Played {
    /// The decisions of the finished rounds `records` of `day`.
    pub fn of(day: Day, records: &[RoundRecord]) -> Result<Played, DailyError> {
        let rounds = records
            .iter()
            .map(|r| {
                r.actions
                    .iter()
                    .map(|a| {
                        a.parse::<Action>()
                            .map_err(|e| DailyError::Malformed(e.to_string()))
                    })
                    .collect()
            })
            .collect::<Result<_, _>>()?;
        Ok(Played { day, rounds })
    }

    /// Every round replayed from the day's seeds with its decisions, each
    /// checked to be allowed and to end the round exactly: the records.
    pub fn records(&self) -> Result<Vec<RoundRecord>, DailyError> {
        if self.rounds.len() != ROUNDS {
            return Err(DailyError::Malformed(format!(
                "it holds {} rounds, a day has {ROUNDS}",
                self.rounds.len()
            )));
        }
        (1..=ROUNDS)
            .zip(&self.rounds)
            .map(|(n, actions)| self.replay(n, actions))
            .collect()
    }

    /// Round `n` replayed with `actions`: its record.
    fn replay(&self, n: usize, actions: &[Action]) -> Result<RoundRecord, DailyError> {
        let altered = |why: String| DailyError::Altered(format!("round {n} {why}"));
        let mut table = self.day.deal(n)?;
        for (i, action) in actions.iter().enumerate() {
            if table.phase() == Phase::Betting {
                return Err(altered(format!("is over before its decision {}", i + 1)));
            }
            if let Err(e) = table.apply_with_seed(action, [0; 32]) {
                return Err(altered(format!("cannot play `{action}`: {e}")));
            }
        }
        if table.phase() != Phase::Betting {
            return Err(altered("is not over after its decisions".into()));
        }
        table
            .record()
            .ok_or_else(|| altered("has no record".into()))
    }
}

/// The fields before the check, joined by dots.
fn body(played: &Played) -> String {
    let rounds: Vec<String> = played
        .rounds
        .iter()
        .map(|r| r.iter().filter_map(letter).collect())
        .collect();
    format!(
        "{LINK_VERSION}.{}.{}.{}",
        played.day.date,
        played.day.preset,
        rounds.join("-")
    )
}

/// The check of `body`: its SHA-256's first [`CHECK`] hexadecimal digits.
fn check(body: &str) -> String {
    hex(&Sha256::digest(body.as_bytes()))[..CHECK].to_string()
}

/// The link text of a day's decisions. Every action must have a letter
/// (the day's game plays none with an amount).
pub fn encode(played: &Played) -> String {
    let body = body(played);
    let check = check(&body);
    format!("{body}.{check}")
}

/// The day's decisions of a link, checked against `today` (the caller's
/// date: a link may be a day ahead, from a time zone further east) and
/// replayed (see [`Played::records`]).
pub fn decode(text: &str, today: Date) -> Result<Played, DailyError> {
    let malformed = |why: &str| DailyError::Malformed(why.into());
    let text = text.trim();
    let (version, _) = text
        .split_once('.')
        .ok_or_else(|| malformed("no version"))?;
    if !version.is_empty() && version.bytes().all(|b| b.is_ascii_digit()) {
        match version.parse::<u32>() {
            Ok(LINK_VERSION) => {}
            Ok(v) if v > LINK_VERSION => return Err(DailyError::Newer(v)),
            Err(_) => return Err(DailyError::Newer(u32::MAX)),
            Ok(_) => return Err(malformed("unknown version")),
        }
    } else {
        return Err(malformed("no version"));
    }
    let fields: Vec<&str> = text.split('.').collect();
    let [_, date, table, rounds, sum] = fields.as_slice() else {
        return Err(malformed("it does not have its five parts"));
    };
    let body = &text[..text.len() - sum.len() - 1];
    if check(body) != *sum {
        return Err(DailyError::Altered("its check does not match".into()));
    }
    let date: Date = date.parse()?;
    if today.plus(1).is_some_and(|tomorrow| date > tomorrow) {
        return Err(DailyError::Future { date, today });
    }
    let preset =
        Preset::from_name(table).ok_or_else(|| DailyError::UnknownTable((*table).into()))?;
    let day = Day::of(date);
    if day.preset != preset {
        return Err(DailyError::OtherTable {
            date,
            day: day.preset,
            link: preset,
        });
    }
    let rounds = rounds
        .split('-')
        .map(|r| r.chars().map(action).collect::<Option<Vec<_>>>())
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| malformed("a decision is not one of h s d p r i n e w"))?;
    let played = Played { day, rounds };
    played.records()?;
    Ok(played)
}
