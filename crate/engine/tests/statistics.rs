//! Statistical tests of the deal (run in release mode by the test command).
//! The seeds are fixed, so each test gives the same verdict on every run;
//! each prints its statistic (`cargo test --release --test statistics -- --nocapture`).
#![cfg(not(target_arch = "wasm32"))]

use blackjack::hand::Total;
use blackjack::{Card, DealRng, Preset, Shoe};

fn seed(n: u64, salt: u8) -> [u8; 32] {
    let mut seed = [salt; 32];
    seed[..8].copy_from_slice(&n.to_le_bytes());
    seed
}

/// A full one-deck shuffle by the engine's shoe.
fn shuffle(n: u64, salt: u8) -> Vec<Card> {
    Shoe::order_for_seed(1, seed(n, salt))
}

/// The standard normal quantile (Acklam's rational approximation, |error| < 1.2e-9).
fn normal_quantile(p: f64) -> f64 {
    const A: [f64; 6] = [
        -3.969683028665376e1,
        2.209460984245205e2,
        -2.759285104469687e2,
        1.38357751867269e2,
        -3.066479806614716e1,
        2.506628277459239,
    ];
    const B: [f64; 5] = [
        -5.447609879822406e1,
        1.615858368580409e2,
        -1.556989798598866e2,
        6.680131188771972e1,
        -1.328068155288572e1,
    ];
    const C: [f64; 6] = [
        -7.784894002430293e-3,
        -3.223964580411365e-1,
        -2.400758277161838,
        -2.549732539343734,
        4.374664141464968,
        2.938163982698783,
    ];
    const D: [f64; 4] = [
        7.784695709041462e-3,
        3.224671290700398e-1,
        2.445134137142996,
        3.754408661907416,
    ];
    let tail = |q: f64| {
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    if p < 0.02425 {
        tail((-2.0 * p.ln()).sqrt())
    } else if p > 1.0 - 0.02425 {
        -tail((-2.0 * (1.0 - p).ln()).sqrt())
    } else {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    }
}

/// The chi-square critical value for `df` degrees of freedom at level `alpha`
/// (Wilson–Hilferty; within a fraction of a percent for df above 30).
fn chi_square_critical(df: f64, alpha: f64) -> f64 {
    let z = normal_quantile(1.0 - alpha);
    let h = 2.0 / (9.0 * df);
    df * (1.0 - h + z * h.sqrt()).powi(3)
}

#[test]
fn the_critical_values_are_right() {
    // Printed tables: chi2(50) at 0.01 is 76.154, chi2(100) at 0.01 is 135.807.
    assert!((chi_square_critical(50.0, 0.01) - 76.154).abs() < 0.2);
    assert!((chi_square_critical(100.0, 0.01) - 135.807).abs() < 0.3);
    assert!((normal_quantile(0.975) - 1.959964).abs() < 1e-5);
}

#[test]
fn all_24_orders_of_four_cards_appear_evenly() {
    // The relative order of the four aces in a one-deck shuffle.
    let mut counts = std::collections::HashMap::new();
    for n in 0..10_000 {
        let aces: Vec<Card> = shuffle(n, 1).into_iter().filter(|c| c.is_ace()).collect();
        *counts.entry(aces).or_insert(0u32) += 1;
    }
    let (min, max) = (
        counts.values().min().unwrap(),
        counts.values().max().unwrap(),
    );
    println!(
        "4-card orders: {} seen, counts from {min} to {max} (allowed 352 to 483)",
        counts.len()
    );
    assert_eq!(counts.len(), 24);
    assert!(
        counts.values().all(|&c| (352..=483).contains(&c)),
        "{counts:?}"
    );
}

#[test]
fn every_card_is_equally_likely_at_every_position() {
    const SHUFFLES: u64 = 104_000;
    let mut counts = vec![[0u32; 52]; 52];
    for n in 0..SHUFFLES {
        for (position, card) in shuffle(n, 2).iter().enumerate() {
            counts[position][card.index()] += 1;
        }
    }
    let expected = SHUFFLES as f64 / 52.0;
    let critical = chi_square_critical(51.0, 0.01 / 52.0);
    let stats: Vec<f64> = counts
        .iter()
        .map(|row| {
            row.iter()
                .map(|&c| (f64::from(c) - expected).powi(2) / expected)
                .sum()
        })
        .collect();
    let worst = stats.iter().cloned().fold(0.0, f64::max);
    let mean = stats.iter().sum::<f64>() / 52.0;
    println!(
        "position chi-square (51 df, {SHUFFLES} shuffles): mean {mean:.1}, worst {worst:.1}, critical {critical:.1}"
    );
    assert!(
        worst < critical,
        "a position's chi-square of {worst} passes {critical}"
    );
}

#[test]
fn adjacent_cards_are_independent() {
    // Ranks of adjacent cards: a fair shuffle gives each ordered pair of
    // ranks the without-replacement odds (same rank 4·3, different 4·4, of 52·51).
    const SHUFFLES: u64 = 20_000;
    let mut pairs = [[0u64; 13]; 13];
    let mut total = 0u64;
    for n in 0..SHUFFLES {
        let deck = shuffle(n, 3);
        for w in deck.windows(2) {
            pairs[w[0].rank as usize - 1][w[1].rank as usize - 1] += 1;
            total += 1;
        }
    }
    let mut chi = 0.0;
    for (a, row) in pairs.iter().enumerate() {
        for (b, &count) in row.iter().enumerate() {
            let p = if a == b { 12.0 } else { 16.0 } / (52.0 * 51.0);
            let expected = p * total as f64;
            chi += (count as f64 - expected).powi(2) / expected;
        }
    }
    let critical = chi_square_critical(168.0, 0.01);
    // Pearson correlation of adjacent card values, against its exact -1/51.
    let (mut sx, mut sy, mut sxx, mut syy, mut sxy, mut n) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    for n_shuffle in 0..SHUFFLES {
        let deck = shuffle(n_shuffle, 4);
        for w in deck.windows(2) {
            let (x, y) = (
                f64::from(w[0].index() as u32),
                f64::from(w[1].index() as u32),
            );
            sx += x;
            sy += y;
            sxx += x * x;
            syy += y * y;
            sxy += x * y;
            n += 1.0;
        }
    }
    let r = (n * sxy - sx * sy) / ((n * sxx - sx * sx).sqrt() * (n * syy - sy * sy).sqrt());
    let se = 1.0 / n.sqrt();
    println!(
        "adjacent ranks chi-square (168 df): {chi:.1}, critical {critical:.1}; correlation {r:.5} (exact -1/51 = {:.5}, se {se:.5})",
        -1.0 / 51.0
    );
    assert!(chi < critical);
    assert!((r + 1.0 / 51.0).abs() < 4.0 * se, "correlation {r}");
}

#[test]
fn the_dealer_busts_as_often_as_the_exact_odds_say() {
    let rules = Preset::SingleDeck.rules();
    for (up, exact) in [("6S", 0.420823), ("2S", 0.352973)] {
        let up: Card = up.parse().unwrap();
        const ROUNDS: u64 = 1_000_000;
        let mut busts = 0u64;
        let mut rng = DealRng::new(seed(u64::from(up.value()), 5));
        let mut shoe = Shoe::new(1);
        for _ in 0..ROUNDS {
            shoe.reshuffle();
            let mut hand = vec![shoe.draw(&mut rng, Some(up))];
            loop {
                hand.push(shoe.draw(&mut rng, None));
                if !rules.dealer_hits(Total::of(&hand)) {
                    break;
                }
            }
            busts += u64::from(Total::of(&hand).is_bust());
        }
        let rate = busts as f64 / ROUNDS as f64;
        let se = (exact * (1.0 - exact) / ROUNDS as f64).sqrt();
        println!(
            "dealer bust rate under {up}: {rate:.6} over {ROUNDS} rounds (exact {exact}, {:.2} standard errors)",
            (rate - exact) / se
        );
        assert!((rate - exact).abs() < 4.0 * se, "{up}: {rate} vs {exact}");
    }
}
