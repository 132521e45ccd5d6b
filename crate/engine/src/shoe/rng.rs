//! The generator that shuffles: the game's ChaCha20 stream keyed with the
//! round's seed, or a simulation's faster ChaCha8 stream.

use std::fmt;

#[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
use chacha20::ChaCha8Rng;
use chacha20::ChaCha20Rng;
use rand_core::{Rng, SeedableRng};

use super::{Seed, hex};

/// The cipher behind a [`DealRng`].
enum Core {
    /// The game's deal: what records, replays and seed commitments name.
    Game(ChaCha20Rng),
    /// A simulation's deal (tables without records): ChaCha8, a cipher of
    /// the same family with fewer rounds, still far beyond what a card
    /// shuffle needs, at less than half the cost per word.
    #[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
    Simulation(ChaCha8Rng),
}

/// The generator that shuffles: ChaCha20 keyed with the round's seed (the
/// game), or ChaCha8 ([`DealRng::simulation`], for simulated rounds that
/// nobody replays).
///
/// Cloning and comparing look at the seed, the cipher and the stream
/// position, never at the generator's buffer (Debug shows the seed and the
/// position).
pub struct DealRng {
    seed: Seed,
    core: Core,
}

impl DealRng {
    /// The game's generator for `seed` (ChaCha20), at the start of its stream.
    pub fn new(seed: Seed) -> DealRng {
        DealRng {
            seed,
            core: Core::Game(ChaCha20Rng::from_seed(seed)),
        }
    }

    /// The game's generator for `seed`, `word_pos` words into its stream.
    pub fn at(seed: Seed, word_pos: u128) -> DealRng {
        let mut rng = ChaCha20Rng::from_seed(seed);
        rng.set_word_pos(word_pos);
        DealRng {
            seed,
            core: Core::Game(rng),
        }
    }

    /// A simulation's generator for `seed` (ChaCha8), at the start of its
    /// stream. The game's deal never uses it: its rounds are not the ones a
    /// record names, so it is only for tables that keep no records.
    #[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
    pub fn simulation(seed: Seed) -> DealRng {
        DealRng {
            seed,
            core: Core::Simulation(ChaCha8Rng::from_seed(seed)),
        }
    }

    /// The seed this generator was keyed with.
    pub fn seed(&self) -> Seed {
        self.seed
    }

    /// Is this the game's ChaCha20 stream (not a simulation's)?
    pub fn is_game(&self) -> bool {
        matches!(self.core, Core::Game(_))
    }

    /// How many 32-bit words have been drawn from the stream.
    pub fn word_pos(&self) -> u128 {
        match &self.core {
            Core::Game(rng) => rng.get_word_pos(),
            #[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
            Core::Simulation(rng) => rng.get_word_pos(),
        }
    }

    /// The next 32-bit word of the stream.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn next_word(&mut self) -> u32 {
        match &mut self.core {
            Core::Game(rng) => rng.next_u32(),
            #[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
            Core::Simulation(rng) => rng.next_u32(),
        }
    }

    /// A uniform index in `0..n` without modulo bias (Lemire's multiply and
    /// reject). `n` must be at least 1.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn index(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let mut m = u64::from(self.next_word()) * u64::from(n);
        let mut low = m as u32;
        if low < n {
            let threshold = n.wrapping_neg() % n;
            while low < threshold {
                m = u64::from(self.next_word()) * u64::from(n);
                low = m as u32;
            }
        }
        (m >> 32) as u32
    }
}

impl Clone for DealRng {
    fn clone(&self) -> DealRng {
        match &self.core {
            Core::Game(rng) => DealRng::at(self.seed, rng.get_word_pos()),
            #[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
            Core::Simulation(rng) => {
                let mut copy = ChaCha8Rng::from_seed(self.seed);
                copy.set_word_pos(rng.get_word_pos());
                DealRng {
                    seed: self.seed,
                    core: Core::Simulation(copy),
                }
            }
        }
    }
}

impl PartialEq for DealRng {
    fn eq(&self, other: &DealRng) -> bool {
        self.seed == other.seed
            && self.is_game() == other.is_game()
            && self.word_pos() == other.word_pos()
    }
}

impl Eq for DealRng {}

impl fmt::Debug for DealRng {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DealRng")
            .field("seed", &hex(&self.seed))
            .field("word_pos", &self.word_pos())
            .finish()
    }
}
