use super::link::{decode, encode};
use super::score::{compare, in_bets, perfect, score};
use super::*;
use crate::action::Action;
use crate::phase::Phase;
use crate::review::Reviewer;

fn date(text: &str) -> Date {
    text.parse().unwrap()
}

/// A day played by standing on every hand and declining every offer.
fn stand_all(day: Day) -> DailyGame {
    let mut game = DailyGame::new(day).unwrap();
    loop {
        while game.table().phase() != Phase::Betting {
            let action = match game.table().phase() {
                Phase::Insurance if game.snapshot().legal.contains(&"no-even-money") => {
                    Action::NoEvenMoney
                }
                Phase::Insurance => Action::NoInsurance,
                _ => Action::Stand,
            };
            game.act(&action).unwrap();
        }
        if game.over() {
            return game;
        }
        game.act(&Action::Deal).unwrap();
    }
}

#[test]
fn dates_count_days_from_1970() {
    assert_eq!(date("1970-01-01").days(), 0);
    assert_eq!(date("2000-03-01").days(), 11_017);
    assert_eq!(date("2026-12-04").days(), 20_791);
    for n in [0, 59, 365, 11_016, 20_791, 2_932_896] {
        assert_eq!(Date::from_days(n).unwrap().days(), n);
    }
    assert_eq!(date("2024-02-29").plus(1), Some(date("2024-03-01")));
    assert_eq!(date("2026-12-04").to_string(), "2026-12-04");
}

#[test]
fn a_date_that_is_not_one_is_refused() {
    for bad in [
        "2026-02-29",
        "2026-13-01",
        "2026-00-10",
        "26-12-04",
        "2026/12/04",
        "1969-12-31",
        "2026-12-4",
        "+026-12-04",
        "",
    ] {
        assert!(bad.parse::<Date>().is_err(), "{bad}");
    }
    assert!("2024-02-29".parse::<Date>().is_ok());
}

#[test]
fn the_days_rotate_through_the_four_tables() {
    let first = date("2026-12-04");
    let tables: Vec<_> = (0..4)
        .map(|n| Day::of(first.plus(n).unwrap()).preset)
        .collect();
    for preset in ROTATION {
        assert!(tables.contains(&preset), "{preset}");
    }
    assert_eq!(Day::of(first.plus(4).unwrap()).preset, tables[0]);
}

#[test]
fn one_date_deals_the_same_rounds_and_another_date_others() {
    let day = Day::of(date("2026-12-04"));
    let again = Day::of(date("2026-12-04"));
    let other = Day::named("2026-12-08", Some(day.preset.name())).unwrap();
    let cards = |d: &Day, n| d.deal(n).unwrap().snapshot_cards();
    for n in 1..=ROUNDS {
        assert_eq!(cards(&day, n), cards(&again, n));
    }
    let differ = (1..=ROUNDS)
        .filter(|&n| cards(&day, n) != cards(&other, n))
        .count();
    assert!(differ >= ROUNDS - 1, "{differ}");
    let rounds: Vec<_> = (1..=ROUNDS).map(|n| cards(&day, n)).collect();
    assert!(rounds.windows(2).any(|w| w[0] != w[1]));
}

impl crate::table::Table {
    /// The dealt cards a player sees (test helper).
    fn snapshot_cards(&self) -> String {
        let v = crate::view::Snapshot::of(self);
        format!(
            "{:?} {:?}",
            v.hands.iter().map(|h| h.cards.clone()).collect::<Vec<_>>(),
            v.dealer.cards
        )
    }
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut game = DailyGame::new(Day::of(date("2026-12-04"))).unwrap();
    let before = game.snapshot();
    let refused = [
        Action::Bet {
            box_no: 1,
            amount: crate::Money::units(5),
        },
        Action::Cancel,
        Action::Rebet,
        Action::Double {
            amount: Some(crate::Money::units(50)),
        },
        Action::Insure {
            amount: Some(crate::Money::units(10)),
        },
        Action::Deal,
    ];
    for action in refused {
        assert!(game.act(&action).is_err(), "{action}");
        assert_eq!(game.snapshot(), before, "{action}");
    }
    assert_eq!(game.link(), Err(DailyError::NotOver(1)));
}

#[test]
fn a_whole_day_plays_twenty_rounds_and_links_back() {
    let day = Day::of(date("2026-12-04"));
    let game = stand_all(day);
    assert_eq!(game.records().len(), ROUNDS);
    assert!(game.snapshot().legal.is_empty());
    let mut over = game.clone();
    assert_eq!(over.act(&Action::Deal), Err(DailyError::DayOver));
    let text = game.link().unwrap();
    assert!(text.starts_with("1.2026-12-04."), "{text}");
    let played = decode(&text, date("2026-12-04")).unwrap();
    assert_eq!(played, game.played().unwrap());
    assert_eq!(played.records().unwrap(), game.records());
}

#[test]
fn a_bad_link_is_refused_with_its_reason() {
    let today = date("2026-12-04");
    let text = stand_all(Day::of(today)).link().unwrap();
    let code = |t: &str, on: Date| decode(t, on).unwrap_err().code();
    // An edited decision, date or check.
    let edited = text.replacen("-s-", "-h-", 1);
    assert_ne!(edited, text);
    assert_eq!(code(&edited, today), "daily-altered");
    assert_eq!(
        code(&text.replacen("2026-12-04", "2026-12-03", 1), today),
        "daily-altered"
    );
    let (body, _) = text.rsplit_once('.').unwrap();
    assert_eq!(code(&format!("{body}.00000000"), today), "daily-altered");
    // A link dated two days after the caller's day; one day is another time zone's.
    assert_eq!(code(&text, date("2026-12-02")), "daily-future");
    assert!(decode(&text, date("2026-12-03")).is_ok());
    // Newer, malformed.
    assert_eq!(code(&text.replacen('1', "2", 1), today), "daily-newer");
    for bad in [
        "",
        "hello",
        "1.",
        "1.2026-12-04.single-deck",
        "x.2026-12-04",
    ] {
        assert_eq!(code(bad, today), "daily-malformed", "{bad}");
    }
}

/// `played` with its check made anew (what an attacker who knows the format writes).
fn resigned(played: &Played) -> String {
    encode(played)
}

#[test]
fn a_link_that_does_not_replay_is_refused_even_with_a_good_check() {
    let today = date("2026-12-04");
    let game = stand_all(Day::of(today));
    let mut played = game.played().unwrap();
    played.rounds[0].push(Action::Hit);
    assert_eq!(
        decode(&resigned(&played), today).unwrap_err().code(),
        "daily-altered"
    );
    let mut short = game.played().unwrap();
    short.rounds.pop();
    assert_eq!(
        decode(&resigned(&short), today).unwrap_err().code(),
        "daily-malformed"
    );
    let mut other = game.played().unwrap();
    other.day.preset = ROTATION
        .into_iter()
        .find(|&p| p != other.day.preset)
        .unwrap();
    assert_eq!(
        decode(&resigned(&other), today).unwrap_err().code(),
        "daily-other-table"
    );
}

#[test]
fn perfect_play_scores_zero_and_standing_on_everything_scores_its_cost() {
    let day = Day::of(date("2026-12-05"));
    let mut reviewer = Reviewer::new(&day.preset.rules());
    let played = perfect(&mut reviewer, day).unwrap();
    let best = score(&mut reviewer, &played).unwrap();
    assert_eq!(best.lost_cents, 0);
    assert_eq!(best.score, "0.0000");
    assert_eq!(
        best.grades.inaccuracy + best.grades.mistake + best.grades.blunder,
        0
    );
    assert!(best.grades.best >= ROUNDS - 2);
    let stands = score(&mut reviewer, &stand_all(day).played().unwrap()).unwrap();
    assert!(stands.lost_cents > 0);
    assert_eq!(stands.score, in_bets(stands.lost_cents));
    assert_eq!(
        stands.luck_cents,
        stands.net_cents - stands.perfect_cents + stands.lost_cents
    );
    assert_eq!(stands.marks.len(), ROUNDS);
    // Where they differ, each round's first differing decision with both options' values.
    let differences = compare(&best, &stands).unwrap();
    assert!(!differences.is_empty());
    for d in &differences {
        assert_eq!(d.best, d.mine);
        assert_eq!(d.theirs, "stand");
        let value = |o| d.options.iter().find(|v| v.option == o).unwrap().ev;
        assert!(value(d.mine) >= value(d.theirs));
    }
    let rounds_with_a_cost = stands
        .rounds
        .iter()
        .filter(|r| r.decisions.iter().any(|d| d.cost_cents > 0))
        .count();
    assert_eq!(differences.len(), rounds_with_a_cost);
}

#[test]
fn bets_are_written_to_four_places_exactly() {
    assert_eq!(in_bets(0), "0.0000");
    assert_eq!(in_bets(1), "0.0001");
    assert_eq!(in_bets(15_000), "1.5000");
    assert_eq!(in_bets(-25_000), "-2.5000");
    assert_eq!(in_bets(-37), "-0.0037");
}
