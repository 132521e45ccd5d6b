//! The optimal ramp: the bet at each true count for a bankroll and a risk
//! of ruin, within a spread, and the ramp's figures.
//!
//! - **Its shape**, in units of the table's minimum bet: proportional to the
//!   advantage over the variance at each count where the advantage is
//!   positive (Kelly-proportional), 1 unit elsewhere, clamped to 1 to N
//!   units, never less at a higher count; the advantage taken from a
//!   straight line fitted to the counts' (`smoothed`), so that the bets do
//!   not follow each count's noise. Of the shapes `clamp(c · a / v,
//!   1, N)` the one with the highest DI is taken (c searched on a fine
//!   grid): at a given risk of ruin, the shape with the highest DI wins the
//!   most, whatever the bankroll (the win rate at a fixed risk goes as DI²).
//! - **Its size**: the bets are the shape times λ, λ such that the diffusion
//!   estimate of the lifetime risk of ruin, exp(−2 · EV · bankroll / SD²),
//!   is the risk asked: λ = 2 · bankroll · EV₁ / (SD₁² · −ln r) (EV₁, SD₁
//!   the shape's per round; with unclamped Kelly bets this is a bet of
//!   2 / (−ln r) times the Kelly bet, full Kelly at r = 13.5 %). Each bet is
//!   then rounded to a whole number of the table's minimum bet (its chip),
//!   at least one, at most the table's maximum and N times the smallest.
//! - **Back-counting** ([`Wong`]): the rounds not played bet nothing; the
//!   advantage and variance at a count are taken to be the same whether the
//!   counter is seated or not.
//!
//! The figures are per round dealt (a back-counter's sat-out rounds count,
//! with nothing won): EV, SD, DI = 1000 · EV / SD, N0 = (SD / EV)², SCORE
//! = the win per 100 rounds of the same ramp sized for a 10 000 bankroll at
//! 13.5 % risk of ruin (= DI² · 2 / −ln 0.135), the certainty equivalent
//! EV − SD² · (−ln r) / (4 · bankroll) (the win rate a player with that
//! risk tolerance would trade the ramp for: half the EV at the optimum),
//! and the lifetime risk of ruin by the diffusion formula. Each has its
//! standard error, read from the counts' independent blocks.

use serde::Serialize;

use super::blocks::from_parts;
use super::counts::{Counts, LabError, ROWS, tc_of};
use super::diffusion::lifetime_ruin;
use super::math::{exp, ln};
use super::wong::Wong;
use crate::money::Money;
use crate::rules::Rules;

/// The risk of ruin SCORE is defined at.
const SCORE_RISK: f64 = 0.135;
/// The bankroll SCORE is defined at.
const SCORE_BANKROLL: f64 = 10_000.0;
/// SCORE over EV² / SD² (per round): the win per 100 rounds at the
/// bankroll and risk above is 100 · 2 · 10 000 / −ln 0.135 times it.
const SCORE_K: f64 = 100.0 * 2.0 * SCORE_BANKROLL;

/// What a ramp is asked for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RampAsk {
    /// The bankroll.
    pub bankroll: Money,
    /// The top bet over the smallest (the N of 1:N).
    pub spread: u32,
    /// The lifetime risk of ruin aimed at, a chance in (0, 1).
    pub risk: f64,
    /// When the player plays.
    pub wong: Wong,
}

impl RampAsk {
    /// Checked: `spread` written `1:N` (N from 1 to 1000), `risk` in percent
    /// above 0 and below 100, `bankroll` from the table's minimum bet to
    /// 1 000 000 000; each refusal names its field.
    pub fn new(
        rules: &Rules,
        bankroll: &str,
        spread: &str,
        risk: &str,
        wong: Wong,
    ) -> Result<RampAsk, LabError> {
        let spread = parse_spread(spread)?;
        let risk_text = risk;
        let risk: f64 = risk
            .trim()
            .trim_end_matches('%')
            .trim()
            .parse()
            .map_err(|_| LabError::Risk(risk_text.into()))?;
        if !(risk > 0.0 && risk < 100.0) {
            return Err(LabError::Risk(risk_text.into()));
        }
        let bad = || LabError::Bankroll(bankroll.into(), rules.min_bet);
        let amount: f64 = bankroll.trim().parse().map_err(|_| bad())?;
        let money = Money::from_f64(amount).map_err(|_| bad())?;
        if money < rules.min_bet || money > Money::units(1_000_000_000) {
            return Err(bad());
        }
        Ok(RampAsk {
            bankroll: money,
            spread,
            risk: risk / 100.0,
            wong,
        })
    }
}

/// A spread written `1:N`, N a whole number from 1 to 1000.
pub fn parse_spread(text: &str) -> Result<u32, LabError> {
    let bad = || LabError::Spread(text.into());
    let (one, n) = text.trim().split_once(':').ok_or_else(bad)?;
    let n: u32 = n.trim().parse().map_err(|_| bad())?;
    if one.trim() != "1" || !(1..=1000).contains(&n) {
        return Err(bad());
    }
    Ok(n)
}

/// A figure and its standard error.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Figure {
    /// The estimate.
    pub value: f64,
    /// Its standard error.
    pub error: f64,
}

/// The bet at one true count.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Bet {
    /// The true count before the round (the ends: at or below, at or above).
    pub tc: i32,
    /// The bet while playing (0 where the counter never plays).
    pub bet: Money,
    /// The share of the rounds at this count that are played.
    pub played: f64,
}

/// A ramp and its figures (see the module's documentation).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ramp {
    /// The bet at each count.
    pub bets: Vec<Bet>,
    /// The smallest bet played.
    pub unit: Money,
    /// The bankroll is too small for the risk asked even at the table's
    /// minimum bet: the bets are the smallest the table takes, and the
    /// risk as played is above the one asked.
    pub short: bool,
    /// The table's maximum bet capped the top of the ramp.
    pub capped: bool,
    /// The share of the rounds dealt that are played.
    pub played: f64,
    /// The mean bet of a round played.
    pub average_bet: f64,
    /// The win per 100 rounds dealt, in money.
    pub win_per_100: Figure,
    /// The standard deviation of 100 rounds dealt, in money.
    pub sd_per_100: Figure,
    /// The desirability index, 1000 · EV / SD per round.
    pub di: Figure,
    /// SCORE: the win per 100 rounds of this ramp sized for a 10 000
    /// bankroll at 13.5 % risk of ruin.
    pub score: Figure,
    /// N0 = (SD / EV)²: the rounds after which the expected win is one SD.
    pub n0: Figure,
    /// The certainty equivalent per 100 rounds, in money.
    pub certainty_equivalent: Figure,
    /// The lifetime risk of ruin as played (the diffusion formula).
    pub risk_of_ruin: Figure,
    /// A round dealt's mean and variance, what the risks are computed
    /// from (`risk.rs`).
    #[serde(skip)]
    pub(super) per_round: PerRound,
}

/// A round dealt's mean and variance in units of the table's minimum bet,
/// and that bet: what a ramp's risk of ruin is computed from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct PerRound {
    /// The mean net of a round dealt, in units.
    pub(super) ev: f64,
    /// Its variance, in units squared.
    pub(super) var: f64,
    /// The unit: the table's minimum bet.
    pub(super) unit: Money,
}

impl PerRound {
    /// `amount` in units.
    pub(super) fn units(&self, amount: Money) -> f64 {
        amount.cents() as f64 / self.unit.cents() as f64
    }
}

/// The DI-optimal shape of a ramp within 1:`spread` for `wong`, in units of
/// the table's minimum bet, one per count (see the module's documentation).
pub fn ramp_shape(counts: &Counts, spread: u32, wong: Wong) -> Vec<f64> {
    let shares = wong.shares(counts);
    let top = f64::from(spread);
    let advantage = smoothed(counts);
    let ratios: Vec<Option<f64>> = (counts.rows.iter().zip(&advantage))
        .map(|(r, &a)| (a > 0.0 && r.variance > 0.0).then(|| a / r.variance))
        .collect();
    let shape = |c: f64| -> Vec<f64> {
        let mut most: f64 = 1.0;
        ratios
            .iter()
            .map(|q| {
                most = most.max(q.map_or(1.0, |q| (c * q).clamp(1.0, top)));
                most
            })
            .collect()
    };
    let di = |s: &[f64]| {
        let (mut ev, mut m2) = (0.0, 0.0);
        for (((row, b), share), a) in counts.rows.iter().zip(s).zip(shares).zip(&advantage) {
            let f = row.frequency * share;
            ev += f * b * a;
            m2 += f * b * b * (row.variance + a * a);
        }
        let var = m2 - ev * ev;
        if var > 0.0 { ev / var.sqrt() } else { f64::MIN }
    };
    let positive: Vec<f64> = ratios.iter().flatten().copied().collect();
    let (Some(lo), Some(hi)) = (
        positive.iter().copied().reduce(f64::max),
        positive.iter().copied().reduce(f64::min),
    ) else {
        return vec![1.0; ROWS];
    };
    // c from every bet at 1 unit (1 / the largest ratio) to every positive
    // one at the top (N / the smallest), on a log grid.
    let (from, to) = (ln(1.0 / lo), ln(top / hi));
    let steps = 400;
    let best = (0..=steps)
        .map(|i| exp(from + (to - from) * f64::from(i) / f64::from(steps)))
        .map(|c| {
            let s = shape(c);
            (di(&s), s)
        })
        .fold(None::<(f64, Vec<f64>)>, |best, (d, s)| match best {
            Some((b, _)) if b >= d => best,
            _ => Some((d, s)),
        });
    best.map_or(vec![1.0; ROWS], |(_, s)| s)
}

/// The advantage at each count as a straight line in the count, fitted to
/// the rows between the ends by weighted least squares (each row weighed by
/// one over its error squared): what the shape is chosen by. Choosing bets
/// by each row's own estimate would chase its noise (a bet raised where the
/// estimate is high by chance), and the ramp's figures, computed from the
/// same rows, would then promise more than the ramp wins.
fn smoothed(counts: &Counts) -> Vec<f64> {
    let (mut sw, mut sx, mut sy, mut sxx, mut sxy) = (0.0, 0.0, 0.0, 0.0, 0.0);
    let inner = &counts.rows[1..counts.rows.len() - 1];
    for r in inner
        .iter()
        .filter(|r| r.rounds > 1 && r.advantage_error > 0.0)
    {
        let (w, x, y) = (
            1.0 / (r.advantage_error * r.advantage_error),
            f64::from(r.tc),
            r.advantage,
        );
        sw += w;
        sx += w * x;
        sy += w * y;
        sxx += w * x * x;
        sxy += w * x * y;
    }
    let det = sw * sxx - sx * sx;
    if det <= 0.0 {
        return counts.rows.iter().map(|r| r.advantage).collect();
    }
    let slope = (sw * sxy - sx * sy) / det;
    let at_zero = (sy - slope * sx) / sw;
    (counts.rows.iter())
        .map(|r| at_zero + slope * f64::from(r.tc))
        .collect()
}

/// The optimal ramp of `ask` on `rules` from `counts` (see the module's
/// documentation).
pub fn ramp(counts: &Counts, rules: &Rules, ask: &RampAsk) -> Ramp {
    let shape = ramp_shape(counts, ask.spread, ask.wong);
    let shares = ask.wong.shares(counts);
    let (ev, var) = moments(counts, &shape, &shares);
    let unit = counts.unit.cents() as f64;
    let bankroll = ask.bankroll.cents() as f64 / unit;
    // λ: the units of the table's minimum a unit of the shape stands for.
    let lambda = if ev > 0.0 && var > 0.0 {
        2.0 * bankroll * ev / (var * -ln(ask.risk))
    } else {
        1.0
    };
    let smallest = lambda.round().max(1.0);
    let most_table = (rules.max_bet.cents() / counts.unit.cents()) as f64;
    let top = (smallest * f64::from(ask.spread)).min(most_table);
    let chips: Vec<f64> = shape
        .iter()
        .map(|s| (lambda * s).round().clamp(smallest, top))
        .collect();
    let capped = shape.iter().any(|s| lambda * s > most_table + 0.5);
    let mut ramp = from_chips(counts, &chips, ask, lambda < 0.5);
    ramp.capped = capped;
    ramp
}

/// The DI-optimal ramp within 1:`spread` for `wong` in whole units of the
/// table's minimum bet (its shape rounded, 1 to N units), not sized for a
/// bankroll: what a trip's risk is asked of. Its figures are for
/// `bankroll`, the certainty equivalent at a 13.5 % risk tolerance.
pub fn unit_ramp(counts: &Counts, spread: u32, wong: Wong, bankroll: Money) -> Ramp {
    let chips: Vec<f64> = ramp_shape(counts, spread, wong)
        .iter()
        .map(|s| s.round().clamp(1.0, f64::from(spread)))
        .collect();
    let ask = RampAsk {
        bankroll,
        spread,
        risk: SCORE_RISK,
        wong,
    };
    from_chips(counts, &chips, &ask, false)
}

/// The ramp betting `chips[r]` minimum bets at row `r` (where played), and
/// its figures for `ask`'s bankroll and risk.
pub(super) fn from_chips(counts: &Counts, chips: &[f64], ask: &RampAsk, short: bool) -> Ramp {
    let shares = ask.wong.shares(counts);
    let unit_cents = counts.unit.cents();
    let money = |units: f64| units * unit_cents as f64 / 100.0;
    let (ev, var) = moments(counts, chips, &shares);
    let per_round = PerRound {
        ev,
        var,
        unit: counts.unit,
    };
    let bankroll = per_round.units(ask.bankroll);
    let sd = var.max(0.0).sqrt();
    let (p_ev, p_var) = parts(counts, chips, &shares, (ev, var));
    let err = |g_ev: f64, g_var: f64| {
        from_parts(p_ev.iter().zip(&p_var).map(|(a, b)| g_ev * a + g_var * b))
    };
    let figure = |value: f64, (g_ev, g_var): (f64, f64)| Figure {
        value,
        error: err(g_ev, g_var),
    };
    let log_r = -ln(ask.risk);
    let score_k = SCORE_K / -ln(SCORE_RISK);
    let ror = lifetime_ruin(ev, var, bankroll);
    let played: f64 = (counts.rows.iter().zip(&shares))
        .map(|(r, s)| r.frequency * s)
        .sum();
    let wagered: f64 = (counts.rows.iter().zip(&shares).zip(chips))
        .map(|((r, s), c)| r.frequency * s * c)
        .sum();
    let bets = (0..ROWS)
        .map(|r| Bet {
            tc: tc_of(r),
            bet: if shares[r] > 0.0 {
                counts.unit * chips[r].round() as i64
            } else {
                Money(0)
            },
            played: shares[r],
        })
        .collect();
    let smallest = (chips.iter().zip(&shares))
        .filter(|(_, s)| **s > 0.0)
        .map(|(c, _)| *c)
        .reduce(f64::min)
        .unwrap_or(1.0);
    Ramp {
        bets,
        unit: counts.unit * smallest.round() as i64,
        short,
        capped: false,
        played,
        average_bet: if played > 0.0 {
            money(wagered / played)
        } else {
            0.0
        },
        win_per_100: figure(money(100.0 * ev), (money(100.0), 0.0)),
        sd_per_100: figure(money(10.0 * sd), (0.0, money(10.0) / (2.0 * sd))),
        di: figure(
            1000.0 * ev / sd,
            (1000.0 / sd, -1000.0 * ev / (2.0 * sd * var)),
        ),
        score: figure(
            score_k * ev * ev / var,
            (2.0 * score_k * ev / var, -score_k * ev * ev / (var * var)),
        ),
        n0: figure(
            var / (ev * ev),
            (-2.0 * var / (ev * ev * ev), 1.0 / (ev * ev)),
        ),
        certainty_equivalent: figure(
            money(100.0 * (ev - var * log_r / (4.0 * bankroll))),
            (money(100.0), -money(100.0) * log_r / (4.0 * bankroll)),
        ),
        risk_of_ruin: figure(
            ror,
            if ror < 1.0 {
                (
                    ror * -2.0 * bankroll / var,
                    ror * 2.0 * ev * bankroll / (var * var),
                )
            } else {
                (0.0, 0.0)
            },
        ),
        per_round,
    }
}

/// The mean and variance of a round dealt betting `bets[r]` units at row
/// `r`, played at the share `shares[r]`.
fn moments(counts: &Counts, bets: &[f64], shares: &[f64; ROWS]) -> (f64, f64) {
    let (mut ev, mut m2) = (0.0, 0.0);
    for ((row, b), share) in counts.rows.iter().zip(bets).zip(shares) {
        let f = row.frequency * share;
        ev += f * b * row.advantage;
        m2 += f * b * b * (row.variance + row.advantage * row.advantage);
    }
    (ev, m2 - ev * ev)
}

/// Each block's part in the mean and in the variance (`ev`, `var`: those of
/// all the blocks), for their standard errors.
fn parts(
    counts: &Counts,
    bets: &[f64],
    shares: &[f64; ROWS],
    (ev, var): (f64, f64),
) -> (Vec<f64>, Vec<f64>) {
    let rounds = counts.rounds as f64;
    let m2 = var + ev * ev;
    counts
        .blocks
        .iter()
        .map(|block| {
            let (mut x, mut y) = (0.0, 0.0);
            for r in 0..ROWS {
                let w = shares[r] * bets[r];
                x += w * block.at[r].net;
                y += w * bets[r] * block.at[r].net_sq;
            }
            let n = block.rounds as f64;
            let p_ev = (x - ev * n) / rounds;
            (p_ev, (y - m2 * n) / rounds - 2.0 * ev * p_ev)
        })
        .unzip()
}
