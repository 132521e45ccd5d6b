//! Insurance and even money in a chart: when to take them.

use crate::card::Card;
use crate::hand::is_two_card_21;
use crate::odds::composition::Composition;

/// When a chart takes insurance (or even money) against an ace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Take {
    /// Never: it costs with every hand.
    Never,
    /// With a hand holding no ten-value card.
    NoTen,
    /// With a hand holding at most one ten-value card.
    AtMostOneTen,
    /// Always.
    Always,
}

impl Take {
    /// The name the JSON and the page use: `never`, `no-ten`, `at-most-one-ten`, `always`.
    pub const fn name(self) -> &'static str {
        match self {
            Take::Never => "never",
            Take::NoTen => "no-ten",
            Take::AtMostOneTen => "at-most-one-ten",
            Take::Always => "always",
        }
    }

    /// The rule named `name` (as [`Take::name`] writes it).
    pub fn from_name(name: &str) -> Option<Take> {
        [Take::Never, Take::NoTen, Take::AtMostOneTen, Take::Always]
            .into_iter()
            .find(|t| t.name() == name)
    }

    /// Does the rule take it with a hand holding `tens` ten-value cards?
    pub const fn takes(self, tens: usize) -> bool {
        match self {
            Take::Never => false,
            Take::NoTen => tens == 0,
            Take::AtMostOneTen => tens <= 1,
            Take::Always => true,
        }
    }
}

/// Does a chart that insures by `insurance` and takes even money by
/// `even_money` take the offer with `hand`? Even money's rule for a
/// blackjack, insurance's for any other hand, each by the hand's ten-value
/// cards.
pub fn takes_offer(insurance: Take, even_money: Take, hand: &[Card]) -> bool {
    let tens = hand.iter().filter(|c| c.is_ten_value()).count();
    let rule = if is_two_card_21(hand) {
        even_money
    } else {
        insurance
    };
    rule.takes(tens)
}

/// The value of insurance (or even money) per unit of the insurance bet,
/// the cards `left` being the shoe's with the hole card among them: it pays
/// 2 to 1 when the hole card is a ten, so it is worth 3p - 1 for `p` the
/// chance of a ten. Declining is worth 0.
pub fn insurance_value(left: &Composition) -> f64 {
    3.0 * left.probability(10) - 1.0
}

/// When insurance pays against an ace for a hand holding at least `tens`
/// ten-value cards (the two cards and the ace out of a fresh shoe):
/// it pays 2 to 1, so it gains when more than a third of the cards left are tens.
pub(super) fn insurance(decks: u8, tens: u16) -> Take {
    let shoe = Composition::decks(decks);
    let left = f64::from(shoe.total() - 3);
    let gains = |k: u16| 3.0 * f64::from(shoe.count(10) - k) / left > 1.0;
    match (gains(tens), gains(tens.max(1)), gains(2)) {
        (_, _, true) => Take::Always,
        (_, true, false) => Take::AtMostOneTen,
        (true, false, false) if tens == 0 => Take::NoTen,
        _ => Take::Never,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(names: &[&str]) -> Vec<Card> {
        names.iter().map(|n| n.parse().unwrap()).collect()
    }

    #[test]
    fn a_blackjack_follows_even_money_and_other_hands_insurance() {
        let blackjack = hand(&["AS", "KD"]);
        assert!(takes_offer(Take::Never, Take::Always, &blackjack));
        assert!(!takes_offer(Take::Always, Take::Never, &blackjack));
        // A ten and an ace after three cards is not a blackjack.
        let three = hand(&["AS", "5D", "5C"]);
        assert!(takes_offer(Take::NoTen, Take::Never, &three));
        let two_tens = hand(&["KS", "QD"]);
        assert!(!takes_offer(Take::AtMostOneTen, Take::Always, &two_tens));
        assert!(takes_offer(Take::Always, Take::Never, &two_tens));
        assert!(takes_offer(
            Take::AtMostOneTen,
            Take::Never,
            &hand(&["KS", "6D"])
        ));
    }

    #[test]
    fn insurance_is_worth_three_times_the_chance_of_a_ten_less_one() {
        // One deck less an ace: 16 tens in 51 cards.
        let mut counts = Composition::decks(1).counts();
        counts[0] -= 1;
        let value = insurance_value(&Composition::from_counts(counts));
        assert!((value - (48.0 / 51.0 - 1.0)).abs() < 1e-12);
        // Only tens left: it pays 2 to 1 for sure.
        let mut tens = [0; 10];
        tens[9] = 4;
        assert_eq!(insurance_value(&Composition::from_counts(tens)), 2.0);
    }
}
