//! The table's expected return under optimal play, and the pair bonus's.

use serde::{Deserialize, Serialize};

use super::composition::{Composition, TenRanks};
use super::player::{Engine, Params, SplitPlay};
use crate::rules::Rules;

/// What a table returns to the player, as a fraction of the bet (negative: the
/// house's edge).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Edge {
    /// The main bet, one box played alone from the full shoe, every decision
    /// (stand, hit, double, split, surrender) made on the exact cards left.
    /// Insurance and even money are left out: from a full shoe they never pay.
    pub player: f64,
    /// The pair bonus bet, where the table has one.
    pub pair_bonus: Option<f64>,
}

/// The expected return of `rules` (split hands played with the decisions of
/// unsplit hands, as the published exact analyzers do).
pub fn expected_return(rules: &Rules) -> Edge {
    expected_return_with(rules, SplitPlay::UnsplitDecisions)
}

/// The expected return of `rules` with split hands played as `split_play` says.
pub fn expected_return_with(rules: &Rules, split_play: SplitPlay) -> Edge {
    let shoe = Composition::decks(rules.decks);
    let mut engine = Engine::new(
        Params::of(rules, split_play),
        &shoe,
        TenRanks::decks(rules.decks),
    );
    Edge {
        player: engine.round_value(),
        pair_bonus: pair_bonus_return(rules),
    }
}

/// The pair bonus's expected return per unit bet (exact, from the full shoe by
/// suit), or `None` where the table has no pair bonus.
pub fn pair_bonus_return(rules: &Rules) -> Option<f64> {
    let pays = rules.pair_bonus?;
    let d = f64::from(rules.decks);
    let n = 52.0 * d;
    // Ordered first two cards: the same card (rank and suit); one rank, two
    // suits of one colour; one rank, a red and a black suit.
    let suited = 52.0 * d * (d - 1.0);
    let colour = 13.0 * 4.0 * d * d;
    let mixed = 13.0 * 8.0 * d * d;
    let all = n * (n - 1.0);
    let won = suited * f64::from(pays.suited)
        + colour * f64::from(pays.colour)
        + mixed * f64::from(pays.mixed);
    Some((won - (all - suited - colour - mixed)) / all)
}

impl Engine {
    /// The chance of the deal: `up` for the dealer, `first` and `second`
    /// (in either order) for the player.
    pub(crate) fn deal_chance(&self, up: u8, first: u8, second: u8) -> f64 {
        let n = f64::from(self.base_total);
        let mut left = self.base.map(f64::from);
        let p_up = left[usize::from(up) - 1] / n;
        left[usize::from(up) - 1] -= 1.0;
        let (a, b) = (left[usize::from(first) - 1], left[usize::from(second) - 1]);
        let ways = if first == second {
            a * (a - 1.0)
        } else {
            2.0 * a * b
        };
        (p_up * ways / ((n - 1.0) * (n - 2.0))).max(0.0)
    }

    /// The value of one round from `base`: up card and two player cards
    /// dealt, then the best play of the hand.
    pub(crate) fn round_value(&mut self) -> f64 {
        let mut total = 0.0;
        for up in 1..=10u8 {
            self.fill_dists(up);
            for first in 1..=10u8 {
                for second in first..=10u8 {
                    let chance = self.deal_chance(up, first, second);
                    if chance > 0.0 {
                        let hand = self
                            .hands
                            .find([first, second])
                            .expect("two cards never bust");
                        total += chance * self.opening_value(up, hand, first == second);
                    }
                }
            }
            // Nothing asks about this up card again: its memory serves the next.
            self.forget(up);
        }
        total
    }

    /// The best value of a fresh two-card hand `i` against `up`.
    fn opening_value(&mut self, up: u8, i: u32, pair: bool) -> f64 {
        let node = &self.hands.nodes[i as usize];
        let counts = node.counts;
        if node.total().0 == 21 {
            return self.natural(up, i);
        }
        let mut best = if self.hit_beats_stand(up, i) {
            self.hit(up, i)
        } else {
            self.stand(up, i).max(self.hit(up, i))
        };
        if self.may_double(i, false) {
            best = best.max(self.double(up, i));
        }
        if self.params.surrender && up != 1 {
            best = best.max(self.surrender(&counts, up));
        }
        if !pair {
            return best;
        }
        let value = (1..=10u8)
            .find(|&v| counts[usize::from(v) - 1] == 2)
            .expect("a pair");
        let most = self.params.most_hands(value);
        if most < 2 {
            return best;
        }
        if value == 10 && self.params.split_rank {
            // Only two tens of one rank split: weigh the cases.
            let mut result = 0.0;
            let mut splittable = 0.0;
            for (w, trigger) in self.ten_pair_cases(up) {
                result += w * best.max(self.split(up, 10, most, trigger));
                splittable += w;
            }
            return result + (1.0 - splittable) * best;
        }
        let u = usize::from(up) - 1;
        let v = usize::from(value) - 1;
        let trigger = self.base[v] - 2 - u16::from(u == v);
        best.max(self.split(up, value, most, trigger))
    }

    /// Given two ten-value cards against `up` (its rank unknown when a ten),
    /// the chance that they are of one rank, by the number of cards of that
    /// rank left once the pair and the up card are out.
    pub(crate) fn ten_pair_cases(&self, up: u8) -> Vec<(f64, u16)> {
        let tens = self.tens.0;
        let mut cases: Vec<(f64, u16)> = Vec::new();
        let mut add = |w: f64, trigger: u16| {
            if w <= 0.0 {
                return;
            }
            match cases.iter_mut().find(|c| c.1 == trigger) {
                Some(case) => case.0 += w,
                None => cases.push((w, trigger)),
            }
        };
        let all: u16 = tens.iter().sum();
        let ups: Vec<(f64, Option<usize>)> = if up == 10 {
            (0..4)
                .map(|r| (f64::from(tens[r]) / f64::from(all), Some(r)))
                .collect()
        } else {
            vec![(1.0, None)]
        };
        for (w_up, up_rank) in ups {
            let mut left = tens;
            if let Some(r) = up_rank {
                left[r] = left[r].saturating_sub(1);
            }
            let t = f64::from(left.iter().sum::<u16>());
            for count in left {
                if count >= 2 {
                    let c = f64::from(count);
                    add(w_up * c * (c - 1.0) / (t * (t - 1.0)), count - 2);
                }
            }
        }
        cases
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    #[test]
    fn the_land_casino_pair_bonus() {
        let bonus = pair_bonus_return(&Preset::LandCasino.rules()).unwrap();
        assert!((bonus - (-5928.0 / 97032.0)).abs() < 1e-15);
        assert_eq!(pair_bonus_return(&Preset::SingleDeck.rules()), None);
    }
}
