//! Simulation: many rounds of one box with a flat bet, played by a strategy
//! chart through the game's own [`Table`] (no second copy of the rules).
//!
//! - [`Simulation`]: the table's rules, the chart, the bet.
//! - [`Player`]: one table (kept without records) and the chart's play.
//! - [`Tally`]: what rounds returned, in integer cents, so that tallies add
//!   up exactly in any order.
//! - [`run_spread`]: a counter's bets, by the Hi-Lo true count ([`Spread`]).
//! - [`Indices`]: the table's index plays, played at the true count of each
//!   decision where a simulation carries them.
//! - [`run`] and [`sessions`]: many rounds, or many sessions from a bankroll,
//!   in blocks seeded from one seed, so the answer depends on the seed alone
//!   (not on how many threads play the blocks).

mod count;
mod indexed;
mod player;
mod sessions;
mod spread;
mod spread_stream;

use sha2::{Digest, Sha256};

pub(crate) use count::Counter;
pub use indexed::Indices;
pub use player::Player;
pub use sessions::{SessionStats, session, sessions};
pub use spread::{Spread, SpreadError, SpreadTally, run_spread};
pub use spread_stream::SpreadStream;

use crate::money::Money;
use crate::odds::chart::{Chart, Take};
use crate::rules::Rules;
use crate::shoe::Seed;

/// Rounds a block plays on one table, from its own seed.
pub const BLOCK: u64 = 1 << 16;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct Simulation {
    /// The table's rules.
    pub rules: Rules,
    /// The chart that plays every hand.
    pub chart: Chart,
    /// When the chart takes insurance.
    pub insurance: Take,
    /// When the chart takes even money.
    pub even_money: Take,
    /// The flat bet on the one box.
    pub bet: Money,
    /// Index plays that change the chart's play (and its insurance) by the
    /// true count at each decision; `None`: the chart alone.
    pub indices: Option<Indices>,
}

impl Simulation {
    /// `rules` played by their best chart and its insurance line, betting `bet`.
    pub fn best(rules: Rules, bet: Money) -> Simulation {
        let best = crate::odds::chart::best_chart(&rules);
        Simulation {
            rules,
            chart: best.chart,
            insurance: best.insurance.unwrap_or(Take::Never),
            even_money: best.even_money.unwrap_or(Take::Never),
            bet,
            indices: None,
        }
    }
}

/// Rounds played and what they returned, exactly (cents).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Rounds played.
    pub rounds: u64,
    /// Hands played (a split makes two).
    pub hands: u64,
    /// The sum of each round's net, in cents.
    pub net: i128,
    /// The sum of the squares of each round's net, in cents squared.
    pub net_sq: i128,
}

impl Tally {
    /// Adds one round that returned `net` over `hands` hands.
    pub fn add(&mut self, net: Money, hands: usize) {
        let cents = i128::from(net.cents());
        self.rounds += 1;
        self.hands += hands as u64;
        self.net += cents;
        self.net_sq += cents * cents;
    }

    /// Both tallies together.
    pub fn merge(self, other: Tally) -> Tally {
        Tally {
            rounds: self.rounds + other.rounds,
            hands: self.hands + other.hands,
            net: self.net + other.net,
            net_sq: self.net_sq + other.net_sq,
        }
    }

    /// The mean return per round, in bets of `bet`.
    pub fn mean(&self, bet: Money) -> f64 {
        if self.rounds == 0 {
            return 0.0;
        }
        self.net as f64 / self.rounds as f64 / bet.cents() as f64
    }

    /// The standard deviation of one round's return, in bets of `bet`.
    pub fn sd(&self, bet: Money) -> f64 {
        if self.rounds < 2 {
            return 0.0;
        }
        let n = self.rounds as f64;
        let mean = self.net as f64 / n;
        let var = (self.net_sq as f64 - n * mean * mean) / (n - 1.0);
        var.max(0.0).sqrt() / bet.cents() as f64
    }

    /// The half-width of the mean's 95 % confidence interval, in bets.
    pub fn ci95(&self, bet: Money) -> f64 {
        if self.rounds == 0 {
            return 0.0;
        }
        1.96 * self.sd(bet) / (self.rounds as f64).sqrt()
    }
}

/// The seed of block (or session) `index` of a run seeded with `seed`.
pub fn block_seed(seed: &Seed, index: u64) -> Seed {
    let mut hash = Sha256::new();
    hash.update(seed);
    hash.update(index.to_le_bytes());
    hash.finalize().into()
}

/// Why a simulation cannot run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    /// The bet is outside the table's limits.
    #[error("the bet {0} is outside the table's limits ({1} to {2})")]
    Bet(Money, Money, Money),
    /// The bankroll is outside what a table takes.
    #[error("a bankroll from the bet to 1000000000 is needed, not {0}")]
    Bankroll(Money),
    /// The table refused an action the chart chose (a bug: the chart only
    /// plays what the table lists as legal).
    #[error("the table refused the chart's play: {0}")]
    Refused(String),
    /// A bet spread the table cannot take.
    #[error("{0}")]
    Spread(String),
}

/// A run played a little at a time (the browser's worker plays it in
/// slices, to show progress and to stop when asked): the same rounds as
/// [`run`] with the same seed.
#[derive(Debug)]
pub struct Stream {
    sim: Simulation,
    seed: Seed,
    player: Option<Player>,
    /// The tally so far.
    pub tally: Tally,
}

impl Stream {
    /// A run of `sim` seeded with `seed`, no round played yet.
    pub fn new(sim: Simulation, seed: Seed) -> Result<Stream, SimError> {
        Player::new(&sim, Player::ENDLESS, &block_seed(&seed, 0))?;
        Ok(Stream {
            sim,
            seed,
            player: None,
            tally: Tally::default(),
        })
    }

    /// Plays `rounds` more rounds.
    pub fn play(&mut self, rounds: u64) -> Result<(), SimError> {
        for _ in 0..rounds {
            let (player, _) =
                block_player(&self.sim, &self.seed, self.tally.rounds, &mut self.player)?;
            let (net, hands) = player.play_round()?;
            self.tally.add(net, hands);
        }
        Ok(())
    }

    /// The flat bet.
    pub fn bet(&self) -> Money {
        self.sim.bet
    }
}

/// The player of round `played` of a run of `sim` seeded with `seed`: a new
/// one, on its block's own stream, at each block's first round (or when
/// `slot` is empty), else `slot`'s; and whether it is new.
pub(super) fn block_player<'a>(
    sim: &Simulation,
    seed: &Seed,
    played: u64,
    slot: &'a mut Option<Player>,
) -> Result<(&'a mut Player, bool), SimError> {
    let fresh = played % BLOCK == 0 || slot.is_none();
    if fresh {
        let block = block_seed(seed, played / BLOCK);
        *slot = Some(Player::new(sim, Player::ENDLESS, &block)?);
    }
    Ok((slot.as_mut().expect("made above"), fresh))
}

/// Plays blocks `first, first + step, ...` below `blocks` of a run of `rounds`.
fn play_blocks(
    sim: &Simulation,
    seed: &Seed,
    rounds: u64,
    (first, step): (u64, u64),
) -> Result<Tally, SimError> {
    let blocks = rounds.div_ceil(BLOCK);
    let mut tally = Tally::default();
    let mut k = first;
    while k < blocks {
        let n = BLOCK.min(rounds - k * BLOCK);
        let mut player = Player::new(sim, Player::ENDLESS, &block_seed(seed, k))?;
        for _ in 0..n {
            let (net, hands) = player.play_round()?;
            tally.add(net, hands);
        }
        k += step;
    }
    Ok(tally)
}

/// Plays `rounds` rounds seeded with `seed` on `threads` threads (at least
/// one). The tally depends on the seed and `rounds` only.
pub fn run(sim: &Simulation, rounds: u64, seed: &Seed, threads: usize) -> Result<Tally, SimError> {
    let threads = threads.max(1) as u64;
    if threads == 1 {
        return play_blocks(sim, seed, rounds, (0, 1));
    }
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| scope.spawn(move || play_blocks(sim, seed, rounds, (t, threads))))
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(SimError::Refused("a thread failed".into())))
            })
            .try_fold(Tally::default(), |all, t| Ok(all.merge(t?)))
    })
}

#[cfg(test)]
mod tests;
