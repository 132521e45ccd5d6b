//! The next round from a shoe part-dealt: its exact return, given the cards
//! left (what a counter estimates with a count, computed here exactly).

use super::composition::{Composition, OddsError, TenRanks, VALUES};
use super::player::{Engine, Params, SplitPlay};
use crate::rules::Rules;

/// The fewest cards left that a round is valued from: below this a round
/// could run the shoe dry, which the exact analysis does not model (the
/// table shuffles the discards in; the analysis would need their order).
pub const MIN_CARDS_LEFT: u16 = 20;

/// The player's exact expected return on the next round, as a fraction of
/// the bet, when the shoe holds `left`: one box, every decision made on the
/// exact cards left (as [`expected_return`](super::expected_return) does for
/// a fresh shoe). Refused: more cards of a value than the table's decks hold,
/// or fewer than [`MIN_CARDS_LEFT`] cards.
///
/// ```
/// use blackjack::Preset;
/// use blackjack::odds::{Composition, expected_return, next_round_return};
///
/// let rules = Preset::LandCasino.rules();
/// let fresh = next_round_return(&rules, &Composition::decks(6)).unwrap();
/// assert!((fresh - expected_return(&rules).player).abs() < 1e-12);
/// ```
pub fn next_round_return(rules: &Rules, left: &Composition) -> Result<f64, OddsError> {
    check_left(rules.decks, left)?;
    let mut engine = Engine::new(
        Params::of(rules, SplitPlay::UnsplitDecisions),
        left,
        TenRanks::spread(left.count(10)),
    );
    Ok(engine.round_value())
}

/// Refuses a shoe of `decks` decks that cannot hold `left`, or that holds too
/// few cards for a round.
pub(crate) fn check_left(decks: u8, left: &Composition) -> Result<(), OddsError> {
    let full = Composition::decks(decks);
    for value in 1..=VALUES as u8 {
        if left.count(value) > full.count(value) {
            return Err(OddsError::MoreThanTheShoe {
                value,
                count: left.count(value),
                most: full.count(value),
            });
        }
    }
    if left.total() < MIN_CARDS_LEFT {
        return Err(OddsError::TooFewCards(left.total()));
    }
    Ok(())
}

impl TenRanks {
    /// `tens` ten-value cards of unknown ranks, taken as evenly spread over
    /// ten, jack, queen and king (the first ranks take the remainder).
    pub(crate) fn spread(tens: u16) -> TenRanks {
        let (each, extra) = (tens / 4, tens % 4);
        TenRanks(std::array::from_fn(|r| {
            each + u16::from((r as u16) < extra)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odds::expected_return;
    use crate::rules::{Preset, RulesSpec};

    #[test]
    fn a_full_shoe_is_the_fresh_shoe() {
        for preset in Preset::ALL {
            let rules = preset.rules();
            let left = Composition::decks(rules.decks);
            let next = next_round_return(&rules, &left).unwrap();
            assert!(
                (next - expected_return(&rules).player).abs() < 1e-12,
                "{preset:?}"
            );
        }
    }

    #[test]
    fn two_full_decks_left_in_six_play_as_a_two_deck_game() {
        let six = Preset::LandCasino.rules();
        let two = RulesSpec {
            decks: 2,
            ..six.to_spec()
        }
        .check()
        .unwrap();
        let next = next_round_return(&six, &Composition::decks(2)).unwrap();
        assert!((next - expected_return(&two).player).abs() < 1e-12);
    }

    /// Griffin's effects of removal for one deck (The Theory of Blackjack,
    /// table 10.1 family: dealer stands on soft 17, double any two, no
    /// double after split): removing one card of each value changes the
    /// player's return by about these many percent.
    #[test]
    fn one_card_out_of_a_deck_moves_the_edge_as_griffin_measured() {
        let rules = RulesSpec {
            decks: 1,
            double_on: crate::rules::DoubleOn::Any,
            double_after_split: false,
            ..Preset::SingleDeck.spec()
        }
        .check()
        .unwrap();
        let full = next_round_return(&rules, &Composition::decks(1)).unwrap();
        let griffin = [
            -0.61, 0.38, 0.44, 0.55, 0.69, 0.46, 0.28, 0.00, -0.18, -0.51,
        ];
        for (i, expected) in griffin.into_iter().enumerate() {
            let mut counts = Composition::decks(1).counts();
            counts[i] -= 1;
            let less = next_round_return(&rules, &Composition::from_counts(counts)).unwrap();
            let effect = (less - full) * 100.0;
            assert!(
                (effect - expected).abs() < 0.06,
                "value {}: {effect:.3} % against Griffin's {expected} %",
                i + 1
            );
        }
    }

    #[test]
    fn tens_rich_shoes_favour_the_player_and_bad_shoes_are_refused() {
        let rules = Preset::European.rules();
        let mut counts = [12u16; VALUES];
        counts[9] = 96;
        let rich = next_round_return(&rules, &Composition::from_counts(counts)).unwrap();
        assert!(rich > expected_return(&rules).player + 0.01, "{rich}");
        counts[9] = 97;
        assert_eq!(
            next_round_return(&rules, &Composition::from_counts(counts)),
            Err(OddsError::MoreThanTheShoe {
                value: 10,
                count: 97,
                most: 96
            })
        );
        assert_eq!(
            next_round_return(&rules, &Composition::from_counts([1; VALUES])),
            Err(OddsError::TooFewCards(10))
        );
    }

    #[test]
    fn tens_spread_evenly_over_the_four_ranks() {
        assert_eq!(TenRanks::spread(96).0, [24; 4]);
        assert_eq!(TenRanks::spread(23).0, [6, 6, 6, 5]);
    }
}
