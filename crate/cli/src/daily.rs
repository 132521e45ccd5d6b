//! `blackjack daily`: the day's game in the terminal.
//!
//! - `--date YYYY-MM-DD [--table NAME]` prints the day's rounds played
//!   perfectly: each round's starting cards and each decision with every
//!   option's exact value, the best marked (the day's table is the
//!   rotation's unless `--table` names another).
//! - `--link LINK [--today YYYY-MM-DD]` re-scores a shared result: every
//!   round replayed from the date's seeds and reviewed, the EV lost in bets,
//!   the grades, the marks and luck; `--today` is the date the link is
//!   checked against (default: today's date in UTC).
//!
//! `--json` prints the engine's day score as the page's worker gives it.
//! The figures are the engine's (`daily::score`), the page's to the digit.

use std::time::{SystemTime, UNIX_EPOCH};

use blackjack::Money;
use blackjack::daily::score::{DayScore, perfect, score};
use blackjack::daily::{DAILY_BET, Date, Day, ROUNDS, link};
use blackjack::review::Reviewer;

use crate::review::{names, print_decision};

const USAGE: &str = "usage: blackjack daily --date YYYY-MM-DD [--table NAME] [--json]
       blackjack daily --link LINK [--today YYYY-MM-DD] [--json]";

/// Runs `blackjack daily` with `args` (what follows `daily`).
pub fn daily(args: &[String]) -> Result<(), String> {
    let (pairs, json) = crate::args::pairs(args, USAGE)?;
    let (mut date, mut table, mut text, mut today) = (None, None, None, None);
    for (flag, value) in pairs {
        match flag {
            "--date" => date = Some(value),
            "--table" => table = Some(value),
            "--link" => text = Some(value),
            "--today" => today = Some(value),
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    let day = match (date, text) {
        (Some(date), None) if today.is_none() => {
            let day = Day::named(date, table).map_err(|e| e.to_string())?;
            let mut reviewer = Reviewer::new(&day.preset.rules());
            let played = perfect(&mut reviewer, day).map_err(|e| e.to_string())?;
            score(&mut reviewer, &played).map_err(|e| e.to_string())?
        }
        (None, Some(text)) if table.is_none() => {
            let today = match today {
                Some(t) => t.parse::<Date>().map_err(|e| e.to_string())?,
                None => utc_today()?,
            };
            let played = link::decode(text, today).map_err(|e| e.to_string())?;
            let mut reviewer = Reviewer::new(&played.day.preset.rules());
            score(&mut reviewer, &played).map_err(|e| e.to_string())?
        }
        _ => return Err(USAGE.into()),
    };
    if json {
        let text = serde_json::to_string(&day).map_err(|e| e.to_string())?;
        println!("{text}");
    } else {
        print_day(&day)?;
    }
    Ok(())
}

/// Today's date in UTC, from the system clock.
fn utc_today() -> Result<Date, String> {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_err(|e| format!("the clock is before 1970: {e}"))?
        .as_secs();
    Date::from_days(i64::try_from(seconds / 86_400).unwrap_or(i64::MAX))
        .ok_or_else(|| "the clock is past 9999".into())
}

/// Prints a day's rounds and its score.
fn print_day(day: &DayScore) -> Result<(), String> {
    println!(
        "day {} at {}: {ROUNDS} rounds, each from a fresh shoe, a flat bet of {}",
        day.date,
        day.table,
        Money(day.bet_cents),
    );
    let of = Day::named(&day.date, Some(day.table)).map_err(|e| e.to_string())?;
    for (n, round) in (1..).zip(&day.rounds) {
        let dealt = of.deal(n).map_err(|e| e.to_string())?;
        let up = dealt
            .round()
            .up_card()
            .map_or("?".into(), |c| c.to_string());
        let hand = dealt.round().hands.first().map(|h| names(&h.cards));
        println!(
            "round {n}: {} against {up}: {}",
            hand.unwrap_or_default(),
            day.marks[n - 1],
        );
        for d in &round.decisions {
            print_decision(d);
        }
        println!("  net {}", Money(round.result.net_cents));
    }
    let g = &day.grades;
    println!(
        "EV lost {} bets ({} in money at {} a round): {} best, {} inaccuracies, {} mistakes, {} blunders",
        day.score,
        Money(day.lost_cents),
        DAILY_BET,
        g.best,
        g.inaccuracy,
        g.mistake,
        g.blunder,
    );
    println!("result {} bets, of which luck {} bets", day.net, day.luck);
    println!("marks {}", day.marks.join(" "));
    println!("link {}", day.link);
    Ok(())
}
