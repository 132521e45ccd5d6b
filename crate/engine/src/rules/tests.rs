//! The rules' checks.

use super::*;

#[test]
fn presets_are_valid_and_named() {
    for preset in Preset::ALL {
        assert_eq!(preset.spec().check(), Ok(preset.rules()));
        assert_eq!(Preset::from_name(preset.name()), Some(preset));
    }
    assert_eq!(Rules::preset("nope"), None);
}

#[test]
fn a_single_deck_cannot_hold_twelve_hands() {
    let spec = RulesSpec {
        boxes: 3,
        ..Preset::SingleDeck.spec()
    };
    assert!(matches!(spec.check(), Err(RulesError::ShoeTooSmall { .. })));
    assert!(Preset::SingleDeck.rules().most_cards_per_round() <= 52);
}

#[test]
fn rules_read_back_from_json() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let json = serde_json::to_string(&rules).unwrap();
        assert_eq!(json, serde_json::to_string(&preset.spec()).unwrap());
        assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
    }
}

#[test]
fn json_never_makes_unchecked_rules() {
    let spec = RulesSpec {
        decks: 9,
        ..Preset::LandCasino.spec()
    };
    let json = serde_json::to_string(&spec).unwrap();
    assert!(serde_json::from_str::<RulesSpec>(&json).is_ok());
    let refused = serde_json::from_str::<Rules>(&json).unwrap_err();
    assert!(
        refused.to_string().contains("decks must be 1 to 8"),
        "{refused}"
    );
}
