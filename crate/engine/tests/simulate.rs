//! The simulator against the exact analysis: for each preset, the simulated
//! mean of the table's best chart agrees with that chart's exact return
//! within 4 standard errors at 10^7 rounds. A disagreement means a bug in
//! the simulator, the game or the exact analysis.
#![cfg(not(target_arch = "wasm32"))]

use blackjack::Preset;
use blackjack::odds::chart::best_chart;
use blackjack::sim::{Simulation, run};

#[test]
fn the_simulated_mean_agrees_with_the_exact_return() {
    let rounds = 10_000_000;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    for preset in Preset::ALL {
        let rules = preset.rules();
        let best = best_chart(&rules);
        let bet = rules.min_bet;
        let sim = Simulation::best(rules, bet);
        let tally = run(&sim, rounds, &[42; 32], threads).unwrap();
        let mean = tally.mean(sim.bet);
        let se = tally.sd(sim.bet) / (rounds as f64).sqrt();
        let gap = (mean - best.chart_return).abs();
        eprintln!(
            "{preset}: simulated {:.4} %, exact {:.4} %, {:.2} standard errors",
            mean * 100.0,
            best.chart_return * 100.0,
            gap / se
        );
        assert!(
            gap < 4.0 * se,
            "{preset}: {mean} against {}",
            best.chart_return
        );
    }
}
