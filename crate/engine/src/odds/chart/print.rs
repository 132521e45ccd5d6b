//! The chart as text: the grid `blackjack chart` prints.

use std::fmt::Write;

use super::{Chart, Row, column_value, value_label};

impl Chart {
    /// The grid: a header of up cards, then the hard, soft and pair rows,
    /// each code in a column of three.
    pub fn grid(&self) -> String {
        let mut out = String::new();
        let header: String = (0..10)
            .map(|c| format!("{:>3}", value_label(column_value(c))))
            .collect();
        let mut group = "";
        for row in Chart::rows() {
            let (name, label) = match row {
                Row::Hard(t) => ("hard", t.to_string()),
                Row::Soft(t) => ("soft", t.to_string()),
                Row::Pair(v) => ("pairs", format!("{0},{0}", value_label(v))),
            };
            if name != group {
                group = name;
                let _ = writeln!(out, "{name:<6}{header}");
            }
            let codes: String = (0..10)
                .map(|c| format!("{:>3}", self.code(row, column_value(c)).as_str()))
                .collect();
            let _ = writeln!(out, "{label:<6}{codes}");
        }
        out
    }
}
