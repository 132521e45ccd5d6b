//! One play valued exactly on one shoe: each hand of the play that the shoe
//! can deal, its chance, the Hi-Lo tags of the cards on the table when it is
//! decided (the hand and the up card), and what the high-count action gains
//! over the other, every later decision made on the exact cards left.

use arrayvec::ArrayVec;

use super::super::composition::{Composition, TenRanks, VALUES};
use super::super::count::hi_lo;
use super::super::player::{Engine, Params, SplitPlay};
use super::plays::Deviation;
use crate::rules::Rules;

/// The engine of the hands dealt from `shoe` under `rules`.
pub(super) fn engine_for(rules: &Rules, shoe: &Composition) -> Engine {
    let params = Params::of(rules, SplitPlay::UnsplitDecisions);
    Engine::new(params, shoe, TenRanks::spread(shoe.count(10)))
}

/// The engine of the hands dealt from `shoe` under `rules`, made of the
/// last one (`last`, under the same rules) where there is one.
pub(super) fn engine_again(last: Option<Engine>, rules: &Rules, shoe: &Composition) -> Engine {
    match last {
        Some(engine) => engine.renew(shoe, TenRanks::spread(shoe.count(10))),
        None => engine_for(rules, shoe),
    }
}

/// The two-card hands a play speaks of: two different cards of its total,
/// no ace (a pair would be split, an ace makes a soft hand); ten-ten for the
/// pair splits.
fn hands(total: u8, d: Deviation) -> ArrayVec<(u8, u8), 10> {
    if d == Deviation::SplitOverStand {
        return [(total / 2, total / 2)].into_iter().collect();
    }
    (2..=9u8)
        .filter_map(|a| {
            let b = total.checked_sub(a)?;
            (a < b && b <= 10).then_some((a, b))
        })
        .collect()
}

/// Insurance's hands by all that matters to it, the cards' Hi-Lo tags and
/// how many tens they hold: each card stands for its class (an ace; 2 for
/// 2 to 6; 7 for 7 to 9; a ten), both orders counted.
const INSURANCE_PAIRS: [(u8, u8); 10] = [
    (1, 1),
    (1, 2),
    (1, 7),
    (1, 10),
    (2, 2),
    (2, 7),
    (2, 10),
    (7, 7),
    (7, 10),
    (10, 10),
];

/// The cards `left` gathered into insurance's classes, each class's cards
/// counted on the value that stands for it.
fn by_class(left: &[u16; VALUES]) -> [u16; VALUES] {
    let mut class = [0; VALUES];
    class[0] = left[0];
    class[1] = left[1..6].iter().sum();
    class[6] = left[6..9].iter().sum();
    class[9] = left[9];
    class
}

/// One hand of a play that a shoe can deal, before it is valued.
#[derive(Clone, Copy, Debug)]
pub(super) struct Dealt {
    /// Which of the play's hands (0 to 3; insurance: its class of hands).
    pub hand: usize,
    /// Its two cards (insurance: the values that stand for their classes).
    pub cards: (u8, u8),
    /// The chance that the round deals this decision (the up card and the hand, and no dealer blackjack where the dealer peeks first).
    pub weight: f64,
    /// The Hi-Lo tags of the up card and the hand's cards.
    pub tags: i32,
}

/// Each hand of the play `(total, up, d)` that `shoe` (the cards left
/// before the round's deal) can deal, with its chance, given to `each`;
/// `peek`: the dealer peeks first, so the decision is met only without a
/// dealer blackjack.
pub(super) fn each_dealt(
    shoe: &Composition,
    (total, up, d): (u8, u8, Deviation),
    peek: bool,
    mut each: impl FnMut(Dealt),
) {
    let n = f64::from(shoe.total());
    let mut left = shoe.counts();
    let u = usize::from(up) - 1;
    if left[u] == 0 || shoe.total() < 4 {
        return;
    }
    let p_up = f64::from(left[u]) / n;
    left[u] -= 1;
    let pairs: ArrayVec<(u8, u8), 10> = if d == Deviation::Insure {
        left = by_class(&left);
        INSURANCE_PAIRS.into_iter().collect()
    } else {
        hands(total, d)
    };
    for (hand, (a, b)) in pairs.into_iter().enumerate() {
        let (ca, cb) = (
            f64::from(left[usize::from(a) - 1]),
            f64::from(left[usize::from(b) - 1]),
        );
        let pair = if a == b {
            ca * (ca - 1.0)
        } else {
            2.0 * ca * cb
        };
        if pair <= 0.0 {
            continue;
        }
        // The decision is met once the dealer has peeked and found no blackjack.
        let hole = match up {
            1 => 10,
            10 => 1,
            _ => 0,
        };
        let no_blackjack = if peek && hole != 0 && d != Deviation::Insure {
            let holes = f64::from(left[hole - 1])
                - f64::from(u8::from(usize::from(a) == hole) + u8::from(usize::from(b) == hole));
            1.0 - holes / (n - 3.0)
        } else {
            1.0
        };
        each(Dealt {
            hand,
            cards: (a, b),
            weight: p_up * pair / ((n - 1.0) * (n - 2.0)) * no_blackjack,
            tags: hi_lo(up) + hi_lo(a) + hi_lo(b),
        });
    }
}

/// The hands of the play `(total, up, d)` on `shoe` (the cards left before
/// the round's deal), valued with `engine` (built by [`engine_for`] on it).
pub(super) fn samples(
    engine: &mut Engine,
    shoe: &Composition,
    (total, up, d): (u8, u8, Deviation),
) -> Vec<(Dealt, f64)> {
    let mut hands = Vec::new();
    each_dealt(shoe, (total, up, d), engine.params.peek, |h| hands.push(h));
    hands
        .into_iter()
        .filter_map(|h| {
            let gain = if d == Deviation::Insure {
                insurance(shoe, h.cards)
            } else {
                let i = engine.hands.find([h.cards.0, h.cards.1])?;
                gain(engine, i, up, d)?
            };
            Some((h, gain))
        })
        .collect()
}

/// What the high-count action gains on hand `i` against `up`, once the
/// dealer has peeked where the dealer peeks; `None` where the pair cannot
/// be split.
pub(super) fn gain(engine: &mut Engine, i: u32, up: u8, d: Deviation) -> Option<f64> {
    let counts = engine.hands.nodes[i as usize].counts;
    let peeked = |engine: &Engine, v: f64| engine.after_peek(v, &counts, up);
    let stand = engine.stand(up, i);
    let (high, low) = match d {
        Deviation::StandOverHit => (stand, engine.hit(up, i)),
        Deviation::DoubleOverHit => (engine.double(up, i), engine.hit(up, i)),
        Deviation::Surrender => (engine.surrender(&counts, up), stand.max(engine.hit(up, i))),
        Deviation::SplitOverStand => (split(engine, up)?, stand),
        Deviation::Insure => unreachable!("insurance is valued apart"),
    };
    Some(peeked(engine, high) - peeked(engine, low))
}

/// Splitting two tens against `up` (5 or 6), re-splitting to the table's
/// limit or to fewer hands, whichever is better (at the counts where the
/// split is a close call, a re-split with two more tens out is the worse
/// play: a player declines it); where only identical ranks split, the tens
/// taken as evenly spread over the four ranks.
fn split(engine: &mut Engine, up: u8) -> Option<f64> {
    let most = engine.params.most_hands(10);
    if most < 2 {
        return None;
    }
    let same_up = u16::from(up == 10);
    let trigger = if engine.params.split_rank {
        (engine.base[9] / 4).saturating_sub(2 + same_up)
    } else {
        engine.base[9].saturating_sub(2 + same_up)
    };
    Some(engine.split_best(up, 10, most, trigger))
}

/// Insurance against an ace with the player's `cards` out: it pays 2 to 1
/// on a ten in the hole.
pub(super) fn insurance(shoe: &Composition, (a, b): (u8, u8)) -> f64 {
    let n = f64::from(shoe.total());
    let tens = f64::from(shoe.count(10)) - f64::from(u8::from(a == 10) + u8::from(b == 10));
    3.0 * tens / (n - 3.0) - 1.0
}

/// The weighted mean gain of a play on `shoe` (0 when the shoe cannot deal it).
pub(super) fn mean_gain(engine: &mut Engine, shoe: &Composition, play: (u8, u8, Deviation)) -> f64 {
    let all = samples(engine, shoe, play);
    let weight: f64 = all.iter().map(|(h, _)| h.weight).sum();
    if weight <= 0.0 {
        return 0.0;
    }
    all.iter().map(|(h, g)| h.weight * g).sum::<f64>() / weight
}
