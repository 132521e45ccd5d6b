//! The chart search against the reference analyzer's values, and the chart's
//! evaluation against a direct one.

use super::*;
use crate::action::{ActionKind, ActionSet};
use crate::card::Card;
use crate::odds::composition::{Composition, TenRanks};
use crate::odds::player::{Engine, NONE, Params, SplitPlay};
use crate::rules::{Preset, Rules};

/// The rules of `tests/rules/NAME` (the files this module reads).
fn rules_file(name: &str) -> Rules {
    let text = match name {
        "one-deck-no-split.json" => {
            include_str!("../../../../../tests/rules/one-deck-no-split.json")
        }
        "six-decks-das.json" => include_str!("../../../../../tests/rules/six-decks-das.json"),
        _ => panic!("{name}: not a rules file of these tests"),
    };
    serde_json::from_str(text).unwrap()
}

const TOLERANCE: f64 = 0.0005;

#[test]
fn one_deck_meets_the_reference() {
    let rules = rules_file("one-deck-no-split.json");
    // The reference charts a pair by its total where the table does not
    // split; so charted, the search finds its chart's return exactly.
    let tied = best_chart_with(&rules, PairRows::Totals);
    assert!(
        (tied.chart_return * 100.0 - -0.506829).abs() < 5e-7,
        "{}",
        tied.chart_return
    );
    assert!((tied.perfect * 100.0 - -0.467876).abs() < 5e-7);
    // With rows of their own, pairs do better.
    let own = best_chart(&rules);
    assert!(own.chart_return * 100.0 >= -0.506829 - TOLERANCE);
    assert!(own.chart_return > tied.chart_return);
    assert!(own.chart_return < own.perfect);
    assert_eq!(own.chart.code(Row::Pair(7), 10), Code::S);
    assert_eq!(own.chart.code(Row::Hard(14), 10), Code::H);
}

#[test]
fn six_decks_match_the_reference() {
    let best = best_chart(&rules_file("six-decks-das.json"));
    assert!(
        (best.chart_return * 100.0 - -0.405922).abs() < 5e-7,
        "{}",
        best.chart_return
    );
    assert!((best.perfect * 100.0 - -0.402870).abs() < 5e-7);
    assert_eq!(best.chart.code(Row::Pair(8), 10), Code::P);
    assert_eq!(best.chart.code(Row::Hard(11), 10), Code::D);
    assert_eq!(best.chart.code(Row::Hard(11), 1), Code::H);
    assert_eq!(best.chart.code(Row::Soft(18), 9), Code::H);
}

/// A chart's value by plain recursion over every hand (tables without splits).
fn direct(rules: &Rules, chart: &Chart) -> f64 {
    let params = Params::of(rules, SplitPlay::UnsplitDecisions);
    let mut e = Engine::new(
        params,
        &Composition::decks(rules.decks),
        TenRanks::decks(rules.decks),
    );
    fn play(e: &mut Engine, chart: &Chart, up: u8, i: u32, row: Option<Row>) -> f64 {
        let node = e.hands.nodes[i as usize].clone();
        let (total, soft) = node.total();
        if total == 21 {
            return e.stand(up, i);
        }
        let code = chart.code(row.unwrap_or(Row::of_total(total, soft)), up);
        let two = node.cards == 2;
        let may_double = two && e.may_double(i, false);
        let may_surrender = two && e.params.surrender && up != 1;
        let action = if two {
            code.first(may_double, may_surrender)
                .unwrap_or(code.later())
        } else {
            code.later()
        };
        match action {
            ChartAction::Stand | ChartAction::Split => e.stand(up, i),
            ChartAction::Double => e.double(up, i),
            ChartAction::Surrender => e.surrender(&node.counts, up),
            ChartAction::Hit => {
                let chances = e.draw_chances(&node.counts, up);
                let mut value = 0.0;
                for (p, child) in chances.into_iter().zip(node.child) {
                    if p > 0.0 {
                        value += p * if child == NONE {
                            -1.0
                        } else {
                            play(e, chart, up, child, None)
                        };
                    }
                }
                value
            }
        }
    }
    let mut total = 0.0;
    for up in 1..=10u8 {
        for a in 1..=10u8 {
            for b in a..=10u8 {
                let chance = e.deal_chance(up, a, b);
                let i = e.hands.find([a, b]).unwrap();
                if chance == 0.0 {
                    continue;
                }
                let value = if e.hands.nodes[i as usize].total().0 == 21 {
                    e.natural(up, i)
                } else {
                    play(&mut e, chart, up, i, (a == b).then_some(Row::Pair(a)))
                };
                total += chance * value;
            }
        }
    }
    total
}

#[test]
fn a_chart_is_valued_as_direct_recursion_values_it() {
    let rules = rules_file("one-deck-no-split.json");
    let best = best_chart(&rules);
    let mut other = best.chart.clone();
    // Some cells changed, a few of them badly.
    other.set(Row::Hard(16), 10, Code::S);
    other.set(Row::Soft(18), 9, Code::S);
    other.set(Row::Hard(12), 4, Code::H);
    other.set(Row::Pair(8), 10, Code::S);
    other.set(Row::Hard(9), 3, Code::Ds);
    for chart in [&best.chart, &other] {
        let (fast, slow) = (chart_return(&rules, chart), direct(&rules, chart));
        assert!((fast - slow).abs() < 1e-13, "{fast} {slow}");
    }
    assert!((chart_return(&rules, &best.chart) - best.chart_return).abs() < 1e-13);
    assert!(chart_return(&rules, &other) < best.chart_return);
}

#[test]
fn every_preset_has_a_chart_it_may_play() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let best = best_chart(&rules);
        assert!(best.chart_return < best.perfect + 1e-12, "{preset}");
        assert!(best.perfect - best.chart_return < 0.001, "{preset}");
        let again = chart_return(&rules, &best.chart);
        assert!((again - best.chart_return).abs() < 1e-12, "{preset}");
        for row in Chart::rows() {
            for up in 1..=10u8 {
                let code = best.chart.code(row, up);
                let surrenders = matches!(code, Code::Rh | Code::Rs | Code::Rp);
                assert!(
                    !surrenders || (rules.surrender && up != 1),
                    "{preset} {row:?} {up}"
                );
                let doubles = matches!(code, Code::D | Code::Ds);
                let total = match row {
                    Row::Hard(t) => t,
                    Row::Soft(t) => t,
                    Row::Pair(v) => {
                        if v == 1 {
                            12
                        } else {
                            2 * v
                        }
                    }
                };
                let soft = matches!(row, Row::Soft(_) | Row::Pair(1));
                let may = match rules.double_on {
                    crate::rules::DoubleOn::Any => true,
                    crate::rules::DoubleOn::Hard => !soft,
                    crate::rules::DoubleOn::NineToEleven => !soft && (9..=11).contains(&total),
                };
                assert!(!doubles || may, "{preset} {row:?} {up}: {code:?}");
            }
        }
        assert_eq!(best.insurance, Some(Take::Never), "{preset}");
    }
}

fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| n.parse().unwrap()).collect()
}

fn set(kinds: &[ActionKind]) -> ActionSet {
    kinds.iter().copied().collect()
}

#[test]
fn the_chart_decides_a_hand_in_play() {
    use ActionKind::{Double, Hit, Split, Stand, Surrender};
    let rules = Preset::ShuffleMachine.rules();
    let chart = best_chart(&rules).chart;
    let up: Card = "TD".parse().unwrap();
    let all = set(&[Hit, Stand, Double, Split, Surrender]);
    let d = chart
        .decide(&rules, &cards(&["8H", "8S"]), up, false, all)
        .unwrap();
    assert_eq!(
        (d.cell.as_str(), d.code, d.action, d.kind),
        (
            "pair-8-T",
            Code::Rh,
            ChartAction::Surrender,
            Kind::Surrender
        )
    );
    // Split hands: no surrender, the hand limit reached.
    let d = chart
        .decide(
            &rules,
            &cards(&["8H", "8S"]),
            up,
            true,
            set(&[Hit, Stand, Double]),
        )
        .unwrap();
    assert_eq!(
        (d.cell.as_str(), d.action, d.kind),
        ("hard-16-T", ChartAction::Stand, Kind::Hard)
    );
    let d = chart
        .decide(
            &rules,
            &cards(&["9H", "4S", "3C"]),
            up,
            false,
            set(&[Hit, Stand]),
        )
        .unwrap();
    assert_eq!(
        (d.cell.as_str(), d.code, d.action),
        ("hard-16-T", Code::Rs, ChartAction::Stand)
    );
    // Tens of two ranks are no pair where only ranks split.
    let d = chart
        .decide(&rules, &cards(&["TH", "KS"]), up, false, all)
        .unwrap();
    assert_eq!(d.cell, "hard-20-T");
    let d = chart
        .decide(
            &rules,
            &cards(&["AH", "7S"]),
            "5C".parse().unwrap(),
            false,
            all,
        )
        .unwrap();
    assert_eq!(
        (d.cell.as_str(), d.action, d.kind),
        ("soft-18-5", ChartAction::Double, Kind::Doubles)
    );
    let d = chart
        .decide(
            &rules,
            &cards(&["AH", "4S", "3D"]),
            "5C".parse().unwrap(),
            false,
            set(&[Hit, Stand]),
        )
        .unwrap();
    assert_eq!(
        (d.cell.as_str(), d.action, d.kind),
        ("soft-18-5", ChartAction::Stand, Kind::Soft)
    );
    // A split hand that pairs again splits again where the row says so.
    let d = chart
        .decide(
            &rules,
            &cards(&["8H", "8S"]),
            "6C".parse().unwrap(),
            true,
            all,
        )
        .unwrap();
    assert_eq!(
        (d.cell.as_str(), d.action),
        ("pair-8-6", ChartAction::Split)
    );
    assert!(
        chart
            .decide(&rules, &cards(&["AH", "4S"]), up, false, ActionSet::EMPTY)
            .is_none()
    );
}

#[test]
fn a_chart_reads_back_from_its_json() {
    let chart = best_chart(&Preset::European.rules()).chart;
    let json = serde_json::to_string(&chart.to_json()).unwrap();
    let back: ChartJson = serde_json::from_str(&json).unwrap();
    assert_eq!(Chart::from_json(&back).unwrap(), chart);
    let mut bad = chart.to_json();
    bad.hard.get_mut("16").unwrap()[3] = "X".into();
    assert_eq!(
        Chart::from_json(&bad),
        Err(ChartError::BadCode("hard 16".into(), "X".into()))
    );
    let mut short = chart.to_json();
    short.pairs.get_mut("T").unwrap().pop();
    assert_eq!(
        Chart::from_json(&short),
        Err(ChartError::RowLength("pair T".into(), 9))
    );
    let mut missing = chart.to_json();
    missing.soft.remove("13");
    assert_eq!(
        Chart::from_json(&missing),
        Err(ChartError::MissingRow("soft 13".into()))
    );
}

#[test]
fn no_single_cell_change_improves_the_chart() {
    // Cells near the line between two codes, at a table that splits,
    // re-splits, doubles after splits and surrenders.
    let rules = Preset::ShuffleMachine.rules();
    let best = best_chart(&rules);
    let cells = [
        (Row::Hard(16), 10),
        (Row::Soft(18), 2),
        (Row::Hard(11), 1),
        (Row::Pair(4), 5),
    ];
    for (row, up) in cells {
        for code in Code::ALL {
            let mut other = best.chart.clone();
            other.set(row, up, code);
            let value = chart_return(&rules, &other);
            assert!(
                value <= best.chart_return + 1e-12,
                "{row:?} {up} {code:?}: {value}"
            );
        }
    }
}
