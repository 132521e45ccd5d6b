//! `blackjack edge`, `rules` and `chart`: the exact odds of a
//! table, printed (`blackjack edge --rules PRESET|FILE`: its expected return,
//! timed).

use std::time::Instant;

use blackjack::odds as engine;
use blackjack::rules::{Rules, RulesSpec};

/// The rules of preset `source`, or of the JSON file at `source` (every field
/// of [`Rules`], checked).
pub fn load_rules(source: &str) -> Result<Rules, String> {
    if let Some(rules) = Rules::preset(source) {
        return Ok(rules);
    }
    let text = std::fs::read_to_string(source)
        .map_err(|e| format!("{source}: no such preset, and cannot read it as a file: {e}"))?;
    let spec: RulesSpec =
        serde_json::from_str(&text).map_err(|e| format!("{source}: not rules: {e}"))?;
    spec.check().map_err(|e| format!("{source}: {e}"))
}

/// Runs `blackjack rules PRESET`: prints the preset's rules as pretty JSON,
/// the format `--rules FILE` reads, so a custom table can start from it.
pub fn rules(args: &[String]) -> Result<(), String> {
    let names: Vec<&str> = blackjack::rules::Preset::ALL
        .iter()
        .map(|p| p.name())
        .collect();
    let usage = format!("usage: blackjack rules PRESET ({})", names.join(", "));
    let [name] = args else {
        return Err(usage);
    };
    let rules = Rules::preset(name).ok_or_else(|| format!("{name}: no such preset; {usage}"))?;
    let text = serde_json::to_string_pretty(&rules).map_err(|e| e.to_string())?;
    println!("{text}");
    Ok(())
}

/// Runs `blackjack edge` with `args` (what follows `edge`): prints the
/// player's expected return in percent of the bet, six decimals, and the time
/// taken; and the pair bonus's return on a line of its own where the table has
/// one. `FILE` is a JSON object with every field of [`Rules`]. With
/// `--cards-left SPEC` (ten counts, aces first, tens last: `24,24,...,96`)
/// the return is that of the next round from those cards.
pub fn edge(args: &[String]) -> Result<(), String> {
    let usage = "usage: blackjack edge --rules PRESET|FILE [--cards-left A,2,3,4,5,6,7,8,9,T]";
    let (source, left) = match args {
        [flag, source] if flag == "--rules" => (source, None),
        [flag, source, l, spec] | [l, spec, flag, source]
            if flag == "--rules" && l == "--cards-left" =>
        {
            (source, Some(spec))
        }
        _ => return Err(usage.to_string()),
    };
    let rules = load_rules(source)?;
    let Some(spec) = left else {
        let start = Instant::now();
        let edge = engine::expected_return(&rules);
        let seconds = start.elapsed().as_secs_f64();
        println!("{source}: {:.6} % ({seconds:.3} s)", edge.player * 100.0);
        if let Some(pair) = edge.pair_bonus {
            println!("pair bonus: {:.6} %", pair * 100.0);
        }
        return Ok(());
    };
    let left = cards_left(spec)?;
    let start = Instant::now();
    let next =
        engine::next_round_return(&rules, &left).map_err(|e| format!("--cards-left: {e}"))?;
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{source}, {} cards left (Hi-Lo true count {:+.2}): next round {:.6} % ({seconds:.3} s)",
        left.total(),
        engine::true_count(rules.decks, &left),
        next * 100.0
    );
    Ok(())
}

/// Reads `--cards-left`: ten whole counts, aces first, ten-value cards last.
pub fn cards_left(spec: &str) -> Result<engine::Composition, String> {
    let counts: Vec<u16> = spec
        .split(',')
        .map(|c| c.trim().parse::<u16>())
        .collect::<Result<_, _>>()
        .map_err(|_| {
            format!("--cards-left {spec}: ten whole counts are expected, aces first, tens last")
        })?;
    let counts: [u16; 10] = counts.try_into().map_err(|c: Vec<u16>| {
        format!(
            "--cards-left {spec}: {} counts given; ten are expected (A, 2, 3, 4, 5, 6, 7, 8, 9, T)",
            c.len()
        )
    })?;
    Ok(engine::Composition::from_counts(counts))
}

/// Runs `blackjack chart --rules PRESET|FILE [--json]`: the table's best
/// chart, found and valued exactly. Text: the grid, the insurance line, then
/// "chart X %, perfect play Y %, difference Z %" and the time taken. `--json`:
/// `{"return", "perfect", "hard", "soft", "pairs"}` only (returns in percent).
pub fn chart(args: &[String]) -> Result<(), String> {
    let usage = "usage: blackjack chart --rules PRESET|FILE [--json]";
    let (source, json) = match args {
        [flag, source] if flag == "--rules" => (source, false),
        [flag, source, j] | [j, flag, source] if flag == "--rules" && j == "--json" => {
            (source, true)
        }
        _ => return Err(usage.to_string()),
    };
    let rules = load_rules(source)?;
    let start = Instant::now();
    let best = engine::chart::best_chart(&rules);
    let seconds = start.elapsed().as_secs_f64();
    let (chart, perfect) = (best.chart_return * 100.0, best.perfect * 100.0);
    if json {
        #[derive(serde::Serialize)]
        struct Out {
            #[serde(rename = "return")]
            chart: f64,
            perfect: f64,
            #[serde(flatten)]
            rows: engine::chart::ChartJson,
        }
        let out = Out {
            chart,
            perfect,
            rows: best.chart.to_json(),
        };
        println!(
            "{}",
            serde_json::to_string(&out).map_err(|e| e.to_string())?
        );
        eprintln!("{seconds:.3} s ({})", convergence(&best));
        return Ok(());
    }
    println!("{source}: the best chart (codes: H hit, S stand, P split, D double else hit,");
    println!("Ds double else stand, Rh/Rs/Rp surrender else hit/stand/split)\n");
    print!("{}", best.chart.grid());
    let take = |t: Option<engine::chart::Take>| t.map_or("not offered", |t| t.name());
    println!(
        "\ninsurance: {}; even money: {}",
        take(best.insurance),
        take(best.even_money)
    );
    println!(
        "chart {chart:.6} %, perfect play {perfect:.6} %, difference {:.6} %",
        perfect - chart
    );
    println!("time {seconds:.3} s ({})", convergence(&best));
    Ok(())
}

/// How the search ended: the sweeps it took where it converged, or the up
/// cards whose cells were still changing when it stopped at its limit.
fn convergence(best: &engine::chart::StrategyChart) -> String {
    if best.converged() {
        return format!(
            "{} sweeps of each up card's cells at most; the last changed nothing",
            best.sweeps
        );
    }
    let ups: Vec<&str> = best
        .unconverged
        .iter()
        .map(|&up| engine::chart::value_label(up))
        .collect();
    format!(
        "NOT CONVERGED: stopped at the limit of {} sweeps with cells still changing against {}",
        engine::chart::MAX_SWEEPS,
        ups.join(", ")
    )
}
