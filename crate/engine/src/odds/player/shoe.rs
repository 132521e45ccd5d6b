//! What the cards left say about a hand: the shoe once the hand and the up
//! card are out, the chance of each card next, of a dealer blackjack, and
//! whether a hit or a stand wins without valuing the other.

use super::{Engine, VALUES};

impl Engine {
    /// The cards left once `removed` (a multiset of values) and the up card are out.
    pub(crate) fn left(&self, removed: &[u8; VALUES], up: u8) -> [u16; VALUES] {
        let mut left = [0u16; VALUES];
        for v in 0..VALUES {
            left[v] = self.base[v].saturating_sub(u16::from(removed[v]));
        }
        let u = usize::from(up) - 1;
        left[u] = left[u].saturating_sub(1);
        left
    }

    /// The chance of a dealer blackjack once `removed` is out.
    pub(crate) fn blackjack_chance(&self, removed: &[u8; VALUES], up: u8) -> f64 {
        let hole = match up {
            1 => 10,
            10 => 1,
            _ => return 0.0,
        };
        let left = self.left(removed, up);
        let n: u16 = left.iter().sum();
        if n == 0 {
            0.0
        } else {
            f64::from(left[hole - 1]) / f64::from(n)
        }
    }

    /// Where the dealer peeks, what a double gets back of its value when the
    /// dealer has a blackjack: the chance of that blackjack.
    pub(crate) fn double_refund(&self, removed: &[u8; VALUES], up: u8) -> f64 {
        if self.params.peek {
            self.blackjack_chance(removed, up)
        } else {
            0.0
        }
    }

    /// The chance of drawing each value next once `removed` and the up card are out.
    pub(crate) fn draw_chances(&self, removed: &[u8; VALUES], up: u8) -> [f64; VALUES] {
        let left = self.left(removed, up);
        let n: u16 = left.iter().sum();
        if n == 0 {
            return [0.0; VALUES];
        }
        let each = 1.0 / f64::from(n);
        left.map(|c| f64::from(c) * each)
    }

    /// True when hitting hand `i` is known to be at least as good as standing
    /// without valuing either: below 17 a hand standing wins only when the
    /// dealer busts (2 P(bust) - 1), and where a hit cannot bust, standing
    /// after it wins at least then, and the dealer busts as often on average
    /// over the card taken.
    pub(crate) fn hit_beats_stand(&self, up: u8, i: u32) -> bool {
        let node = &self.hands.nodes[i as usize];
        node.total().0 <= 16
            && self
                .bust_left(&node.counts, node.bust, up)
                .all(|left| left == 0)
    }

    /// The cards left (once `removed` and the up card are out) of each
    /// value slot `bust` marks, the most first.
    #[inline]
    fn bust_left(
        &self,
        removed: &[u8; VALUES],
        bust: u16,
        up: u8,
    ) -> impl Iterator<Item = u16> + use<'_> {
        let (u, removed) = (usize::from(up) - 1, *removed);
        let mut mask = bust & ((1 << VALUES) - 1);
        std::iter::from_fn(move || {
            (mask != 0).then(|| {
                let v = (15 - mask.leading_zeros()) as usize % VALUES;
                mask &= !(1 << v);
                let left = self.base[v].saturating_sub(u16::from(removed[v]));
                if v == u { left.saturating_sub(1) } else { left }
            })
        })
    }

    /// True when standing (worth `stand`) is known to be at least as good as
    /// hitting hand `i` without valuing the hit: at 21, or when `stand` is no
    /// less than what a hit could return at best (every card that does not
    /// bust winning one unit).
    pub(crate) fn stand_beats_hit(&self, up: u8, i: u32, stand: f64) -> bool {
        let node = &self.hands.nodes[i as usize];
        if node.total().0 >= 21 {
            return true;
        }
        // The hand's cards are in the shoe; the up card, unless they took
        // every card of its value.
        let u = usize::from(up) - 1;
        let n = self.base_total
            - u16::from(node.cards)
            - u16::from(self.base[u] > u16::from(node.counts[u]));
        let bust = if n == 0 {
            0.0
        } else {
            f64::from(self.bust_left(&node.counts, node.bust, up).sum::<u16>()) / f64::from(n)
        };
        stand >= 1.0 - 2.0 * bust
    }
}
