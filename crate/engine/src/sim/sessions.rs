//! Bankroll questions: many sessions of a number of rounds from one bankroll.

use super::{Player, SimError, Simulation, block_seed};
use crate::money::Money;
use crate::shoe::Seed;

/// What sessions ended with.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionStats {
    /// Every session's final bankroll, in the order the sessions were seeded.
    pub finals: Vec<Money>,
    /// Rounds played, all sessions together.
    pub rounds: u64,
    /// Sessions ruined (the bankroll fell below the table minimum).
    pub ruined: u64,
}

impl SessionStats {
    /// The final bankroll below which `p` percent of sessions ended (nearest rank).
    pub fn percentile(&self, p: f64) -> Money {
        let mut sorted = self.finals.clone();
        sorted.sort_unstable();
        if sorted.is_empty() {
            return Money::ZERO;
        }
        let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
        sorted[rank.clamp(1, sorted.len()) - 1]
    }

    /// The chance of ruin within the session's rounds.
    pub fn ruin(&self) -> f64 {
        self.ruined as f64 / self.finals.len().max(1) as f64
    }

    /// The mean number of rounds a session played.
    pub fn mean_rounds(&self) -> f64 {
        self.rounds as f64 / self.finals.len().max(1) as f64
    }
}

/// One session: at most `rounds` rounds from `bankroll`. Its final bankroll,
/// the rounds played, and whether it was ruined.
pub fn session(
    sim: &Simulation,
    bankroll: Money,
    rounds: u64,
    seed: &Seed,
) -> Result<(Money, u64, bool), SimError> {
    let mut player = Player::new(sim, bankroll, seed)?;
    for played in 0..rounds {
        if !player.can_bet() {
            return Ok((player.bankroll(), played, true));
        }
        player.play_round()?;
    }
    let ruined = !player.can_bet();
    Ok((player.bankroll(), rounds, ruined))
}

/// Plays `count` sessions of at most `rounds` rounds, each from `bankroll`,
/// on `threads` threads; session `i` is seeded from `seed` and `i` alone.
pub fn sessions(
    sim: &Simulation,
    bankroll: Money,
    rounds: u64,
    count: u64,
    seed: &Seed,
    threads: usize,
) -> Result<SessionStats, SimError> {
    if bankroll < sim.bet || bankroll > Player::ENDLESS {
        return Err(SimError::Bankroll(bankroll));
    }
    let threads = (threads.max(1) as u64).min(count.max(1));
    let play = |first: u64| -> Result<Vec<(u64, Money, u64, bool)>, SimError> {
        let mut out = Vec::new();
        let mut i = first;
        while i < count {
            let (end, played, ruined) = session(sim, bankroll, rounds, &block_seed(seed, !i))?;
            out.push((i, end, played, ruined));
            i += threads;
        }
        Ok(out)
    };
    let mut all: Vec<(u64, Money, u64, bool)> = if threads == 1 {
        play(0)?
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads).map(|t| scope.spawn(move || play(t))).collect();
            let mut all = Vec::new();
            for h in handles {
                all.extend(
                    h.join()
                        .unwrap_or_else(|_| Err(SimError::Refused("a thread failed".into())))?,
                );
            }
            Ok::<_, SimError>(all)
        })?
    };
    all.sort_unstable_by_key(|s| s.0);
    Ok(SessionStats {
        finals: all.iter().map(|s| s.1).collect(),
        rounds: all.iter().map(|s| s.2).sum(),
        ruined: all.iter().filter(|s| s.3).count() as u64,
    })
}
