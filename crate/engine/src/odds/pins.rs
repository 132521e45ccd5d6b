//! Depleted-shoe returns pinned to 1e-12: values computed by the engine as it
//! stood before the dealer's odds were made faster (December 2026), so a
//! speed-up that moves any result fails here.

use super::{Composition, next_round_return};
use crate::rules::Preset;

/// (preset, cards left by value A..T, the return computed before the speed-ups).
const PINS: [(Preset, [u16; 10], f64); 7] = [
    (
        Preset::LandCasino,
        [24, 24, 24, 24, 23, 20, 24, 24, 24, 96],
        0.002846490909271566,
    ),
    (
        Preset::European,
        [24, 24, 24, 24, 23, 20, 24, 24, 24, 96],
        -0.003859109402721689,
    ),
    (
        Preset::LandCasino,
        [8, 8, 8, 8, 8, 8, 8, 8, 8, 28],
        -0.010513040023009556,
    ),
    (
        Preset::European,
        [3, 9, 7, 8, 2, 8, 5, 9, 4, 45],
        0.041094729401136655,
    ),
    (
        Preset::ShuffleMachine,
        [20, 12, 18, 15, 22, 9, 16, 19, 13, 70],
        0.011879434863150113,
    ),
    (
        Preset::SingleDeck,
        [2, 4, 3, 4, 1, 2, 4, 3, 4, 11],
        0.003565431132057818,
    ),
    (
        Preset::LandCasino,
        [21, 24, 17, 24, 10, 20, 22, 24, 19, 61],
        -0.007970599362795153,
    ),
];

#[test]
fn depleted_shoes_return_what_they_did_before_the_speed_ups() {
    for (preset, counts, pinned) in PINS {
        let left = Composition::from_counts(counts);
        let got = next_round_return(&preset.rules(), &left).unwrap();
        assert!(
            (got - pinned).abs() < 1e-12,
            "{preset:?} {counts:?}: {got:?}, pinned {pinned:?}"
        );
    }
}
