//! The dealer's final totals: exact probabilities for a shoe composition.
//!
//! Every way the dealer can finish (17 to 21, from each up card) is listed once
//! as a multiset of drawn cards with the number of orders in which the dealer
//! draws it. For a given shoe the chance of one order is a product of falling
//! factorials, the same for every order of the multiset, so a shoe costs one
//! pass over the multisets. The multisets are kept as a trie (values
//! descending), so multisets sharing their larger cards share those factors.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::composition::{Composition, OddsError, VALUES};
use super::hands::{KeyHasher, key};

mod batch;
mod family;

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

/// One run of equal values in a multiset while the trie is built: `k` cards
/// of one value.
#[derive(Clone, Copy, Debug)]
struct Run {
    /// Orders in which the dealer draws the multiset ending here (0 when none ends here).
    orders: f64,
    /// Runs from the root to here.
    depth: u8,
    /// `(value - 1) * MAXK + k`.
    factor: u8,
    /// `outcome * MAXK + cards drawn` (0 when no multiset ends here).
    slot: u8,
}

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
    /// For each value, each multiset's place among the family sums: its
    /// group times [`MAXK`] plus its copies of that value (as `ends`).
    end_slots: [Vec<u16>; VALUES],
    /// The most copies of each value in one multiset of each group.
    group_most: Vec<[u8; VALUES]>,
    /// The most copies of each value in one multiset.
    most: [u8; VALUES],
    /// The most cards in one multiset.
    longest: u8,
}

/// Most nodes in one up card's trie, plus one (a power of two).
const TRIE: usize = 4096;

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

/// A dealer hand as it is drawn.
#[derive(Clone, Copy)]
struct Drawn {
    hard: u8,
    ace: bool,
    cards: u8,
    counts: [u8; VALUES],
}

impl Drawn {
    fn total(&self) -> (u8, bool) {
        if self.ace && self.hard <= 11 {
            (self.hard + 10, true)
        } else {
            (self.hard, false)
        }
    }
}

impl DealerTable {
    /// Lists every finishing multiset for every up card.
    pub(crate) fn new(hits_soft_17: bool) -> DealerTable {
        let ups = (1..=10u8)
            .map(|up| {
                let mut ends: Vec<([u8; VALUES], u8, u32)> = Vec::new();
                let mut index: HashMap<u64, usize, BuildHasherDefault<KeyHasher>> =
                    HashMap::default();
                let start = Drawn {
                    hard: up,
                    ace: up == 1,
                    cards: 0,
                    counts: [0; VALUES],
                };
                walk(start, hits_soft_17, &mut |drawn: &Drawn, total: u8| {
                    let slot = *index.entry(key(&drawn.counts)).or_insert_with(|| {
                        ends.push((drawn.counts, total - 17, 0));
                        ends.len() - 1
                    });
                    ends[slot].2 += 1;
                });
                let ends = ends
                    .into_iter()
                    .map(|(counts, outcome, orders)| {
                        // Tens first: the trie shares more that way.
                        let runs: Vec<(u8, u8)> = (0..VALUES)
                            .rev()
                            .filter(|&v| counts[v] > 0)
                            .map(|v| (v as u8 + 1, counts[v]))
                            .collect();
                        (runs, outcome, orders)
                    })
                    .collect();
                build_trie(ends)
            })
            .collect();
        DealerTable { ups }
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

/// Calls `end` with every finishing non-blackjack hand of 17 to 21 that the
/// dealer can draw from `drawn`, once per order.
fn walk(drawn: Drawn, hits_soft_17: bool, end: &mut impl FnMut(&Drawn, u8)) {
    let (total, soft) = drawn.total();
    if total < 17 || (total == 17 && soft && hits_soft_17) {
        for value in 1..=10u8 {
            let mut next = drawn;
            next.hard += value;
            next.ace |= value == 1;
            next.cards += 1;
            next.counts[usize::from(value) - 1] += 1;
            walk(next, hits_soft_17, end);
        }
    } else if total <= 21 && !(drawn.cards == 1 && total == 21) {
        end(&drawn, total);
    }
}

/// A finishing multiset: its runs (value, copies), its outcome (0 for 17) and
/// its number of orders.
type Ending = (Vec<(u8, u8)>, u8, u32);

/// Builds the trie of the multisets, each given as its runs (value descending),
/// its outcome (0 for 17) and its number of orders.
fn build_trie(mut ends: Vec<Ending>) -> UpTable {
    ends.sort_by(|a, b| a.0.cmp(&b.0));
    // Depth-first: each node right after its parent.
    let mut runs: Vec<(Run, usize)> = Vec::new();
    let mut counts_at: Vec<[u8; VALUES]> = Vec::new();
    let mut path: Vec<usize> = Vec::new();
    let mut most = [0u8; VALUES];
    let mut longest = 0u8;
    let mut previous: &[(u8, u8)] = &[];
    for (multiset, outcome, orders) in &ends {
        let shared = multiset
            .iter()
            .zip(previous)
            .take_while(|(a, b)| a == b)
            .count();
        path.truncate(shared);
        let cards: u8 = multiset.iter().map(|r| r.1).sum();
        longest = longest.max(cards);
        for (depth, &(value, k)) in multiset.iter().enumerate().skip(shared) {
            let v = usize::from(value) - 1;
            most[v] = most[v].max(k);
            assert!(usize::from(k) < MAXK && usize::from(cards) < MAXK);
            let last = depth + 1 == multiset.len();
            let parent = path.last().map_or(0, |&p| p + 1);
            path.push(runs.len());
            let mut counts = [0u8; VALUES];
            for &(value, k) in &multiset[..=depth] {
                counts[usize::from(value) - 1] = k;
            }
            counts_at.push(counts);
            runs.push((
                Run {
                    orders: if last { f64::from(*orders) } else { 0.0 },
                    depth: depth as u8 + 1,
                    factor: (v * MAXK + usize::from(k)) as u8,
                    slot: if last {
                        (usize::from(*outcome) * MAXK + usize::from(cards)) as u8
                    } else {
                        0
                    },
                },
                parent,
            ));
        }
        previous = multiset;
    }
    // Inner nodes by depth: place[i] is node i's place in the product array
    // (the root is 0).
    let mut inner = vec![false; runs.len()];
    for (_, parent) in &runs {
        if *parent > 0 {
            inner[parent - 1] = true;
        }
    }
    let mut order: Vec<usize> = (0..runs.len()).filter(|&i| inner[i]).collect();
    order.sort_by_key(|&i| (runs[i].0.depth, i));
    assert!(order.len() < TRIE, "a trie of {} nodes", order.len());
    let mut place = vec![0u32; runs.len()];
    for (rank, &i) in order.iter().enumerate() {
        place[i] = rank as u32 + 1;
    }
    let link = |i: usize| {
        let parent = match runs[i].1 {
            0 => 0,
            p => place[p - 1],
        };
        parent << 8 | u32::from(runs[i].0.factor)
    };
    let links = order.iter().map(|&i| link(i)).collect();
    let mut terminal: Vec<(u8, u32, f64, [u8; VALUES])> = runs
        .iter()
        .enumerate()
        .filter(|(_, (run, _))| run.orders > 0.0)
        .map(|(i, (run, _))| (run.slot, link(i), run.orders, counts_at[i]))
        .collect();
    terminal.sort_by_key(|t| (t.0, t.1));
    let mut groups: Vec<(u16, u16, u8, u8)> = Vec::new();
    for (j, t) in terminal.iter().enumerate() {
        let (outcome, cards) = (t.0 / MAXK as u8, t.0 % MAXK as u8);
        match groups.last_mut() {
            Some(g) if (g.2, g.3) == (outcome, cards) => g.1 = j as u16 + 1,
            _ => groups.push((j as u16, j as u16 + 1, outcome, cards)),
        }
    }
    assert!(groups.len() <= family::GROUPS, "{} groups", groups.len());
    let group_most = groups
        .iter()
        .map(|&(first, last, _, _)| {
            let mut most = [0u8; VALUES];
            for t in &terminal[usize::from(first)..usize::from(last)] {
                for (most, &count) in most.iter_mut().zip(&t.3) {
                    *most = (*most).max(count);
                }
            }
            most
        })
        .collect();
    UpTable {
        links,
        ends: terminal.iter().map(|t| t.1).collect(),
        orders: terminal.iter().map(|t| t.2).collect(),
        end_slots: std::array::from_fn(|v| {
            let mut slots = Vec::with_capacity(terminal.len());
            for (g, &(first, last, _, _)) in groups.iter().enumerate() {
                for t in &terminal[usize::from(first)..usize::from(last)] {
                    slots.push((g * MAXK + usize::from(t.3[v])) as u16);
                }
            }
            slots
        }),
        groups,
        group_most,
        most,
        longest,
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
