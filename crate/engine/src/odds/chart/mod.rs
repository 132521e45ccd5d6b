//! A table's strategy chart, computed exactly: one code per hand class and up
//! card, the best chart found by exact coordinate ascent, its exact return
//! from a fresh shoe beside perfect play's.
//!
//! - [`Chart`] and [`Code`]: the grid (hard 4–21, soft 12–21, pairs 2-2 to
//!   A-A; columns up card 2 to 9, T, A) and its codes.
//! - [`best_chart`]: the search ([`search`]), run per up card.
//! - [`Chart::decide`]: which cell and action apply to a hand in play (for
//!   grading a player against the chart).
//!
//! How a chart is played: a two-card pair uses its pair row; a pair that may
//! not be split there (or a `P` cell at the hand limit) uses the row of its
//! total. Any other hand uses the row of its total, split hands included.
//! Where the cell's first choice is not allowed (a double after the second
//! card, a surrender after a split), its second choice applies.

mod column;
mod decide;
mod differs;
mod pairs;
mod print;
mod search;
mod take;
mod worlds;

use serde::{Deserialize, Serialize};

pub use decide::{ChartAction, Decision, Kind};
pub use search::{
    MAX_SWEEPS, StrategyChart, Take, best_chart, best_chart_with, chart_return, insurance_value,
    takes_offer,
};

/// What a cell says to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Code {
    /// Hit.
    H,
    /// Stand.
    S,
    /// Double, else hit.
    D,
    /// Double, else stand.
    Ds,
    /// Split.
    P,
    /// Surrender, else hit.
    Rh,
    /// Surrender, else stand.
    Rs,
    /// Surrender, else split.
    Rp,
}

impl Code {
    /// Every code, in the order a search prefers them when two are worth the same.
    pub const ALL: [Code; 8] = [
        Code::S,
        Code::H,
        Code::D,
        Code::Ds,
        Code::P,
        Code::Rh,
        Code::Rs,
        Code::Rp,
    ];

    /// The code as the chart prints it (`H`, `Ds`, `Rp`...).
    pub const fn as_str(self) -> &'static str {
        match self {
            Code::H => "H",
            Code::S => "S",
            Code::D => "D",
            Code::Ds => "Ds",
            Code::P => "P",
            Code::Rh => "Rh",
            Code::Rs => "Rs",
            Code::Rp => "Rp",
        }
    }

    /// The code named `text`, if any.
    pub fn parse(text: &str) -> Option<Code> {
        Code::ALL.into_iter().find(|c| c.as_str() == text)
    }
}

/// The column of an up card's value (1 for an ace to 10): 2 to 9, then T, then A.
pub const fn column(up: u8) -> usize {
    if up == 1 { 9 } else { up as usize - 2 }
}

/// The up card value of column `c`.
pub const fn column_value(c: usize) -> u8 {
    if c == 9 { 1 } else { c as u8 + 2 }
}

/// The label of a value as the chart writes it: 2 to 9, T, A.
pub fn value_label(value: u8) -> &'static str {
    ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T"][usize::from(value.clamp(1, 10)) - 1]
}

/// Which row of the chart a cell is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Row {
    /// A hard total, 4 to 21.
    Hard(u8),
    /// A soft total, 12 to 21.
    Soft(u8),
    /// A pair, by value (1 for aces, 10 for tens).
    Pair(u8),
}

impl Row {
    /// The row of a total (`soft`: an ace counts 11).
    pub fn of_total(total: u8, soft: bool) -> Row {
        if soft {
            Row::Soft(total.clamp(12, 21))
        } else {
            Row::Hard(total.clamp(4, 21))
        }
    }

    /// The cell's name for `up`, as the page's hooks spell it: `hard-16-T`,
    /// `soft-18-A`, `pair-8-T`.
    pub fn cell(self, up: u8) -> String {
        let col = value_label(up);
        match self {
            Row::Hard(t) => format!("hard-{t}-{col}"),
            Row::Soft(t) => format!("soft-{t}-{col}"),
            Row::Pair(v) => format!("pair-{}-{col}", value_label(v)),
        }
    }
}

/// How pairs that the table does not split are charted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairRows {
    /// By their own rows.
    Own,
    /// By the rows of their totals (the pair rows then repeat those rows),
    /// as the reference analyzer charts a table without splits.
    Totals,
}

/// A strategy chart: a code for every row and up card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chart {
    /// Hard 4 to 21 (index `total - 4`), by column.
    pub hard: [[Code; 10]; 18],
    /// Soft 12 to 21 (index `total - 12`), by column.
    pub soft: [[Code; 10]; 10],
    /// Pairs 2-2 to 9-9, T-T, A-A (index [`column`] of the pair's value).
    pub pairs: [[Code; 10]; 10],
}

impl Chart {
    /// The code of `row` against `up`.
    #[inline]
    pub fn code(&self, row: Row, up: u8) -> Code {
        let c = column(up);
        match row {
            Row::Hard(t) => self.hard[usize::from(t.clamp(4, 21)) - 4][c],
            Row::Soft(t) => self.soft[usize::from(t.clamp(12, 21)) - 12][c],
            Row::Pair(v) => self.pairs[column(v.clamp(1, 10))][c],
        }
    }

    /// Sets the code of `row` against `up`.
    pub fn set(&mut self, row: Row, up: u8, code: Code) {
        let c = column(up);
        match row {
            Row::Hard(t) => self.hard[usize::from(t.clamp(4, 21)) - 4][c] = code,
            Row::Soft(t) => self.soft[usize::from(t.clamp(12, 21)) - 12][c] = code,
            Row::Pair(v) => self.pairs[column(v.clamp(1, 10))][c] = code,
        }
    }

    /// Every row, in the order the chart prints them.
    pub fn rows() -> impl Iterator<Item = Row> {
        (4..=21)
            .map(Row::Hard)
            .chain((12..=21).map(Row::Soft))
            .chain((2..=10).chain([1]).map(Row::Pair))
    }
}

/// A group of rows in chart order, each row's label and ten codes: a JSON
/// object whose keys keep that order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rows(pub Vec<(String, Vec<String>)>);

impl Rows {
    /// The codes of the row labelled `label`.
    pub fn get(&self, label: &str) -> Option<&Vec<String>> {
        self.0
            .iter()
            .find(|(l, _)| l == label)
            .map(|(_, codes)| codes)
    }

    /// The codes of the row labelled `label`, to change.
    pub fn get_mut(&mut self, label: &str) -> Option<&mut Vec<String>> {
        self.0
            .iter_mut()
            .find(|(l, _)| l == label)
            .map(|(_, codes)| codes)
    }

    /// Takes the row labelled `label` out.
    pub fn remove(&mut self, label: &str) {
        self.0.retain(|(l, _)| l != label);
    }
}

impl Serialize for Rows {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (label, codes) in &self.0 {
            map.serialize_entry(label, codes)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Rows {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = std::collections::BTreeMap::<String, Vec<String>>::deserialize(deserializer)?;
        Ok(Rows(map.into_iter().collect()))
    }
}

/// The chart as the `--json` format writes it: rows by label, ten codes each.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ChartJson {
    /// Hard totals "4" to "21".
    pub hard: Rows,
    /// Soft totals "12" to "21".
    pub soft: Rows,
    /// Pairs "2" to "9", "T", "A".
    pub pairs: Rows,
}

/// Why a chart cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChartError {
    /// A row is missing.
    #[error("the chart has no row {0}")]
    MissingRow(String),
    /// A row does not hold ten codes.
    #[error("row {0} holds {1} codes, not 10")]
    RowLength(String, usize),
    /// A code is not one of H, S, D, Ds, P, Rh, Rs, Rp.
    #[error("row {0}: {1:?} is not a code (H, S, D, Ds, P, Rh, Rs, Rp)")]
    BadCode(String, String),
}

impl Chart {
    /// The label of a row within its group: "16", "18", "T".
    fn label(row: Row) -> String {
        match row {
            Row::Hard(t) | Row::Soft(t) => t.to_string(),
            Row::Pair(v) => value_label(v).to_string(),
        }
    }

    /// The chart in the `--json` layout.
    pub fn to_json(&self) -> ChartJson {
        let mut json = ChartJson {
            hard: Default::default(),
            soft: Default::default(),
            pairs: Default::default(),
        };
        for row in Chart::rows() {
            let codes = (0..10)
                .map(|c| self.code(row, column_value(c)).as_str().to_string())
                .collect();
            let group = match row {
                Row::Hard(_) => &mut json.hard,
                Row::Soft(_) => &mut json.soft,
                Row::Pair(_) => &mut json.pairs,
            };
            group.0.push((Chart::label(row), codes));
        }
        json
    }

    /// A chart from the `--json` layout, every row and code checked.
    pub fn from_json(json: &ChartJson) -> Result<Chart, ChartError> {
        let mut chart = Chart {
            hard: [[Code::S; 10]; 18],
            soft: [[Code::S; 10]; 10],
            pairs: [[Code::S; 10]; 10],
        };
        for row in Chart::rows() {
            let (group, prefix) = match row {
                Row::Hard(_) => (&json.hard, "hard"),
                Row::Soft(_) => (&json.soft, "soft"),
                Row::Pair(_) => (&json.pairs, "pair"),
            };
            let label = Chart::label(row);
            let name = format!("{prefix} {label}");
            let codes = group
                .get(&label)
                .ok_or_else(|| ChartError::MissingRow(name.clone()))?;
            if codes.len() != 10 {
                return Err(ChartError::RowLength(name, codes.len()));
            }
            for (c, text) in codes.iter().enumerate() {
                let code = Code::parse(text)
                    .ok_or_else(|| ChartError::BadCode(name.clone(), text.clone()))?;
                chart.set(row, column_value(c), code);
            }
        }
        Ok(chart)
    }
}

#[cfg(test)]
mod search_tests;
#[cfg(test)]
mod tests;
