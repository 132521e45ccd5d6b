//! The dealer's odds for several shoes at once: the same trie walked once for
//! [`LANES`] shoes side by side, each lane doing exactly the operations of
//! [`DealerTable::dist`] in the same order (so the results are the same to
//! the bit), with the decoding of the trie shared and the arithmetic laid
//! out for the compiler's vector instructions.

use super::{BLACKJACK, BUST, DealerTable, Dist, FACTORS, MAXK, Scratch, TRIE, UpTable, wide};
use crate::odds::composition::VALUES;

/// Shoes valued side by side: the more, the more shoes share the decoding
/// of the trie (sixteen take about a third fewer instructions than four).
pub(crate) const LANES: usize = 16;

/// Working memory for [`DealerTable::dists`], kept between calls.
#[derive(Clone, Debug)]
pub(crate) struct Lanes {
    pub(super) products: Box<[[f64; LANES]; TRIE]>,
    pub(super) factors: Box<[[f64; LANES]; FACTORS]>,
}

impl Default for Lanes {
    fn default() -> Lanes {
        Lanes {
            products: zeroed(),
            factors: zeroed(),
        }
    }
}

/// `N` rows of lanes at zero, made on the heap (never on the stack, which
/// a large array would overflow in a debug or browser build).
pub(super) fn zeroed<const N: usize>() -> Box<[[f64; LANES]; N]> {
    vec![[0.0; LANES]; N]
        .into_boxed_slice()
        .try_into()
        .expect("N rows")
}

impl DealerTable {
    /// [`DealerTable::dist`] of each of `shoes` (the up card out of each),
    /// written to `out` (as long as `shoes`).
    pub(crate) fn dists(
        &self,
        shoes: &[[u16; VALUES]],
        up: u8,
        scratch: &mut Scratch,
        out: &mut [Dist],
    ) {
        let table = &self.ups[usize::from(up) - 1];
        let mut laned: Vec<usize> = Vec::with_capacity(shoes.len());
        for (place, shoe) in shoes.iter().enumerate() {
            let n: u16 = shoe.iter().sum();
            if n < u16::from(table.longest) || n == 0 {
                // A short shoe: the draws it cannot make need the scalar path.
                out[place] = self.dist(shoe, up, scratch);
            } else {
                laned.push(place);
            }
        }
        by_lanes(&laned, |places, filled| {
            if filled == 1 {
                out[places[0]] = self.dist(&shoes[places[0]], up, scratch);
                return;
            }
            let lanes = places.map(|p| shoes[p]);
            let dists = wide::run(
                #[inline(always)]
                || side_by_side(table, &lanes, up, &mut scratch.lanes),
            );
            for l in 0..filled {
                out[places[l]] = dists[l];
            }
        });
    }
}

/// Calls `each` with every [`LANES`] of `places` in turn, the last padded
/// with copies of its first, and how many of them are not padding.
pub(super) fn by_lanes(places: &[usize], mut each: impl FnMut([usize; LANES], usize)) {
    for chunk in places.chunks(LANES) {
        each(
            std::array::from_fn(|l| chunk[if l < chunk.len() { l } else { 0 }]),
            chunk.len(),
        );
    }
}

/// The odds of [`LANES`] shoes, each holding at least `table.longest` cards.
#[cfg_attr(target_arch = "x86_64", inline(always))] // into wide::run
fn side_by_side(
    table: &UpTable,
    shoes: &[[u16; VALUES]; LANES],
    up: u8,
    lanes: &mut Lanes,
) -> [Dist; LANES] {
    let n: [u16; LANES] = shoes.map(|s| s.iter().sum());
    prepare(table, shoes, VALUES, lanes);
    let longest = usize::from(table.longest);
    let mut inverse = [[0.0f64; LANES]; MAXK];
    for (l, &n) in n.iter().enumerate() {
        let n = f64::from(n);
        let mut falling = 1.0;
        for k in 1..=longest {
            falling *= n - (k - 1) as f64;
        }
        inverse[longest][l] = 1.0 / falling;
        for k in (1..longest).rev() {
            inverse[k][l] = inverse[k + 1][l] * (n - k as f64);
        }
    }
    let mut dist = [[0.0; 7]; LANES];
    let mut finished = [0.0; LANES];
    for &(first, last, outcome, cards) in &table.groups {
        let range = usize::from(first)..usize::from(last);
        let sum = sum_ends(lanes, &table.ends[range.clone()], &table.orders[range]);
        for l in 0..LANES {
            let p = sum[l] * inverse[usize::from(cards)][l];
            dist[l][usize::from(outcome)] += p;
            finished[l] += p;
        }
    }
    for (l, shoe) in shoes.iter().enumerate() {
        let hole = match up {
            1 => shoe[9],
            10 => shoe[0],
            _ => 0,
        };
        dist[l][BLACKJACK] = f64::from(hole) / f64::from(n[l]);
        dist[l][BUST] = (1.0 - finished[l] - dist[l][BLACKJACK]).max(0.0);
    }
    dist
}

/// Fills `lanes` for [`LANES`] shoes: each value's falling factorials
/// (those of value slot `skip` left at one, for a family's walk; [`VALUES`]
/// for none), then the product of every inner node of the trie.
#[cfg_attr(target_arch = "x86_64", inline(always))] // into wide::run
pub(super) fn prepare(
    table: &UpTable,
    shoes: &[[u16; VALUES]; LANES],
    skip: usize,
    lanes: &mut Lanes,
) {
    let Lanes { products, factors } = lanes;
    for v in 0..VALUES {
        let most = usize::from(table.most[v]);
        if v == skip {
            factors[v * MAXK + 1..=v * MAXK + most].fill([1.0; LANES]);
            continue;
        }
        let left: [f64; LANES] = std::array::from_fn(|l| f64::from(shoes[l][v]));
        let mut p = [1.0; LANES];
        for k in 1..=most {
            p = times(&p, &left.map(|c| c - (k - 1) as f64));
            factors[(v * MAXK + k) & (FACTORS - 1)] = p;
        }
    }
    products[0] = [1.0; LANES];
    for (i, &link) in table.links.iter().enumerate() {
        let product = times(
            &products[(link >> 8) as usize & (TRIE - 1)],
            &factors[(link & 0xff) as usize & (FACTORS - 1)],
        );
        products[(i + 1) & (TRIE - 1)] = product;
    }
}

/// The sum of the multisets' chances (`links` and `orders` as
/// [`UpTable::ends`] and [`UpTable::orders`]) over their cards' falling
/// factorial, from the products [`prepare`] left in `lanes`.
#[inline(always)]
pub(super) fn sum_ends(lanes: &Lanes, links: &[u32], orders: &[f64]) -> [f64; LANES] {
    let Lanes { products, factors } = lanes;
    let mut sum = [0.0; LANES];
    for (&link, &orders) in links.iter().zip(orders) {
        let term = times(
            &products[(link >> 8) as usize & (TRIE - 1)],
            &factors[(link & 0xff) as usize & (FACTORS - 1)],
        );
        for (sum, term) in sum.iter_mut().zip(term) {
            *sum += term * orders;
        }
    }
    sum
}

/// Lane by lane `a * b`.
#[inline(always)]
pub(super) fn times(a: &[f64; LANES], b: &[f64; LANES]) -> [f64; LANES] {
    std::array::from_fn(|l| a[l] * b[l])
}
