//! The JavaScript API in a real browser (headless Chromium through
//! `wasm-pack test --headless --chrome crate/wasm-game --features test-hooks`).
#![cfg(target_arch = "wasm32")]

use blackjack_wasm_game::{JsTable, deck_order, presets, seed_commitment};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(value: &JsValue, path: &str) -> JsValue {
    path.split('.').fold(value.clone(), |v, key| {
        let key: JsValue = match key.parse::<u32>() {
            Ok(i) => i.into(),
            Err(_) => key.into(),
        };
        js_sys::Reflect::get(&v, &key).unwrap()
    })
}

fn text(value: &JsValue, path: &str) -> String {
    get(value, path)
        .as_string()
        .unwrap_or_else(|| panic!("{path} is not a string"))
}

fn number(value: &JsValue, path: &str) -> f64 {
    get(value, path)
        .as_f64()
        .unwrap_or_else(|| panic!("{path} is not a number"))
}

fn message(result: Result<(), JsValue>) -> String {
    let error = result.expect_err("the action must be refused");
    let error: js_sys::Error = error.dyn_into().expect("a JavaScript Error");
    String::from(error.message())
}

/// The page's `localStorage`.
fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

fn run(js: &str) {
    js_sys::eval(js).unwrap();
}

fn json(value: &JsValue) -> String {
    String::from(js_sys::JSON::stringify(value).unwrap())
}

fn stacked(preset: &str, cards: &[&str]) -> JsTable {
    let mut table = JsTable::new(preset, 1000.0).unwrap();
    table
        .stack(cards.iter().map(|c| c.to_string()).collect())
        .unwrap();
    table
}

#[wasm_bindgen_test]
fn presets_list_the_four_tables_with_their_rules_in_words() {
    let list: js_sys::Array = presets().unwrap().dyn_into().unwrap();
    let names: Vec<String> = list.iter().map(|p| text(&p, "name")).collect();
    assert_eq!(
        names,
        ["single-deck", "land-casino", "european", "shuffle-machine"]
    );
    assert_eq!(number(&list.get(0), "rules.decks"), 1.0);
    assert_eq!(
        text(&list.get(0), "description.0.text"),
        "1 deck reshuffled before every round"
    );
    assert_eq!(get(&list.get(0), "reshufflesEveryRound"), JsValue::TRUE);
}

#[wasm_bindgen_test]
fn a_blackjack_is_paid_3_to_2_and_the_snapshot_says_so() {
    let mut table = stacked("single-deck", &["AS", "9D", "KH", "7C"]);
    table.act("bet 1 10").unwrap();
    assert_eq!(number(&table.snapshot().unwrap(), "bankroll"), 990.0);
    table.deal().unwrap();
    let snap = table.snapshot().unwrap();
    assert_eq!(text(&snap, "phase"), "betting");
    assert_eq!(number(&snap, "bankroll"), 1015.0);
    assert_eq!(text(&snap, "hands.0.outcome"), "blackjack");
    assert_eq!(number(&snap, "hands.0.net"), 15.0);
    assert_eq!(text(&snap, "dealer.cards.1"), "7C");
    assert_eq!(number(&snap, "dealer.total"), 16.0);
    assert_eq!(get(&snap, "reshuffled"), JsValue::TRUE);
}

#[wasm_bindgen_test]
fn the_hole_card_stays_hidden_until_the_dealer_plays() {
    let mut table = stacked("single-deck", &["TS", "9D", "6H", "8C"]);
    table.bet(1, 10.0).unwrap();
    table.deal().unwrap();
    let snap = table.snapshot().unwrap();
    assert_eq!(json(&get(&snap, "dealer.cards")), r#"["9D",null]"#);
    assert_eq!(number(&snap, "dealer.total"), 9.0);
    assert_eq!(json(&get(&snap, "legal")), r#"["hit","stand","double"]"#);
    table.stand().unwrap();
    let snap = table.snapshot().unwrap();
    assert_eq!(json(&get(&snap, "dealer.cards")), r#"["9D","8C"]"#);
    assert_eq!(text(&snap, "hands.0.outcome"), "lose");
    assert_eq!(number(&snap, "result.net"), -10.0);
}

#[wasm_bindgen_test]
fn insurance_is_a_prompt_and_pays_2_to_1() {
    let mut table = stacked("single-deck", &["9S", "AH", "9D", "KC"]);
    table.bet(1, 10.0).unwrap();
    table.deal().unwrap();
    let snap = table.snapshot().unwrap();
    assert_eq!(text(&snap, "phase"), "insurance");
    assert_eq!(text(&snap, "offer.kind"), "insurance");
    assert_eq!(number(&snap, "offer.range.default"), 5.0);
    assert!(message(table.insure(Some(3.0))).contains("insure must be from 5 to 5"));
    table.insure(None).unwrap();
    let snap = table.snapshot().unwrap();
    assert_eq!(number(&snap, "bankroll"), 1000.0);
    assert_eq!(get(&snap, "dealer.blackjack"), JsValue::TRUE);
}

#[wasm_bindgen_test]
fn a_refused_action_throws_a_readable_error_and_changes_nothing() {
    let mut table = JsTable::new("single-deck", 1000.0).unwrap();
    let before = json(&table.snapshot().unwrap());
    assert_eq!(
        message(table.hit()),
        "cannot hit now: the table is waiting for bets and the deal"
    );
    assert_eq!(message(table.deal()), "place a bet before dealing");
    assert!(message(table.bet(1, 10.005)).contains("more than two decimals"));
    assert!(message(table.bet(1, f64::NAN)).contains("not an amount"));
    assert_eq!(
        message(table.bet(1, 501.0)),
        "the box would hold 501, over the table maximum of 500"
    );
    assert_eq!(
        message(table.bet(2, 5.0)),
        "there is no box 2 at this table (it has 1)"
    );
    assert!(message(table.act("fly")).contains("is not an action"));
    let error = table.bet(1, 501.0).unwrap_err();
    assert_eq!(text(&error, "code"), "over-maximum");
    assert_eq!(text(&error, "params.max"), "500");
    assert_eq!(text(&table.hit().unwrap_err(), "params.phase"), "betting");
    assert_eq!(json(&table.snapshot().unwrap()), before);
    assert!(JsTable::new("vegas", 1000.0).is_err());
    assert!(JsTable::new("single-deck", -1.0).is_err());
    assert!(JsTable::from_rules(JsValue::from_str("nonsense"), 1000.0).is_err());
}

#[wasm_bindgen_test]
fn custom_rules_make_a_table() {
    let rules = JsTable::new("european", 1000.0).unwrap().rules().unwrap();
    js_sys::Reflect::set(&rules, &"boxes".into(), &2.into()).unwrap();
    let table = JsTable::from_rules(rules, 500.0).unwrap();
    let snap = table.snapshot().unwrap();
    assert_eq!(js_sys::Array::from(&get(&snap, "bets")).length(), 2);
    assert_eq!(table.preset(), "custom");
}

#[wasm_bindgen_test]
fn every_deal_draws_a_fresh_seed_from_the_browser() {
    let mut seen = std::collections::HashSet::new();
    let mut table = JsTable::new("shuffle-machine", 1000.0).unwrap();
    for _ in 0..10 {
        table.bet(1, 5.0).unwrap();
        table.deal().unwrap();
        let snap = table.snapshot().unwrap();
        seen.insert(json(&get(&snap, "hands.0.cards")) + &json(&get(&snap, "dealer.cards.0")));
        while text(&table.snapshot().unwrap(), "phase") != "betting" {
            let _ = table
                .stand()
                .or_else(|_| table.decline_insurance())
                .or_else(|_| table.decline_even_money());
        }
    }
    assert!(
        seen.len() >= 8,
        "ten deals gave only {} different starts",
        seen.len()
    );
}

#[wasm_bindgen_test]
fn a_saved_game_comes_back_and_a_damaged_one_is_refused() {
    let key = "blackjack-web-test";
    let mut table = JsTable::new("single-deck", 1000.0).unwrap();
    table.switch_table("land-casino").unwrap();
    table
        .stack(["TS", "9D", "TH", "7C", "2H"].map(String::from).to_vec())
        .unwrap();
    table.bet(1, 25.0).unwrap();
    table.deal().unwrap();
    table.stand().unwrap();
    assert_eq!(number(&table.snapshot().unwrap(), "bankroll"), 1025.0);
    assert_eq!(table.save(key).unwrap(), "saved");
    let back = JsTable::open(key, "single-deck", None).unwrap();
    assert_eq!(back.preset(), "land-casino");
    assert_eq!(back.notice(), None);
    let snap = back.snapshot().unwrap();
    assert_eq!(number(&snap, "bankroll"), 1025.0);
    assert_eq!(number(&snap, "lastBets.0.main"), 25.0);

    for damaged in [
        "{\"version\":1,\"table\":",
        "{\"version\":9}",
        "[]",
        "{\"version\":3,\"table\":\"european\",\"bankroll\":-5}",
    ] {
        storage().set_item(key, damaged).unwrap();
        let mut fresh = JsTable::open(key, "single-deck", None).unwrap();
        assert!(fresh.notice().is_some(), "{damaged} was accepted");
        assert_eq!(fresh.notice_code().as_deref(), Some("save-refused"));
        assert_eq!(number(&fresh.snapshot().unwrap(), "bankroll"), 1000.0);
        // The refused text is kept, and the fresh game may replace it.
        let kept = storage().get_item(&format!("{key}-refused")).unwrap();
        assert_eq!(kept.as_deref(), Some(damaged));
        assert_eq!(fresh.save(key).unwrap(), "saved");
    }
    storage().remove_item(key).unwrap();
}

#[wasm_bindgen_test]
fn the_seed_is_committed_before_the_deal_and_revealed_after() {
    let mut table = JsTable::new("single-deck", 1000.0).unwrap();
    let promised = table.commitment();
    assert_eq!(promised.len(), 64);
    play_round(&mut table);
    assert_ne!(table.commitment(), promised);
    let history: js_sys::Array = table.history().unwrap().dyn_into().unwrap();
    assert_eq!(history.length(), 1);
    let seed = text(&history.get(0), "seed");
    assert_eq!(seed_commitment(&seed).unwrap(), promised);
    // The round's cards are the first cards of the deck its seed orders.
    let order = deck_order(&seed, 1).unwrap();
    let round = history.get(0);
    assert_eq!(text(&round, "result.hands.0.cards.0"), order[0]);
    assert_eq!(text(&round, "result.dealer.0"), order[1]);
    assert!(table.export_history().unwrap().contains(&seed));
}

#[wasm_bindgen_test]
fn a_reload_in_the_middle_of_a_round_brings_the_same_round_back() {
    let key = "blackjack-web-test-resume";
    let mut table = stacked("single-deck", &["8S", "6D", "8H", "TC", "3C"]);
    table.bet(1, 10.0).unwrap();
    table.deal().unwrap();
    table.split().unwrap();
    assert_eq!(table.save(key).unwrap(), "saved");
    let back = JsTable::open(key, "single-deck", None).unwrap();
    assert_eq!(back.notice(), None);
    assert_eq!(
        json(&back.snapshot().unwrap()),
        json(&table.snapshot().unwrap())
    );
    assert_eq!(back.commitment(), table.commitment());
    storage().remove_item(key).unwrap();
}

/// Runs `body` with `localStorage` throwing on every touch, as in a browser
/// that blocks site data.
fn with_storage_blocked(body: impl FnOnce()) {
    run(
        "globalThis.__ls = Object.getOwnPropertyDescriptor(globalThis, 'localStorage'); \
         Object.defineProperty(globalThis, 'localStorage', { configurable: true, \
           get() { throw new DOMException('The user denied permission', 'SecurityError'); } });",
    );
    body();
    run("Object.defineProperty(globalThis, 'localStorage', globalThis.__ls);");
}

fn play_round(table: &mut JsTable) {
    table.bet(1, 10.0).unwrap();
    table.deal().unwrap();
    while text(&table.snapshot().unwrap(), "phase") != "betting" {
        let _ = table
            .stand()
            .or_else(|_| table.decline_insurance())
            .or_else(|_| table.decline_even_money());
    }
}

#[wasm_bindgen_test]
fn with_storage_blocked_the_game_plays_in_memory() {
    with_storage_blocked(|| {
        let mut table = JsTable::open("blackjack-web-blocked", "single-deck", None).unwrap();
        assert_eq!(table.notice_code().as_deref(), Some("storage-unavailable"));
        for _ in 0..5 {
            assert_eq!(table.save("blackjack-web-blocked").unwrap(), "unavailable");
            play_round(&mut table);
        }
        assert_eq!(
            table.history().map(|h| js_sys::Array::from(&h).length()),
            Ok(5)
        );
        // A refusal after a failed save still refuses cleanly: nothing is poisoned.
        let error = message(table.hit());
        assert!(error.contains("hit"), "{error}");
        table.bet(1, 5.0).unwrap();
    });
}

#[wasm_bindgen_test]
fn with_a_full_quota_the_save_says_so_and_the_game_goes_on() {
    let key = "blackjack-web-full";
    storage().remove_item(key).unwrap();
    let mut table = JsTable::open(key, "single-deck", None).unwrap();
    run("globalThis.__set = Storage.prototype.setItem; \
         Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };");
    play_round(&mut table);
    let status = table.save(key).unwrap();
    run("Storage.prototype.setItem = globalThis.__set;");
    assert_eq!(status, "unavailable");
    play_round(&mut table);
    assert_eq!(table.save(key).unwrap(), "saved");
    let back = JsTable::open(key, "single-deck", None).unwrap();
    assert_eq!(
        json(&back.snapshot().unwrap()),
        json(&table.snapshot().unwrap())
    );
    storage().remove_item(key).unwrap();
}

#[wasm_bindgen_test]
fn a_second_table_on_the_same_key_never_overwrites_rounds_it_has_not_seen() {
    let key = "blackjack-web-tabs";
    storage().remove_item(key).unwrap();
    let mut first = JsTable::open(key, "single-deck", None).unwrap();
    let mut second = JsTable::open(key, "single-deck", None).unwrap();
    play_round(&mut first);
    assert_eq!(first.save(key).unwrap(), "saved");
    let written = storage().get_item(key).unwrap();
    play_round(&mut second);
    assert_eq!(second.save(key).unwrap(), "taken");
    assert_eq!(storage().get_item(key).unwrap(), written);
    // Opened again, the second tab sees the first one's round and plays on.
    let mut again = JsTable::open(key, "single-deck", None).unwrap();
    assert_eq!(
        json(&again.history().unwrap()),
        json(&first.history().unwrap())
    );
    assert_ne!(again.commitment(), second.commitment());
    play_round(&mut again);
    assert_eq!(again.save(key).unwrap(), "saved");
    assert_eq!(first.save(key).unwrap(), "taken");
    // A table that was never opened from the key does not write over it either.
    let mut stranger = JsTable::new("single-deck", 1000.0).unwrap();
    assert_eq!(stranger.save(key).unwrap(), "taken");
    storage().remove_item(key).unwrap();
}

#[wasm_bindgen_test]
fn a_save_of_the_earlier_format_is_kept_for_the_upgrade() {
    let key = "blackjack-web-outdated";
    let old = r#"{"version":2,"start":1000,"segments":[{"table":"single-deck","rounds":[]}],"bets":[{"main":0,"pair":0}],"nextSeed":"0707070707070707070707070707070707070707070707070707070707070707","bankroll":1000,"settings":{"speed":"normal","lang":null}}"#;
    storage().set_item(key, old).unwrap();
    let table = JsTable::open(key, "single-deck", None).unwrap();
    assert_eq!(table.notice_code().as_deref(), Some("save-outdated"));
    let kept = storage().get_item(&format!("{key}-refused")).unwrap();
    assert_eq!(kept.as_deref(), Some(old));
    storage().remove_item(key).unwrap();
    storage().remove_item(&format!("{key}-refused")).unwrap();
}
