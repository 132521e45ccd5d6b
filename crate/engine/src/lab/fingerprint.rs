//! A fingerprint of what the lab computes, derived from the code rather
//! than written by hand (as `odds::indices_fingerprint` is for the index
//! plays): the hash of the lab's parameters and of a small canonical
//! computation made by the very code that computes a table's counts and
//! ramps: two blocks of counts on a fixed table with fixed index plays,
//! played by [`CountsRun`], kept and read back, a back-counter's ramp from
//! them and its risk curve, everything to full precision. The page keeps
//! computed counts under it, so that a change to the engine that changes
//! what the lab computes (the simulator, the count, the rows, the kept
//! form, the ramp) makes counts kept before stale.
//!
//! A change that leaves the canonical computation exactly as it was, to
//! the last bit, keeps the key.

use sha2::{Digest, Sha256};

use super::Counts;
use super::counts::{CountsRun, DEFAULT_ROUNDS, DEFAULT_SEED, MAX_COUNT, SEQUENCE_BLOCKS};
use super::curve::risk_curve;
use super::kept::KEPT_VERSION;
use super::ramp::{RampAsk, ramp};
use super::report::RampReport;
use super::wong::Wong;
use crate::odds::{IndexPlay, canonical_index_table};
use crate::rules::Rules;
use crate::sim::BLOCK;

/// The canonical index plays: one of each kind of deviation.
const CANONICAL_PLAYS: &str = r#"[
 {"name":"insurance","total":0,"up":1,"deviation":"insure","index":null,"rounded":3,"at_zero":false},
 {"name":"16 v T","total":16,"up":10,"deviation":"stand-over-hit","index":null,"rounded":0,"at_zero":true},
 {"name":"11 v A","total":11,"up":1,"deviation":"double-over-hit","index":null,"rounded":1,"at_zero":false},
 {"name":"10,10 v 6","total":20,"up":6,"deviation":"split-over-stand","index":null,"rounded":4,"at_zero":false},
 {"name":"15 v T surrender","total":15,"up":10,"deviation":"surrender","index":null,"rounded":0,"at_zero":true}
]"#;

/// The canonical seed.
const CANONICAL_SEED: [u8; 32] = [37; 32];

/// What the fingerprint hashes besides the computation's result: the
/// lab's constants, the canonical table and plays.
fn parameters(rules: &Rules) -> String {
    let rules = serde_json::to_string(rules).unwrap_or_else(|e| e.to_string());
    format!(
        "kept {KEPT_VERSION} block {BLOCK} rows ±{MAX_COUNT} sequences {SEQUENCE_BLOCKS} \
         default {DEFAULT_ROUNDS} {}\n{rules}\n{CANONICAL_PLAYS}",
        crate::shoe::hex(&DEFAULT_SEED)
    )
}

/// The canonical computation (see the module's documentation), as text:
/// the kept bytes' digest, then the ramp's report and its curve as JSON;
/// what failed, where something did.
fn canonical(rules: &Rules) -> Result<String, String> {
    let plays: Vec<IndexPlay> = serde_json::from_str(CANONICAL_PLAYS).map_err(|e| e.to_string())?;
    let mut run =
        CountsRun::new(rules, &plays, 2 * BLOCK, &CANONICAL_SEED).map_err(|e| e.to_string())?;
    run.step(2).map_err(|e| e.to_string())?;
    let bytes = run.finish().to_bytes();
    let counts = Counts::from_bytes(&bytes).map_err(|e| e.to_string())?;
    let wong = Wong::new(Some(1), Some(-1)).map_err(|e| e.to_string())?;
    let ask = RampAsk::new(rules, "1000", "1:8", "13.5", wong).map_err(|e| e.to_string())?;
    let ramp = ramp(&counts, rules, &ask);
    let curve = risk_curve(&ramp, ask.bankroll);
    let json = |v: serde_json::Result<String>| v.unwrap_or_else(|e| e.to_string());
    Ok(format!(
        "{}\n{}\n{}",
        crate::shoe::hex(&bytes[bytes.len() - 32..]),
        json(serde_json::to_string(&RampReport::new(
            &ask, &counts, &ramp
        ))),
        json(serde_json::to_string(&curve)),
    ))
}

/// The fingerprint of what the lab computes: 16 hexadecimal digits, the
/// same for the same code (natively and in wasm), another where the code
/// computes the canonical counts, their kept form or the ramp otherwise.
/// About 0.2 s natively, a little more in wasm (the canonical table's
/// chart search and two blocks of rounds).
pub fn lab_fingerprint() -> String {
    // The index plays' canonical table: one deck dealt to a 75 % cut card,
    // the dealer peeking, doubling any two cards, surrender.
    let rules = canonical_index_table();
    let parameters = parameters(&rules);
    let result = canonical(&rules).unwrap_or_else(|e| e);
    let mut hash = Sha256::new();
    hash.update(parameters.as_bytes());
    hash.update([0]);
    hash.update(result.as_bytes());
    crate::shoe::hex(&hash.finalize()[..8])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fingerprint_is_stable_and_sixteen_hex_digits() {
        let first = lab_fingerprint();
        assert_eq!(first.len(), 16);
        assert!(first.bytes().all(|b| b.is_ascii_hexdigit()), "{first}");
        assert_eq!(lab_fingerprint(), first);
    }

    /// The canonical computation runs through (nothing failed, so the key
    /// is of what the code computes) and its ramp plays: a change to the
    /// counts, the kept form or the ramp shows in it.
    #[test]
    fn the_canonical_computation_has_every_part() {
        let rules = canonical_index_table();
        let result = canonical(&rules).unwrap();
        let lines: Vec<&str> = result.lines().collect();
        assert_eq!(lines.len(), 3, "{result}");
        assert_eq!(lines[0].len(), 64);
        let report: serde_json::Value = serde_json::from_str(lines[1]).unwrap();
        assert_eq!(report["rounds"], 2 * BLOCK);
        let played = report["played"].as_f64().unwrap();
        assert!(
            played > 0.0 && played < 1.0,
            "the back-counter sits out: {played}"
        );
        let curve: serde_json::Value = serde_json::from_str(lines[2]).unwrap();
        assert_eq!(curve["trips"].as_array().unwrap().len(), 3);
    }
}
