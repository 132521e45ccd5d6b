//! Exact combinatorial odds: no simulation, every probability counted from the
//! cards left in the shoe.
//!
//! - [`dealer_odds`]: the dealer's final totals for an up card and a shoe
//!   ([`Composition`]: cards left by value, tens merged).
//! - [`expected_return`]: a table's expected return under optimal,
//!   composition-dependent play, computed from its [`Rules`](crate::Rules)
//!   alone; the pair bonus's own return beside it. [`next_round_return`]:
//!   the same for the next round of a part-dealt shoe.
//! - [`Analyzer`] and [`advise`]: the value of each action allowed for the hand
//!   being played, from the exact cards left, and the best one (the page's
//!   hint).
//! - [`risk`]: the exact distribution of one round's net result under a
//!   chart, and a flat bettor's risk of ruin over a trip and a lifetime.
//!
//! Every decision uses the exact cards left: the player's cards and the up card
//! out, and every card drawn out as play goes on. Split hands are played with
//! the decisions of an unsplit hand of the same cards and re-split up to the
//! table's limits, valued exactly for that play (see `split.rs`), as the
//! published exact analyzers do.

mod advice;
pub mod chart;
mod composition;
mod count;
mod dealer;
mod depleted;
mod edge;
mod hands;
mod index;
mod player;
pub mod risk;
mod split;

pub use advice::{Advice, Analyzer, advise};
pub use composition::{Composition, OddsError};
pub use count::{hi_lo, running_count, true_count, true_count_tenths};
pub use dealer::{DealerOdds, dealer_odds};
pub use depleted::{MIN_CARDS_LEFT, next_round_return};
pub use edge::{Edge, expected_return, expected_return_with, pair_bonus_return};
pub use index::{
    Asked, Convention, CountAverage, DecksLeft, Deviation, IndexCall, IndexPlay, MAX_TRUE_COUNT,
    Method, Read, Whole, counting_helps, index_call, index_plays, index_plays_with,
    indices_fingerprint,
};
#[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
#[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
pub(crate) use index::{
    actions as index_actions, canonical_rules as canonical_index_table, covers as index_covers,
};
pub use player::SplitPlay;

#[cfg(test)]
mod pins;
#[cfg(test)]
mod tests;
