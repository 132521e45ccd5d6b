//! The dealer's odds against ODDS-VECTORS.md.

use super::*;

mod vectors;

use vectors::{ONE_DECK, SIX_DECKS};

fn odds(decks: u8, up: u8) -> DealerOdds {
    let mut shoe = Composition::decks(decks);
    assert!(shoe.take(up));
    dealer_odds(&shoe, up, false).unwrap()
}

fn check(got: &DealerOdds, want: &[f64; 7], what: &str) {
    let got_row = [
        got.totals[0],
        got.totals[1],
        got.totals[2],
        got.totals[3],
        got.totals[4],
        got.blackjack,
        got.bust,
    ];
    for (g, w) in got_row.iter().zip(want) {
        assert!((g - w).abs() < 1e-9, "{what}: {got_row:?} != {want:?}");
    }
}

#[test]
fn the_dealer_vectors() {
    // The two named in the issue, then every row of ODDS-VECTORS.md.
    assert!((odds(1, 6).bust - 0.420823).abs() < 5e-7);
    assert!((odds(1, 2).bust - 0.352973).abs() < 5e-7);
    assert!((odds(1, 6).bust - 1148419537.0 / 2728984500.0).abs() < 1e-15);
    for up in 1..=10u8 {
        let row = usize::from(up) - 1;
        check(&odds(1, up), &ONE_DECK[row], &format!("1 deck, up {up}"));
        check(&odds(6, up), &SIX_DECKS[row], &format!("6 decks, up {up}"));
    }
}

#[test]
fn a_dealer_hitting_soft_17() {
    // Both tables build (the longest hands fit), and hitting soft 17
    // turns some 17s into other totals: fewer 17s, more busts.
    for up in 1..=10u8 {
        let mut shoe = Composition::decks(6);
        assert!(shoe.take(up));
        let (s17, h17) = (
            dealer_odds(&shoe, up, false).unwrap(),
            dealer_odds(&shoe, up, true).unwrap(),
        );
        let sum = |o: &DealerOdds| o.totals.iter().sum::<f64>() + o.bust + o.blackjack;
        assert!((sum(&h17) - 1.0).abs() < 1e-12);
        if up == 1 || up == 6 {
            assert!(h17.totals[0] < s17.totals[0] && h17.bust > s17.bust);
        } else if up == 10 {
            assert_eq!(h17, s17);
        }
    }
}

#[test]
fn the_peek_rows_and_the_average() {
    let peek = [
        (
            1,
            10,
            [
                0.124155911,
                0.122485681,
                0.124420908,
                0.356868810,
                0.039569635,
                0.0,
                0.232499056,
            ],
        ),
        (
            1,
            1,
            [
                0.183785938,
                0.190890166,
                0.188679899,
                0.191691996,
                0.075137057,
                0.0,
                0.169814943,
            ],
        ),
        (
            6,
            10,
            [
                0.121272672,
                0.121006910,
                0.121305827,
                0.368447117,
                0.037728934,
                0.0,
                0.230238540,
            ],
        ),
        (
            6,
            1,
            [
                0.188070568,
                0.189234902,
                0.188905667,
                0.189362391,
                0.077393485,
                0.0,
                0.167032988,
            ],
        ),
    ];
    for (decks, up, want) in peek {
        check(
            &odds(decks, up).after_peek(),
            &want,
            &format!("{decks} decks, {up} up, after the peek"),
        );
    }
    // The `all` rows: up cards weighted by their share of the full shoe.
    for (decks, want) in [
        (
            1,
            [
                0.145829659,
                0.138063176,
                0.134820214,
                0.175806476,
                0.073629613,
                0.048265460,
                0.283585403,
            ],
        ),
        (
            6,
            [
                0.145245269,
                0.139257771,
                0.133684739,
                0.179527304,
                0.072874087,
                0.047489488,
                0.281921342,
            ],
        ),
    ] {
        let full = Composition::decks(decks);
        let mut all = [0.0; 7];
        for up in 1..=10u8 {
            let o = odds(decks, up);
            let w = full.probability(up);
            for (slot, p) in all.iter_mut().zip([
                o.totals[0],
                o.totals[1],
                o.totals[2],
                o.totals[3],
                o.totals[4],
                o.blackjack,
                o.bust,
            ]) {
                *slot += w * p;
            }
        }
        for (g, w) in all.iter().zip(&want) {
            assert!((g - w).abs() < 1e-9, "{decks} decks, all: {all:?}");
        }
    }
}

/// A family's members (a shoe with 0, 1, 2… more cards of one value out)
/// are the odds of each member's shoe, to rounding.
#[test]
fn a_family_is_its_members_odds() {
    let shoes: [[u16; VALUES]; 5] = [
        Composition::decks(1).counts(),
        Composition::decks(6).counts(),
        [3, 4, 2, 4, 1, 4, 4, 3, 4, 12],
        [24, 24, 24, 24, 23, 20, 24, 24, 24, 96],
        [1, 1, 1, 1, 1, 1, 1, 1, 1, 3],
    ];
    for hits_soft_17 in [false, true] {
        let table = DealerTable::new(hits_soft_17);
        let mut scratch = Scratch::default();
        for up in 1..=10u8 {
            for value in 1..=10u8 {
                let mut asked = Vec::new();
                for mut shoe in shoes {
                    shoe[usize::from(up) - 1] -= 1;
                    for wanted in [0b11111, 0b10110, 0b00100, 0b00011] {
                        asked.push((shoe, wanted));
                    }
                }
                let mut out = vec![[[0.0; 7]; FAMILY]; asked.len()];
                table.families(up, value, &asked, &mut scratch, &mut out);
                for ((shoe, wanted), family) in asked.iter().zip(&out) {
                    for (j, got) in family.iter().enumerate() {
                        if wanted >> j & 1 == 0 {
                            continue;
                        }
                        let mut member = *shoe;
                        let q = usize::from(value) - 1;
                        member[q] = member[q].saturating_sub(j as u16);
                        let want = table.dist(&member, up, &mut scratch);
                        for (g, w) in got.iter().zip(want) {
                            assert!(
                                (g - w).abs() < 1e-13,
                                "{shoe:?} up {up} value {value} j {j}"
                            );
                        }
                    }
                }
            }
        }
    }
}

/// Shoes valued side by side (in the widest vectors the processor has, see
/// `wide.rs`) get the odds of each shoe alone, to the bit.
#[test]
fn laned_odds_are_each_shoes_to_the_bit() {
    let mut shoes: Vec<[u16; VALUES]> = Vec::new();
    for k in 0..37u16 {
        let mut shoe = Composition::decks(6).counts();
        for (v, count) in shoe.iter_mut().enumerate() {
            *count -= (k * (v as u16 + 3)) % 7;
        }
        shoes.push(shoe);
    }
    for hits_soft_17 in [false, true] {
        let table = DealerTable::new(hits_soft_17);
        let mut scratch = Scratch::default();
        for up in 1..=10u8 {
            let mut out = vec![[0.0; 7]; shoes.len()];
            table.dists(&shoes, up, &mut scratch, &mut out);
            for (shoe, got) in shoes.iter().zip(&out) {
                let want = table.dist(shoe, up, &mut scratch);
                assert_eq!(
                    got.map(f64::to_bits),
                    want.map(f64::to_bits),
                    "{shoe:?} up {up}"
                );
            }
        }
    }
}
