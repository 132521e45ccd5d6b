//! The Hi-Lo count: what card counters keep, read from the cards left.

use super::composition::{Composition, VALUES};

/// A card value's Hi-Lo tag: +1 for 2 to 6, 0 for 7 to 9, -1 for tens and aces.
pub const fn hi_lo(value: u8) -> i32 {
    match value {
        2..=6 => 1,
        7..=9 => 0,
        _ => -1,
    }
}

/// The Hi-Lo running count of the cards dealt from a shoe of `decks` decks
/// that now holds `left`.
pub fn running_count(decks: u8, left: &Composition) -> i32 {
    let full = Composition::decks(decks);
    (1..=VALUES as u8)
        .map(|v| (i32::from(full.count(v)) - i32::from(left.count(v))) * hi_lo(v))
        .sum()
}

/// The Hi-Lo true count: the running count per deck left (0 for an empty shoe).
pub fn true_count(decks: u8, left: &Composition) -> f64 {
    if left.total() == 0 {
        return 0.0;
    }
    f64::from(running_count(decks, left)) * 52.0 / f64::from(left.total())
}

/// The Hi-Lo true count as the page shows it: rounded to the nearest tenth,
/// halves away from zero.
pub fn true_count_tenths(decks: u8, left: &Composition) -> f64 {
    (true_count(decks, left) * 10.0).round() / 10.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_a_shoe_with_small_cards_out() {
        let mut counts = Composition::decks(6).counts();
        counts[4] -= 10; // ten fives dealt: +10
        counts[9] -= 4; // four tens: -4
        counts[6] -= 3; // three sevens: 0
        let left = Composition::from_counts(counts);
        assert_eq!(running_count(6, &left), 6);
        assert!((true_count(6, &left) - 6.0 * 52.0 / 295.0).abs() < 1e-12);
        assert_eq!(true_count(6, &Composition::decks(6)), 0.0);
        // 6 * 52 / 295 = 1.0576...: 1.1 to the tenth.
        assert_eq!(true_count_tenths(6, &left), 1.1);
    }

    #[test]
    fn the_shown_true_count_rounds_halves_away_from_zero() {
        // One deck, 16 cards left holding one high card more than low ones:
        // running count +1, true count 52 / 16 = 3.25 exactly.
        let up = Composition::from_counts([0, 2, 0, 0, 0, 0, 4, 4, 3, 3]);
        assert_eq!(true_count(1, &up), 3.25);
        assert_eq!(true_count_tenths(1, &up), 3.3);
        // One low card more: running count -1, true count -3.25.
        let down = Composition::from_counts([0, 3, 0, 0, 0, 0, 4, 4, 3, 2]);
        assert_eq!(true_count(1, &down), -3.25);
        assert_eq!(true_count_tenths(1, &down), -3.3);
    }
}
