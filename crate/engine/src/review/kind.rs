//! What kind of decision a reviewed decision was, for lifetime progress:
//! losses by kind tell a player which part of the game to practise.

use serde::{Deserialize, Serialize};

use crate::action::ActionKind;
use crate::card::Card;
use crate::hand::Total;

/// The kind of a decision, by its situation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DecisionKind {
    /// A hard total, neither a pair, a double nor a surrender.
    Hard,
    /// A soft total (an ace counted 11), neither a pair nor a double.
    Soft,
    /// A hand that could be split.
    Pair,
    /// The best or the taken action was a double.
    Double,
    /// The best or the taken action was a surrender.
    Surrender,
    /// An insurance or even money offer.
    Insurance,
    /// A composition-dependent play: from a shoe part-dealt, the best action
    /// on the exact cards left differs from the best from a fresh shoe for
    /// the same hand and up card.
    Index,
}

impl DecisionKind {
    /// Every kind, in the order they are listed.
    pub const ALL: [DecisionKind; 7] = [
        DecisionKind::Hard,
        DecisionKind::Soft,
        DecisionKind::Pair,
        DecisionKind::Double,
        DecisionKind::Surrender,
        DecisionKind::Insurance,
        DecisionKind::Index,
    ];

    /// The kind's name (`hard`, `soft`, `pair`, `double`, `surrender`,
    /// `insurance`, `index`).
    pub fn name(self) -> &'static str {
        match self {
            DecisionKind::Hard => "hard",
            DecisionKind::Soft => "soft",
            DecisionKind::Pair => "pair",
            DecisionKind::Double => "double",
            DecisionKind::Surrender => "surrender",
            DecisionKind::Insurance => "insurance",
            DecisionKind::Index => "index",
        }
    }

    /// The kind of a playing decision on `cards` (`split`: the hand could
    /// be split now), the best action being `best` and the taken one
    /// `taken`. An index play is told apart by the caller.
    pub fn of_play(
        cards: &[Card],
        split: bool,
        best: ActionKind,
        taken: ActionKind,
    ) -> DecisionKind {
        let either = |kind| best == kind || taken == kind;
        let pair = cards.len() == 2 && (split || cards[0].rank == cards[1].rank);
        if pair {
            DecisionKind::Pair
        } else if either(ActionKind::Double) {
            DecisionKind::Double
        } else if either(ActionKind::Surrender) {
            DecisionKind::Surrender
        } else if Total::of(cards).soft {
            DecisionKind::Soft
        } else {
            DecisionKind::Hard
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(names: &[&str]) -> Vec<Card> {
        names.iter().map(|n| n.parse().unwrap()).collect()
    }

    #[test]
    fn the_situation_names_the_kind() {
        use ActionKind::{Double, Hit, Split, Stand, Surrender};
        let kind = |hand: &[&str], split, best, taken| {
            DecisionKind::of_play(&cards(hand), split, best, taken)
        };
        assert_eq!(kind(&["8S", "8D"], true, Split, Stand), DecisionKind::Pair);
        assert_eq!(kind(&["AS", "AD"], false, Hit, Hit), DecisionKind::Pair);
        assert_eq!(kind(&["KS", "QD"], true, Stand, Split), DecisionKind::Pair);
        assert_eq!(
            kind(&["6S", "5D"], false, Double, Hit),
            DecisionKind::Double
        );
        assert_eq!(
            kind(&["6S", "5D"], false, Hit, Double),
            DecisionKind::Double
        );
        assert_eq!(
            kind(&["TS", "6D"], false, Surrender, Hit),
            DecisionKind::Surrender
        );
        assert_eq!(kind(&["AS", "6D"], false, Hit, Stand), DecisionKind::Soft);
        assert_eq!(kind(&["TS", "6D"], false, Hit, Stand), DecisionKind::Hard);
        // Three cards: an ace counted 1 is hard.
        assert_eq!(
            kind(&["AS", "6D", "9C"], false, Hit, Hit),
            DecisionKind::Hard
        );
    }

    #[test]
    fn the_names_are_the_serialized_names() {
        for kind in DecisionKind::ALL {
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.name()));
        }
    }
}
