use super::*;
use crate::rules::Preset;

/// Six decks, dealer stands on soft 17, double after split, peek: the table
/// of the published Hi-Lo indices (tests/rules/six-decks-das.json).
fn six_decks_das() -> Rules {
    let text = include_str!("../../../../../tests/rules/six-decks-das.json");
    serde_json::from_str(text).expect("the rules file")
}

/// The same with the dealer hitting soft 17 (tests/rules/six-decks-das-h17.json).
fn six_decks_das_h17() -> Rules {
    let text = include_str!("../../../../../tests/rules/six-decks-das-h17.json");
    serde_json::from_str(text).expect("the rules file")
}

/// The same with late surrender (tests/rules/six-decks-das-ls.json).
fn six_decks_das_ls() -> Rules {
    let text = include_str!("../../../../../tests/rules/six-decks-das-ls.json");
    serde_json::from_str(text).expect("the rules file")
}

/// The Illustrious 18, Hi-Lo, six decks S17 (Schlesinger, Blackjack
/// Attack), and the engine's index where it differs: `(play, published,
/// engine)`. At the whole count between the two, the engine's averaged gain
/// says which is the better play (`DISPUTED`; docs/counting.md gives it
/// over eight seeds: `bash tests/index-disputed.sh`).
const ILLUSTRIOUS_18: [(&str, i32, i32); 18] = [
    ("insurance", 3, 3),
    ("16 v T", 0, 0),
    ("15 v T", 4, 4),
    ("10,10 v 5", 5, 5),
    // Crossing +4.04 (+4.52 when the split always re-split to four hands:
    // at +4 a re-split, two more tens out, is the worse play, and a player
    // declines it).
    ("10,10 v 6", 4, 4),
    ("10 v T", 4, 4),
    ("12 v 3", 2, 2),
    ("12 v 2", 3, 3),
    ("11 v A", 1, 1),
    ("9 v 2", 1, 1),
    // Crossing +3.36: at +3 the double gains 0.21 % ± 0.04 of the bet on
    // average (0.22 % ± 0.02 over eight seeds; no convention tried moves it
    // past +3.5): the book's +4 gives that up.
    ("10 v A", 4, 3),
    ("9 v 7", 3, 3),
    ("16 v 9", 5, 5),
    ("13 v 2", -1, -1),
    ("12 v 4", 0, 0),
    // Crossing −1.46, a hair above the half count. At −2 standing and
    // hitting are worth the same (+0.007 % ± 0.020 of the bet; +0.004 %
    // ± 0.007 over eight seeds), a tie: the engine gives −2 as good an
    // index (`as_good`). Valuing the 12s of three cards and more too
    // (`Method::longer`) leaves it there.
    ("12 v 5", -2, -1),
    ("12 v 6", -1, -1),
    ("13 v 3", -2, -2),
];

fn check(plays: &[IndexPlay], expected: &[(&str, i32, i32)]) {
    let mut wrong = Vec::new();
    for &(name, _, engine) in expected {
        let play = plays.iter().find(|p| p.name == name).expect(name);
        if play.rounded != Some(engine) {
            wrong.push(format!(
                "{name}: {:?} ({:?}), expected {engine}",
                play.rounded, play.index
            ));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// The plays where the engine and the book differ, each at the whole count
/// between their indices, and which action the engine's averaged gain there
/// favours, by more than twice its standard error: `Some(true)` the
/// high-count action (the engine's index is the lower), `Some(false)` the
/// other (the engine's is the higher), `None` neither (a tie: the book's
/// index is as good, and the engine says so).
const DISPUTED: [(&str, i32, Option<bool>); 2] = [
    // The double is the better play at +3: the book's +4 gives it up.
    ("10 v A", 3, Some(true)),
    // A tie: the book's −2 is as good.
    ("12 v 5", -2, None),
];

#[test]
fn six_decks_give_the_illustrious_18() {
    let plays = index_plays(&six_decks_das());
    assert_eq!(plays.len(), 18, "{plays:#?}");
    check(&plays, &ILLUSTRIOUS_18);
    for (name, count, favours) in DISPUTED {
        let play = plays.iter().find(|p| p.name == name).expect(name);
        let at = play.by_count.iter().find(|c| c.count == count);
        let at = at.expect("the count is read");
        let error = at.error.expect("a standard error");
        let seen = (at.gain.abs() > 2.0 * error).then_some(at.gain > 0.0);
        assert_eq!(seen, favours, "{name} at {count}: {at:?}");
        let book = ILLUSTRIOUS_18.iter().find(|p| p.0 == name).unwrap().1;
        assert_eq!(play.as_good.contains(&book), favours.is_none(), "{play:?}");
    }
    // Every play is read at its index and the count below it, with a
    // standard error, and the shares of its hands are shares.
    for play in &plays {
        let (Some(index), counts) = (play.rounded, &play.by_count) else {
            panic!("{}: no index", play.name);
        };
        let read = |c: i32| counts.iter().any(|a| a.count == c && a.error.is_some());
        assert!(read(index) && read(index - 1), "{}: {counts:?}", play.name);
        let shares: f64 = counts.iter().map(|a| a.share).sum();
        assert!(shares > 0.0 && shares <= 1.0 + 1e-12, "{}", play.name);
    }
}

/// The Illustrious 18's plays in the H17 game (six decks, the dealer hitting
/// soft 17, DAS, re-split to four, peek, 75 % cut), a table the reading rule
/// was not chosen on: `(play, published, engine)`, the published index
/// Blackjack Apprenticeship's H17 deviation chart's (2018; `None` where the
/// chart lists no index: it gives 12 v 6 and 13 v 3 as a plain stand).
/// The chart writes the negative ones as "−1−" (hit at −1 and below): read
/// as the true count where the play changes, the index, as the books write
/// −1 for 13 v 2. docs/counting.md has the table, its source, and what the
/// literal reading would change.
const H17_18: [(&str, Option<i32>, i32); 18] = [
    ("insurance", Some(3), 3),
    ("16 v T", Some(0), 0),
    ("15 v T", Some(4), 4),
    ("10,10 v 5", Some(5), 5),
    ("10,10 v 6", Some(4), 4),
    ("10 v T", Some(4), 4),
    // Crossing +1.28 (+1.70 in the S17 game): at +1 standing gains
    // +0.23 % ± 0.03 of the bet. The chart's +2 (the S17 game's) gives it up.
    ("12 v 3", Some(2), 1),
    ("12 v 2", Some(3), 3),
    // Crossing −0.56: the dealer hitting soft 17 makes doubling 11 v A the
    // chart's play; hitting only below −1.
    ("11 v A", Some(-1), -1),
    ("9 v 2", Some(1), 1),
    // Crossing +2.56 (+3.36 in the S17 game, whose book says +4).
    ("10 v A", Some(3), 3),
    ("9 v 7", Some(3), 3),
    // Crossing +4.82: at +4 standing on a two-card 16 loses 0.27 % ± 0.05
    // of the bet. With the 16s of three cards and more (`Method::longer`)
    // the crossing is +4.48 and +4 a tie: the chart's +4 is theirs.
    ("16 v 9", Some(4), 5),
    ("13 v 2", Some(-1), -1),
    ("12 v 4", Some(0), 0),
    ("12 v 5", Some(-2), -2),
    // Crossing −3.45, and at −4 a tie (−4 as good). The chart lists none.
    ("12 v 6", None, -3),
    // Crossing −2.55. The chart lists none.
    ("13 v 3", None, -3),
];

/// Where the engine and the H17 chart differ, at the count between, which
/// action the engine's averaged gain favours beyond twice its standard
/// error (as [`DISPUTED`]).
const H17_DISPUTED: [(&str, i32, Option<bool>); 2] = [
    // Standing is the better play at +1: the chart's +2 gives it up.
    ("12 v 3", 1, Some(true)),
    // Hitting a two-card 16 is the better play at +4.
    ("16 v 9", 4, Some(false)),
];

/// The H17 game against the published H17 indices: 14 of the 16 the chart
/// lists, the two differences explained by the engine's averaged gains
/// (docs/counting.md), and the two it does not list pinned.
#[test]
fn six_decks_h17_against_the_published_h17_indices() {
    let plays = index_plays(&six_decks_das_h17());
    assert_eq!(plays.len(), 18, "{plays:#?}");
    let expected: Vec<(&str, i32, i32)> = H17_18
        .iter()
        .map(|&(name, book, engine)| (name, book.unwrap_or(engine), engine))
        .collect();
    check(&plays, &expected);
    let agree = H17_18.iter().filter(|p| p.1 == Some(p.2)).count();
    assert_eq!(agree, 14);
    for (name, count, favours) in H17_DISPUTED {
        let play = plays.iter().find(|p| p.name == name).expect(name);
        let at = play.by_count.iter().find(|c| c.count == count);
        let at = at.expect("the count is read");
        let error = at.error.expect("a standard error");
        let seen = (at.gain.abs() > 2.0 * error).then_some(at.gain > 0.0);
        assert_eq!(seen, favours, "{name} at {count}: {at:?}");
    }
    let ties = |name: &str| &plays.iter().find(|p| p.name == name).unwrap().as_good;
    assert_eq!(ties("12 v 6"), &[-4]);
}

/// The index is the averaged crossing to the nearest whole count, halves
/// away from zero, read going down from the highest count: as
/// docs/counting.md says, and not the lowest whole count whose own average
/// favours the play (`Read::LowestNotNegative`).
#[test]
fn the_index_is_the_averaged_crossing_to_the_nearest_count() {
    use super::reading::read_points;
    let nearest = |p: &[(i32, f64, f64)]| read_points(p, Read::NearestCrossing);
    let lowest = |p: &[(i32, f64, f64)]| read_points(p, Read::LowestNotNegative);
    // 16 v T in the S17 game: at 0 (mean +0.38) standing loses 0.06 %, at
    // +1 (mean +1.45) it gains 0.79 %: the crossing +0.45, the index 0.
    let t16 = [(-1, -0.5, -0.0075), (0, 0.38, -0.0006), (1, 1.45, 0.0079)];
    let (crossing, index) = nearest(&t16);
    assert!((crossing.unwrap() - 0.4555).abs() < 1e-3, "{crossing:?}");
    assert_eq!(index, Some(0));
    assert_eq!(lowest(&t16).1, Some(1));
    // Halves away from zero.
    let line = |at: f64| -> Vec<(i32, f64, f64)> {
        (-4..=4)
            .map(|c| (c, f64::from(c), f64::from(c) - at))
            .collect()
    };
    assert_eq!(nearest(&line(2.5)), (Some(2.5), Some(3)));
    assert_eq!(nearest(&line(-1.5)), (Some(-1.5), Some(-2)));
    assert_eq!(nearest(&line(-1.25)).1, Some(-1));
    // Going down from the highest count: the first turn to negative.
    let noisy = [(0, 0.4, 0.01), (1, 1.4, -0.01), (2, 2.4, 0.01)];
    let (crossing, index) = nearest(&noisy);
    assert!((crossing.unwrap() - 1.9).abs() < 1e-12 && index == Some(2));
    // No count negative: the lowest count read; the highest negative: none.
    assert_eq!(nearest(&[(1, 1.4, 0.01), (2, 2.4, 0.02)]), (None, Some(1)));
    assert_eq!(nearest(&[(1, 1.4, -0.02), (2, 2.4, -0.01)]), (None, None));
}

/// Another seed: every crossing within 0.1 of the default seed's, and the
/// same index for every play, or one seed's index a tie in the other's
/// (12 v 2, whose crossing lies on the half count itself: +3.46 with the
/// default seed, a tie at +3 so +4 as good; +3.51 with this one, which
/// finds standing at +3 worse by a little more than twice its error). And the standard errors say how far
/// the two seeds' averaged gains are apart: their differences, over their
/// combined errors, have a root mean square near one.
#[test]
fn another_seed_gives_the_same_indices() {
    let rules = six_decks_das();
    let first = index_plays(&rules);
    let method = Method {
        seed: [2; 32],
        ..Method::default()
    };
    let second = index_plays_with(&rules, &method);
    let mut scores = Vec::new();
    for (a, b) in first.iter().zip(&second) {
        let (x, y) = (a.index.expect("a crossing"), b.index.expect("a crossing"));
        assert!((x - y).abs() < 0.1, "{}: {x:.3} and {y:.3}", a.name);
        let (i, j) = (a.rounded.unwrap(), b.rounded.unwrap());
        assert!(
            i == j || a.as_good.contains(&j) || b.as_good.contains(&i),
            "{}: {x:.3} and {y:.3}, as good {:?} and {:?}",
            a.name,
            a.as_good,
            b.as_good
        );
        for c in &a.by_count {
            let Some(d) = b.by_count.iter().find(|d| d.count == c.count) else {
                continue;
            };
            let (Some(e), Some(f)) = (c.error, d.error) else {
                continue;
            };
            scores.push((c.gain - d.gain) / e.hypot(f));
        }
    }
    let rms = (scores.iter().map(|z| z * z).sum::<f64>() / scores.len() as f64).sqrt();
    let worst = scores.iter().fold(0.0f64, |m, z| m.max(z.abs()));
    assert!(scores.len() > 50, "{}", scores.len());
    assert!(
        (0.6..1.6).contains(&rms) && worst < 5.0,
        "rms {rms:.3}, worst {worst:.2}"
    );
}

/// The 16s of three cards and more (`Method::longer`), about half of all
/// 16s against a ten, are better stood on at a lower count than those of
/// two cards: valued too, they bring 16 v T's crossing down (from +0.45 to
/// about +0.1 by the default seed).
#[test]
fn longer_hands_are_stood_on_sooner() {
    let rules = six_decks_das();
    let play = Play {
        total: 16,
        up: 10,
        deviation: Deviation::StandOverHit,
    };
    let crossing = |longer| {
        let method = Method {
            longer,
            ..Method::default()
        };
        compute(&rules, &method, &[play])[0]
            .index
            .expect("a crossing")
    };
    let (two, all) = (crossing(false), crossing(true));
    assert!(
        two > 0.3 && all < two - 0.2,
        "two cards {two:.3}, all hands {all:.3}"
    );
}

/// Splitting tens takes the better of re-splitting to four hands or to
/// fewer: the same as the best of the limits valued one by one. Just past
/// the index against a 6 (a running count of +14 with three decks left,
/// +4.7) declining to re-split is the better play, by more than half a
/// percent of the bet: a re-split has two more tens out. Far past it (+8),
/// re-splitting is.
#[test]
fn the_tens_split_takes_the_better_of_resplitting_or_not() {
    let rules = six_decks_das();
    let grid = grid::Grid::new(&rules);
    for steps in [14, 24] {
        let shoe = grid.shoe(steps);
        let mut engine = value::engine_for(&rules, &shoe);
        let trigger = engine.base[9] - 2;
        let best = engine.split_best(6, 10, 4, trigger);
        let each: Vec<f64> = (2..=4).map(|m| engine.split(6, 10, m, trigger)).collect();
        let most = each.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        assert!((best - most).abs() < 1e-12, "{best} {each:?}");
        if steps == 14 {
            assert!(each[0] > each[2] + 0.005, "at +4.7: {each:?}");
        } else {
            assert!(each[2] > each[0], "at +8: {each:?}");
        }
    }
}

#[test]
fn late_surrender_gives_the_fab_4() {
    let rules = six_decks_das_ls();
    let mut plays = index_plays(&rules);
    // No table surrenders against an ace (the table refuses it), so 15 v A
    // is not among the table's plays; computed here all the same.
    assert!(!plays.iter().any(|p| p.name == "15 v A surrender"));
    let ace = Play {
        total: 15,
        up: 1,
        deviation: Deviation::Surrender,
    };
    plays.extend(compute(&rules, &Method::default(), &[ace]));
    let fab_4 = [
        // Crossing +3.48: a hair below the half count.
        ("14 v T surrender", 3, 3),
        ("15 v T surrender", 0, 0),
        ("15 v 9 surrender", 2, 2),
        ("15 v A surrender", 1, 1),
    ];
    let surrenders: Vec<&IndexPlay> = plays
        .iter()
        .filter(|p| p.deviation == Deviation::Surrender)
        .collect();
    assert_eq!(surrenders.len(), 4);
    check(&plays, &fab_4);
}

#[test]
fn no_index_plays_where_counting_cannot_help() {
    for preset in [Preset::SingleDeck, Preset::ShuffleMachine] {
        let rules = preset.rules();
        assert!(!counting_helps(&rules));
        assert!(index_plays(&rules).is_empty(), "{preset:?}");
    }
    assert!(counting_helps(&Preset::LandCasino.rules()));
}

#[test]
fn plays_follow_the_table() {
    let method = Method {
        shoes: 200,
        per_count: 20,
        ..Method::default()
    };
    let names = |rules: &Rules| -> Vec<String> {
        index_plays_with(rules, &method)
            .into_iter()
            .map(|p| p.name)
            .collect()
    };
    let european = names(&Preset::European.rules());
    assert!(european.contains(&"9 v 2".to_string()));
    assert!(european.contains(&"10,10 v 6".to_string()));
    assert!(
        !european.iter().any(|n| n == "15 v 9 surrender"),
        "no surrender there"
    );
    let shoe = names(&Preset::LandCasino.rules());
    assert!(shoe.contains(&"15 v 9 surrender".to_string()));
    assert!(shoe.contains(&"14 v T surrender".to_string()));
    assert!(
        !shoe.contains(&"15 v A surrender".to_string()),
        "never against an ace"
    );
}

#[test]
fn the_shoes_of_a_count_count_what_they_say() {
    let grid = grid::Grid::new(&six_decks_das());
    assert_eq!(crate::odds::running_count(6, &grid.shoe(0)), 0);
    for steps in [-7, -1, 1, 2, 9, 30] {
        assert_eq!(
            crate::odds::running_count(6, &grid.shoe(steps)),
            steps,
            "{steps}"
        );
    }
    assert_eq!(grid.shoe(0).total(), 156);
}

#[test]
fn conventions_make_whole_counts() {
    let floor = Convention::BOOKS;
    // Running count −1 with three decks left: −0.33, floored to −1.
    assert_eq!(floor.whole(-1, 156), -1);
    assert_eq!(floor.whole(7, 104), 3);
    let trunc = Convention {
        whole: Whole::Truncate,
        ..floor
    };
    assert_eq!(trunc.whole(-1, 156), 0);
    let half = Convention {
        decks: DecksLeft::HalfDeck,
        whole: Whole::Round,
    };
    // 140 cards: 2.69 decks, read as 2.5; +6 / 2.5 = 2.4, rounded to 2.
    assert_eq!(half.whole(6, 140), 2);
}

/// The rounds chosen are valued on the threads in runs of whole blocks, so
/// each block's sums are added in the order of its rounds whatever the
/// number of threads (the same to the bit as on one thread, and in the
/// browser: the fingerprint's canonical computation is the same natively
/// and in wasm).
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_threads_take_whole_blocks() {
    use crate::odds::Composition;
    let start = shoes::RoundStart {
        shoe: Composition::decks(1),
        running: 0,
    };
    let blocks = [0u32, 0, 0, 1, 2, 2, 2, 2, 2, 3, 5, 5];
    let chosen: Vec<valued::Chosen> = blocks
        .iter()
        .map(|&block| valued::Chosen {
            block,
            start,
            stands_for: 1.0,
            plays: 1,
        })
        .collect();
    for parts in 1..=8 {
        let runs = valued::whole_blocks(&chosen, parts);
        assert!(runs.len() <= parts, "{parts}");
        assert_eq!(runs.iter().map(|r| r.len()).sum::<usize>(), chosen.len());
        let firsts: Vec<u32> = runs.iter().map(|r| r[0].block).collect();
        let lasts: Vec<u32> = runs.iter().map(|r| r[r.len() - 1].block).collect();
        assert!(
            lasts.iter().zip(&firsts[1..]).all(|(a, b)| a < b),
            "{parts}: a block in two runs: {firsts:?} {lasts:?}"
        );
    }
}
