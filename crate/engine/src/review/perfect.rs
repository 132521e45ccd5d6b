//! Perfect play's expectation for a round: the exact return of optimal play
//! on the shoe as it stood at the round's start (its record's `undealt`),
//! or on a fresh shoe when the round was dealt from one.

use std::collections::HashMap;

use serde::Serialize;

use crate::card::Card;
use crate::odds::{Composition, next_round_return};
use crate::rules::Rules;

/// Which shoe perfect play's expectation of a round was valued on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PerfectFrom {
    /// The shoe as it stood at the round's start (its exact composition).
    Shoe,
    /// A fresh shoe: the round was dealt from one, or its shoe held too few
    /// cards to value a round from (the fresh return stands in).
    Fresh,
}

/// The main bet's return per unit on each shoe met, kept between rounds
/// (the same shoe can come back on another round or a review done again).
#[derive(Debug)]
pub(super) struct ShoeReturns {
    rules: Rules,
    /// The fresh shoe's return per unit of main bet.
    fresh: f64,
    /// The returns computed, by composition (`None`: refused, too few cards).
    known: HashMap<Composition, Option<f64>>,
}

/// The most compositions kept: past this the cache starts again.
const MOST_KEPT: usize = 4096;

impl ShoeReturns {
    /// Returns for `rules`, `fresh` being the fresh shoe's.
    pub(super) fn new(rules: &Rules, fresh: f64) -> ShoeReturns {
        ShoeReturns {
            rules: rules.clone(),
            fresh,
            known: HashMap::new(),
        }
    }

    /// The main bet's return per unit for a round whose record says
    /// `undealt` (52 digits by card, `None` for a freshly shuffled shoe),
    /// and which shoe it was valued on. A full shoe is the fresh shoe's
    /// value, computed once.
    pub(super) fn main_return(&mut self, undealt: Option<&str>) -> (f64, PerfectFrom) {
        let Some(left) = undealt.and_then(composition) else {
            return (self.fresh, PerfectFrom::Fresh);
        };
        if left == Composition::decks(self.rules.decks) {
            return (self.fresh, PerfectFrom::Shoe);
        }
        if self.known.len() >= MOST_KEPT {
            self.known.clear();
        }
        let rules = &self.rules;
        let value = *self
            .known
            .entry(left)
            .or_insert_with(|| next_round_return(rules, &left).ok());
        value.map_or((self.fresh, PerfectFrom::Fresh), |v| (v, PerfectFrom::Shoe))
    }
}

/// The composition by value of a record's `undealt` (52 digits, one per
/// card in card order); `None` when it is not 52 digits.
pub(super) fn composition(undealt: &str) -> Option<Composition> {
    if undealt.len() != 52 {
        return None;
    }
    let mut counts = [0u16; 10];
    for (i, b) in undealt.bytes().enumerate() {
        let n = b.checked_sub(b'0').filter(|n| *n <= 9)?;
        counts[usize::from(Card::from_index(i).value()) - 1] += u16::from(n);
    }
    Some(Composition::from_counts(counts))
}
