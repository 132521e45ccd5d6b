//! Before a split is valued, the dealer's odds its hands will stand on are
//! asked for all at once: the hands are walked in the split's fixed play
//! (which needs no split value), every family of shoes they stand on is
//! put in one batch, and the batch is computed with full lanes.

use super::play::Split;
use crate::odds::player::{Engine, NONE, SplitPlay};

/// How a split hand is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Play {
    Stand,
    Hit,
    Double,
    /// Optimal play: whichever of the three is best, lane by lane.
    Best,
}

/// The plays in the order of their numbers.
const PLAYS: [Play; 4] = [Play::Stand, Play::Hit, Play::Double, Play::Best];

impl Engine {
    /// How split hand `i` is played: unsplit decisions take the best play
    /// of the same cards unsplit, optimal ones every play.
    pub(crate) fn split_choice(&mut self, s: Split, i: u32) -> Play {
        let total = self.hands.nodes[i as usize].total().0;
        if s.pair == 1 || total >= 21 {
            return Play::Stand;
        }
        if self.params.split_play == SplitPlay::Optimal {
            return Play::Best;
        }
        let known = self.cache(s.up).choice[i as usize];
        if known > 0 {
            return PLAYS[usize::from(known - 1) % PLAYS.len()];
        }
        let choice = self.unsplit_choice(s.up, i);
        self.cache(s.up).choice[i as usize] = choice as u8 + 1;
        choice
    }

    /// The best play of hand `i` against `up` unsplit (of standing,
    /// hitting and, where a split hand may, doubling).
    fn unsplit_choice(&mut self, up: u8, i: u32) -> Play {
        let (mut best, mut choice);
        if self.hit_beats_stand(up, i) {
            (best, choice) = (self.hit(up, i), Play::Hit);
        } else {
            (best, choice) = (self.stand(up, i), Play::Stand);
            if !self.stand_beats_hit(up, i, best) {
                let hit = self.hit(up, i);
                if hit > best {
                    (best, choice) = (hit, Play::Hit);
                }
            }
        }
        if self.may_double(i, true) && self.double(up, i) > best {
            choice = Play::Double;
        }
        choice
    }

    /// Asks for the odds behind every hand of the split from `one` (the
    /// first pair card) that will stand, and computes them.
    pub(crate) fn plan_split(&mut self, s: Split, one: u32) {
        for child in self.reached(s, one) {
            self.plan_hand(s, child);
        }
        self.flush_families();
    }

    /// The hands one card larger than `i` that some lane can draw.
    fn reached(&self, s: Split, i: u32) -> impl Iterator<Item = u32> + use<> {
        let chances = self.lane_chances(s, i);
        let children = self.hands.nodes[i as usize].child;
        (0..children.len()).filter_map(move |v| {
            let drawn = chances[..s.lanes].iter().any(|c| c[v] > 0.0);
            (drawn && children[v] != NONE).then_some(children[v])
        })
    }

    /// Plans split hand `i` and the hands it goes on to.
    fn plan_hand(&mut self, s: Split, i: u32) {
        if self.planned[i as usize] == self.stamp {
            return;
        }
        self.planned[i as usize] = self.stamp;
        let play = self.split_choice(s, i);
        if matches!(play, Play::Stand | Play::Best) {
            self.want_family(s, i);
        }
        if matches!(play, Play::Hit | Play::Best) {
            for child in self.reached(s, i) {
                self.plan_hand(s, child);
            }
        }
        if play == Play::Double || (play == Play::Best && self.may_double(i, true)) {
            for child in self.reached(s, i) {
                self.want_family(s, child);
            }
        }
    }
}
