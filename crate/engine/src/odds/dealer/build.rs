//! Building the dealer's table: every way the dealer can finish from each up
//! card, listed once as a multiset with its number of orders, and laid out
//! as a trie of runs (see [`UpTable`]).

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::{ByValue, DealerTable, GROUPS, MAXK, SumRun, TRIE, UpTable};
use crate::odds::composition::VALUES;
use crate::odds::hands::KeyHasher;

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

/// A dealer hand as it is drawn: the cards after the up card.
#[derive(Clone, Copy)]
struct Drawn {
    hard: u8,
    ace: bool,
    cards: u8,
    counts: [u8; VALUES],
    /// The [`key`](crate::odds::hands::key) of `counts`, kept as they change (made again from the
    /// bytes just changed, it stalled the processor's stores).
    key: u64,
}

impl Drawn {
    fn total(&self) -> (u8, bool) {
        if self.ace && self.hard <= 11 {
            (self.hard + 10, true)
        } else {
            (self.hard, false)
        }
    }

    /// The hand with one more card of `value`.
    fn with(&self, value: u8) -> Drawn {
        let mut next = *self;
        next.hard += value;
        next.ace |= value == 1;
        next.cards += 1;
        next.counts[usize::from(value) - 1] += 1;
        next.key += 1 << (6 * (value - 1));
        next
    }
}

type Index = HashMap<u64, usize, BuildHasherDefault<KeyHasher>>;

/// Every finishing non-blackjack multiset of 17 to 21 the dealer can draw
/// after `up`, with its outcome (0 for 17) and number of orders. The hands
/// still drawing are merged by multiset one card count at a time (the
/// orders reaching one add up), so each multiset is met once, not once per
/// order.
fn finishing(up: u8, hits_soft_17: bool) -> Vec<([u8; VALUES], u8, u32)> {
    let mut ends: Vec<([u8; VALUES], u8, u32)> = Vec::new();
    let mut ends_at = Index::with_capacity_and_hasher(1 << 10, Default::default());
    let start = Drawn {
        hard: up,
        ace: up == 1,
        cards: 0,
        counts: [0; VALUES],
        key: 0,
    };
    let mut drawing = vec![(start, 1u32)];
    while !drawing.is_empty() {
        let mut next_drawing: Vec<(Drawn, u32)> = Vec::new();
        let mut next_at = Index::with_capacity_and_hasher(4 * drawing.len(), Default::default());
        for (hand, orders) in drawing {
            for value in 1..=10u8 {
                let next = hand.with(value);
                let (total, soft) = next.total();
                if total < 17 || (total == 17 && soft && hits_soft_17) {
                    let slot = *next_at.entry(next.key).or_insert_with(|| {
                        next_drawing.push((next, 0));
                        next_drawing.len() - 1
                    });
                    next_drawing[slot].1 += orders;
                } else if total <= 21 && !(next.cards == 1 && total == 21) {
                    let slot = *ends_at.entry(next.key).or_insert_with(|| {
                        ends.push((next.counts, total - 17, 0));
                        ends.len() - 1
                    });
                    ends[slot].2 += orders;
                }
            }
        }
        drawing = next_drawing;
    }
    ends
}

impl DealerTable {
    /// Lists every finishing multiset for every up card.
    pub(crate) fn new(hits_soft_17: bool) -> DealerTable {
        let ups = (1..=10u8)
            .map(|up| {
                let ends = finishing(up, hits_soft_17)
                    .into_iter()
                    .map(|(counts, outcome, orders)| (packed(&counts), outcome, orders))
                    .collect();
                build_trie(ends)
            })
            .collect();
        DealerTable { ups }
    }
}

/// A multiset as its runs, tens first (the trie shares more that way), one
/// byte each (value, then copies), the first in the highest byte: the keys
/// sort as the lists of runs would.
fn packed(counts: &[u8; VALUES]) -> u128 {
    (0..VALUES)
        .rev()
        .filter(|&v| counts[v] > 0)
        .enumerate()
        .fold(0, |key, (i, v)| {
            debug_assert!(usize::from(counts[v]) < MAXK);
            key | u128::from((v as u8 + 1) << 4 | counts[v]) << (120 - 8 * i)
        })
}

/// The runs (value, copies) of a [`packed`] multiset: the first `len`.
fn unpacked(key: u128) -> ([(u8, u8); VALUES], usize) {
    let mut runs = [(0, 0); VALUES];
    let mut len = 0;
    for (i, run) in runs.iter_mut().enumerate() {
        let b = (key >> (120 - 8 * i)) as u8;
        if b == 0 {
            break;
        }
        *run = (b >> 4, b & 15);
        len += 1;
    }
    (runs, len)
}

/// A finishing multiset: [`packed`], its outcome (0 for 17) and its number
/// of orders.
type Ending = (u128, u8, u32);

/// A multiset ending in the trie: its slot (outcome and cards), its link,
/// its orders and its copies of each value.
type Terminal = (u8, u32, f64, [u8; VALUES]);

/// The runs of the trie, depth first, each with its parent (0 for the
/// root, else one more than the parent's place), and each one's copies of
/// each value from the root.
fn runs_of(ends: &[Ending]) -> (Vec<(Run, usize)>, Vec<[u8; VALUES]>) {
    let mut runs: Vec<(Run, usize)> = Vec::new();
    let mut counts_at: Vec<[u8; VALUES]> = Vec::new();
    let mut path: Vec<usize> = Vec::new();
    let mut previous = ([(0, 0); VALUES], 0);
    for &(key, outcome, orders) in ends {
        let here = unpacked(key);
        let multiset = &here.0[..here.1];
        let shared = multiset
            .iter()
            .zip(&previous.0[..previous.1])
            .take_while(|(a, b)| a == b)
            .count();
        path.truncate(shared);
        let cards: u8 = multiset.iter().map(|r| r.1).sum();
        for (depth, &(value, k)) in multiset.iter().enumerate().skip(shared) {
            let v = usize::from(value) - 1;
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
                    orders: if last { f64::from(orders) } else { 0.0 },
                    depth: depth as u8 + 1,
                    factor: (v * MAXK + usize::from(k)) as u8,
                    slot: if last {
                        (usize::from(outcome) * MAXK + usize::from(cards)) as u8
                    } else {
                        0
                    },
                },
                parent,
            ));
        }
        previous = here;
    }
    (runs, counts_at)
}

/// Builds the trie of the multisets, each given as its runs (value descending),
/// its outcome (0 for 17) and its number of orders.
fn build_trie(mut ends: Vec<Ending>) -> UpTable {
    ends.sort_unstable_by_key(|e| e.0);
    // Depth-first: each node right after its parent.
    let (runs, counts_at) = runs_of(&ends);
    // Inner nodes by depth: place[i] is node i's place in the product array
    // (the root is 0).
    let mut inner = vec![false; runs.len()];
    for (_, parent) in &runs {
        if *parent > 0 {
            inner[parent - 1] = true;
        }
    }
    let mut order: Vec<usize> = (0..runs.len()).filter(|&i| inner[i]).collect();
    // The keys are unique: an unstable sort orders them the same, sooner.
    order.sort_unstable_by_key(|&i| (runs[i].0.depth, i));
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
    let mut terminal: Vec<Terminal> = runs
        .iter()
        .enumerate()
        .filter(|(_, (run, _))| run.orders > 0.0)
        .map(|(i, (run, _))| (run.slot, link(i), run.orders, counts_at[i]))
        .collect();
    terminal.sort_unstable_by_key(|t| (t.0, t.1));
    let mut groups: Vec<(u16, u16, u8, u8)> = Vec::new();
    for (j, t) in terminal.iter().enumerate() {
        let (outcome, cards) = (t.0 / MAXK as u8, t.0 % MAXK as u8);
        match groups.last_mut() {
            Some(g) if (g.2, g.3) == (outcome, cards) => g.1 = j as u16 + 1,
            _ => groups.push((j as u16, j as u16 + 1, outcome, cards)),
        }
    }
    assert!(groups.len() <= GROUPS, "{} groups", groups.len());
    let mut most = [0u8; VALUES];
    for t in &terminal {
        for (most, &count) in most.iter_mut().zip(&t.3) {
            *most = (*most).max(count);
        }
    }
    UpTable {
        links,
        ends: terminal.iter().map(|t| t.1).collect(),
        orders: terminal.iter().map(|t| t.2).collect(),
        counts: terminal.iter().map(|t| t.3).collect(),
        by_value: Default::default(),
        groups,
        most,
        longest: terminal
            .iter()
            .map(|t| t.3.iter().sum::<u8>())
            .max()
            .unwrap_or(0),
    }
}

/// The multisets in the order of value slot `v`'s family sums: by group,
/// then by copies of the value (each group's own order kept within).
pub(super) fn by_value(table: &UpTable, v: usize) -> ByValue {
    let (groups, counts) = (&table.groups, &table.counts);
    let mut order: Vec<usize> = vec![0; counts.len()];
    let mut runs: Vec<SumRun> = Vec::new();
    for (g, &(first, last, outcome, cards)) in groups.iter().enumerate() {
        let range = usize::from(first)..usize::from(last);
        // Placed by counting: each copies' multisets in their group's order.
        let mut at = [0usize; MAXK + 1];
        for i in range.clone() {
            at[usize::from(counts[i][v]) + 1] += 1;
        }
        let mut end = range.start;
        for copies in 0..MAXK {
            let count = at[copies + 1];
            at[copies] = end;
            if count > 0 {
                end += count;
                runs.push(SumRun {
                    end: end as u16,
                    copies: copies as u8,
                    outcome,
                    cards,
                    last: 0,
                });
            }
        }
        for i in range {
            let copies = usize::from(counts[i][v]);
            order[at[copies]] = i;
            at[copies] += 1;
        }
        if let Some(run) = runs.last_mut() {
            let outcome_ends = groups.get(g + 1).is_none_or(|next| next.2 != outcome);
            run.last = if outcome_ends { 2 } else { 1 };
        }
    }
    assert!(runs.len() <= GROUPS * MAXK, "{} sums", runs.len());
    ByValue {
        links: order.iter().map(|&i| table.ends[i]).collect(),
        orders: order.iter().map(|&i| table.orders[i]).collect(),
        runs,
    }
}
