//! A bet spread's run played a little at a time (the browser's worker plays
//! it in slices, to show progress and to stop when asked): the same rounds,
//! and so the same tally, as [`run_spread`](super::run_spread) with the same
//! seed and number of rounds.

use super::count::Counter;
use super::spread::check;
use super::{Player, SimError, Simulation, Spread, SpreadTally, block_player, block_seed};
use crate::shoe::Seed;

/// A spread's run, no round or some rounds played.
#[derive(Debug)]
pub struct SpreadStream {
    sim: Simulation,
    spread: Spread,
    seed: Seed,
    player: Option<Player>,
    counter: Counter,
    /// The tally so far.
    pub tally: SpreadTally,
}

impl SpreadStream {
    /// A run of `sim` betting by `spread`, seeded with `seed`; refused as
    /// [`run_spread`](super::run_spread) refuses it.
    pub fn new(sim: Simulation, spread: Spread, seed: Seed) -> Result<SpreadStream, SimError> {
        check(&sim, &spread)?;
        Player::new(&sim, Player::ENDLESS, &block_seed(&seed, 0))?;
        Ok(SpreadStream {
            sim,
            spread,
            seed,
            player: None,
            counter: Counter::default(),
            tally: SpreadTally::default(),
        })
    }

    /// Plays `rounds` more rounds.
    pub fn play(&mut self, rounds: u64) -> Result<(), SimError> {
        for _ in 0..rounds {
            let (player, fresh) =
                block_player(&self.sim, &self.seed, self.tally.rounds, &mut self.player)?;
            if fresh {
                self.counter = Counter::default();
            }
            let units = self.spread.units(self.counter.true_count(player.table()));
            let bet = self.sim.bet * i64::from(units);
            let (net, _) = player.play_round_at(bet)?;
            self.counter.see(player.table());
            self.tally.add(bet, net);
        }
        Ok(())
    }

    /// The base bet (one unit).
    pub fn unit(&self) -> crate::money::Money {
        self.sim.bet
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::Money;
    use crate::rules::Preset;
    use crate::sim::{BLOCK, run_spread};

    #[test]
    fn slices_give_the_tally_of_one_run() {
        let sim = Simulation::best(Preset::European.rules(), Money::units(5));
        let spread: Spread = "1:1,2:2,3:4,4:8".parse().unwrap();
        let seed = [3; 32];
        let rounds = BLOCK + 5000;
        let whole = run_spread(&sim, &spread, rounds, &seed, 2).unwrap();
        let mut stream = SpreadStream::new(sim.clone(), spread.clone(), seed).unwrap();
        for slice in [777, BLOCK, 5000 - 777] {
            stream.play(slice).unwrap();
        }
        assert_eq!(stream.tally, whole);
        let machine = Simulation::best(Preset::ShuffleMachine.rules(), Money::units(5));
        assert!(matches!(
            SpreadStream::new(machine, spread, seed),
            Err(SimError::Spread(_))
        ));
    }
}
