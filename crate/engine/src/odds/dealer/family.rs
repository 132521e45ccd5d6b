//! The dealer's odds for families of shoes: a shoe with 0, 1, 2… more cards
//! of one value out (a split hand with more pair cards out). A multiset's
//! chance is a product of falling factorials, one per value, over one for
//! the cards drawn; the trie is walked once with the family's value left out
//! of the products, the multisets' sums kept apart by how many cards of that
//! value they hold, and each member's odds are those sums times its own
//! factor for that value. One walk serves every member, [`LANES`] families
//! side by side.

use super::batch::{LANES, by_lanes, prepare, sum_ends, times, zeroed};
use super::{BLACKJACK, BUST, DealerTable, Dist, GROUPS, MAXK, Scratch, UpTable, wide};
use crate::odds::composition::VALUES;

/// The most members of one family.
pub(crate) const FAMILY: usize = crate::rules::MAX_HANDS_PER_BOX * 2 - 3;

/// The members' odds of one family, the first `len` of them filled.
pub(crate) type Family = [Dist; FAMILY];

/// Working memory: per group, per copies of the family's value, per lane;
/// and per member, the falling factorials of the value's cards and the
/// inverse ones of all the cards.
#[derive(Clone, Debug)]
pub(crate) struct Sums {
    sums: Box<[[f64; LANES]; GROUPS * MAXK]>,
    falling: Box<[[[f64; LANES]; MAXK]; FAMILY]>,
    inverse: Box<[[[f64; LANES]; MAXK]; FAMILY]>,
}

impl Default for Sums {
    fn default() -> Sums {
        Sums {
            sums: zeroed(),
            falling: Box::new([[[0.0; LANES]; MAXK]; FAMILY]),
            inverse: Box::new([[[0.0; LANES]; MAXK]; FAMILY]),
        }
    }
}

/// `shoe` with `j` more cards of value slot `q` out (none below zero).
fn member(shoe: &[u16; VALUES], q: usize, j: usize) -> [u16; VALUES] {
    let mut member = *shoe;
    member[q] = member[q].saturating_sub(j as u16);
    member
}

/// The members wanted: bit `j` for member `j`.
pub(crate) type Wanted = u8;

impl DealerTable {
    /// For each of `shoes` (the up card out) and each member `j` its
    /// [`Wanted`] asks for, the dealer's odds with `j` more cards of `value`
    /// out, written to `out[place][j]` (`out` as long as `shoes`):
    /// [`DealerTable::dist`] of each member.
    pub(crate) fn families(
        &self,
        up: u8,
        value: u8,
        shoes: &[([u16; VALUES], Wanted)],
        scratch: &mut Scratch,
        out: &mut [Family],
    ) {
        let table = &self.ups[usize::from(up) - 1];
        let q = usize::from(value) - 1;
        // Families of one member: shoes side by side, the cheaper way.
        let mut singles: Vec<(usize, usize)> = Vec::new();
        let mut single_shoes: Vec<[u16; VALUES]> = Vec::new();
        let mut laned: Vec<usize> = Vec::with_capacity(shoes.len());
        for (place, &(shoe, want)) in shoes.iter().enumerate() {
            debug_assert!(want > 0 && usize::from(want) < 1 << FAMILY);
            if want.count_ones() == 1 {
                let j = want.trailing_zeros() as usize;
                singles.push((place, j));
                single_shoes.push(member(&shoe, q, j));
                continue;
            }
            let len = 8 - want.leading_zeros() as u16;
            let n: u16 = shoe.iter().sum();
            let last = n - shoe[q].min(len - 1);
            if last < u16::from(table.longest) || last == 0 {
                // A short shoe: the draws it cannot make need the scalar path.
                for j in (0..FAMILY).filter(|j| want >> j & 1 == 1) {
                    out[place][j] = self.dist(&member(&shoe, q, j), up, scratch);
                }
                continue;
            }
            laned.push(place);
        }
        if !singles.is_empty() {
            let mut dists = vec![[0.0; 7]; singles.len()];
            self.dists(&single_shoes, up, scratch, &mut dists);
            for (&(place, j), dist) in singles.iter().zip(dists) {
                out[place][j] = dist;
            }
        }
        // Lanes that want the same members side by side: every member one
        // lane wants is computed for all of them.
        laned.sort_by_key(|&place| shoes[place].1);
        by_lanes(&laned, |places, filled| {
            let lanes = places.map(|p| shoes[p].0);
            let wanted = places[..filled].iter().fold(0, |w, &p| w | shoes[p].1);
            wide::run(
                #[inline(always)]
                || {
                    walk(table, &lanes, q, scratch);
                    members(
                        table,
                        &lanes,
                        up,
                        (q, wanted),
                        &mut scratch.sums,
                        |l, j, d| {
                            if l < filled {
                                out[places[l]][j] = d
                            }
                        },
                    );
                },
            );
        });
    }
}

/// Walks the trie for [`LANES`] shoes, each member holding at least
/// `table.longest` cards, into the sums: `q` is the family's value slot.
#[cfg_attr(target_arch = "x86_64", inline(always))] // into wide::run
fn walk(table: &UpTable, shoes: &[[u16; VALUES]; LANES], q: usize, scratch: &mut Scratch) {
    let by = table.by_value(q);
    prepare(table, shoes, q, &mut scratch.lanes);
    let sums = &mut scratch.sums.sums;
    let mut start = 0;
    for (r, run) in by.runs.iter().enumerate() {
        let end = usize::from(run.end);
        sums[r & (GROUPS * MAXK - 1)] = sum_ends(
            &scratch.lanes,
            &by.links[start..end],
            &by.orders[start..end],
        );
        start = end;
    }
}

/// Every wanted member's odds from the walk's sums, the lanes side by side,
/// each given to `keep` with its lane and member.
#[cfg_attr(target_arch = "x86_64", inline(always))] // into wide::run
fn members(
    table: &UpTable,
    shoes: &[[u16; VALUES]; LANES],
    up: u8,
    family: (usize, Wanted),
    work: &mut Sums,
    mut keep: impl FnMut(usize, usize, Dist),
) {
    let (q, wanted) = family;
    let longest = usize::from(table.longest);
    let Sums {
        sums,
        falling,
        inverse,
    } = work;
    let hole = match up {
        1 => 9,
        10 => 0,
        _ => VALUES,
    };
    for j in (0..FAMILY).filter(|j| wanted >> j & 1 == 1) {
        let (falling, inverse) = (&mut falling[j], &mut inverse[j]);
        let mut n = [0.0; LANES];
        let mut holes = [0.0; LANES];
        let mut copies = [0.0; LANES];
        for (l, shoe) in shoes.iter().enumerate() {
            let member = member(shoe, q, j);
            copies[l] = f64::from(member[q]);
            n[l] = f64::from(member.iter().sum::<u16>());
            holes[l] = if hole < VALUES {
                f64::from(member[hole])
            } else {
                0.0
            };
        }
        // Lane by lane, not lane after lane: each product waited on the
        // last one's store.
        falling[0] = [1.0; LANES];
        for k in 1..=usize::from(table.most[q]) {
            falling[k] = times(&falling[k - 1], &copies.map(|c| c - (k - 1) as f64));
        }
        let mut product = [1.0; LANES];
        for k in 1..=longest {
            product = times(&product, &n.map(|n| n - (k - 1) as f64));
        }
        inverse[longest] = product.map(|p| 1.0 / p);
        for k in (1..longest).rev() {
            inverse[k] = times(&inverse[k + 1], &n.map(|n| n - k as f64));
        }
        // Each group's sums times the member's factors for its copies, then
        // over its cards' falling factorial, into its outcome (the groups
        // come by outcome).
        let mut odds = [[0.0; LANES]; 7];
        let (mut group, mut outcome) = ([0.0; LANES], [0.0; LANES]);
        let runs = &table.by_value(q).runs;
        for (r, run) in runs.iter().enumerate() {
            let (s, f) = (&sums[r], &falling[usize::from(run.copies) & (MAXK - 1)]);
            for ((group, s), f) in group.iter_mut().zip(s).zip(f) {
                *group += s * f;
            }
            if run.last > 0 {
                let p = times(&group, &inverse[usize::from(run.cards) & (MAXK - 1)]);
                for (outcome, p) in outcome.iter_mut().zip(p) {
                    *outcome += p;
                }
                group = [0.0; LANES];
                if run.last == 2 {
                    odds[usize::from(run.outcome) % 7] = outcome;
                    outcome = [0.0; LANES];
                }
            }
        }
        let finished: [f64; LANES] =
            std::array::from_fn(|l| odds[..5].iter().map(|o| o[l]).sum::<f64>());
        for l in 0..LANES {
            let mut dist: Dist = std::array::from_fn(|o| odds[o][l]);
            dist[BLACKJACK] = holes[l] / n[l];
            dist[BUST] = (1.0 - finished[l] - dist[BLACKJACK]).max(0.0);
            keep(l, j, dist);
        }
    }
}
