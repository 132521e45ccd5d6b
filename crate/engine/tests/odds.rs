//! Exact odds against an independent exact analyzer, and the hint (run in
//! release mode by the test command; `-- --nocapture` prints what the
//! reference tests computed).
#![cfg(not(target_arch = "wasm32"))]

use std::time::Instant;

use blackjack::odds::{
    Analyzer, Composition, OddsError, SplitPlay, dealer_odds, expected_return, expected_return_with,
};
use blackjack::rules::DoubleOn;
use blackjack::{ActionKind, ActionSet, Card, Preset, Rank, Rules, RulesSpec, Suit};

/// Reference values (percent, six decimals) may be missed by this much.
const TOLERANCE: f64 = 0.0005;

/// One deck, dealer peeks on ace and ten, stands on soft 17, 3:2, double any
/// two cards except soft hands, no split, no surrender.
fn one_deck_no_split() -> Rules {
    RulesSpec {
        max_hands: 1,
        max_ace_hands: 1,
        ..Preset::SingleDeck.spec()
    }
    .check()
    .unwrap()
}

/// The same with pairs split once: no re-split, no double after split, split
/// aces one card each.
fn one_deck_split_once() -> Rules {
    RulesSpec {
        max_hands: 2,
        max_ace_hands: 2,
        double_after_split: false,
        ..Preset::SingleDeck.spec()
    }
    .check()
    .unwrap()
}

/// Six decks, peek, double any two cards, double after split, re-split to four
/// hands, aces split once, no surrender.
fn six_decks_resplit() -> Rules {
    RulesSpec {
        hole_card: true,
        double_on: DoubleOn::Any,
        double_after_split: true,
        max_hands: 4,
        max_ace_hands: 2,
        surrender: false,
        ..Preset::ShuffleMachine.spec()
    }
    .check()
    .unwrap()
}

fn check(rules: Rules, want: f64) {
    let start = Instant::now();
    let got = expected_return(&rules).player * 100.0;
    let seconds = start.elapsed().as_secs_f64();
    let optimal = expected_return_with(&rules, SplitPlay::Optimal).player * 100.0;
    println!(
        "{} deck(s), {} hands: {got:.9} % in {seconds:.3} s (reference {want:.6} %; \
         split hands played optimally: {optimal:.9} %)",
        rules.decks, rules.max_hands
    );
    assert!((got - want).abs() < TOLERANCE, "{got:.6} % != {want:.6} %");
}

#[test]
fn one_deck_without_splits() {
    check(one_deck_no_split(), -0.467876);
}

#[test]
fn one_deck_splitting_once() {
    check(one_deck_split_once(), -0.107142);
}

#[test]
fn six_decks_resplitting_to_four() {
    check(six_decks_resplit(), -0.402870);
}

#[test]
fn every_table_returns_what_its_rules_say() {
    for (preset, low, high) in [
        (Preset::SingleDeck, 0.0, 0.1),
        (Preset::LandCasino, -0.4, -0.1),
        (Preset::European, -1.0, -0.5),
        (Preset::ShuffleMachine, -0.4, -0.1),
    ] {
        let start = Instant::now();
        let edge = expected_return(&preset.rules());
        let percent = edge.player * 100.0;
        println!(
            "{preset}: {percent:.6} % in {:.3} s",
            start.elapsed().as_secs_f64()
        );
        assert!((low..high).contains(&percent), "{preset}: {percent}");
        assert_eq!(edge.pair_bonus.is_some(), preset == Preset::LandCasino);
    }
    // Hitting soft 17 costs six decks about a fifth of a percent.
    let s17 = six_decks_resplit();
    let h17 = RulesSpec {
        dealer_hits_soft_17: true,
        ..s17.to_spec()
    }
    .check()
    .unwrap();
    let cost = (expected_return(&s17).player - expected_return(&h17).player) * 100.0;
    assert!((0.15..0.3).contains(&cost), "{cost}");
}

#[test]
fn the_issue_dealer_vectors() {
    let bust = |up: u8| {
        let mut deck = Composition::decks(1);
        assert!(deck.take(up));
        dealer_odds(&deck, up, false).unwrap().bust
    };
    assert!((bust(6) - 0.420823).abs() < 5e-7);
    assert!((bust(2) - 0.352973).abs() < 5e-7);
}

fn card(name: &str) -> Card {
    name.parse().unwrap()
}

fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| card(n)).collect()
}

/// Every card seen: `others`, then the hand and the up card.
fn seen(others: &[Card], hand: &[Card], up: Card) -> Vec<Card> {
    others.iter().chain(hand).chain([&up]).copied().collect()
}

fn set(kinds: &[ActionKind]) -> ActionSet {
    kinds.iter().copied().collect()
}

const PLAY: [ActionKind; 5] = [
    ActionKind::Hit,
    ActionKind::Stand,
    ActionKind::Double,
    ActionKind::Split,
    ActionKind::Surrender,
];

/// A card of each value (1 for an ace), suits varied so pairs are two cards.
fn of_value(value: u8, suit: Suit) -> Card {
    Card::new(Rank::ALL[usize::from(value) - 1], suit)
}

/// The table's return summed from hints on every opening hand: the analyzer
/// and the table's own analysis must agree.
fn return_from_hints(rules: &Rules) -> f64 {
    let mut analyzer = Analyzer::new(rules);
    let full = Composition::decks(rules.decks);
    let n = f64::from(full.total());
    let mut total = 0.0;
    for up in 1..=10u8 {
        let up_card = of_value(up, Suit::Clubs);
        let mut left = full;
        left.take(up);
        for a in 1..=10u8 {
            for b in a..=10u8 {
                let (ca, cb) = (f64::from(left.count(a)), f64::from(left.count(b)));
                let ways = if a == b {
                    ca * (ca - 1.0)
                } else {
                    2.0 * ca * cb
                };
                if ways <= 0.0 {
                    continue;
                }
                let chance = f64::from(full.count(up)) / n * ways / ((n - 1.0) * (n - 2.0));
                let hand = [of_value(a, Suit::Spades), of_value(b, Suit::Hearts)];
                let mut allowed = set(&[ActionKind::Hit, ActionKind::Stand]);
                let soft = a == 1 || b == 1;
                let double_ok = match rules.double_on {
                    DoubleOn::Any => true,
                    DoubleOn::Hard => !soft,
                    DoubleOn::NineToEleven => (9..=11).contains(&(a + b)) && !soft,
                };
                if double_ok {
                    allowed.insert(ActionKind::Double);
                }
                let most = if a == 1 {
                    rules.max_ace_hands
                } else {
                    rules.max_hands
                };
                if a == b && most >= 2 {
                    allowed.insert(ActionKind::Split);
                }
                if rules.surrender && up != 1 {
                    allowed.insert(ActionKind::Surrender);
                }
                let seen = seen(&[], &hand, up_card);
                let advice = analyzer.advise(&seen, &hand, up_card, 1, allowed).unwrap();
                let best = advice.value(advice.best.unwrap()).unwrap();
                // Back from "once the dealer has looked" to before the deal.
                let p = if rules.hole_card && (up == 1 || up == 10) {
                    analyzer.dealer_odds(&seen, up_card).unwrap().blackjack
                } else {
                    0.0
                };
                let natural = a == 1 && b == 10;
                let value = if natural {
                    best * (1.0 - p)
                } else {
                    best * (1.0 - p) - p
                };
                total += chance * value;
            }
        }
    }
    total
}

#[test]
fn hints_add_up_to_the_tables_return() {
    // Peek and no peek, surrender, double on 9 to 11, tens split by rank
    // (never worth it from a full shoe, so the hints' same-rank tens agree).
    for preset in Preset::ALL {
        let rules = preset.rules();
        let hints = return_from_hints(&rules);
        let table = expected_return(&rules).player;
        assert!(
            (hints - table).abs() < 1e-12,
            "{preset}: {hints} != {table}"
        );
    }
}

#[test]
fn hints_follow_the_known_decisions() {
    let rules = Preset::SingleDeck.rules();
    let mut analyzer = Analyzer::new(&rules);
    // No surrender at this table.
    let all = set(&PLAY[..4]);
    for (hand, up, best) in [
        (["TS", "6H"], "TD", ActionKind::Hit),
        (["TS", "3H"], "4D", ActionKind::Stand),
        // Single deck's composition-dependent exception: T+2 hits against a 4.
        (["TS", "2H"], "4D", ActionKind::Hit),
        (["6S", "5H"], "6D", ActionKind::Double),
        (["8S", "8H"], "TD", ActionKind::Split),
        (["AS", "AH"], "6D", ActionKind::Split),
        (["TS", "TH"], "6D", ActionKind::Stand),
        (["9S", "9H"], "7D", ActionKind::Stand),
        (["9S", "9H"], "9D", ActionKind::Split),
        (["AS", "7H"], "9D", ActionKind::Hit),
    ] {
        let (hand, up) = (cards(&hand), card(up));
        let advice = analyzer
            .advise(&seen(&[], &hand, up), &hand, up, 1, all)
            .unwrap();
        assert_eq!(advice.best, Some(best), "{hand:?} v {up}: {advice:?}");
        // A double risks twice the bet: its value is at most twice a win.
        assert!(advice.double.unwrap() <= 2.0);
    }
    // Only what is allowed is valued.
    let (hand, up) = (cards(&["TS", "6H"]), card("TD"));
    let seen = seen(&[], &hand, up);
    let advice = analyzer
        .advise(&seen, &hand, up, 1, set(&[ActionKind::Stand]))
        .unwrap();
    assert!(advice.hit.is_none() && advice.stand.is_some());
    assert_eq!(advice.best, Some(ActionKind::Stand));
    assert_eq!(
        analyzer
            .advise(&seen, &hand, up, 1, ActionSet::EMPTY)
            .unwrap()
            .best,
        None
    );
}

#[test]
fn hints_use_the_cards_seen() {
    let rules = Preset::SingleDeck.rules();
    let hand = cards(&["TS", "6H"]);
    let allowed = set(&[ActionKind::Hit, ActionKind::Stand]);
    let up = card("TD");
    let fresh =
        blackjack::odds::advise(&rules, &seen(&[], &hand, up), &hand, up, 1, allowed).unwrap();
    assert_eq!(fresh.best, Some(ActionKind::Hit));
    // With the small cards gone, 16 against a ten stands.
    let small: Vec<Card> = [Rank::Two, Rank::Three, Rank::Four, Rank::Five]
        .iter()
        .flat_map(|&r| Suit::ALL.map(|s| Card::new(r, s)))
        .collect();
    let rich =
        blackjack::odds::advise(&rules, &seen(&small, &hand, up), &hand, up, 1, allowed).unwrap();
    assert_eq!(rich.best, Some(ActionKind::Stand), "{rich:?}");
    // The dealer's ten makes 17 to 20 more often: both are worse.
    assert!(rich.stand.unwrap() < fresh.stand.unwrap());
    assert!(rich.hit.unwrap() < fresh.hit.unwrap());
}

#[test]
fn split_hands_take_the_table_limits() {
    let rules = Preset::SingleDeck.rules();
    let mut analyzer = Analyzer::new(&rules);
    let all = set(&PLAY[..4]);
    let up = card("6C");
    // The other hand of the split shows an eight and a nine.
    let other = cards(&["8D", "9S"]);
    let mut advise = |names: &[&str], hands: u8| {
        let hand = cards(names);
        analyzer
            .advise(&seen(&other, &hand, up), &hand, up, hands, all)
            .unwrap()
    };
    // 11 doubles against a 6 (double after split).
    let advice = advise(&["8S", "3H"], 2);
    assert_eq!(advice.best, Some(ActionKind::Double));
    assert_eq!(advice.split, None);
    // A pair made by a split may split again below the limit, not at it.
    assert!(advise(&["8S", "8H"], 2).split.is_some());
    assert_eq!(advise(&["8S", "8H"], 4).split, None);
    // Two cards making 21 after a split are no natural.
    assert!(advise(&["AS", "KH"], 2).stand.unwrap() < 1.0);
    assert_eq!(advise(&["AS", "KH"], 1).stand, Some(1.5));
    // Tens split by rank only at a rank table.
    let machine = Preset::ShuffleMachine.rules();
    let mut analyzer = Analyzer::new(&machine);
    let mut advise = |names: &[&str]| {
        let hand = cards(names);
        analyzer
            .advise(&seen(&[], &hand, up), &hand, up, 1, all)
            .unwrap()
    };
    assert_eq!(advise(&["KS", "QH"]).split, None);
    let kk = advise(&["KS", "KH"]);
    assert!(kk.split.unwrap() < kk.stand.unwrap());
}

#[test]
fn hints_after_the_peek_know_the_dealer_has_no_blackjack() {
    let rules = Preset::SingleDeck.rules();
    let mut analyzer = Analyzer::new(&rules);
    let hand = cards(&["TS", "7H"]);
    for up in ["AD", "TD"] {
        let (up, stand_only) = (card(up), set(&[ActionKind::Stand]));
        let seen = seen(&[], &hand, up);
        let advice = analyzer.advise(&seen, &hand, up, 1, stand_only).unwrap();
        let odds = analyzer.dealer_odds(&seen, up).unwrap().after_peek();
        // 17 pushes a dealer 17.
        let [_, d18, d19, d20, d21] = odds.totals;
        let stand = odds.bust - d18 - d19 - d20 - d21;
        assert!((advice.stand.unwrap() - stand).abs() < 1e-12, "{up}");
    }
    // No peek: the dealer's blackjack still counts.
    let mut analyzer = Analyzer::new(&Preset::European.rules());
    let up = card("AD");
    let seen = seen(&[], &hand, up);
    let advice = analyzer
        .advise(&seen, &hand, up, 1, set(&[ActionKind::Stand]))
        .unwrap();
    let odds = analyzer.dealer_odds(&seen, up).unwrap();
    let [_, d18, d19, d20, d21] = odds.totals;
    let stand = odds.bust - d18 - d19 - d20 - d21 - odds.blackjack;
    assert!((advice.stand.unwrap() - stand).abs() < 1e-12);
}

#[test]
fn impossible_shoes_are_refused() {
    let rules = Preset::SingleDeck.rules();
    let mut analyzer = Analyzer::new(&rules);
    let all = set(&PLAY[..4]);
    let (hand, up) = (cards(&["AS", "9H"]), card("6C"));
    let aces = cards(&["AH", "AD", "AC", "AS"]);
    assert_eq!(
        analyzer.advise(&seen(&aces, &hand, up), &hand, up, 1, all),
        Err(OddsError::NotInShoe(card("AS")))
    );
    assert_eq!(
        analyzer.advise(&cards(&["9H", "6C"]), &hand, up, 1, all),
        Err(OddsError::NotSeen(card("AS")))
    );
    assert_eq!(
        analyzer.advise(&seen(&[], &hand[..1], up), &hand[..1], up, 1, all),
        Err(OddsError::ShortHand)
    );
    // A busted hand has nothing to decide.
    let bust = cards(&["9H", "8H", "7H"]);
    let advice = analyzer
        .advise(&seen(&[], &bust, up), &bust, up, 1, all)
        .unwrap();
    assert_eq!(advice.best, None);
}
