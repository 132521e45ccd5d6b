//! `blackjack simulate`: the command line of the simulator.

use std::time::Instant;

use crate::odds::load_rules;
use blackjack::money::Money;
use blackjack::odds::chart::{Chart, ChartJson, Take};
use blackjack::record::seed_from_hex;
use blackjack::rules::Rules;
use blackjack::shoe::Seed;
use blackjack::sim::{Simulation, Spread, SpreadError, Tally, run, run_spread, sessions};

const USAGE: &str = "usage: blackjack simulate --rules PRESET|FILE --rounds N [--threads N] \
[--seed HEX] [--strategy chart|FILE] [--bet B] [--json]
       [--bankroll B --session R [--sessions S]]
       [--spread TC:UNITS,... [--bankroll B]]   (shoe tables: bets by the Hi-Lo true count)";

/// The options of one run.
#[derive(Debug)]
struct Options {
    rules: Rules,
    rounds: u64,
    threads: usize,
    seed: Seed,
    strategy: String,
    bet: Option<Money>,
    json: bool,
    bankroll: Option<Money>,
    session: Option<u64>,
    sessions: u64,
    spread: Option<Spread>,
}

fn number<T: std::str::FromStr>(flag: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{flag}: {text:?} is not a number\n{USAGE}"))
}

fn money(flag: &str, text: &str) -> Result<Money, String> {
    text.parse::<Money>()
        .map_err(|_| format!("{flag}: {text:?} is not an amount\n{USAGE}"))
}

fn options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        rules: Rules::default(),
        rounds: 0,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        seed: [0; 32],
        strategy: "chart".into(),
        bet: None,
        json: false,
        bankroll: None,
        session: None,
        sessions: 1000,
        spread: None,
    };
    let (mut rules, mut rounds) = (None, None);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--json" {
            o.json = true;
            continue;
        }
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        match flag.as_str() {
            "--rules" => rules = Some(load_rules(value)?),
            "--rounds" => rounds = Some(number(flag, value)?),
            "--threads" => o.threads = number(flag, value)?,
            "--seed" => o.seed = seed_from_hex(value).map_err(|e| e.to_string())?,
            "--strategy" => o.strategy = value.clone(),
            "--bet" => o.bet = Some(money(flag, value)?),
            "--bankroll" => o.bankroll = Some(money(flag, value)?),
            "--session" => o.session = Some(number(flag, value)?),
            "--sessions" => o.sessions = number(flag, value)?,
            "--spread" => o.spread = Some(value.parse().map_err(|e: SpreadError| e.to_string())?),
            _ => return Err(format!("{flag}: no such option\n{USAGE}")),
        }
    }
    o.rules = rules.ok_or_else(|| format!("--rules is needed\n{USAGE}"))?;
    o.rounds = rounds.ok_or_else(|| format!("--rounds is needed\n{USAGE}"))?;
    if o.threads == 0 || o.threads > 256 {
        return Err(format!("--threads: from 1 to 256\n{USAGE}"));
    }
    if o.spread.is_some() && o.session.is_some() {
        return Err(format!(
            "--spread takes --bankroll alone (its risk of ruin), not --session\n{USAGE}"
        ));
    }
    if o.spread.is_none() && o.bankroll.is_some() != o.session.is_some() {
        return Err(format!("--bankroll and --session go together\n{USAGE}"));
    }
    Ok(o)
}

/// The chart `strategy` names: `chart` (the table's best) or a chart file
/// in `blackjack chart --json`'s format (an `insurance` and an `evenMoney`
/// line may be there too; "never" if not).
fn strategy(rules: &Rules, strategy: &str) -> Result<(Chart, Take, Take), String> {
    if strategy == "chart" {
        let sim = Simulation::best(rules.clone(), rules.min_bet);
        return Ok((sim.chart, sim.insurance, sim.even_money));
    }
    let text = std::fs::read_to_string(strategy)
        .map_err(|e| format!("{strategy}: cannot read the chart: {e}"))?;
    let json: ChartJson =
        serde_json::from_str(&text).map_err(|e| format!("{strategy}: not a chart: {e}"))?;
    let chart = Chart::from_json(&json).map_err(|e| format!("{strategy}: {e}"))?;
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let take = |key: &str| match value.get(key).and_then(|v| v.as_str()) {
        None => Ok(Take::Never),
        Some(name) => {
            Take::from_name(name).ok_or(format!("{strategy}: {key}: {name:?} is not a rule"))
        }
    };
    Ok((chart, take("insurance")?, take("evenMoney")?))
}

/// Runs `blackjack simulate` with `args` (what follows `simulate`).
pub fn simulate(args: &[String]) -> Result<(), String> {
    let o = options(args)?;
    let (chart, insurance, even_money) = strategy(&o.rules, &o.strategy)?;
    let sim = Simulation {
        bet: o.bet.unwrap_or(o.rules.min_bet),
        rules: o.rules.clone(),
        chart,
        insurance,
        even_money,
        indices: None,
    };
    if let Some(spread) = &o.spread {
        return simulate_spread(&o, &sim, spread);
    }
    let start = Instant::now();
    let tally = run(&sim, o.rounds, &o.seed, o.threads).map_err(|e| e.to_string())?;
    let seconds = start.elapsed().as_secs_f64();
    print_tally(&o, &sim, &tally, seconds);
    if let (Some(bankroll), Some(rounds)) = (o.bankroll, o.session) {
        let start = Instant::now();
        let stats = sessions(&sim, bankroll, rounds, o.sessions, &o.seed, o.threads)
            .map_err(|e| e.to_string())?;
        let seconds = start.elapsed().as_secs_f64();
        let p = [5.0, 25.0, 50.0, 75.0, 95.0].map(|q| stats.percentile(q));
        if o.json {
            println!(
                "{{\"sessions\":{},\"session\":{rounds},\"bankroll\":{},\"percentiles\":[{}],\"ruin\":{},\"mean_rounds\":{},\"seconds\":{seconds}}}",
                stats.finals.len(),
                bankroll.cents() as f64 / 100.0,
                p.map(|m| (m.cents() as f64 / 100.0).to_string()).join(","),
                stats.ruin(),
                stats.mean_rounds(),
            );
        } else {
            println!(
                "{} sessions of {rounds} rounds from {bankroll}, betting {}:",
                stats.finals.len(),
                sim.bet
            );
            println!(
                "  final bankroll: 5 % {}, 25 % {}, median {}, 75 % {}, 95 % {}",
                p[0], p[1], p[2], p[3], p[4]
            );
            println!(
                "  ruin (below the {} minimum): {:.4} %",
                o.rules.min_bet,
                stats.ruin() * 100.0
            );
            println!(
                "  rounds played, mean: {:.1} ({seconds:.3} s)",
                stats.mean_rounds()
            );
        }
    }
    Ok(())
}

/// The spread's run: the advantage, the deviation per round in units, and
/// the risk of ruin of `--bankroll` where given.
fn simulate_spread(o: &Options, sim: &Simulation, spread: &Spread) -> Result<(), String> {
    let start = Instant::now();
    let t = run_spread(sim, spread, o.rounds, &o.seed, o.threads).map_err(|e| e.to_string())?;
    let seconds = start.elapsed().as_secs_f64();
    let advantage = t.advantage() * 100.0;
    let (mean, sd) = t.per_round(sim.bet);
    let ci = 1.96 * sd / (t.rounds as f64).sqrt() * 100.0
        / (t.wagered as f64 / t.rounds as f64 / sim.bet.cents() as f64);
    let units = o
        .bankroll
        .map(|b| b.cents() as f64 / sim.bet.cents() as f64);
    let ruin = units.map(|u| t.risk_of_ruin(sim.bet, u));
    if o.json {
        let ruin = ruin.map_or("null".to_string(), |r| r.to_string());
        println!(
            "{{\"rounds\":{},\"advantage\":{advantage},\"ci95\":{ci},\"mean_units\":{mean},\"sd_units\":{sd},\"risk_of_ruin\":{ruin},\"seconds\":{seconds}}}",
            t.rounds
        );
        return Ok(());
    }
    println!(
        "rounds {}, a unit of {}, average bet {:.3} units",
        t.rounds,
        sim.bet,
        t.wagered as f64 / t.rounds as f64 / sim.bet.cents() as f64
    );
    println!("player's advantage {advantage:.4} % ± {ci:.4} % (95 %) of the money bet");
    println!("per round: mean {mean:.5} units, standard deviation {sd:.4} units");
    if let (Some(bankroll), Some(ruin)) = (o.bankroll, ruin) {
        println!(
            "risk of ruin of {bankroll} ({:.0} units), playing on: {:.2} %",
            units.unwrap_or(0.0),
            ruin * 100.0
        );
    }
    println!("time {seconds:.3} s on {} threads", o.threads);
    Ok(())
}

fn print_tally(o: &Options, sim: &Simulation, t: &Tally, seconds: f64) {
    let (mean, ci, sd) = (
        t.mean(sim.bet) * 100.0,
        t.ci95(sim.bet) * 100.0,
        t.sd(sim.bet),
    );
    let rate = t.rounds as f64 / seconds.max(1e-9);
    if o.json {
        println!(
            "{{\"rounds\":{},\"hands\":{},\"return\":{mean},\"ci95\":{ci},\"sd\":{sd},\"seconds\":{seconds},\"rounds_per_s\":{rate}}}",
            t.rounds, t.hands
        );
        return;
    }
    println!("rounds {}, hands {}", t.rounds, t.hands);
    println!("return {mean:.4} % ± {ci:.4} % (95 %), standard deviation {sd:.4} bets per round");
    println!(
        "time {seconds:.3} s, {:.2} million rounds/s on {} threads (seed {})",
        rate / 1e6,
        o.threads,
        blackjack::shoe::hex(&o.seed)
    );
}
