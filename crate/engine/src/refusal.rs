//! Why a hand cannot take an action the phase allows: each reason a stable
//! code (for translations) and an English sentence.

use std::fmt;

/// Why a hand cannot hit, double, split or surrender.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// Split aces take one card each: no hit, no double.
    SplitAcesOneCard,
    /// Only a hand of two cards can be doubled.
    DoubleTwoCardsOnly,
    /// The table allows no double after a split.
    NoDoubleAfterSplit,
    /// The table allows no double on a hand holding an ace (a soft hand).
    NoDoubleWithAce,
    /// The table allows a double on 9, 10 or 11 only.
    DoubleNineToElevenOnly,
    /// Only a hand of two cards can be split.
    SplitTwoCardsOnly,
    /// Only two cards of equal value can be split.
    SplitEqualValueOnly,
    /// Only two cards of the same rank can be split.
    SplitSameRankOnly,
    /// The box has split aces as often as the table allows.
    SplitAcesLimit,
    /// The box holds as many hands as the table allows.
    SplitHandsLimit,
    /// The table has no surrender.
    NoSurrender,
    /// Surrender is the first decision on an unsplit hand's two cards.
    SurrenderFirstDecisionOnly,
    /// There is no surrender against an ace.
    NoSurrenderAgainstAce,
    /// A card has left the shoe since the deal: surrender is over.
    SurrenderTooLate,
}

impl Refusal {
    /// Every reason.
    pub const ALL: [Refusal; 14] = [
        Refusal::SplitAcesOneCard,
        Refusal::DoubleTwoCardsOnly,
        Refusal::NoDoubleAfterSplit,
        Refusal::NoDoubleWithAce,
        Refusal::DoubleNineToElevenOnly,
        Refusal::SplitTwoCardsOnly,
        Refusal::SplitEqualValueOnly,
        Refusal::SplitSameRankOnly,
        Refusal::SplitAcesLimit,
        Refusal::SplitHandsLimit,
        Refusal::NoSurrender,
        Refusal::SurrenderFirstDecisionOnly,
        Refusal::NoSurrenderAgainstAce,
        Refusal::SurrenderTooLate,
    ];

    /// The stable code of the reason (`double-two-cards-only`, ...), which is
    /// also the refused action's [`code`](crate::ActionError::code).
    pub const fn code(self) -> &'static str {
        match self {
            Refusal::SplitAcesOneCard => "split-aces-one-card",
            Refusal::DoubleTwoCardsOnly => "double-two-cards-only",
            Refusal::NoDoubleAfterSplit => "no-double-after-split",
            Refusal::NoDoubleWithAce => "no-double-with-ace",
            Refusal::DoubleNineToElevenOnly => "double-9-to-11-only",
            Refusal::SplitTwoCardsOnly => "split-two-cards-only",
            Refusal::SplitEqualValueOnly => "split-equal-value-only",
            Refusal::SplitSameRankOnly => "split-same-rank-only",
            Refusal::SplitAcesLimit => "split-aces-limit",
            Refusal::SplitHandsLimit => "split-hands-limit",
            Refusal::NoSurrender => "no-surrender",
            Refusal::SurrenderFirstDecisionOnly => "surrender-first-decision-only",
            Refusal::NoSurrenderAgainstAce => "no-surrender-against-ace",
            Refusal::SurrenderTooLate => "surrender-too-late",
        }
    }

    /// The reason in English.
    pub const fn text(self) -> &'static str {
        match self {
            Refusal::SplitAcesOneCard => "split aces take one card each",
            Refusal::DoubleTwoCardsOnly => "only a two-card hand can be doubled",
            Refusal::NoDoubleAfterSplit => "this table does not allow a double after a split",
            Refusal::NoDoubleWithAce => {
                "this table does not allow a double on a hand holding an ace"
            }
            Refusal::DoubleNineToElevenOnly => "this table allows a double only on 9, 10 or 11",
            Refusal::SplitTwoCardsOnly => "only a two-card hand can be split",
            Refusal::SplitEqualValueOnly => "only two cards of equal value can be split",
            Refusal::SplitSameRankOnly => "only two cards of the same rank can be split",
            Refusal::SplitAcesLimit => "this box has split aces as often as the table allows",
            Refusal::SplitHandsLimit => "this box holds as many hands as the table allows",
            Refusal::NoSurrender => "this table has no surrender",
            Refusal::SurrenderFirstDecisionOnly => {
                "surrender is the first decision on a hand's two cards, never after a split"
            }
            Refusal::NoSurrenderAgainstAce => "there is no surrender against an ace",
            Refusal::SurrenderTooLate => {
                "surrender ends once a card has left the shoe after the deal"
            }
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The place of `r` in [`Refusal::ALL`]: an exhaustive match, so a new
    /// reason does not compile until it is listed here (and then in `ALL`).
    fn slot(r: Refusal) -> usize {
        match r {
            Refusal::SplitAcesOneCard => 0,
            Refusal::DoubleTwoCardsOnly => 1,
            Refusal::NoDoubleAfterSplit => 2,
            Refusal::NoDoubleWithAce => 3,
            Refusal::DoubleNineToElevenOnly => 4,
            Refusal::SplitTwoCardsOnly => 5,
            Refusal::SplitEqualValueOnly => 6,
            Refusal::SplitSameRankOnly => 7,
            Refusal::SplitAcesLimit => 8,
            Refusal::SplitHandsLimit => 9,
            Refusal::NoSurrender => 10,
            Refusal::SurrenderFirstDecisionOnly => 11,
            Refusal::NoSurrenderAgainstAce => 12,
            Refusal::SurrenderTooLate => 13,
        }
    }

    #[test]
    fn every_reason_is_listed_once_with_a_distinct_code() {
        for (i, r) in Refusal::ALL.into_iter().enumerate() {
            assert_eq!(slot(r), i, "{r:?} out of place in ALL");
            assert!(
                r.code()
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            );
            assert!(!r.text().is_empty());
        }
        let mut codes: Vec<&str> = Refusal::ALL.iter().map(|r| r.code()).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), Refusal::ALL.len());
    }
}
