use super::*;
use crate::rules::Preset;

/// Six decks, dealer stands on soft 17, double after split, peek: the table
/// of the published Hi-Lo indices (tests/rules/six-decks-das.json).
fn six_decks_das() -> Rules {
    let text = include_str!("../../../../../tests/rules/six-decks-das.json");
    serde_json::from_str(text).expect("the rules file")
}

#[test]
fn six_deck_indices_agree_with_the_published_ones_within_one() {
    let published = [
        ("insurance", 3),
        ("16 v T", 0),
        ("15 v T", 4),
        ("16 v 9", 5),
        ("10 v T", 4),
        ("10 v A", 4),
        ("11 v A", 1),
        ("9 v 2", 1),
        ("9 v 7", 3),
        ("12 v 3", 2),
        ("12 v 2", 3),
        ("12 v 4", 0),
        ("12 v 5", -2),
        ("12 v 6", -1),
        ("13 v 2", -1),
        ("13 v 3", -2),
    ];
    let plays = index_plays(&six_decks_das());
    for (name, expected) in published {
        let play = plays.iter().find(|p| p.name == name).expect(name);
        let index = play.index.unwrap_or_else(|| panic!("{name}: no index"));
        assert!(
            (index - f64::from(expected)).abs() <= 1.0,
            "{name}: {index:.2} against the published {expected}"
        );
    }
}

#[test]
fn plays_follow_the_table() {
    let names =
        |rules: &Rules| -> Vec<String> { index_plays(rules).into_iter().map(|p| p.name).collect() };
    let european = names(&Preset::European.rules());
    assert!(european.contains(&"9 v 2".to_string()));
    assert!(
        !european.iter().any(|n| n == "15 v 9"),
        "no surrender there"
    );
    let shoe = names(&Preset::LandCasino.rules());
    assert!(shoe.contains(&"15 v 9".to_string()) && shoe.contains(&"14 v T".to_string()));
    assert!(
        !shoe.contains(&"15 v A".to_string()),
        "never against an ace"
    );
}

#[test]
fn the_shoes_of_a_count_count_what_they_say() {
    let grid = Grid::new(&six_decks_das());
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
