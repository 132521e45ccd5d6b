//! Real shoes of a table, dealt round by round to its cut card: where each
//! round starts (the cards left and the running count of the cards dealt).
//!
//! One player box plays each round by a simple rule (hit a hard total below
//! 12, below 17 against a 7 or higher, a soft total below 18), the dealer
//! draws by the table's rule, and the shoe is shuffled again before a round
//! once the cut card's share of it is dealt. What matters here is only how
//! many cards a round takes, so how the box plays changes the counts met
//! very little.

use super::super::composition::{Composition, VALUES};
use super::super::count::hi_lo;
use crate::rules::{Rules, Shuffle};
use crate::shoe::{DealRng, Seed};

/// The start of one round: the cards left and the Hi-Lo running count of
/// those dealt since the shuffle.
#[derive(Clone, Copy, Debug)]
pub(super) struct RoundStart {
    /// The cards left in the shoe.
    pub shoe: Composition,
    /// The running count of the cards dealt.
    pub running: i32,
}

/// The share of the shoe dealt before a shuffle, in percent; `None` where
/// every round starts from a full shoe.
pub(super) fn penetration(rules: &Rules) -> Option<u8> {
    match rules.shuffle {
        Shuffle::CutCard(percent) => Some(percent),
        Shuffle::EveryRound | Shuffle::Continuous => None,
    }
}

/// A hand's total and whether it is soft.
fn total(cards: &[u8]) -> (u8, bool) {
    let hard: u8 = cards.iter().sum();
    if cards.contains(&1) && hard + 10 <= 21 {
        (hard + 10, true)
    } else {
        (hard, false)
    }
}

/// One shoe being dealt.
struct Dealing<'a> {
    cards: &'a [u8],
    next: usize,
    running: i32,
    left: [u16; VALUES],
}

impl Dealing<'_> {
    /// The next card; `None` once the shoe is empty.
    fn draw(&mut self) -> Option<u8> {
        let card = *self.cards.get(self.next)?;
        self.next += 1;
        self.running += hi_lo(card);
        self.left[usize::from(card) - 1] -= 1;
        Some(card)
    }

    /// Plays one round (cut short if the shoe runs out).
    fn round(&mut self, hits_soft_17: bool) -> Option<()> {
        let mut player = vec![self.draw()?];
        let up = self.draw()?;
        player.push(self.draw()?);
        let mut dealer = vec![up, self.draw()?];
        loop {
            let (t, soft) = total(&player);
            let stand_at = match (soft, up) {
                (true, _) => 18,
                (false, 2..=6) => 12,
                _ => 17,
            };
            if t >= stand_at {
                break;
            }
            player.push(self.draw()?);
        }
        if total(&player).0 > 21 {
            return Some(());
        }
        loop {
            let (t, soft) = total(&dealer);
            if t > 17 || (t == 17 && !(soft && hits_soft_17)) {
                break;
            }
            dealer.push(self.draw()?);
        }
        Some(())
    }
}

/// Deals `shoes` shoes of `rules` (a cut-card table) from `seed`, calling
/// `visit` at the start of every round.
pub(super) fn deal(rules: &Rules, shoes: u32, seed: &Seed, mut visit: impl FnMut(RoundStart)) {
    let Some(percent) = penetration(rules) else {
        return;
    };
    let full = Composition::decks(rules.decks);
    let mut cards: Vec<u8> = (1..=VALUES as u8)
        .flat_map(|v| std::iter::repeat_n(v, usize::from(full.count(v))))
        .collect();
    let size = cards.len();
    let cut = size * usize::from(percent) / 100;
    let mut rng = DealRng::new(*seed);
    for _ in 0..shoes {
        for i in (1..size).rev() {
            let j = rng.index(i as u32 + 1) as usize;
            cards.swap(i, j);
        }
        let mut dealing = Dealing {
            cards: &cards,
            next: 0,
            running: 0,
            left: full.counts(),
        };
        while dealing.next < cut {
            visit(RoundStart {
                shoe: Composition::from_counts(dealing.left),
                running: dealing.running,
            });
            if dealing.round(rules.dealer_hits_soft_17).is_none() {
                break;
            }
        }
    }
}
