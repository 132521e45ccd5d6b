//! Card counting for the page (in the odds module): the Hi-Lo
//! count of the cards seen since the shuffle, the next round's exact return
//! from the cards left, and a practice deal from a freshly shuffled shoe.
//! Pure computation: the seed of a practice deal is passed in.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use blackjack::odds::{
    Composition, MIN_CARDS_LEFT, next_round_return, running_count, true_count_tenths,
};
use blackjack::rules::{Rules, Shuffle};
use blackjack::shoe::{DealRng, Seed, Shoe};
use blackjack_js::read::{cards, rules_from};
use blackjack_js::{plain_error, to_js};

/// The count of a shoe, as `shoeCount` returns it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ShoeCount {
    /// The Hi-Lo running count of the cards seen.
    running: i32,
    /// The Hi-Lo true count (running count per deck left), rounded to the
    /// nearest tenth, halves away from zero.
    #[serde(rename = "true")]
    true_count: f64,
    /// Cards left in the shoe (decks minus the cards seen).
    cards_left: u16,
    /// Decks in the shoe.
    decks: u8,
    /// The cards left by value, aces first, ten-value cards last.
    left: [u16; 10],
    /// The table deals from a shoe to a cut card: a count means something.
    shoe: bool,
    /// Below this many cards left, the next round's return is not computed.
    min_cards_left: u16,
}

fn left_of(rules: &Rules, seen: &[String]) -> Result<Composition, JsValue> {
    Composition::decks(rules.decks)
        .without(&cards(seen)?)
        .map_err(|e| plain_error(&e.to_string()))
}

/// The Hi-Lo count of `seen` (every card dealt face up since the shuffle)
/// at a table of `rules`: `{running, true, cardsLeft, decks, left, shoe,
/// minCardsLeft}`. Throws for rules or cards it cannot read, or more copies
/// of a card than the decks hold.
#[wasm_bindgen(js_name = shoeCount)]
pub fn shoe_count(rules: JsValue, seen: Vec<String>) -> Result<JsValue, JsValue> {
    let rules = rules_from(rules)?;
    let left = left_of(&rules, &seen)?;
    to_js(&ShoeCount {
        running: running_count(rules.decks, &left),
        true_count: true_count_tenths(rules.decks, &left),
        cards_left: left.total(),
        decks: rules.decks,
        left: left.counts(),
        shoe: matches!(rules.shuffle, Shuffle::CutCard(_)),
        min_cards_left: MIN_CARDS_LEFT,
    })
}

/// The player's exact expected return for the next round at a table of
/// `rules`, in percent of the bet, from the cards `left` (ten counts, aces
/// first). Throws the engine's reason when it cannot be computed (fewer
/// than `MIN_CARDS_LEFT` cards, more than the decks hold).
#[wasm_bindgen(js_name = nextRoundEdge)]
pub fn next_round_edge(rules: JsValue, left: Vec<u16>) -> Result<f64, JsValue> {
    let rules = rules_from(rules)?;
    let counts: [u16; 10] = left
        .try_into()
        .map_err(|_| plain_error("ten counts are expected, aces first, tens last"))?;
    next_round_return(&rules, &Composition::from_counts(counts))
        .map(|r| r * 100.0)
        .map_err(|e| plain_error(&e.to_string()))
}

/// `count` cards dealt from a freshly shuffled shoe of `rules`' decks, the
/// deal decided by `seed` (32 bytes): the practice drill's cards. Throws for
/// a seed of another length; at most the whole shoe is dealt.
#[wasm_bindgen(js_name = practiceDeal)]
pub fn practice_deal(rules: JsValue, seed: Vec<u8>, count: u32) -> Result<Vec<String>, JsValue> {
    let rules = rules_from(rules)?;
    let seed: Seed = seed
        .try_into()
        .map_err(|_| plain_error("a practice deal's seed is 32 bytes"))?;
    let mut shoe = Shoe::new(rules.decks);
    let mut rng = DealRng::new(seed);
    let count = (count as usize).min(shoe.len());
    Ok((0..count)
        .map(|_| shoe.draw(&mut rng, None).to_string())
        .collect())
}
