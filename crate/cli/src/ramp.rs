//! `blackjack ramp`: the optimal bet ramp for a bankroll and a risk of ruin
//! at a shoe table, and its figures (docs/ramp.md).
//!
//! `--rules PRESET|FILE --bankroll AMOUNT --spread 1:N --risk PERCENT
//! [--wong-in TC] [--wong-out TC] [--rounds N] [--seed N] [--threads N]
//! [--cache DIR|off] [--json]`: the table's index plays, its counts from
//! `--rounds` simulated rounds (the engine's `blackjack::lab`; kept between
//! runs, see `kept.rs`), the ramp and its figures with their standard
//! errors. Bad input is refused naming its field, nothing
//! printed on standard output.

use std::time::Instant;

use blackjack::lab::{self, Counts, Ramp, RampAsk, RampReport};

use crate::args::pairs;
use crate::lab::{LabOptions, TableCounts, lab_options, pm, table_counts, wong_words};

const USAGE: &str = "usage: blackjack ramp --rules PRESET|FILE --bankroll AMOUNT --spread 1:N \
--risk PERCENT [--wong-in TC] [--wong-out TC] [--rounds N] [--seed N] [--threads N] \
[--cache DIR|off] [--json]";

/// Runs `blackjack ramp` with `args` (what follows `ramp`).
pub fn ramp(args: &[String]) -> Result<(), String> {
    let (pairs, json) = pairs(args, USAGE)?;
    let (o, rest) = lab_options(&pairs, USAGE)?;
    let (mut bankroll, mut spread, mut risk) = (None, None, None);
    for (flag, value) in rest {
        match flag {
            "--bankroll" => bankroll = Some(value),
            "--spread" => spread = Some(value),
            "--risk" => risk = Some(value),
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    let (Some(bankroll), Some(spread), Some(risk)) = (bankroll, spread, risk) else {
        return Err(format!(
            "--rules, --bankroll, --spread and --risk are required\n{USAGE}"
        ));
    };
    // Every input checked before anything is computed.
    let ask = RampAsk::new(&o.rules, bankroll, spread, risk, o.wong).map_err(|e| e.to_string())?;
    let TableCounts { counts, timing, .. } = table_counts(&o)?;
    let start = Instant::now();
    let ramp = lab::ramp(&counts, &o.rules, &ask);
    let ramped = start.elapsed().as_secs_f64();
    let timing = format!("{timing}, ramp {:.1} ms", ramped * 1e3);
    if json {
        print_json(&o, &ask, &counts, &ramp)?;
        eprintln!("{timing}");
    } else {
        print_text(&o, &ask, &counts, &ramp);
        println!("time: {timing}");
    }
    Ok(())
}

fn print_json(o: &LabOptions, ask: &RampAsk, counts: &Counts, ramp: &Ramp) -> Result<(), String> {
    #[derive(serde::Serialize)]
    struct Out<'a> {
        rules: &'a str,
        #[serde(flatten)]
        report: RampReport<'a>,
    }
    let out = Out {
        rules: &o.source,
        report: RampReport::new(ask, counts, ramp),
    };
    println!(
        "{}",
        serde_json::to_string(&out).map_err(|e| e.to_string())?
    );
    Ok(())
}

fn print_text(o: &LabOptions, ask: &RampAsk, counts: &Counts, ramp: &Ramp) {
    println!(
        "{}: bankroll {}, spread 1:{}, risk of ruin {} %{}",
        o.source,
        ask.bankroll,
        ask.spread,
        ask.risk * 100.0,
        wong_words(o.wong)
    );
    println!(
        "(the chart with the table's index plays; {} rounds simulated, seed {}…; ± one standard error)\n",
        counts.rounds,
        &counts.seed[..8]
    );
    println!("  TC    share of rounds     advantage          SD of a round   bet");
    for (row, bet) in counts.rows.iter().zip(&ramp.bets) {
        if row.rounds == 0 {
            continue;
        }
        let tc = match row.tc {
            t if t == -lab::MAX_COUNT => format!("≤{t:+}"),
            t if t == lab::MAX_COUNT => format!("≥{t:+}"),
            t => format!("{t:+}"),
        };
        let bet = if bet.played == 0.0 {
            "sit out".to_string()
        } else if bet.played < 1.0 {
            format!("{} ({:.0} % played)", bet.bet, bet.played * 100.0)
        } else {
            bet.bet.to_string()
        };
        println!(
            "  {tc:>4}  {:>6.3} % ± {:.3}   {:+7.3} % ± {:.3}   {:.3}           {bet}",
            row.frequency * 100.0,
            row.frequency_error * 100.0,
            row.advantage * 100.0,
            row.advantage_error * 100.0,
            row.variance.sqrt(),
        );
    }
    println!();
    if ramp.short {
        println!(
            "the bankroll is too small for this risk at the table's minimum bet: the smallest bets are played, and the risk is higher"
        );
    }
    if ramp.capped {
        println!("the table's maximum bet caps the top of the ramp");
    }
    println!(
        "rounds played {:.1} %, average bet {:.2}",
        ramp.played * 100.0,
        ramp.average_bet
    );
    println!("win per 100 rounds      {}", pm(ramp.win_per_100));
    println!("SD per 100 rounds       {}", pm(ramp.sd_per_100));
    println!("DI                      {}", pm(ramp.di));
    println!("SCORE                   {}", pm(ramp.score));
    println!("N0 (rounds)             {}", pm(ramp.n0));
    println!(
        "certainty equivalent    {} per 100 rounds",
        pm(ramp.certainty_equivalent)
    );
    println!(
        "risk of ruin            {} % (lifetime, by the diffusion formula)",
        pm(lab::Figure {
            value: ramp.risk_of_ruin.value * 100.0,
            error: ramp.risk_of_ruin.error * 100.0
        })
    );
}
