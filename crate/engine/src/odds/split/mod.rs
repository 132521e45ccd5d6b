//! Splitting a pair: the exact value of the split hands, re-splits included.
//!
//! The method of the published exact analyzers (E. Farmer, "blackjack_split"):
//! each split hand is played by a fixed rule that looks only at its own cards
//! ([`SplitPlay`]), so the hands can be valued one at a time. What one hand
//! learns from the others is only how many pair cards and how many other cards
//! they took as second cards; a hand is valued with `a` more pair cards out of
//! the shoe (EV[X; a]), and "b other cards out" is obtained from the identity
//! that taking out an unseen card changes no expectation:
//! EV[a, b-1] = v EV[a+1, b-1] + (1 - v) EV[a, b], v the chance that card is a
//! pair card. Summing over the orders in which second cards can come (pair
//! cards making new hands until the table's limit) gives the exact value of
//! the whole split for that fixed rule.

use super::dealer::Dist;
use super::player::{Engine, NONE, key};

mod plan;
mod play;

pub(crate) use play::{Ev, Split};

/// `x (x - 1) ... (x - k + 1)`.
fn falling(x: f64, k: usize) -> f64 {
    (0..k).map(|i| x - i as f64).product()
}

/// Orders of `pairs` pair cards and `others` other cards dealt as second cards
/// to split hands (two hands waiting at first; a pair card adds a waiting hand,
/// another card completes one) in which a hand waits after every card but the
/// last, and the last card completes the last hand (`reach`: false) or is a
/// pair card (`reach`: true).
fn orders(pairs: usize, others: usize, waiting: usize, reach: bool) -> f64 {
    if pairs == 0 && others == 0 {
        return 0.0;
    }
    let mut count = 0.0;
    if pairs > 0 {
        if pairs == 1 && others == 0 {
            count += if reach { 1.0 } else { 0.0 };
        } else {
            count += orders(pairs - 1, others, waiting + 1, reach);
        }
    }
    if others > 0 && waiting >= 1 {
        if others == 1 && pairs == 0 {
            count += if !reach && waiting == 1 { 1.0 } else { 0.0 };
        } else if waiting > 1 {
            count += orders(pairs, others - 1, waiting - 1, reach);
        }
    }
    count
}

/// The chance that a split ends with exactly `hands` hands (fewer than the
/// most), from `n` cards holding `p` pair cards.
pub(crate) fn stop_chance(hands: usize, n: f64, p: f64) -> f64 {
    orders(hands - 2, hands, 2, false) * falling(p, hands - 2) * falling(n - p, hands)
        / falling(n, 2 * hands - 2)
}

/// The chance that a split reaches `most` hands with `k` hands completed first.
pub(crate) fn reach_chance(most: usize, k: usize, n: f64, p: f64) -> f64 {
    let arrangements = if most == 2 {
        1.0
    } else {
        orders(most - 2, k, 2, true)
    };
    arrangements * falling(p, most - 2) * falling(n - p, k) / falling(n, most - 2 + k)
}

/// The expected number of hands a split makes, from `n` cards holding `p` pair cards.
fn expected_hands(most: usize, n: f64, p: f64) -> f64 {
    let mut stopped = 0.0;
    let mut hands = 0.0;
    for h in 2..most {
        let q = stop_chance(h, n, p);
        stopped += q;
        hands += h as f64 * q;
    }
    hands + most as f64 * (1.0 - stopped)
}

/// The value of a whole split (all hands, per unit of the original bet) from
/// EV[X; a, 0] (`ev_x`) and EV[P; a, 0] (`ev_p`), `a` more pair cards out,
/// for `n` cards holding `p` pair cards and at most `m` hands. The value is
/// linear in `ev_x` and `ev_p`, which the chart search relies on.
pub(crate) fn split_formula(ev_x: &[f64], ev_p: &[f64], n: f64, p: f64, m: usize) -> f64 {
    let x = |a, b| ev_any(ev_x, n, p, a, b);
    let no = |a, b| ev_other((ev_x, ev_p), n, p, a, b);
    let mut value = 0.0;
    for h in 2..m {
        let q = stop_chance(h, n, p);
        if q > 0.0 {
            value += q * h as f64 * no(h - 2, h - 1);
        }
    }
    for k in 0..m - 1 {
        let r = reach_chance(m, k, n, p);
        if r <= 0.0 {
            continue;
        }
        let mut hands = (m - k) as f64 * x(m - 2, k);
        if k > 0 {
            hands += k as f64 * no(m - 2, k - 1);
        }
        value += r * hands;
    }
    value
}

/// EV[X; a, b]: one split hand with any second card, `a` more pair cards
/// and `b` other (non-pair) cards out, from EV[X; a, 0] (`ev_x`), for `n`
/// cards holding `p` pair cards. Linear in `ev_x`: it holds for any
/// expectation, a chance included (the risk's distributions use it so).
pub(crate) fn ev_any(ev_x: &[f64], n: f64, p: f64, a: usize, b: usize) -> f64 {
    if a > p as usize {
        return 0.0;
    }
    if b == 0 {
        return ev_x[a];
    }
    let v = (p - a as f64) / (n - (a + b) as f64 + 1.0);
    if v >= 1.0 {
        return 0.0;
    }
    (ev_any(ev_x, n, p, a, b - 1) - v * ev_any(ev_x, n, p, a + 1, b - 1)) / (1.0 - v)
}

/// EV[N; a, b]: one split hand whose second card is not a pair card, `a`
/// more pair cards and `b` other cards out, from EV[X; a, 0] and EV[P; a,
/// 0] (`ev`); linear in both, as [`ev_any`].
pub(crate) fn ev_other(ev: (&[f64], &[f64]), n: f64, p: f64, a: usize, b: usize) -> f64 {
    if a > p as usize {
        return 0.0;
    }
    let v = (p - a as f64) / (n - (a + b) as f64);
    if v >= 1.0 {
        return 0.0;
    }
    if b == 0 {
        (ev.0[a] - v * ev.1[a]) / (1.0 - v)
    } else {
        (ev_other(ev, n, p, a, b - 1) - v * ev_other(ev, n, p, a + 1, b - 1)) / (1.0 - v)
    }
}

/// What a split hand's dealer odds are kept by: see [`Engine::split_behind`].
pub(crate) enum Behind {
    /// A hand of the hands tree.
    Hand(u32),
    /// The [`key`](super::hands::key) of the cards out, a multiset too
    /// large for the tree.
    Out(u64),
}

impl Engine {
    /// The value (per unit of the original bet, all hands together) of
    /// splitting a pair of `pair` (the pair's two cards in `base`) against
    /// `up` into at most `most` hands, where `trigger` cards left (the pair and
    /// the up card out) would make a new pair.
    pub(crate) fn split(&mut self, up: u8, pair: u8, most: u8, trigger: u16) -> f64 {
        self.split_limits(up, pair, (most, most), trigger)
            .fold(f64::NEG_INFINITY, f64::max)
    }

    /// The best of splitting a pair of `pair` against `up` into at most 2,
    /// 3, … `most` hands (see [`Engine::split`]): a player may decline to
    /// re-split, and where the count makes the first split a close call, a
    /// re-split, with more of the pair's cards out, is often the worse play.
    pub(crate) fn split_best(&mut self, up: u8, pair: u8, most: u8, trigger: u16) -> f64 {
        self.split_limits(up, pair, (2, most), trigger)
            .fold(f64::NEG_INFINITY, f64::max)
    }

    /// The value of splitting (see [`Engine::split`]) into at most `k` hands
    /// for each `k` of `limits` (the least and the most), the starting hands
    /// valued once for all of them.
    fn split_limits(
        &mut self,
        up: u8,
        pair: u8,
        (least, most): (u8, u8),
        trigger: u16,
    ) -> impl Iterator<Item = f64> + '_ {
        let m = usize::from(most);
        debug_assert!(usize::from(least) >= 2 && least <= most);
        let one = self.hands.nodes[0].child[usize::from(pair) - 1];
        let n = f64::from(self.base_total) - 3.0;
        let p = f64::from(trigger);
        let most_removed = 2 * (m - 2);
        let lanes = most_removed.min(usize::from(trigger)) + 1;
        let (ev_x, ev_p) = self.split_starts(Split { up, pair, lanes }, one);
        (usize::from(least)..=m).map(move |k| {
            let removed = 2 * (k - 2);
            let (ev_x, ev_p) = (&ev_x[..=removed], &ev_p[..=removed]);
            split_formula(ev_x, ev_p, n, p, k) + self.split_peek(up, pair, k, trigger)
        })
    }

    /// Where the dealer peeks, what a split gets back when the dealer has a
    /// blackjack: the split hands are valued as if each lost one unit to it,
    /// but a blackjack takes only the original bet.
    pub(crate) fn split_peek(&self, up: u8, pair: u8, m: usize, trigger: u16) -> f64 {
        let n = f64::from(self.base_total) - 3.0;
        let p = f64::from(trigger);
        let mut value = 0.0;
        if self.params.peek && (up == 1 || up == 10) {
            let mut pair_out = [0u8; 10];
            pair_out[usize::from(pair) - 1] = 2;
            let blackjack = self.blackjack_chance(&pair_out, up);
            if blackjack > 0.0 {
                let hole = 11 - up;
                let left = self.left(&pair_out, up);
                // The chance that the hole card is one of the trigger cards.
                let w = if pair != hole {
                    0.0
                } else if pair == 10 {
                    p / f64::from(left[9])
                } else {
                    1.0
                };
                let hands = w * expected_hands(m, n - 1.0, p - 1.0)
                    + (1.0 - w) * expected_hands(m, n - 1.0, p);
                value += (hands - 1.0) * blackjack;
            }
        }
        value
    }

    /// Where the dealer's odds behind split hand `i` with `extra` more pair
    /// cards out are kept: a hand of [`Hands`](super::player::Hands), or the
    /// multiset out when it is too large for them.
    pub(crate) fn split_behind(&self, i: u32, pair: u8, extra: u8) -> Behind {
        let pv = usize::from(pair) - 1;
        let mut j = i;
        for _ in 0..extra {
            if j == NONE {
                break;
            }
            j = self.hands.nodes[j as usize].child[pv];
        }
        if j != NONE {
            return Behind::Hand(j);
        }
        // The key made from the hand's own, not from a copy of its counts
        // changed in place: reading back bytes just written one at a time
        // stalled the processor (a fifth of a split's time).
        let counts = &self.hands.nodes[i as usize].counts;
        debug_assert!(counts[pv] + extra < 64, "six bits a value");
        Behind::Out(key(counts) + (u64::from(extra) << (6 * pv)))
    }

    /// The dealer's odds behind split hand `i` with `extra` more pair cards out.
    pub(crate) fn split_dist(&mut self, up: u8, i: u32, pair: u8, extra: u8) -> Dist {
        match self.split_behind(i, pair, extra) {
            Behind::Hand(j) => self.node_dist(up, j),
            Behind::Out(out) => self.any_dist(up, out),
        }
    }

    /// The cards out behind split hand `i`: its own, and `a + 1` pair cards.
    pub(crate) fn split_removed(&self, pair: u8, a: u8, i: u32) -> [u8; 10] {
        let mut removed = self.hands.nodes[i as usize].counts;
        removed[usize::from(pair) - 1] += a + 1;
        removed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn second_card_orders() {
        // Two hands: both second cards other cards.
        assert_eq!(orders(0, 2, 2, false), 1.0);
        // Three hands: PNNN and NPNN.
        assert_eq!(orders(1, 3, 2, false), 2.0);
        // Reaching four hands: PP; PNP and NPP; PNNP and NPNP.
        assert_eq!(orders(2, 0, 2, true), 1.0);
        assert_eq!(orders(2, 1, 2, true), 2.0);
        assert_eq!(orders(2, 2, 2, true), 2.0);
        assert_eq!(orders(1, 1, 2, true), 1.0);
        // The chances of every way a split can end add up to one.
        for most in 2..=4usize {
            let (n, p) = (47.0, 2.0);
            let total: f64 = (2..most).map(|h| stop_chance(h, n, p)).sum::<f64>()
                + (0..most - 1)
                    .map(|k| reach_chance(most, k, n, p))
                    .sum::<f64>();
            assert!((total - 1.0).abs() < 1e-12, "{most}: {total}");
        }
    }
}
