//! The `blackjack verify` and `blackjack replay` commands, run as a person would.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use blackjack::{Money, Phase, Preset, Table};

fn run(args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_blackjack"))
        .args(args)
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.success(),
    )
}

#[test]
fn verify_prints_the_order_a_seed_deals() {
    let zero = "0".repeat(64);
    let (out, _, ok) = run(&["verify", "--seed", &zero]);
    assert!(ok);
    assert_eq!(out.lines().count(), 4);
    assert!(
        out.starts_with("9C 8H QD 3D TD 3H JD JH AH 9S 6S 5C KD\n"),
        "{out}"
    );
    let (out, _, ok) = run(&["verify", "--seed", &"42".repeat(32), "--decks", "6"]);
    assert!(ok);
    assert_eq!(out.split_whitespace().count(), 312);
    let (_, err, ok) = run(&["verify", "--seed", "xyz"]);
    assert!(!ok && err.contains("not a seed"), "{err}");
    let (_, err, ok) = run(&["verify", "--seed", &zero, "--decks", "9"]);
    assert!(!ok && err.contains("1 to 8"), "{err}");
}

fn records(preset: Preset, rounds: u8) -> Vec<blackjack::record::RoundRecord> {
    let mut table = Table::new(preset.rules(), Money::units(1000)).unwrap();
    (0..rounds)
        .map(|n| {
            table.bet(1, Money::units(10)).unwrap();
            table.deal_seeded([n + 1; 32]).unwrap();
            while table.phase() != Phase::Betting {
                let _ = table
                    .decline_insurance()
                    .or_else(|_| table.decline_even_money())
                    .or_else(|_| table.stand());
            }
            table.record().unwrap()
        })
        .collect()
}

#[test]
fn replay_reproduces_exported_rounds_and_catches_a_doctored_one() {
    let dir = std::env::temp_dir().join(format!("blackjack-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("rounds.json");
    let mut rounds = records(Preset::LandCasino, 3);
    std::fs::write(&good, serde_json::to_string_pretty(&rounds).unwrap()).unwrap();
    let (out, _, ok) = run(&["replay", good.to_str().unwrap()]);
    assert!(ok, "{out}");
    assert_eq!(out.lines().count(), 3);
    assert!(
        out.lines().all(|l| l.ends_with("(matches the record)")),
        "{out}"
    );

    rounds[1].result.as_mut().unwrap().bankroll += Money::units(100);
    let bad = dir.join("doctored.json");
    std::fs::write(&bad, serde_json::to_string(&rounds).unwrap()).unwrap();
    let (out, err, ok) = run(&["replay", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        out.contains("round 2: FAIL the replay differs from the record"),
        "{out}"
    );
    assert!(err.contains("1 round(s) did not replay"));

    let single = dir.join("one.json");
    std::fs::write(
        &single,
        serde_json::to_string(&records(Preset::SingleDeck, 1)[0]).unwrap(),
    )
    .unwrap();
    assert!(run(&["replay", single.to_str().unwrap()]).2);
    let broken = dir.join("broken.json");
    std::fs::write(&broken, "{\"version\": 1").unwrap();
    let (_, err, ok) = run(&["replay", broken.to_str().unwrap()]);
    assert!(!ok && err.contains("not JSON"), "{err}");
}

#[test]
fn chart_prints_the_grid_and_the_returns() {
    let (out, err, ok) = run(&["chart", "--rules", "single-deck"]);
    assert!(ok, "{err}");
    assert!(
        out.contains("hard    2  3  4  5  6  7  8  9  T  A"),
        "{out}"
    );
    assert!(out.contains("insurance: never; even money: never"), "{out}");
    let line = out.lines().find(|l| l.starts_with("chart ")).unwrap();
    assert!(
        line.contains("%, perfect play 0.041032 %, difference "),
        "{line}"
    );
    assert!(
        out.lines().any(|l| l.starts_with("time ")
            && l.ends_with(
                " s (2 sweeps of each up card's cells at most; the last changed nothing)"
            )),
        "the search says it converged: {out}"
    );
}

#[test]
fn chart_json_keeps_its_format() {
    let (out, err, ok) = run(&["chart", "--rules", "european", "--json"]);
    assert!(ok, "{err}");
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    let object = value.as_object().unwrap();
    let keys: Vec<&str> = object.keys().map(String::as_str).collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(sorted, ["hard", "pairs", "perfect", "return", "soft"]);
    assert!(err.contains("the last changed nothing"), "{err}");
    assert!(out.starts_with("{\"return\":"), "{out}");
    let perfect = object["perfect"].as_f64().unwrap();
    assert!((perfect - -0.775776).abs() < 5e-7);
    assert!(object["return"].as_f64().unwrap() < perfect);
    // Rows in chart order, in the text itself.
    let in_order = |group: &str, labels: Vec<String>| {
        let start = out.find(&format!("\"{group}\":{{")).unwrap();
        let at: Vec<usize> = labels
            .iter()
            .map(|l| start + out[start..].find(&format!("\"{l}\":[")).unwrap())
            .collect();
        assert!(at.windows(2).all(|w| w[0] < w[1]), "{group}: {at:?}");
        assert_eq!(object[group].as_object().unwrap().len(), labels.len());
    };
    in_order("hard", (4..=21).map(|t: u8| t.to_string()).collect());
    in_order("soft", (12..=21).map(|t: u8| t.to_string()).collect());
    let pairs = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "A"];
    in_order("pairs", pairs.iter().map(|p| p.to_string()).collect());
    let codes = ["H", "S", "D", "Ds", "P", "Rh", "Rs", "Rp"];
    for group in ["hard", "soft", "pairs"] {
        for row in object[group].as_object().unwrap().values() {
            let row = row.as_array().unwrap();
            assert_eq!(row.len(), 10);
            assert!(row.iter().all(|c| codes.contains(&c.as_str().unwrap())));
        }
    }
    // No hole card: eleven is hit, not doubled, against a ten.
    assert_eq!(object["hard"]["11"][8], "H");
}

#[test]
fn rules_prints_a_preset_that_reads_back() {
    let (out, err, ok) = run(&["rules", "land-casino"]);
    assert!(ok, "{err}");
    let rules: blackjack::Rules = serde_json::from_str(&out).unwrap();
    assert_eq!(rules, Preset::LandCasino.rules());
    let dir = std::env::temp_dir().join(format!("blackjack-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("custom.json");
    std::fs::write(&file, out.replace("\"decks\": 6", "\"decks\": 2")).unwrap();
    let (chart, err, ok) = run(&["chart", "--rules", file.to_str().unwrap(), "--json"]);
    assert!(ok, "{err}");
    assert!(chart.contains("\"perfect\":"));
    let (_, err, ok) = run(&["rules", "no-such-table"]);
    assert!(
        !ok && err.contains("no-such-table: no such preset"),
        "{err}"
    );
    std::fs::write(&file, "{\"decks\": 2}").unwrap();
    let (_, err, ok) = run(&["chart", "--rules", file.to_str().unwrap()]);
    assert!(!ok && err.contains("not rules"), "{err}");
    let (_, err, ok) = run(&["chart", "--json"]);
    assert!(!ok && err.contains("usage: blackjack chart"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn edge_values_the_cards_left_and_refuses_a_bad_spec() {
    let full = "24,24,24,24,24,24,24,24,24,96";
    let (out, _, ok) = run(&["edge", "--rules", "land-casino", "--cards-left", full]);
    assert!(ok, "{out}");
    let (fresh, _, _) = run(&["edge", "--rules", "land-casino"]);
    let percent = |s: &str, after: &str| -> String {
        let at = s.find(after).expect(after) + after.len();
        s[at..].split_whitespace().next().unwrap().to_string()
    };
    assert_eq!(
        percent(&out, "next round "),
        percent(&fresh, "land-casino: ")
    );
    assert!(
        out.contains("312 cards left (Hi-Lo true count +0.00)"),
        "{out}"
    );
    let (_, err, ok) = run(&["edge", "--rules", "european", "--cards-left", "24,24,24"]);
    assert!(
        !ok && err.contains("3 counts given; ten are expected"),
        "{err}"
    );
    let (_, err, ok) = run(&[
        "edge",
        "--rules",
        "european",
        "--cards-left",
        "25,24,24,24,24,24,24,24,24,96",
    ]);
    assert!(!ok && err.contains("25 cards of value 1 left"), "{err}");
    let (_, err, ok) = run(&["edge", "--rules", "european", "--cards-left", "a,b"]);
    assert!(!ok && err.contains("ten whole counts"), "{err}");
}

#[test]
fn indices_print_each_play_and_json_reads_back() {
    let (out, _, ok) = run(&["indices", "--rules", "land-casino"]);
    assert!(ok, "{out}");
    assert!(
        out.contains("16 v T             stand, else hit      +0"),
        "{out}"
    );
    assert!(out.contains("14 v T surrender   surrender"), "{out}");
    assert!(
        out.contains("10,10 v 6          split, else stand"),
        "{out}"
    );
    let (out, _, ok) = run(&["indices", "--rules", "shuffle-machine"]);
    assert!(
        ok && out.contains("counting cannot change the odds at this table"),
        "{out}"
    );
    let (json, _, ok) = run(&["indices", "--rules", "single-deck", "--json"]);
    assert!(ok && json.trim() == "[]", "{json}");
    let (json, _, ok) = run(&["indices", "--rules", "european", "--json"]);
    assert!(ok);
    let plays: serde_json::Value = serde_json::from_str(&json).unwrap();
    let first = &plays[0];
    assert_eq!(first["name"], "insurance");
    assert_eq!(first["deviation"], "insure");
    assert_eq!(first["rounded"], 3);
    let counts = first["by_count"].as_array().expect("by_count");
    assert!(counts.len() >= 3, "{first}");
    assert!(counts.iter().all(|c| c["share"].as_f64().unwrap() <= 1.0));
    assert!(counts.iter().all(|c| c["error"].as_f64().unwrap() > 0.0));
}

#[test]
fn indices_by_count_prints_each_counts_average_under_its_play() {
    let args = [
        "indices",
        "--rules",
        "land-casino",
        "--shoes",
        "2000",
        "--by-count",
    ];
    let (out, _, ok) = run(&args);
    assert!(ok, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("insurance"))
        .expect("insurance");
    let under: Vec<&&str> = lines[at + 1..]
        .iter()
        .take_while(|l| l.starts_with("    at "))
        .collect();
    assert!(under.len() >= 3, "{out}");
    assert!(under.iter().all(|l| l.contains(" % ± ")), "{out}");
    // Insurance gains more the higher the count.
    let gain = |l: &str| -> f64 {
        let after = l.split("): ").nth(1).expect("a gain");
        after.split(' ').next().unwrap().parse().expect("a number")
    };
    assert!(under.windows(2).all(|w| gain(w[0]) < gain(w[1])), "{out}");
    let (_, err, ok) = run(&["indices", "--rules", "land-casino", "--by-count", "x"]);
    assert!(!ok && err.contains("usage"), "{err}");
}

#[test]
fn simulate_spread_reports_the_advantage_and_the_risk_of_ruin() {
    let args = [
        "simulate",
        "--rules",
        "land-casino",
        "--rounds",
        "20000",
        "--spread",
        "1:1,2:2,3:4,4:8",
    ];
    let (json, err, ok) = run(&[&args[..], &["--bankroll", "1000", "--json"]].concat());
    assert!(ok, "{err}");
    let out: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(out["rounds"], 20000);
    for key in [
        "advantage",
        "ci95",
        "mean_units",
        "sd_units",
        "risk_of_ruin",
    ] {
        assert!(out[key].is_number(), "{key}: {json}");
    }
    let (_, err, ok) = run(&[
        "simulate",
        "--rules",
        "single-deck",
        "--rounds",
        "10",
        "--spread",
        "1:1,2:2",
    ]);
    assert!(!ok && err.contains("cut card"), "{err}");
    let (_, err, ok) = run(&[
        "simulate", "--rules", "european", "--rounds", "10", "--spread", "1:1,2",
    ]);
    assert!(!ok && err.contains("TC:UNITS"), "{err}");
}

/// A stacked round (hard 5 against a 6, stood: hit was best) as a History
/// row: `review` prints every option with its value, the chosen and best
/// marked, the cost and the grade; other rules and bad input are refused.
#[test]
fn review_prints_each_decisions_options_and_grade() {
    let cards: Vec<blackjack::Card> = ["2S", "6D", "3H", "TC", "2C"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    let mut table = Table::new(Preset::SingleDeck.rules(), Money::units(1000)).unwrap();
    table.bet(1, Money::units(10)).unwrap();
    table.stack(&cards);
    table.deal_seeded([7; 32]).unwrap();
    table.stand().unwrap();
    let row = serde_json::json!({"record": table.record().unwrap(), "stack": cards});
    let dir = std::env::temp_dir().join(format!("blackjack-cli-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("round.json");
    std::fs::write(&file, row.to_string()).unwrap();
    let path = file.to_str().unwrap();
    let (out, err, ok) = run(&["review", "--rules", "single-deck", "--round", path]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("round 1: net -10, 1 decision(s)\n"),
        "{out}"
    );
    assert!(
        out.contains("box 1 hand 1, [2S 3H] against 6D (after 4 cards)"),
        "{out}"
    );
    let line = |name: &str| out.lines().find(|l| l.contains(name)).unwrap().to_string();
    assert!(
        line(" stand ").starts_with("   > stand") && line(" stand ").ends_with("chosen"),
        "{out}"
    );
    assert!(line(" hit ").ends_with("best"), "{out}");
    assert!(
        line(" double ").contains(" -") || line(" double ").contains(" +"),
        "{out}"
    );
    assert!(line("    cost").ends_with(", blunder"), "{out}");
    // The round's figures and their totals: what the decision cost is the
    // decision's cost, and luck what is left of the net.
    let review = blackjack::review::Reviewer::new(&Preset::SingleDeck.rules())
        .review(&table.record().unwrap(), &cards)
        .unwrap();
    let money = |c: i64| Money(c).to_string();
    let figures = format!(
        "  figures: net -10, perfect {} (fresh), cost {}, luck {}",
        money(review.perfect_cents),
        money(review.cost_cents),
        money(review.luck_cents)
    );
    assert!(out.contains(&format!("\n{figures}\n")), "{figures}\n{out}");
    assert!(review.cost_cents > 50, "{review:?}");
    assert!(
        out.ends_with(&format!(
            "total: 1 round(s), net -10, perfect {}, cost {}, decisions {}, luck {}\n",
            money(review.perfect_cents),
            money(review.cost_cents),
            money(-review.cost_cents),
            money(review.luck_cents)
        )),
        "{out}"
    );
    let (_, err, ok) = run(&["review", "--rules", "european", "--round", path]);
    assert!(!ok && err.contains("other rules"), "{err}");
    let (_, err, ok) = run(&["review", "--rules", "single-deck"]);
    assert!(!ok && err.contains("usage: blackjack review"), "{err}");
    std::fs::write(&file, "{").unwrap();
    let (_, err, ok) = run(&["review", "--rules", "single-deck", "--round", path]);
    assert!(!ok && err.contains("not JSON"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A `figures:` or `total:` line's amounts by name, in hundredths.
fn amounts(line: &str) -> std::collections::BTreeMap<String, i64> {
    let (_, rest) = line.split_once(": ").unwrap();
    rest.split(", ")
        .filter_map(|part| {
            let mut words = part.split(' ');
            let name = words.next()?;
            let amount: Money = words.next()?.parse().ok()?;
            Some((name.to_string(), amount.cents()))
        })
        .collect()
}

/// Rounds of the land casino's six-deck shoe on one table (dealt mid-shoe
/// after the first, so perfect play's expectation is valued on each
/// round's own shoe), two boxes now and then and a pair bet, played by a
/// rough hand (insurance declined, double on 10 and 11, hit below 13, a
/// pair of eights split): `review` prints each round's figures and their
/// totals, and they are the engine's round reviews and session sums to the
/// cent though the command adds them up by its own path.
#[test]
fn review_totals_are_the_engines_session_sums() {
    use blackjack::review::Reviewer;
    use blackjack::review::summary::{RoundFigures, summarize};
    let rules = Preset::LandCasino.rules();
    let mut table = Table::new(rules.clone(), Money::units(5000)).unwrap();
    table.seed_stream([3; 32]);
    let mut records = Vec::new();
    for n in 0..8 {
        table.bet(1, Money::units(10 + 5 * n)).unwrap();
        if n % 3 == 1 {
            table.bet(2, Money::units(20)).unwrap();
            table.pair_bet(1, Money::units(5)).unwrap();
        }
        table.deal_next().unwrap();
        while table.phase() != Phase::Betting {
            if table.phase() == Phase::Insurance {
                table.decline_offer().unwrap();
                continue;
            }
            let hand = table.hand_in_play().unwrap();
            let total = hand.total().value;
            let eights = hand.cards.len() == 2 && hand.cards.iter().all(|c| c.value() == 8);
            let legal = table.legal_actions();
            let played = if eights && table.can_split() {
                table.split()
            } else if (total == 10 || total == 11) && legal.contains(blackjack::ActionKind::Double)
            {
                table.double(None)
            } else if total < 13 {
                table.hit()
            } else {
                table.stand()
            };
            played.unwrap();
        }
        records.push(table.record().unwrap());
    }
    assert!(records[1..].iter().all(|r| r.undealt.is_some()), "mid-shoe");
    let dir = std::env::temp_dir().join(format!("blackjack-cli-totals-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("rounds.json");
    std::fs::write(&file, serde_json::to_string(&records).unwrap()).unwrap();
    let (out, err, ok) = run(&[
        "review",
        "--rules",
        "land-casino",
        "--round",
        file.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let mut reviewer = Reviewer::new(&rules);
    let reviews: Vec<_> = records
        .iter()
        .map(|r| reviewer.review(r, &[]).unwrap())
        .collect();
    assert!(reviews.iter().any(|r| r.cost_cents > 0), "{reviews:?}");
    let on_shoe = reviews
        .iter()
        .filter(|r| r.perfect_from == blackjack::review::PerfectFrom::Shoe)
        .count();
    assert!(on_shoe >= 7, "{on_shoe} rounds valued on their own shoe");
    let figures: Vec<_> = out
        .lines()
        .filter(|l| l.starts_with("  figures: "))
        .collect();
    assert_eq!(figures.len(), records.len(), "{out}");
    for (line, review) in figures.iter().zip(&reviews) {
        let got = amounts(line);
        assert_eq!(
            [got["net"], got["perfect"], got["cost"], got["luck"]],
            [
                review.net_cents,
                review.perfect_cents,
                review.cost_cents,
                review.luck_cents
            ],
            "{line}"
        );
        let from = if review.perfect_from == blackjack::review::PerfectFrom::Shoe {
            "(shoe)"
        } else {
            "(fresh)"
        };
        assert!(line.contains(from), "{line} {:?}", review.perfect_from);
    }
    let sums = summarize(
        &reviews
            .iter()
            .map(|r| RoundFigures {
                net_cents: r.net_cents,
                wagered_cents: r.wagered_cents,
                perfect_cents: r.perfect_cents,
                cost_cents: r.cost_cents,
                bankroll_cents: r.bankroll_cents,
            })
            .collect::<Vec<_>>(),
        1000,
    )
    .unwrap();
    let total = out.lines().last().unwrap();
    assert!(total.starts_with("total: 8 round(s), "), "{out}");
    let got = amounts(total);
    assert_eq!(
        [
            got["net"],
            got["perfect"],
            got["cost"],
            got["decisions"],
            got["luck"]
        ],
        [
            sums.net_cents,
            sums.perfect_cents,
            sums.cost_cents,
            sums.decisions_cents,
            sums.luck_cents
        ],
        "{total}"
    );
    assert_eq!(
        sums.net_cents,
        (table.bankroll() - Money::units(5000)).cents()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A day of `date` played by standing on every hand and declining every offer: its link.
fn stand_all_link(date: &str) -> String {
    use blackjack::Action;
    use blackjack::daily::{DailyGame, Day};
    let mut game = DailyGame::new(Day::named(date, None).unwrap()).unwrap();
    loop {
        while game.table().phase() != Phase::Betting {
            let legal = game.snapshot().legal;
            let action = if legal.contains(&"no-even-money") {
                Action::NoEvenMoney
            } else if legal.contains(&"no-insurance") {
                Action::NoInsurance
            } else {
                Action::Stand
            };
            game.act(&action).unwrap();
        }
        if game.over() {
            return game.link().unwrap();
        }
        game.act(&Action::Deal).unwrap();
    }
}

#[test]
fn daily_prints_the_day_played_perfectly() {
    let (out, _, ok) = run(&["daily", "--date", "2026-12-04"]);
    assert!(ok, "{out}");
    assert!(out.starts_with("day 2026-12-04 at "), "{out}");
    assert_eq!(out.lines().filter(|l| l.starts_with("round ")).count(), 20);
    assert!(out.contains("EV lost 0.0000 bets"), "{out}");
    // Its link re-scores to the same: nothing lost.
    let link = out.lines().find_map(|l| l.strip_prefix("link ")).unwrap();
    let (again, _, ok) = run(&["daily", "--link", link, "--today", "2026-12-04"]);
    assert!(ok && again.contains("EV lost 0.0000 bets"), "{again}");
    let (other, _, ok) = run(&["daily", "--date", "2026-12-04", "--table", "single-deck"]);
    assert!(
        ok && other.starts_with("day 2026-12-04 at single-deck"),
        "{other}"
    );
}

#[test]
fn daily_re_scores_a_link_as_the_engine_does() {
    use blackjack::daily::{Date, link, score};
    use blackjack::review::Reviewer;
    let text = stand_all_link("2026-12-05");
    let played = link::decode(&text, "2026-12-05".parse::<Date>().unwrap()).unwrap();
    let mut reviewer = Reviewer::new(&played.day.preset.rules());
    let expected = score::score(&mut reviewer, &played).unwrap();
    assert!(expected.lost_cents > 0);
    let (out, err, ok) = run(&["daily", "--link", &text, "--today", "2026-12-05", "--json"]);
    assert!(ok, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["score"], expected.score);
    assert_eq!(json["lostCents"], expected.lost_cents);
    assert_eq!(json["marks"].as_array().unwrap().len(), 20);
}

#[test]
fn daily_refuses_a_bad_link_with_its_reason() {
    let text = stand_all_link("2026-12-05");
    let edited = text.replacen("-s-", "-h-", 1);
    let (_, err, ok) = run(&["daily", "--link", &edited, "--today", "2026-12-05"]);
    assert!(!ok && err.contains("altered"), "{err}");
    let (_, err, ok) = run(&["daily", "--link", &text, "--today", "2026-12-03"]);
    assert!(!ok && err.contains("after today"), "{err}");
    let (_, err, ok) = run(&["daily", "--date", "2026-02-30"]);
    assert!(!ok && err.contains("not a date"), "{err}");
    let (_, err, ok) = run(&["daily", "--date", "2026-12-05", "--table", "nine-deck"]);
    assert!(!ok && err.contains("no table"), "{err}");
    let (_, err, ok) = run(&["daily", "--link", &text, "--table", "single-deck"]);
    assert!(!ok && err.contains("usage"), "{err}");
}
