//! What the lab's commands (`ramp`, and `risk` with a spread) share: the
//! table, the simulation and back-counting options, the table's counts
//! (kept between runs: `kept.rs`), and figures written with their errors.

use std::time::Instant;

use blackjack::lab::{self, Counts, DEFAULT_ROUNDS, DEFAULT_SEED, LabError, MAX_ROUNDS, Wong};
use blackjack::odds::{IndexPlay, counting_helps, index_plays};
use blackjack::rules::Rules;
use blackjack::shoe::Seed;
use blackjack::sim::BLOCK;

use crate::args::{Pairs, whole};
use crate::kept::{self, Keeping};
use crate::odds::load_rules;

/// The options every lab command shares: the table, the simulation, the
/// back-counting.
pub struct LabOptions {
    /// The rules' source as given.
    pub source: String,
    /// The table.
    pub rules: Rules,
    /// Rounds simulated for the counts.
    pub rounds: u64,
    /// The seed of the counts' shoes.
    pub seed: Seed,
    /// Threads to simulate on.
    pub threads: usize,
    /// When the player plays.
    pub wong: Wong,
    /// Where the table's index plays and counts are kept between runs.
    pub keeping: Keeping,
}

/// Reads the lab's shared options from `(flag, value)` pairs it knows,
/// returning the others; the table checked to be one counting helps at.
pub fn lab_options<'a>(
    pairs: &[(&'a str, &'a str)],
    usage: &str,
) -> Result<(LabOptions, Pairs<'a>), String> {
    let (mut source, mut rounds, mut seed, mut threads) = (None, DEFAULT_ROUNDS, DEFAULT_SEED, 2);
    let (mut enter, mut leave, mut keeping) = (None, None, Keeping::Default);
    let mut rest = Vec::new();
    for &(flag, value) in pairs {
        match flag {
            "--rules" => source = Some(value),
            "--rounds" => rounds = whole("rounds", value, 2 * BLOCK..=MAX_ROUNDS)?,
            "--seed" => {
                let n: u64 = whole("seed", value, 0..=u64::MAX)?;
                seed = [0; 32];
                seed[..8].copy_from_slice(&n.to_le_bytes());
            }
            "--threads" => threads = whole("threads", value, 1..=256)?,
            "--wong-in" => enter = Some(whole("wong-in", value, -100..=100)?),
            "--wong-out" => leave = Some(whole("wong-out", value, -100..=100)?),
            "--cache" => keeping = Keeping::parse(value)?,
            _ => rest.push((flag, value)),
        }
    }
    let source = source.ok_or_else(|| format!("rules: --rules is required\n{usage}"))?;
    let wong = Wong::new(enter, leave).map_err(|e| e.to_string())?;
    let rules = load_rules(source).map_err(|e| format!("rules: {e}"))?;
    if !counting_helps(&rules) {
        return Err(format!("rules: {source}: {}", LabError::NoCounting));
    }
    Ok((
        LabOptions {
            source: source.to_string(),
            rules,
            rounds,
            seed,
            threads,
            wong,
            keeping,
        },
        rest,
    ))
}

/// A table's index plays and counts, and where they came from.
pub struct TableCounts {
    /// The index plays the counts were played with.
    pub plays: Vec<IndexPlay>,
    /// The counts.
    pub counts: Counts,
    /// Where they came from and how long that took, in words for standard
    /// error: "index plays 6.81 s, counts 2.70 s (8388608 rounds)", or
    /// "index plays and counts kept in FILE, read in 12.3 ms".
    pub timing: String,
}

/// The table's index plays and counts: those kept by an earlier run when
/// there are some, else computed (and kept). A kept file refused, or one
/// that cannot be written, is said on standard error; the figures do not
/// depend on it.
pub fn table_counts(o: &LabOptions) -> Result<TableCounts, String> {
    let start = Instant::now();
    let place = kept::place(o)?;
    if let Some((file, key)) = &place {
        match kept::read(file, key) {
            Ok(Some((plays, counts))) => {
                let timing = format!(
                    "index plays and counts kept in {}, read in {:.1} ms",
                    file.display(),
                    start.elapsed().as_secs_f64() * 1e3
                );
                return Ok(TableCounts {
                    plays,
                    counts,
                    timing,
                });
            }
            Ok(None) => {}
            Err(why) => eprintln!(
                "the counts kept in {} were refused ({why}): dealt again",
                file.display()
            ),
        }
    }
    let plays = index_plays(&o.rules);
    let indexed = start.elapsed().as_secs_f64();
    let counts =
        lab::counts(&o.rules, &plays, o.rounds, &o.seed, o.threads).map_err(|e| e.to_string())?;
    let counted = start.elapsed().as_secs_f64() - indexed;
    let mut timing = format!(
        "index plays {indexed:.2} s, counts {counted:.2} s ({} rounds)",
        counts.rounds
    );
    if let Some((file, key)) = &place {
        match kept::write(file, key, &plays, &counts) {
            Ok(()) => timing += &format!(", kept in {}", file.display()),
            Err(why) => eprintln!("the counts could not be kept: {why}"),
        }
    }
    Ok(TableCounts {
        plays,
        counts,
        timing,
    })
}

/// `value ± error` with as many decimals as the error warrants (two
/// significant digits of it).
pub fn pm(f: lab::Figure) -> String {
    let digits = if f.error > 0.0 {
        (1 - f.error.log10().floor() as i32).clamp(0, 8) as usize
    } else {
        2
    };
    format!("{:.digits$} ± {:.digits$}", f.value, f.error)
}

/// How the back-counter plays, in words ("" when seated throughout).
pub fn wong_words(w: Wong) -> String {
    match (w.enter, w.leave) {
        (None, None) => String::new(),
        (Some(e), None) => format!(", back-counting: playing at a true count of {e:+} or more"),
        (Some(e), Some(l)) => {
            format!(", back-counting: sitting down at {e:+} or more, leaving below {l:+}")
        }
        (None, Some(l)) => format!(", leaving the shoe below {l:+}"),
    }
}
