//! The table's counts: for each Hi-Lo true count before a round, how often
//! it comes, the player's advantage there and the variance of a round,
//! from real shoes dealt by the simulator and played by the table's chart
//! with its index plays (insurance included), one unit a round.
//!
//! The true count before a round is read as the index plays read theirs
//! ([`Convention::BOOKS`]: the running count of the cards of the rounds
//! finished since the shuffle, the dealer's included, over the exact decks
//! left, floored), and kept within ±[`MAX_COUNT`], the ends standing for
//! "at or below" and "at or above". The rounds are played in blocks of
//! [`BLOCK`] rounds, each on its own table from its own seed; the blocks
//! are independent, so each figure's standard error is read from how much
//! they differ (`blocks.rs`).

use serde::Serialize;

use super::blocks::{from_parts, on_threads};
use crate::money::Money;
use crate::odds::{Convention, IndexPlay, counting_helps};
use crate::rules::Rules;
use crate::shoe::Seed;
use crate::sim::{BLOCK, Indices, Player, SimError, Simulation, block_seed};

/// The farthest true count kept apart: −12 stands for −12 and below, +12
/// for +12 and above.
pub const MAX_COUNT: i32 = 12;

/// The most rounds a run of counts plays (2^34, some hours natively).
pub const MAX_ROUNDS: u64 = 1 << 34;

/// The rounds the table's counts are played for unless asked otherwise
/// (the command's `--rounds` and the page's): 128 blocks, 8 388 608 rounds.
pub const DEFAULT_ROUNDS: u64 = 128 * BLOCK;

/// The seed of the counts' shoes unless asked otherwise (the command's
/// `--seed` and the page's): 32 bytes of 11 (`0b0b…0b`).
pub const DEFAULT_SEED: Seed = [11u8; 32];

/// The rows kept: −MAX_COUNT to +MAX_COUNT.
pub(super) const ROWS: usize = (2 * MAX_COUNT + 1) as usize;

/// How many of the first blocks keep the counts round by round (what
/// back-counting with a stay in between is read from: `wong.rs`).
pub(super) const SEQUENCE_BLOCKS: u64 = 32;

/// Why the lab cannot answer.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum LabError {
    /// The table starts every round from a full shoe.
    #[error(
        "counting cannot help here: this table shuffles before every round (or continuously), so every round starts from a full shoe"
    )]
    NoCounting,
    /// Too few rounds to read an error from (fewer than two blocks), or
    /// more than [`MAX_ROUNDS`].
    #[error(
        "rounds: a whole number of rounds from {min} (two blocks) to {MAX_ROUNDS} is needed, not {0}",
        min = 2 * BLOCK
    )]
    Rounds(String),
    /// A spread outside 1:1 to 1:1000.
    #[error("spread: 1:N with N a whole number from 1 to 1000 is needed, not {0:?}")]
    Spread(String),
    /// A risk of ruin outside (0, 100) %.
    #[error("risk: a risk of ruin in percent above 0 and below 100 is needed, not {0}")]
    Risk(String),
    /// A bankroll outside what a table takes.
    #[error(
        "bankroll: an amount from the table's minimum bet {1} to 1000000000 is needed, not {0}"
    )]
    Bankroll(String, Money),
    /// Back-counting counts out of range or leaving above entering.
    #[error("{0}")]
    Wong(String),
    /// Kept counts that cannot be read back (`Counts::from_bytes`): cut
    /// short, changed, of another version or not counts at all.
    #[error("kept counts: {0}")]
    Kept(String),
    /// The simulator refused (a bug).
    #[error("the simulator: {0}")]
    Sim(#[from] SimError),
}

impl LabError {
    /// A stable code for the refusal, for a front end's words:
    /// `no-counting`, `lab-rounds`, `lab-spread`, `lab-risk`,
    /// `lab-bankroll`, `lab-wong`, `lab-kept`, `lab-sim`.
    pub fn code(&self) -> &'static str {
        match self {
            LabError::NoCounting => "no-counting",
            LabError::Rounds(_) => "lab-rounds",
            LabError::Spread(_) => "lab-spread",
            LabError::Risk(_) => "lab-risk",
            LabError::Bankroll(..) => "lab-bankroll",
            LabError::Wong(_) => "lab-wong",
            LabError::Kept(_) => "lab-kept",
            LabError::Sim(_) => "lab-sim",
        }
    }
}

/// One true count's figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CountRow {
    /// The true count before the round (the ends: at or below, at or above).
    pub tc: i32,
    /// Rounds dealt at it.
    pub rounds: u64,
    /// The share of rounds dealt at it, and its standard error.
    pub frequency: f64,
    /// The standard error of `frequency`.
    pub frequency_error: f64,
    /// The player's advantage: the mean net of a round per unit bet.
    pub advantage: f64,
    /// The standard error of `advantage`.
    pub advantage_error: f64,
    /// The variance of a round's net, in units squared.
    pub variance: f64,
    /// The standard error of `variance`.
    pub variance_error: f64,
}

/// One block's sums at one count: rounds, net and net squared (in units).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Sums {
    pub(super) n: u64,
    pub(super) net: f64,
    pub(super) net_sq: f64,
}

/// One block's rounds and its sums at each count.
#[derive(Clone, Debug)]
pub(super) struct Block {
    pub(super) rounds: u64,
    pub(super) at: [Sums; ROWS],
}

/// A table's counts (see the module's documentation).
#[derive(Clone, Debug, Serialize)]
pub struct Counts {
    /// One row per true count, −[`MAX_COUNT`] to +[`MAX_COUNT`].
    pub rows: Vec<CountRow>,
    /// Rounds simulated.
    pub rounds: u64,
    /// The seed of the shoes, in hexadecimal.
    pub seed: String,
    /// The bet of one unit (the table's minimum).
    pub unit: Money,
    /// Each block's sums (what the ramp's errors are read from).
    #[serde(skip)]
    pub(super) blocks: Vec<Block>,
    /// The first blocks' counts round by round, a shoe's first round
    /// marked: `(row, shoe's first)` (what back-counting with a stay in
    /// between is read from).
    #[serde(skip)]
    pub(super) sequences: Vec<Sequence>,
}

/// A block's counts round by round: `(row, shoe's first)`.
pub(super) type Sequence = Vec<(u8, bool)>;

/// The row of a whole true count.
pub(super) fn row(tc: i32) -> usize {
    (tc.clamp(-MAX_COUNT, MAX_COUNT) + MAX_COUNT) as usize
}

/// The true count of row `r`.
pub(super) fn tc_of(r: usize) -> i32 {
    r as i32 - MAX_COUNT
}

/// The simulation the lab plays: the table's best chart with `plays`, one
/// unit (the table's minimum bet) a round.
pub(super) fn lab_simulation(rules: &Rules, plays: &[IndexPlay]) -> Simulation {
    let mut sim = Simulation::best(rules.clone(), rules.min_bet);
    sim.indices = Some(Indices::new(plays.to_vec()));
    sim
}

/// Plays block `k`'s `rounds` rounds of `sim` (fewer if `f` says stop):
/// `f` is given each round's row, whether a shoe starts with it, and the
/// player, to play it.
pub(super) fn each_round(
    sim: &Simulation,
    seed: &Seed,
    k: u64,
    rounds: u64,
    mut f: impl FnMut(usize, bool, &mut Player) -> Result<bool, SimError>,
) -> Result<(), SimError> {
    let mut player = Player::new(sim, Player::ENDLESS, &block_seed(seed, k))?;
    let mut counter = crate::sim::Counter::default();
    for _ in 0..rounds {
        let table = player.table();
        let first = table.reshuffle_due() || table.shoe().dealt() == 0;
        let tc = counter.before_round(table, Convention::BOOKS);
        let go_on = f(row(tc), first, &mut player)?;
        counter.see(player.table());
        if !go_on {
            break;
        }
    }
    Ok(())
}

/// Plays block `k` of a run of `rounds`: its sums and, for the first
/// [`SEQUENCE_BLOCKS`], its counts round by round (empty for the others).
/// What both [`counts`] and [`CountsRun`] play a block with.
fn play_block(
    sim: &Simulation,
    seed: &Seed,
    rounds: u64,
    k: u64,
) -> Result<(Block, Sequence), SimError> {
    let unit = sim.bet.cents() as f64;
    let n = BLOCK.min(rounds - k * BLOCK);
    let mut block = Block {
        rounds: n,
        at: [Sums::default(); ROWS],
    };
    let mut sequence = Vec::new();
    each_round(sim, seed, k, n, |r, first, player| {
        let (net, _) = player.play_round_at(sim.bet)?;
        let x = net.cents() as f64 / unit;
        let s = &mut block.at[r];
        s.n += 1;
        s.net += x;
        s.net_sq += x * x;
        if k < SEQUENCE_BLOCKS {
            sequence.push((r as u8, first));
        }
        Ok(true)
    })?;
    Ok((block, sequence))
}

/// Plays blocks `first, first + step, ...` of a run of `rounds`: each
/// block's number, sums and (for the first ones) counts round by round.
fn play_blocks(
    sim: &Simulation,
    seed: &Seed,
    rounds: u64,
    (first, step): (u64, u64),
) -> Result<Vec<(u64, Block, Sequence)>, SimError> {
    (first..rounds.div_ceil(BLOCK))
        .step_by(step as usize)
        .map(|k| play_block(sim, seed, rounds, k).map(|(block, sequence)| (k, block, sequence)))
        .collect()
}

/// The refusals of a run: a table where counting cannot help, rounds out
/// of range.
fn check_run(rules: &Rules, rounds: u64) -> Result<(), LabError> {
    if !counting_helps(rules) {
        return Err(LabError::NoCounting);
    }
    if !(2 * BLOCK..=MAX_ROUNDS).contains(&rounds) {
        return Err(LabError::Rounds(rounds.to_string()));
    }
    Ok(())
}

/// The counts of a run from its blocks' sums and sequences, in block order.
pub(super) fn assemble(
    blocks: Vec<Block>,
    sequences: Vec<Sequence>,
    rounds: u64,
    seed: String,
    unit: Money,
) -> Counts {
    Counts {
        rows: rows(&blocks),
        rounds,
        seed,
        unit,
        blocks,
        sequences,
    }
}

/// The counts of `rules` played with the index plays `plays` (the table's,
/// from [`index_plays`](crate::odds::index_plays)): `rounds` rounds (at
/// least two blocks, at most [`MAX_ROUNDS`]) seeded with `seed` on
/// `threads` threads; the answer depends on the seed and `rounds` only (the
/// same as a [`CountsRun`]'s). A table where counting cannot help is
/// refused.
pub fn counts(
    rules: &Rules,
    plays: &[IndexPlay],
    rounds: u64,
    seed: &Seed,
    threads: usize,
) -> Result<Counts, LabError> {
    check_run(rules, rounds)?;
    let sim = lab_simulation(rules, plays);
    let step = threads.max(1) as u64;
    let sim = &sim;
    let mut parts: Vec<_> = on_threads(threads, |t| play_blocks(sim, seed, rounds, (t, step)))?
        .into_iter()
        .flatten()
        .collect();
    // In block order, so that the sums do not depend on the threads.
    parts.sort_by_key(|(k, _, _)| *k);
    let mut blocks = Vec::with_capacity(parts.len());
    let mut sequences = Vec::new();
    for (_, block, sequence) in parts {
        blocks.push(block);
        if !sequence.is_empty() {
            sequences.push(sequence);
        }
    }
    Ok(assemble(
        blocks,
        sequences,
        rounds,
        crate::shoe::hex(seed),
        rules.min_bet,
    ))
}

/// The counts of [`counts`] played a few blocks at a time, on the caller's
/// thread, so that a caller (the page's worker) can report progress
/// between steps and stop: the same blocks from the same seeds, so
/// [`CountsRun::finish`] gives exactly what [`counts`] gives for the same
/// rules, plays, rounds and seed, on any number of threads.
pub struct CountsRun {
    sim: Simulation,
    seed: Seed,
    rounds: u64,
    blocks: Vec<Block>,
    sequences: Vec<Sequence>,
}

impl CountsRun {
    /// A run of `rounds` rounds of `rules` with the index plays `plays`,
    /// seeded with `seed`, nothing played yet; refused as [`counts`]
    /// refuses (a table where counting cannot help, rounds out of range).
    /// Finds the table's best chart (the chart search) before it answers.
    pub fn new(
        rules: &Rules,
        plays: &[IndexPlay],
        rounds: u64,
        seed: &Seed,
    ) -> Result<CountsRun, LabError> {
        check_run(rules, rounds)?;
        Ok(CountsRun {
            sim: lab_simulation(rules, plays),
            seed: *seed,
            rounds,
            blocks: Vec::with_capacity(rounds.div_ceil(BLOCK) as usize),
            sequences: Vec::new(),
        })
    }

    /// Plays the next `blocks` blocks of [`BLOCK`] rounds (fewer where the
    /// run ends first; none once it has); the rounds played so far. A
    /// block the simulator refuses (a bug) is not kept, and the error
    /// returned.
    pub fn step(&mut self, blocks: u64) -> Result<u64, LabError> {
        for _ in 0..blocks {
            let k = self.blocks.len() as u64;
            if k >= self.rounds.div_ceil(BLOCK) {
                break;
            }
            let (block, sequence) = play_block(&self.sim, &self.seed, self.rounds, k)?;
            self.blocks.push(block);
            if !sequence.is_empty() {
                self.sequences.push(sequence);
            }
        }
        Ok(self.done())
    }

    /// The rounds played so far.
    pub fn done(&self) -> u64 {
        self.blocks.iter().map(|b| b.rounds).sum()
    }

    /// The rounds of the whole run.
    pub fn total(&self) -> u64 {
        self.rounds
    }

    /// Whether every block has been played.
    pub fn is_complete(&self) -> bool {
        self.done() == self.rounds
    }

    /// The counts of the rounds played: those of [`counts`] once the run
    /// [`is_complete`](CountsRun::is_complete); before, the counts of the
    /// blocks played so far (their `rounds` the rounds played).
    pub fn finish(self) -> Counts {
        let done = self.done();
        let unit = self.sim.bet;
        let seed = crate::shoe::hex(&self.seed);
        assemble(self.blocks, self.sequences, done, seed, unit)
    }
}

/// Each count's figures from the blocks' sums, with their errors.
fn rows(blocks: &[Block]) -> Vec<CountRow> {
    let rounds: u64 = blocks.iter().map(|b| b.rounds).sum();
    let all_r = rounds as f64;
    (0..ROWS)
        .map(|r| {
            let (mut n, mut net, mut sq) = (0u64, 0.0, 0.0);
            for b in blocks {
                n += b.at[r].n;
                net += b.at[r].net;
                sq += b.at[r].net_sq;
            }
            let nf = n as f64;
            let frequency = nf / all_r;
            let (mean, m2) = if n == 0 {
                (0.0, 0.0)
            } else {
                (net / nf, sq / nf)
            };
            let parts = |f: &dyn Fn(&Block) -> f64| from_parts(blocks.iter().map(f));
            let frequency_error =
                parts(&|b| (b.at[r].n as f64 - frequency * b.rounds as f64) / all_r);
            let (advantage_error, variance_error) = if n == 0 {
                (0.0, 0.0)
            } else {
                let d_mean = |b: &Block| (b.at[r].net - mean * b.at[r].n as f64) / nf;
                let d_m2 = |b: &Block| (b.at[r].net_sq - m2 * b.at[r].n as f64) / nf;
                (parts(&d_mean), parts(&|b| d_m2(b) - 2.0 * mean * d_mean(b)))
            };
            CountRow {
                tc: tc_of(r),
                rounds: n,
                frequency,
                frequency_error,
                advantage: mean,
                advantage_error,
                variance: (m2 - mean * mean).max(0.0),
                variance_error,
            }
        })
        .collect()
}
