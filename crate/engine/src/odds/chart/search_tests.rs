//! The search's convergence: on every preset a sweep after the last changes
//! nothing, and a search cut short says so.

use super::column::Column;
use super::search::search;
use super::*;
use crate::odds::composition::{Composition, TenRanks};
use crate::odds::player::{Engine, Params, SplitPlay};
use crate::rules::Preset;

#[test]
fn on_every_preset_a_sweep_after_the_last_changes_nothing() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let best = best_chart(&rules);
        assert!(best.converged(), "{preset}: {:?}", best.unconverged);
        assert!(best.sweeps < MAX_SWEEPS, "{preset}: {} sweeps", best.sweeps);
        let shoe = Composition::decks(rules.decks);
        let params = Params::of(&rules, SplitPlay::UnsplitDecisions);
        let mut engine = Engine::new(params, &shoe, TenRanks::decks(rules.decks));
        let mut chart = best.chart.clone();
        for c in 0..10 {
            let up = column_value(c);
            let mut column = Column::new(&mut engine, up, PairRows::Own);
            assert!(
                !column.sweep(&mut chart),
                "{preset}: a sweep against {up} changed a cell"
            );
        }
        assert_eq!(chart, best.chart, "{preset}");
    }
}

#[test]
fn a_search_stopped_before_it_converges_says_so_and_values_its_chart_exactly() {
    let rules = Preset::SingleDeck.rules();
    // The starting chart never doubles: one sweep changes it against every up card.
    let cut = search(&rules, PairRows::Own, 1);
    assert_eq!(cut.sweeps, 1);
    assert!(!cut.converged());
    assert_eq!(cut.unconverged, [2, 3, 4, 5, 6, 7, 8, 9, 10, 1]);
    let exact = chart_return(&rules, &cut.chart);
    assert!(
        (cut.chart_return - exact).abs() < 1e-13,
        "{} {exact}",
        cut.chart_return
    );
    let best = best_chart(&rules);
    assert!(best.converged() && best.unconverged.is_empty());
    assert!(cut.chart_return <= best.chart_return + 1e-13);
}
