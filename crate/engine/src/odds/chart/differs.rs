//! Where a chart parts from perfect play: the cells in which the exact best
//! action for a two-card hand from the fresh shoe is not the chart's (what the
//! panel marks, as the Hint would advise otherwise there).

use super::column::Column;
use super::worlds::Spot;
use super::{Chart, ChartAction, Row, value_label};

/// "T-2", "A-7", "8-8": a two-card hand's label.
fn label(first: u8, second: u8) -> String {
    let (a, b) = if first == 1 || (second != 1 && first > second) {
        (first, second)
    } else {
        (second, first)
    };
    format!("{}-{}", value_label(a), value_label(b))
}

impl Column<'_> {
    /// The cells of this column where a two-card hand's exact best action
    /// is worth more than the chart's, with those hands.
    pub(super) fn differs(&mut self, chart: &Chart) -> Vec<(String, Vec<String>)> {
        let mut cells: Vec<(String, Vec<String>)> = Vec::new();
        let mut add = |cell: String, hand: String| match cells.iter_mut().find(|c| c.0 == cell) {
            Some(c) => c.1.push(hand),
            None => cells.push((cell, vec![hand])),
        };
        for k in 0..self.deals.len() {
            let (s, _, natural) = self.deals[k];
            if natural {
                continue;
            }
            let spot = self.worlds[0].spots[s as usize].clone();
            let (total, soft) = self.engine.hands.nodes[spot.node as usize].total();
            let row = Row::of_total(total, soft);
            let code = chart.code(row, self.up);
            let chosen = code
                .first(spot.may_double, spot.may_surrender)
                .unwrap_or(code.later());
            if self.loses(&spot, chosen, None) {
                let values = self.values_of(spot.node);
                add(row.cell(self.up), label(values.0, values.1));
            }
        }
        for k in 0..self.pairs.len() {
            let pair = self.pairs[k].clone();
            let spot = self.worlds[0].spots[pair.spot as usize].clone();
            let row = Row::Pair(pair.value);
            let (t, soft) = self.engine.hands.nodes[spot.node as usize].total();
            let by_total = chart.code(Row::of_total(t, soft), self.up);
            let chosen = self.pair_action(&pair, chart.code(row, self.up)).unwrap_or(
                by_total
                    .first(spot.may_double, spot.may_surrender)
                    .unwrap_or(by_total.later()),
            );
            let split = (pair.may_split && !(pair.value == 10 && self.engine.params.split_rank))
                .then(|| self.split_value(pair.value));
            if self.loses(&spot, chosen, split) {
                add(row.cell(self.up), label(pair.value, pair.value));
            }
        }
        cells
    }

    /// The two values of a two-card hand.
    fn values_of(&self, node: u32) -> (u8, u8) {
        let counts = self.engine.hands.nodes[node as usize].counts;
        let mut values = (1..=10u8)
            .flat_map(|v| std::iter::repeat_n(v, usize::from(counts[usize::from(v) - 1])));
        (values.next().unwrap_or(0), values.next().unwrap_or(0))
    }

    /// The exact value of splitting a pair of `value` (perfect play).
    fn split_value(&mut self, value: u8) -> f64 {
        let pv = usize::from(value) - 1;
        let trigger = self.engine.base[pv] - 2 - u16::from(self.up == value);
        let most = self.engine.params.most_hands(value);
        self.engine.split(self.up, value, most, trigger)
    }

    /// Does `chosen` lose value against the exact best action on `spot`
    /// (optimal play after a hit; `split`: the split's value, if allowed)?
    fn loses(&mut self, spot: &Spot, chosen: ChartAction, split: Option<f64>) -> bool {
        let hit = self.engine.hit(self.up, spot.node);
        let value = |a: ChartAction| match a {
            ChartAction::Hit => Some(hit),
            ChartAction::Stand => Some(spot.stand),
            ChartAction::Double => spot.may_double.then_some(spot.double),
            ChartAction::Surrender => spot.may_surrender.then_some(spot.surrender),
            ChartAction::Split => split,
        };
        let best = [
            ChartAction::Hit,
            ChartAction::Stand,
            ChartAction::Double,
            ChartAction::Surrender,
            ChartAction::Split,
        ]
        .into_iter()
        .filter_map(value)
        .fold(f64::NEG_INFINITY, f64::max);
        value(chosen).is_some_and(|v| v < best - 1e-12)
    }
}
