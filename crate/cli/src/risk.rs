//! `blackjack risk`: a flat bettor's risk of ruin, computed exactly.
//!
//! `--rules PRESET|FILE --bankroll UNITS --rounds N [--json]`: the table's
//! best chart, the exact distribution of one round's net result under it
//! (every round from a full shoe), its mean and standard deviation, the
//! chance of losing UNITS bets (a whole or half number, 1 to 100 000)
//! within N rounds (1 to 1 000 000) and in a lifetime. The figures are the
//! engine's (`blackjack::odds::risk`); bad input is refused naming its
//! field, nothing printed on standard output.
//!
//! With `--spread 1:N [--wong-in TC] [--wong-out TC] [--trips T]
//! [--count-rounds N] [--cache DIR|off]` (a shoe
//! table only): a counter's DI-optimal ramp within 1:N in whole units
//! (`blackjack::lab`), played with the table's index plays; no exact method
//! is known here for a ramp, so the trip's risk is read from T simulated
//! trips (its standard error shown) beside the diffusion formula's, and the
//! lifetime's is the diffusion formula's (see `ramp_risk.rs`).

use std::time::Instant;

use blackjack::odds::risk::{
    Bankroll, MAX_ROUNDS, RiskError, best_chart_distribution, lifetime_risk, trip,
};
use blackjack::rules::Shuffle;

use crate::odds::load_rules;

const USAGE: &str = "usage: blackjack risk --rules PRESET|FILE --bankroll UNITS --rounds N [--json] \
[--spread 1:N [--wong-in TC] [--wong-out TC] [--trips T] [--count-rounds N] [--seed N] \
[--threads N] [--cache DIR|off]]";

/// Runs `blackjack risk` with `args` (what follows `risk`).
pub fn risk(args: &[String]) -> Result<(), String> {
    let (pairs, json) = crate::args::pairs(args, USAGE)?;
    let (mut source, mut bankroll, mut rounds) = (None, None, None);
    let mut lab = Vec::new();
    for &(flag, value) in &pairs {
        match flag {
            "--rules" => source = Some(value),
            "--bankroll" => bankroll = Some(value),
            "--rounds" => rounds = Some(value),
            "--spread" | "--wong-in" | "--wong-out" | "--trips" | "--count-rounds" | "--seed"
            | "--threads" | "--cache" => lab.push((flag, value)),
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    let (Some(source), Some(bankroll), Some(rounds)) = (source, bankroll, rounds) else {
        return Err(format!(
            "--rules, --bankroll and --rounds are required\n{USAGE}"
        ));
    };
    // Every input checked before anything is computed.
    let bankroll = Bankroll::parse(bankroll).map_err(|e| e.to_string())?;
    let rounds = parse_rounds(rounds)?;
    if !lab.is_empty() {
        return crate::ramp_risk::ramp_risk(source, (bankroll, rounds), &lab, json, USAGE);
    }
    let rules = load_rules(source)?;

    let start = Instant::now();
    let (_, dist) = best_chart_distribution(&rules).map_err(|e| e.to_string())?;
    let built = start.elapsed().as_secs_f64();
    let trip = trip(&dist, bankroll, rounds).map_err(|e| e.to_string())?;
    let lifetime = lifetime_risk(&dist, bankroll).map_err(|e| e.to_string())?;
    let seconds = start.elapsed().as_secs_f64();
    let timing = format!(
        "{seconds:.3} s (the chart and the distribution {built:.3} s, the risks {:.3} s)",
        seconds - built
    );

    if json {
        #[derive(serde::Serialize)]
        struct Out<'a> {
            rules: &'a str,
            bankroll: f64,
            rounds: u64,
            ev: f64,
            sd: f64,
            distribution: Vec<blackjack::odds::risk::Outcome>,
            trip_risk: f64,
            lifetime_risk: f64,
        }
        let out = Out {
            rules: source,
            bankroll: bankroll.units(),
            rounds,
            ev: dist.mean(),
            sd: dist.sd(),
            distribution: dist.outcomes().collect(),
            trip_risk: trip.risk,
            lifetime_risk: lifetime,
        };
        println!(
            "{}",
            serde_json::to_string(&out).map_err(|e| e.to_string())?
        );
        eprintln!("{timing}");
        return Ok(());
    }

    println!("{source}: a flat bettor, one bet a round, playing the table's best chart");
    let shoe = match rules.shuffle {
        Shuffle::CutCard(_) => "each round valued from a full shoe, the cut card's effect left out",
        Shuffle::EveryRound | Shuffle::Continuous => "every round from a full shoe",
    };
    println!("({shoe}; insurance and even money declined)\n");
    println!(
        "one round: EV {:+.4} % of the bet, SD {:.4} bets",
        dist.mean() * 100.0,
        dist.sd()
    );
    println!("  net (bets)   chance");
    for o in dist.outcomes() {
        let net = if o.net == 0.0 {
            "0".to_string()
        } else {
            format!("{:+}", o.net)
        };
        println!("  {net:>10}   {}", percent(o.p, 0.0));
    }
    println!(
        "\ntrip: {} bets, {rounds} rounds: risk of ruin {}",
        bankroll.units(),
        percent(trip.risk, trip.error)
    );
    let why = if dist.mean() <= 0.0 {
        " (the house wins on average: ruin is certain)"
    } else {
        ""
    };
    println!(
        "lifetime: risk of ruin {}{why}",
        percent(lifetime, 1e-9 * lifetime)
    );
    println!("time {timing}");
    Ok(())
}

/// `--rounds`: a whole number from 1 to [`MAX_ROUNDS`].
fn parse_rounds(text: &str) -> Result<u64, String> {
    let rounds: u64 = text.trim().parse().map_err(|_| {
        format!("rounds: a whole number of rounds from 1 to {MAX_ROUNDS} is needed, not {text}")
    })?;
    if !(1..=MAX_ROUNDS).contains(&rounds) {
        return Err(RiskError::Rounds(rounds).to_string());
    }
    Ok(rounds)
}

/// A chance in percent with four significant digits of itself or of its
/// complement, whichever is smaller ("1.469 %", "0.009035 %", "99.9873 %";
/// "4.127e-19 %" and "100 % less 7.373e-9 %" when that is below 0.0001 %),
/// but none finer than `error` (a bound on the chance's error); "0 %" and
/// "100 %" exactly, or to within `error`.
pub fn percent(p: f64, error: f64) -> String {
    if p <= 0.0 {
        return "0 %".to_string();
    }
    if p >= 1.0 {
        return "100 %".to_string();
    }
    if p <= error || 1.0 - p <= error {
        let at = if p <= error { 0 } else { 100 };
        return format!("{at} % (to within {:.0e} %)", error * 100.0);
    }
    let small = p.min(1.0 - p) * 100.0;
    if small < 1e-4 {
        return if p < 0.5 {
            format!("{:.3e} %", p * 100.0)
        } else {
            format!("100 % less {small:.3e} %")
        };
    }
    let mut digits = 3 - small.log10().floor() as i32;
    if error > 0.0 {
        digits = digits.min(-(error * 100.0).log10().ceil() as i32);
    }
    let digits = digits.clamp(0, 20) as usize;
    format!("{:.digits$} %", p * 100.0)
}
