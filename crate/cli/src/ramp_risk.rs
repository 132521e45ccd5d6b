//! `blackjack risk ... --spread 1:N`: a counter's ramp's risk of ruin over
//! a trip and a lifetime. No exact method is known here for a ramp, so the
//! trip's risk is read from simulated trips (the ramp played with the
//! table's index plays, each trip from a fresh shoe), its standard error
//! shown, beside the diffusion formula's (corrected for the overshoot); the
//! lifetime's is the diffusion formula's, from the table's counts.

use std::time::Instant;

use blackjack::Money;
use blackjack::lab::{self, TripRisk, parse_spread, trip_ruin, unit_ramp};
use blackjack::odds::risk::Bankroll;

use crate::args::whole;
use crate::lab::{TableCounts, lab_options, pm, table_counts, wong_words};
use crate::risk::percent;

/// Rounds simulated for a trip's risk unless `--trips` says otherwise:
/// about this many rounds in all, and 100 to 10 000 trips.
const ROUNDS_FOR_TRIPS: u64 = 20_000_000;

/// Runs the ramp's risk: `bankroll` in units of the table's minimum bet,
/// trips of `rounds` rounds; `lab` the lab's options (`--spread` among them).
pub fn ramp_risk(
    source: &str,
    (bankroll, rounds): (Bankroll, u64),
    lab: &[(&str, &str)],
    json: bool,
    usage: &str,
) -> Result<(), String> {
    let mut pairs = vec![("--rules", source)];
    let (mut spread, mut trips) = (None, None);
    for &(flag, value) in lab {
        match flag {
            "--spread" => spread = Some(parse_spread(value).map_err(|e| e.to_string())?),
            "--trips" => trips = Some(whole("trips", value, 1..=1_000_000u64)?),
            // The counts' rounds (`--rounds` is the trip's here).
            "--count-rounds" => pairs.push(("--rounds", value)),
            _ => pairs.push((flag, value)),
        }
    }
    let spread = spread.ok_or_else(|| {
        format!(
            "spread: --wong-in, --wong-out, --trips, --seed and --threads go with --spread\n{usage}"
        )
    })?;
    let (o, _) = lab_options(&pairs, usage)?;
    let trips = trips.unwrap_or((ROUNDS_FOR_TRIPS / rounds).clamp(100, 10_000));
    let money = Money((bankroll.units() * o.rules.min_bet.cents() as f64).round() as i64);

    let TableCounts {
        plays,
        counts,
        timing,
    } = table_counts(&o)?;
    let ramp = unit_ramp(&counts, spread, o.wong, money);
    let start = Instant::now();
    let simulated = lab::trip_risk(
        &o.rules,
        &plays,
        (&ramp, o.wong),
        (money, rounds),
        trips,
        (&o.seed, o.threads),
    )
    .map_err(|e| e.to_string())?;
    let simulating = start.elapsed().as_secs_f64();
    let unit = o.rules.min_bet.as_f64();
    let (ev, sd) = (
        ramp.win_per_100.value / 100.0 / unit,
        ramp.sd_per_100.value / 10.0 / unit,
    );
    let diffusion = trip_ruin(ev, sd * sd, bankroll.units(), rounds);
    let timing = format!("{timing}, trips {simulating:.2} s ({trips} trips)");
    if json {
        print_json(&o, (bankroll, rounds, spread), &ramp, simulated, diffusion)?;
        eprintln!("{timing}");
        return Ok(());
    }
    println!(
        "{}: a counter's ramp, spread 1:{spread} in units of the table's minimum bet {}{}",
        o.source,
        o.rules.min_bet,
        wong_words(o.wong)
    );
    println!("(the chart with the table's index plays; ± one standard error)\n");
    let bets: Vec<String> = (ramp.bets.iter())
        .filter(|b| b.played > 0.0)
        .map(|b| format!("{:+}: {}", b.tc, b.bet.cents() / o.rules.min_bet.cents()))
        .collect();
    println!("units bet by true count: {}", bets.join(", "));
    println!("one round dealt: EV {:+.4} units, SD {:.4} units", ev, sd);
    println!(
        "\ntrip: {} units, {rounds} rounds: risk of ruin {} % (simulated, {trips} trips, ± one standard error; no exact method for a ramp); the diffusion formula gives {}",
        bankroll.units(),
        pm(lab::Figure {
            value: simulated.risk * 100.0,
            error: simulated.error * 100.0,
        }),
        percent(diffusion, 0.0)
    );
    println!(
        "lifetime: risk of ruin {} % (the diffusion formula, from the counts)",
        pm(lab::Figure {
            value: ramp.risk_of_ruin.value * 100.0,
            error: ramp.risk_of_ruin.error * 100.0,
        })
    );
    println!("time: {timing}");
    Ok(())
}

fn print_json(
    o: &crate::lab::LabOptions,
    (bankroll, rounds, spread): (Bankroll, u64, u32),
    ramp: &lab::Ramp,
    simulated: TripRisk,
    diffusion: f64,
) -> Result<(), String> {
    let unit = o.rules.min_bet.as_f64();
    let out = serde_json::json!({
        "rules": o.source,
        "bankroll": bankroll.units(),
        "rounds": rounds,
        "spread": spread,
        "wong_in": o.wong.enter,
        "wong_out": o.wong.leave,
        "bets": ramp.bets.iter().map(|b| serde_json::json!({
            "tc": b.tc, "units": b.bet.cents() / o.rules.min_bet.cents(), "played": b.played,
        })).collect::<Vec<_>>(),
        "ev": ramp.win_per_100.value / 100.0 / unit,
        "ev_error": ramp.win_per_100.error / 100.0 / unit,
        "sd": ramp.sd_per_100.value / 10.0 / unit,
        "sd_error": ramp.sd_per_100.error / 10.0 / unit,
        "trip_risk": simulated.risk,
        "trip_risk_error": simulated.error,
        "trips": simulated.trips,
        "trip_method": "simulation",
        "trip_risk_diffusion": diffusion,
        "lifetime_risk": ramp.risk_of_ruin.value,
        "lifetime_risk_error": ramp.risk_of_ruin.error,
        "lifetime_method": "diffusion",
    });
    println!("{out}");
    Ok(())
}
