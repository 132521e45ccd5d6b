//! One unsplit hand played out by a chart: the chance of each net result,
//! every card drawn from the cards left and the dealer's final total from
//! the cards left behind the hand.
//!
//! The dealer's hole card is drawn, in the analysis, after the player's
//! cards: the chart's play never looks at it, so the order does not change
//! any chance. Where the dealer peeks, a dealer blackjack costs one bet
//! whatever the hand did next (a double or a surrender then never happened).

use super::build::Builder;
use crate::odds::chart::{ChartAction, Code, Row};
use crate::odds::composition::VALUES;
use crate::odds::dealer::{BLACKJACK, BUST, Dist};
use crate::odds::player::NONE;

/// One hand's results, in bets: lose 2, lose 1, lose half, push, win 1, win 2.
pub(super) type Nets = [f64; 6];
/// Each slot of [`Nets`] in half bets.
pub(super) const NET_HALVES: [i32; 6] = [-4, -2, -1, 0, 2, 4];
const LOSE2: usize = 0;
const LOSE1: usize = 1;
const HALF: usize = 2;
const PUSH: usize = 3;
const WIN1: usize = 4;
const WIN2: usize = 5;

/// What a hand not yet valued holds in its memo slot.
pub(super) const UNKNOWN: Nets = [f64::NAN; 6];

/// The slots a stake of `stake` bets wins and loses.
fn win_lose(stake: u8) -> (usize, usize) {
    if stake == 2 {
        (WIN2, LOSE2)
    } else {
        (WIN1, LOSE1)
    }
}

/// The results of standing on `total` at `stake` against the dealer's
/// `dist` (`peek`: a dealer blackjack takes one bet only).
pub(super) fn stand_nets(dist: &Dist, total: u8, stake: u8, peek: bool) -> Nets {
    let (win, lose) = win_lose(stake);
    let mut nets = [0.0; 6];
    for (k, &p) in dist[..5].iter().enumerate() {
        let dealer = 17 + k as u8;
        let slot = match total.cmp(&dealer) {
            std::cmp::Ordering::Greater => win,
            std::cmp::Ordering::Equal => PUSH,
            std::cmp::Ordering::Less => lose,
        };
        nets[slot] += p;
    }
    nets[win] += dist[BUST];
    nets[if peek { LOSE1 } else { lose }] += dist[BLACKJACK];
    nets
}

fn add(into: &mut Nets, p: f64, nets: &Nets) {
    for (a, b) in into.iter_mut().zip(nets) {
        *a += p * b;
    }
}

impl Builder<'_> {
    /// Hand `i` at `stake` standing against `up`.
    fn stand(&mut self, up: u8, i: u32, stake: u8) -> Nets {
        let dist = self.engine.node_dist(up, i);
        let total = self.engine.hands.nodes[i as usize].total().0;
        stand_nets(&dist, total, stake, self.engine.params.peek)
    }

    /// A hand of `removed` at `stake` gone over 21.
    fn bust(&self, up: u8, removed: &[u8; VALUES], stake: u8) -> Nets {
        let mut nets = [0.0; 6];
        let (_, lose) = win_lose(stake);
        if stake == 2 && self.engine.params.peek {
            let blackjack = self.engine.blackjack_chance(removed, up);
            nets[LOSE1] = blackjack;
            nets[LOSE2] = 1.0 - blackjack;
        } else {
            nets[lose] = 1.0;
        }
        nets
    }

    /// One card to hand `i`, then `after` (a bust loses `stake`).
    fn draw(&mut self, up: u8, i: u32, stake: u8, after: fn(&mut Self, u8, u32) -> Nets) -> Nets {
        let node = &self.engine.hands.nodes[i as usize];
        let (counts, children) = (node.counts, node.child);
        let chances = self.engine.draw_chances(&counts, up);
        let mut nets = [0.0; 6];
        for (v, (&p, &child)) in chances.iter().zip(&children).enumerate() {
            if p <= 0.0 {
                continue;
            }
            let next = if child == NONE {
                let mut removed = counts;
                removed[v] += 1;
                self.bust(up, &removed, stake)
            } else {
                after(self, up, child)
            };
            add(&mut nets, p, &next);
        }
        nets
    }

    /// Hand `i` after a hit: the chart's row of its total, hit or stand.
    pub(super) fn play_on(&mut self, up: u8, i: u32) -> Nets {
        let known = self.memo[i as usize];
        if !known[0].is_nan() {
            return known;
        }
        let (total, soft) = self.engine.hands.nodes[i as usize].total();
        let code = self.chart.code(Row::of_total(total, soft), up);
        let nets = match code.later() {
            ChartAction::Hit => self.draw(up, i, 1, Self::play_on),
            _ => self.stand(up, i, 1),
        };
        self.memo[i as usize] = nets;
        nets
    }

    /// The two-card hand `i` against `up` played by `code` (a split is not
    /// one of the actions this plays: see `split.rs`).
    pub(super) fn opening(&mut self, up: u8, i: u32, code: Code) -> Nets {
        let may_double = self.engine.may_double(i, false);
        let may_surrender = self.engine.params.surrender && up != 1;
        let action = code
            .first(may_double, may_surrender)
            .unwrap_or(code.later());
        match action {
            ChartAction::Hit => self.draw(up, i, 1, Self::play_on),
            ChartAction::Double => self.draw(up, i, 2, |t, up, child| t.stand(up, child, 2)),
            ChartAction::Surrender => {
                let counts = self.engine.hands.nodes[i as usize].counts;
                let mut nets = [0.0; 6];
                if self.engine.params.peek {
                    let blackjack = self.engine.blackjack_chance(&counts, up);
                    nets[LOSE1] = blackjack;
                    nets[HALF] = 1.0 - blackjack;
                } else {
                    nets[HALF] = 1.0;
                }
                nets
            }
            ChartAction::Stand | ChartAction::Split => self.stand(up, i, 1),
        }
    }
}
