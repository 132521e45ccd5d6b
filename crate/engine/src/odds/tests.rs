//! The naturals-and-insurance vectors of ODDS-VECTORS.md (the dealer's tables
//! are tested in `dealer.rs`), computed by the engine's own code paths.

use super::composition::{Composition, TenRanks};
use super::player::{Engine, Params, SplitPlay};
use crate::rules::Preset;

/// The single deck's play (the rules' deck count plays no part in
/// [`Params`]) on a shoe of `decks` decks, up to 255.
fn engine(decks: u8) -> Engine {
    Engine::new(
        Params::of(&Preset::SingleDeck.rules(), SplitPlay::UnsplitDecisions),
        &Composition::decks(decks),
        TenRanks::decks(decks),
    )
}

/// The cards out of the shoe: a multiset of values.
fn out(values: &[u8]) -> [u8; 10] {
    let mut counts = [0; 10];
    for &v in values {
        counts[usize::from(v) - 1] += 1;
    }
    counts
}

fn close(got: f64, want: f64, tolerance: f64, what: &str) {
    assert!(
        (got - want).abs() <= tolerance,
        "{what}: {got:.12} != {want:.12}"
    );
}

/// The chance of a player natural, from the deal chances the round uses.
fn natural(e: &Engine) -> f64 {
    (1..=10).map(|up| e.deal_chance(up, 1, 10)).sum()
}

/// The chance that player and dealer both have a natural.
fn both_natural(e: &Engine) -> f64 {
    [1, 10]
        .iter()
        .map(|&up| e.deal_chance(up, 1, 10) * e.blackjack_chance(&out(&[1, 10]), up))
        .sum()
}

#[test]
fn a_player_natural_off_a_full_deck_is_32_in_663() {
    close(natural(&engine(1)), 32.0 / 663.0, 1e-15, "P(natural)");
    // The deal chances add up to one.
    let e = engine(1);
    let all: f64 = (1..=10u8)
        .flat_map(|up| (1..=10u8).flat_map(move |a| (a..=10u8).map(move |b| (up, a, b))))
        .map(|(up, a, b)| e.deal_chance(up, a, b))
        .sum();
    close(all, 1.0, 1e-12, "every deal");
}

#[test]
fn naturals_and_insurance() {
    // decks, P(natural), P(both natural), P(BJ | A up), insurance EV,
    // P(BJ | T up), P(BJ | A up, hand of 2 non-tens / 1 ten / 2 tens),
    // EV of a natural declining even money, P(A up and BJ).
    #[allow(clippy::type_complexity)]
    let rows: [(u8, f64, f64, f64, f64, f64, [f64; 3], f64, f64); 4] = [
        (
            1,
            32.0 / 663.0,
            96.0 / 54145.0,
            16.0 / 51.0,
            -1.0 / 17.0,
            4.0 / 51.0,
            [16.0 / 49.0, 15.0 / 49.0, 2.0 / 7.0],
            51.0 / 49.0,
            16.0 / 663.0,
        ),
        (
            2,
            64.0 / 1339.0,
            0.0020135739,
            32.0 / 103.0,
            -7.0 / 103.0,
            8.0 / 103.0,
            [32.0 / 101.0, 31.0 / 101.0, 30.0 / 101.0],
            105.0 / 101.0,
            0.0238984,
        ),
        (
            6,
            192.0 / 4043.0,
            0.0021665003,
            96.0 / 311.0,
            -23.0 / 311.0,
            24.0 / 311.0,
            [32.0 / 103.0, 95.0 / 309.0, 94.0 / 309.0],
            107.0 / 103.0,
            0.0237447,
        ),
        (
            8,
            256.0 / 5395.0,
            0.0021852118,
            128.0 / 415.0,
            -31.0 / 415.0,
            32.0 / 415.0,
            [128.0 / 413.0, 127.0 / 413.0, 18.0 / 59.0],
            429.0 / 413.0,
            0.0237257,
        ),
    ];
    for (decks, nat, both, bj_a, insurance, bj_t, held, declined, up_a_bj) in rows {
        let mut e = engine(decks);
        let what = |s: &str| format!("{decks} decks: {s}");
        close(natural(&e), nat, 1e-15, &what("P(natural)"));
        close(both_natural(&e), both, 5e-11, &what("P(both natural)"));
        let p = e.blackjack_chance(&out(&[]), 1);
        close(p, bj_a, 1e-15, &what("P(BJ | A up)"));
        close(3.0 * p - 1.0, insurance, 1e-15, &what("insurance"));
        close(
            e.blackjack_chance(&out(&[]), 10),
            bj_t,
            1e-15,
            &what("P(BJ | T up)"),
        );
        for (hand, want) in [[2, 3], [10, 3], [10, 10]].iter().zip(held) {
            close(
                e.blackjack_chance(&out(hand), 1),
                want,
                1e-15,
                &what(&format!("P(BJ | A up, hand {hand:?})")),
            );
        }
        let ace_ten = e.hands.find([1, 10]).unwrap();
        close(e.natural(1, ace_ten), declined, 1e-15, &what("even money"));
        let up_a = f64::from(e.base[0]) / f64::from(e.base_total);
        let up_t = f64::from(e.base[9]) / f64::from(e.base_total);
        close(up_a * p, up_a_bj, 5e-8, &what("P(A up and BJ)"));
        close(
            up_t * e.blackjack_chance(&out(&[]), 10),
            up_a_bj,
            5e-8,
            &what("P(T up and BJ)"),
        );
    }
    // The infinite shoe, approached by the largest shoe a table could hold.
    let mut e = engine(255);
    let p = e.blackjack_chance(&out(&[]), 1);
    close(natural(&e), 8.0 / 169.0, 1e-4, "infinite: P(natural)");
    close(p, 4.0 / 13.0, 1e-4, "infinite: P(BJ | A up)");
    close(3.0 * p - 1.0, -1.0 / 13.0, 3e-4, "infinite: insurance");
    close(
        e.blackjack_chance(&out(&[]), 10),
        1.0 / 13.0,
        1e-4,
        "infinite: P(BJ | T up)",
    );
    let ace_ten = e.hands.find([1, 10]).unwrap();
    close(
        e.natural(1, ace_ten),
        1.038462,
        2e-4,
        "infinite: even money",
    );
    close(
        f64::from(e.base[0]) / f64::from(e.base_total) * p,
        4.0 / 169.0,
        1e-4,
        "infinite: P(A up and BJ)",
    );
}
