//! Index plays: the Hi-Lo true count from which a play's high-count action
//! is better, computed for a table's rules the way the books compute them
//! (nothing here is a published table).
//!
//! Many real shoes of the table are dealt to its cut card (`shoes.rs`). At
//! each round the play and its alternative are valued exactly for the shoe
//! as it stands, every later decision made on the exact cards left
//! (`value.rs`): each two-card hand of the play (two different cards, no
//! ace; ten-ten for the pair splits) with its chance, conditioned on the
//! dealer's peek where the dealer peeks first; with [`Method::longer`] the
//! hands of three cards and more met at a standing play too
//! (`longer.rs`). Each hand is grouped by the
//! true count a counter reads when deciding it: the running count of the
//! cards dealt since the shuffle, the hand and the up card included, over
//! the decks left, made whole as [`Convention`] says (by default floored).
//! The gains are averaged in each whole count, weighted by how often the
//! shoes deal them (`average.rs`), and the index is read from those
//! averages by [`Method::read`]: by default the averaged crossing (where the
//! averaged gain turns from negative to not negative, interpolated between
//! the mean true counts of the whole counts around it) rounded to the
//! nearest whole count (`reading.rs`). That reading was chosen by comparing
//! with the books' values (docs/counting.md), so it is not the lowest whole
//! count whose own average favours the play: 16 v T's index is 0 although
//! at 0 standing loses a little on average (the crossing is +0.45).
//!
//! What computed a table's indices is fingerprinted ([`indices_fingerprint`]:
//! the method and a small canonical computation through the same code), so
//! that indices kept by a front end are computed again when the code
//! changes what it gives.
//!
//! Where every round starts from a full shoe (a continuous shuffler, or a
//! deck shuffled before every round) counting cannot change the odds, and a
//! table has no index plays ([`counting_helps`]).

use serde::{Deserialize, Serialize};

use crate::rules::Rules;

mod average;
mod blocks;
mod error;
mod fingerprint;
#[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
pub(crate) use fingerprint::canonical_rules;
mod fit;
mod grid;
mod longer;
mod method;
mod plays;
mod reading;
mod round_sums;
mod shoes;
mod sums;
mod value;
mod valued;

pub use fingerprint::indices_fingerprint;
pub use grid::MAX_TRUE_COUNT;
pub use method::{Convention, DecksLeft, Method, Read, Whole};
pub use plays::Deviation;
use plays::{PLAYS, Play, allowed, name};
pub use reading::CountAverage;

/// One index play for a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IndexPlay {
    /// The play as counters write it: `insurance`, `16 v T`, `10,10 v 5`,
    /// `15 v T surrender`.
    pub name: String,
    /// The player's hard total (0 for insurance, 20 for the pair of tens).
    pub total: u8,
    /// The dealer's up card, 1 (ace) to 10.
    pub up: u8,
    /// What is compared.
    pub deviation: Deviation,
    /// The averaged crossing: where the averaged gain turns from negative to
    /// not negative, interpolated between the mean true counts of the two
    /// whole counts around it (`None` without one).
    pub index: Option<f64>,
    /// The index as counters learn it, read by [`Method::read`] (by default
    /// the averaged crossing to the nearest whole count), or `None` when the
    /// play does not change within ±[`MAX_TRUE_COUNT`].
    pub rounded: Option<i32>,
    /// Whether the high-count action is better at the neutral count.
    pub at_zero: bool,
    /// The averaged gain at each whole count read around the index, from
    /// the lowest: how much the play is worth there, and how close a call
    /// the index is (empty where nothing was read).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub by_count: Vec<CountAverage>,
    /// Other whole counts that are as good an index as `rounded`: the one
    /// below where the averaged gain there is a tie (within twice its
    /// standard error of zero), the one above where the gain at the index
    /// is. Either action is as good at a tie, so the index may be read on
    /// either side of it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub as_good: Vec<i32>,
}

impl IndexPlay {
    /// The whole counts next to `index` that are as good an index (see
    /// [`IndexPlay::as_good`]).
    fn ties(index: i32, by_count: &[CountAverage]) -> Vec<i32> {
        let tie = |count: i32| {
            by_count
                .iter()
                .any(|a| a.count == count && a.error.is_some_and(|e| a.gain.abs() <= 2.0 * e))
        };
        [(index - 1, index - 1), (index, index + 1)]
            .into_iter()
            .filter(|&(at, _)| tie(at))
            .map(|(_, other)| other)
            .collect()
    }
}

/// Whether counting can change the odds at the table: only where the shoe
/// is dealt down to a cut card. A continuous shuffler or a shoe shuffled
/// before every round starts every round from the full shoe.
pub fn counting_helps(rules: &Rules) -> bool {
    shoes::penetration(rules).is_some()
}

/// The index plays of `rules` by the default [`Method`]: see
/// [`index_plays_with`].
pub fn index_plays(rules: &Rules) -> Vec<IndexPlay> {
    index_plays_with(rules, &Method::default())
}

/// The index plays of `rules` that the table allows (no surrender where it
/// has none, none against an ace: the tables refuse it; no double outside
/// the totals it doubles; no split where it splits nothing), in the usual
/// order, computed by `method`; none where counting cannot help
/// ([`counting_helps`]).
pub fn index_plays_with(rules: &Rules, method: &Method) -> Vec<IndexPlay> {
    if !counting_helps(rules) {
        return Vec::new();
    }
    let plays: Vec<Play> = PLAYS
        .iter()
        .filter(|&&(total, up, d)| allowed(rules, total, up, d))
        .map(|&(total, up, deviation)| Play {
            total,
            up,
            deviation,
        })
        .collect();
    compute(rules, method, &plays)
}

/// Computes `plays` on `rules` by `method`, allowed or not.
pub(crate) fn compute(rules: &Rules, method: &Method, plays: &[Play]) -> Vec<IndexPlay> {
    let mut grid = grid::Grid::new(rules);
    let guesses: Vec<(Option<f64>, bool)> = plays
        .iter()
        .map(|play| {
            let f = |e: &mut _, l: &_| value::mean_gain(e, l, play.key());
            (grid.crossing(f), grid.value_at(0, f) >= 0.0)
        })
        .collect();
    let first: Vec<Option<f64>> = guesses.iter().map(|g| g.0).collect();
    let readings = average::readings(rules, method, plays, &first);
    plays
        .iter()
        .zip(guesses)
        .zip(readings)
        .map(|((play, (_, guess_at_zero)), reading)| {
            // The index as counters learn it (reading.rs states the rule).
            let rounded = reading.as_ref().and_then(|r| r.index_by(method.read));
            IndexPlay {
                name: name(play.total, play.up, play.deviation),
                total: play.total,
                up: play.up,
                deviation: play.deviation,
                index: reading.as_ref().and_then(|r| r.crossing),
                rounded,
                at_zero: rounded.map_or(guess_at_zero, |i| i <= 0),
                as_good: match (rounded, &reading) {
                    (Some(i), Some(r)) => IndexPlay::ties(i, &r.averages),
                    _ => Vec::new(),
                },
                by_count: reading.map(|r| r.averages).unwrap_or_default(),
            }
        })
        .collect()
}

mod expect;

pub use expect::{Asked, IndexCall, index_call};
// The simulator's index plays use these (`sim::indexed`): where it is built.
#[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
pub(crate) use expect::{actions, covers};

#[cfg(test)]
mod tests;
