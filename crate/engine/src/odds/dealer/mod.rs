//! The dealer's final totals: exact probabilities for a shoe composition.
//!
//! Every way the dealer can finish (17 to 21, from each up card) is listed once
//! as a multiset of drawn cards with the number of orders in which the dealer
//! draws it. For a given shoe the chance of one order is a product of falling
//! factorials, the same for every order of the multiset, so a shoe costs one
//! pass over the multisets. The multisets are kept as a trie (values
//! descending), so multisets sharing their larger cards share those factors.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::composition::{Composition, OddsError, VALUES};

mod batch;
mod build;
mod family;
mod wide;

pub(crate) use family::{FAMILY, Family, Wanted};

/// Final dealer outcomes: totals 17 to 21 (slots 0 to 4), bust, blackjack.
pub(crate) type Dist = [f64; 7];
/// The bust slot of a [`Dist`].
pub(crate) const BUST: usize = 5;
/// The blackjack slot of a [`Dist`].
pub(crate) const BLACKJACK: usize = 6;

/// One more than the most cards the dealer can draw after the up card (and
/// than the most copies of one value among them).
const MAXK: usize = 16;

/// The finishing multisets behind one up card, as a trie of runs. Only the
/// nodes with children keep a product, stored by depth (a node's parent comes
/// long before it, so products pipeline well); each multiset multiplies its
/// parent's product by its own last factor.
#[derive(Clone, Debug)]
struct UpTable {
    /// Each inner node: its parent's place in the product array (0 is the
    /// root) shifted left 8 bits, and its factor, `(value - 1) * MAXK + k`.
    links: Vec<u32>,
    /// The multisets: parent and factor as in `links`...
    ends: Vec<u32>,
    /// ...and their numbers of orders, grouped by outcome and cards drawn.
    orders: Vec<f64>,
    /// The groups: first and last + 1 multiset, outcome, cards drawn.
    groups: Vec<(u16, u16, u8, u8)>,
    /// Each multiset's copies of each value.
    counts: Vec<[u8; VALUES]>,
    /// For each value, the multisets in the order of that value's family
    /// sums, made the first time a family of that value is walked (see
    /// [`UpTable::by_value`]).
    by_value: [OnceLock<ByValue>; VALUES],
    /// The most copies of each value in one multiset.
    most: [u8; VALUES],
    /// The most cards in one multiset.
    longest: u8,
}

impl UpTable {
    /// The multisets in the order of value slot `v`'s family sums. Made on
    /// first use: a table that never re-splits walks families of aces only
    /// (a round's chains of hands), and making all ten orders for each up
    /// card took a third of building the dealer's table.
    fn by_value(&self, v: usize) -> &ByValue {
        self.by_value[v].get_or_init(|| build::by_value(self, v))
    }
}

/// The multisets of one up card in the order of one value's family sums
/// (see [`DealerTable::families`]): by group, then by copies of the value.
#[derive(Clone, Debug)]
struct ByValue {
    /// Parent and factor of each multiset, as [`UpTable::ends`]...
    links: Vec<u32>,
    /// ...and its number of orders.
    orders: Vec<f64>,
    /// The multisets of one group and one number of copies, in order.
    runs: Vec<SumRun>,
}

/// Multisets of one group holding as many copies of a family's value.
#[derive(Clone, Copy, Debug)]
struct SumRun {
    /// One past the run's last multiset.
    end: u16,
    /// Their copies of the value.
    copies: u8,
    /// Their group's outcome and cards drawn.
    outcome: u8,
    cards: u8,
    /// Is it its group's last run (1), also its outcome's (2), or neither (0)?
    last: u8,
}

/// Most nodes in one up card's trie, plus one (a power of two).
const TRIE: usize = 4096;

/// The most groups (outcome and cards drawn) of one up card's multisets.
const GROUPS: usize = 64;

/// The dealer's finishing hands under one soft-17 rule.
#[derive(Clone, Debug)]
pub(crate) struct DealerTable {
    ups: Vec<UpTable>,
}

/// Factor slots: `(value - 1) * MAXK + k` (a power of two).
const FACTORS: usize = 256;

/// Working memory for [`DealerTable::dist`], kept between calls.
#[derive(Clone, Debug)]
pub(crate) struct Scratch {
    products: Box<[f64; TRIE]>,
    factors: [f64; FACTORS],
    lanes: batch::Lanes,
    sums: family::Sums,
}

impl Default for Scratch {
    fn default() -> Scratch {
        Scratch {
            products: Box::new([0.0; TRIE]),
            factors: [0.0; FACTORS],
            lanes: batch::Lanes::default(),
            sums: family::Sums::default(),
        }
    }
}

/// The table for one soft-17 rule, built once.
pub(crate) fn table(hits_soft_17: bool) -> &'static DealerTable {
    static TABLES: [OnceLock<DealerTable>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[usize::from(hits_soft_17)].get_or_init(|| DealerTable::new(hits_soft_17))
}

impl DealerTable {
    /// The dealer's outcomes with `up` showing and `shoe` (the up card out)
    /// to draw from, blackjack not conditioned away.
    pub(crate) fn dist(&self, shoe: &[u16; VALUES], up: u8, scratch: &mut Scratch) -> Dist {
        let n: u16 = shoe.iter().sum();
        let mut dist = [0.0; 7];
        if n == 0 {
            dist[BUST] = 1.0;
            return dist;
        }
        let table = &self.ups[usize::from(up) - 1];
        let factors = &mut scratch.factors;
        for v in 0..VALUES {
            let left = f64::from(shoe[v]);
            let mut p = 1.0;
            for k in 1..=usize::from(table.most[v]) {
                p *= left - (k - 1) as f64;
                factors[v * MAXK + k] = p;
            }
        }
        // inverse[k] = 1 / (n (n - 1) ... (n - k + 1)), one division in all.
        let longest = usize::from(table.longest).min(usize::from(n));
        let mut inverse = [0.0f64; MAXK];
        let mut falling = 1.0;
        for k in 1..=longest {
            falling *= f64::from(n) - (k - 1) as f64;
        }
        inverse[longest] = 1.0 / falling;
        for k in (1..longest).rev() {
            inverse[k] = inverse[k + 1] * (f64::from(n) - k as f64);
        }
        let products = &mut scratch.products;
        products[0] = 1.0;
        for (i, &link) in table.links.iter().enumerate() {
            let parent = (link >> 8) as usize;
            let factor = (link & 0xff) as usize;
            products[(i + 1) & (TRIE - 1)] =
                products[parent & (TRIE - 1)] * factors[factor & (FACTORS - 1)];
        }
        let mut finished = 0.0;
        for &(first, last, outcome, cards) in &table.groups {
            let range = usize::from(first)..usize::from(last);
            let sum: f64 = table.ends[range.clone()]
                .iter()
                .zip(&table.orders[range])
                .map(|(&link, &orders)| {
                    let parent = (link >> 8) as usize;
                    let factor = (link & 0xff) as usize;
                    products[parent & (TRIE - 1)] * factors[factor & (FACTORS - 1)] * orders
                })
                .sum();
            let p = sum * inverse[usize::from(cards)];
            dist[usize::from(outcome)] += p;
            finished += p;
        }
        let hole = match up {
            1 => shoe[9],
            10 => shoe[0],
            _ => 0,
        };
        dist[BLACKJACK] = f64::from(hole) / f64::from(n);
        dist[BUST] = (1.0 - finished - dist[BLACKJACK]).max(0.0);
        dist
    }
}

/// The chances of the dealer's final totals.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealerOdds {
    /// Ending on 17, 18, 19, 20 and 21 (not a blackjack), in that order.
    pub totals: [f64; 5],
    /// Going over 21.
    pub bust: f64,
    /// A blackjack (ace and ten-value card as the dealer's first two cards).
    pub blackjack: f64,
}

impl DealerOdds {
    pub(crate) fn from_dist(dist: &Dist) -> DealerOdds {
        DealerOdds {
            totals: [dist[0], dist[1], dist[2], dist[3], dist[4]],
            bust: dist[BUST],
            blackjack: dist[BLACKJACK],
        }
    }

    /// The same odds once the dealer has looked and found no blackjack.
    pub fn after_peek(&self) -> DealerOdds {
        let rest = 1.0 - self.blackjack;
        if rest <= 0.0 {
            return *self;
        }
        DealerOdds {
            totals: self.totals.map(|p| p / rest),
            bust: self.bust / rest,
            blackjack: 0.0,
        }
    }
}

/// The exact chances of the dealer's final totals with `up` (1 for an ace to
/// 10) showing, drawing from `shoe` (the cards left with the up card already
/// out), before any peek: see [`DealerOdds::after_peek`].
pub fn dealer_odds(
    shoe: &Composition,
    up: u8,
    hits_soft_17: bool,
) -> Result<DealerOdds, OddsError> {
    if !(1..=10).contains(&up) {
        return Err(OddsError::NoSuchValue(up));
    }
    Ok(DealerOdds::from_dist(&table(hits_soft_17).dist(
        &shoe.counts(),
        up,
        &mut Scratch::default(),
    )))
}

#[cfg(test)]
mod tests;
