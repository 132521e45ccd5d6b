//! The best chart: exact coordinate ascent, one whole sweep at a time.
//!
//! A chart's value against one up card is linear in the values of the hands
//! of each class (a hand reaches a class at most once, and a hit only leads to
//! classes decided before it in [`ORDER`]), with weights that are the chances
//! of reaching each hand, which depend only on the cells decided after it.
//! So one pass forward (the chances of reaching every hand under the current
//! chart) and one pass back (deciding each class from the hands it leads to,
//! already decided) is a full round of exact coordinate ascent over every
//! cell, at the cost of one evaluation, not one per cell and code. Split
//! hands take part through `split.rs`'s formula, which is linear in the split
//! hands' values: its coefficients weigh them. Sweeps repeat until no cell
//! changes; the last sweep's values are then the exact values of that chart.
//! A column that still changes after [`MAX_SWEEPS`] sweeps is reported in
//! [`StrategyChart::unconverged`], never passed off as the best.

use super::column::Column;
use super::take::insurance;
use super::{Chart, Code, PairRows, Row, column_value};
use crate::odds::composition::{Composition, TenRanks};
use crate::odds::edge::expected_return;
use crate::odds::player::{Engine, Params, SplitPlay};
use crate::rules::{EvenMoney, Insurance, Rules};

pub use super::take::{Take, insurance_value, takes_offer};

/// The most sweeps of one up card's cells before the search gives up (every
/// preset converges in 2).
pub const MAX_SWEEPS: usize = 40;

/// A table's best chart and what it is worth.
#[derive(Clone, Debug)]
pub struct StrategyChart {
    /// The chart.
    pub chart: Chart,
    /// The chart's exact return from a fresh shoe, a fraction of the bet.
    pub chart_return: f64,
    /// Perfect composition-dependent play's return (as [`expected_return`]).
    pub perfect: f64,
    /// When to take insurance (`None`: the table offers none).
    pub insurance: Option<Take>,
    /// When to take even money (`None`: the table offers none).
    pub even_money: Option<Take>,
    /// Cells where the exact best action for a two-card hand from the fresh
    /// shoe is not the chart's, with those hands ("T-2").
    pub differs: Vec<(String, Vec<String>)>,
    /// The most sweeps an up card's column took.
    pub sweeps: usize,
    /// The up cards (1 for an ace, 10 for a ten) whose column was still
    /// changing when the search stopped at its limit of sweeps: empty when the
    /// search converged, every column's last sweep changing nothing.
    pub unconverged: Vec<u8>,
}

impl StrategyChart {
    /// Whether the search converged against every up card.
    pub fn converged(&self) -> bool {
        self.unconverged.is_empty()
    }
}

/// The best chart for `rules`, its exact return and perfect play's.
///
/// A pair has a row of its own even where the table does not split: a pair
/// may be played otherwise than other hands of its total (one deck: 7-7
/// stands against a ten where 10-4 hits), and the chart is the better for it.
pub fn best_chart(rules: &Rules) -> StrategyChart {
    best_chart_with(rules, PairRows::Own)
}

/// The best chart for `rules`, pairs charted as `pairs` says.
pub fn best_chart_with(rules: &Rules, pairs: PairRows) -> StrategyChart {
    search(rules, pairs, MAX_SWEEPS)
}

/// The search, at most `limit` sweeps of each up card's cells.
pub(super) fn search(rules: &Rules, pairs: PairRows, limit: usize) -> StrategyChart {
    let shoe = Composition::decks(rules.decks);
    let params = Params::of(rules, SplitPlay::UnsplitDecisions);
    let mut engine = Engine::new(params, &shoe, TenRanks::decks(rules.decks));
    let mut chart = starting_chart(&params);
    let mut total = 0.0;
    let mut differs = Vec::new();
    let (mut sweeps, mut unconverged) = (0, Vec::new());
    for c in 0..10 {
        let up = column_value(c);
        let mut column = Column::new(&mut engine, up, pairs);
        let (value, n, converged) = column.best(&mut chart, limit);
        total += value;
        sweeps = sweeps.max(n);
        if !converged {
            unconverged.push(up);
        }
        if pairs == PairRows::Totals && params.most_hands(2) < 2 {
            for v in 1..=10u8 {
                let (hard, soft) = (if v == 1 { 2 } else { 2 * v }, v == 1);
                let code = chart.code(Row::of_total(hard + if soft { 10 } else { 0 }, soft), up);
                chart.set(Row::Pair(v), up, code);
            }
        }
        differs.extend(column.differs(&chart));
    }
    if !unconverged.is_empty() {
        // The last sweep's values are those of a chart it went on to change.
        total = chart_return(rules, &chart);
    }
    StrategyChart {
        chart,
        chart_return: total,
        perfect: expected_return(rules).player,
        insurance: (rules.insurance != Insurance::None).then(|| insurance(rules.decks, 0)),
        even_money: (rules.even_money != EvenMoney::None).then(|| insurance(rules.decks, 1)),
        differs,
        sweeps,
        unconverged,
    }
}

/// The exact return of `chart` at a table of `rules`, from a fresh shoe.
pub fn chart_return(rules: &Rules, chart: &Chart) -> f64 {
    let shoe = Composition::decks(rules.decks);
    let params = Params::of(rules, SplitPlay::UnsplitDecisions);
    let mut engine = Engine::new(params, &shoe, TenRanks::decks(rules.decks));
    (0..10)
        .map(|c| Column::new(&mut engine, column_value(c), PairRows::Own).evaluate(chart))
        .sum()
}

/// A chart to start from: hit hard 16 and soft 17 or less, split aces and
/// eights where the table splits, never double or surrender.
fn starting_chart(params: &Params) -> Chart {
    let mut chart = Chart {
        hard: [[Code::S; 10]; 18],
        soft: [[Code::S; 10]; 10],
        pairs: [[Code::S; 10]; 10],
    };
    for c in 0..10 {
        let up = column_value(c);
        for t in 4..=16 {
            chart.set(Row::Hard(t), up, Code::H);
        }
        for t in 12..=17 {
            chart.set(Row::Soft(t), up, Code::H);
        }
        for v in 1..=10u8 {
            let code = if (v == 1 || v == 8) && params.most_hands(v) >= 2 {
                Code::P
            } else if v == 1 || 2 * v <= 16 {
                Code::H
            } else {
                Code::S
            };
            chart.set(Row::Pair(v), up, code);
        }
    }
    chart
}
