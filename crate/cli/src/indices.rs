//! `blackjack indices`: the Hi-Lo index plays computed for a table, the way
//! the books compute them (see `blackjack::odds::index_plays_with`); with
//! `--fingerprint`, the engine's fingerprints of its index method, of its
//! round review and of its counting lab (what the page keeps its results
//! under).

use std::time::Instant;

use blackjack::lab::lab_fingerprint;
use blackjack::odds::{self as engine, Convention, DecksLeft, Method, Read, Whole};
use blackjack::review::review_fingerprint;

use crate::odds::load_rules;

const USAGE: &str = "usage: blackjack indices --rules PRESET|FILE [--json] [--shoes N] \
[--per-count N] [--seed N] [--convention floor|round|truncate[,half-deck]] [--all-hands] \
[--read crossing|lowest] [--by-count]
       blackjack indices --fingerprint [method options]";

/// What the arguments ask for besides the method.
#[derive(Default)]
struct Output {
    /// The rules' source: a preset's name or a file.
    source: String,
    /// One JSON array instead of lines.
    json: bool,
    /// Each play's averaged gain at every whole count read, under it.
    by_count: bool,
    /// The fingerprints of the method, the review and the lab instead of plays.
    fingerprint: bool,
}

/// The convention named `text`: `floor`, `round` or `truncate`, then
/// `,half-deck` for decks left read to the half deck.
fn convention(text: &str) -> Result<Convention, String> {
    let (whole, decks) = match text.split_once(',') {
        Some((w, "half-deck")) => (w, DecksLeft::HalfDeck),
        None => (text, DecksLeft::Exact),
        _ => return Err(USAGE.to_string()),
    };
    let whole = match whole {
        "floor" => Whole::Floor,
        "round" => Whole::Round,
        "truncate" => Whole::Truncate,
        _ => return Err(USAGE.to_string()),
    };
    Ok(Convention { decks, whole })
}

/// What to print, and the method of the arguments.
fn parse(args: &[String]) -> Result<(Output, Method), String> {
    let (mut source, mut out, mut method) = (None, Output::default(), Method::default());
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let switch = match flag.as_str() {
            "--json" => Some(&mut out.json),
            "--all-hands" => Some(&mut method.longer),
            "--by-count" => Some(&mut out.by_count),
            "--fingerprint" => Some(&mut out.fingerprint),
            _ => None,
        };
        if let Some(on) = switch {
            *on = true;
            continue;
        }
        let value = rest.next().ok_or_else(|| USAGE.to_string())?;
        match flag.as_str() {
            "--rules" => source = Some(value.clone()),
            "--shoes" => method.shoes = value.parse().map_err(|_| USAGE.to_string())?,
            "--per-count" => method.per_count = value.parse().map_err(|_| USAGE.to_string())?,
            "--seed" => {
                let n: u64 = value.parse().map_err(|_| USAGE.to_string())?;
                method.seed = [0; 32];
                method.seed[..8].copy_from_slice(&n.to_le_bytes());
            }
            "--convention" => method.convention = convention(value)?,
            "--read" => {
                method.read = match value.as_str() {
                    "crossing" => Read::NearestCrossing,
                    "lowest" => Read::LowestNotNegative,
                    _ => return Err(USAGE.to_string()),
                }
            }
            _ => return Err(USAGE.to_string()),
        }
    }
    out.source = match source {
        Some(source) => source,
        None if out.fingerprint => String::new(),
        None => return Err(USAGE.to_string()),
    };
    Ok((out, method))
}

/// Runs `blackjack indices`: the index plays one a line (or as a JSON
/// array), and the time taken; at a table where counting cannot help, says
/// why (the JSON array is then empty).
pub fn indices(args: &[String]) -> Result<(), String> {
    let (out, method) = parse(args)?;
    if out.fingerprint {
        // What the page's odds module's `methodFingerprints` gives (for the
        // default method): `{"indices": …, "review": …, "lab": …}`.
        let prints = serde_json::json!({
            "indices": engine::indices_fingerprint(&method),
            "review": review_fingerprint(),
            "lab": lab_fingerprint(),
        });
        println!("{prints}");
        return Ok(());
    }
    let (source, json) = (&out.source, out.json);
    let rules = load_rules(source)?;
    let start = Instant::now();
    let plays = engine::index_plays_with(&rules, &method);
    let seconds = start.elapsed().as_secs_f64();
    if json {
        println!(
            "{}",
            serde_json::to_string(&plays).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    if !engine::counting_helps(&rules) {
        println!(
            "{source}: every round starts from a full shoe (a continuous shuffler, or a shoe \
             shuffled before every round), so counting cannot change the odds at this table: \
             no index plays"
        );
        return Ok(());
    }
    let read = match method.read {
        Read::NearestCrossing => "the averaged crossing to the nearest whole true count",
        Read::LowestNotNegative => {
            "the lowest whole true count from which the first action is never worse on average"
        }
    };
    println!(
        "{source}: Hi-Lo index plays, {} shoes ({read}; the averaged crossing beside it)",
        method.shoes
    );
    for play in &plays {
        let what = match play.deviation {
            engine::Deviation::Insure => "insure, else not",
            engine::Deviation::StandOverHit => "stand, else hit",
            engine::Deviation::DoubleOverHit => "double, else hit",
            engine::Deviation::SplitOverStand => "split, else stand",
            engine::Deviation::Surrender => "surrender, else play",
        };
        let ties: String = play
            .as_good
            .iter()
            .map(|c| format!("; {c:+} as good (a tie)"))
            .collect();
        let index = match (play.rounded, play.index) {
            (Some(r), Some(t)) => format!("{r:+} ({t:+.2}){ties}"),
            (Some(r), None) => format!("{r:+}"),
            _ if play.at_zero => format!("always within ±{}", engine::MAX_TRUE_COUNT),
            _ => format!("never within ±{}", engine::MAX_TRUE_COUNT),
        };
        println!("{:<18} {:<20} {index}", play.name, what);
        if out.by_count {
            print_by_count(play);
        }
    }
    println!("time {seconds:.3} s");
    Ok(())
}

/// A play's averaged gain at each whole count read: the count, its mean true
/// count, the gain in percent of the bet with its standard error, and the
/// share of the play's hands.
fn print_by_count(play: &engine::IndexPlay) {
    for at in &play.by_count {
        let error = at
            .error
            .map_or(String::new(), |e| format!(" ± {:.3}", e * 100.0));
        println!(
            "    at {:+3} (mean {:+.2}): {:+.3} %{error} of the bet, {:.1} % of the hands",
            at.count,
            at.true_count,
            at.gain * 100.0,
            at.share * 100.0
        );
    }
}
