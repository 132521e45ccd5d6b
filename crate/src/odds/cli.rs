//! `blackjack edge --rules PRESET|FILE`: a table's expected return, timed.

use std::time::Instant;

use crate::rules::Rules;

/// Runs `blackjack edge` with `args` (what follows `edge`): prints the
/// player's expected return in percent of the bet, six decimals, and the time
/// taken; and the pair bonus's return on a line of its own where the table has
/// one. `FILE` is a JSON object with every field of [`Rules`].
pub fn edge(args: &[String]) -> Result<(), String> {
    let usage = "usage: blackjack edge --rules PRESET|FILE";
    let [flag, source] = args else {
        return Err(usage.to_string());
    };
    if flag != "--rules" {
        return Err(usage.to_string());
    }
    let rules = match Rules::preset(source) {
        Some(rules) => rules,
        None => {
            let text = std::fs::read_to_string(source).map_err(|e| {
                format!("{source}: no such preset, and cannot read it as a file: {e}")
            })?;
            let rules: Rules =
                serde_json::from_str(&text).map_err(|e| format!("{source}: not rules: {e}"))?;
            rules.validate().map_err(|e| format!("{source}: {e}"))?;
            rules
        }
    };
    let start = Instant::now();
    let edge = super::expected_return(&rules);
    let seconds = start.elapsed().as_secs_f64();
    println!("{source}: {:.6} % ({seconds:.3} s)", edge.player * 100.0);
    if let Some(pair) = edge.pair_bonus {
        println!("pair bonus: {:.6} %", pair * 100.0);
    }
    Ok(())
}
