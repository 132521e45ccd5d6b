use super::*;
use crate::money::Money;
use crate::rules::Preset;
use crate::shoe::hex;
use crate::table::{Phase, Table};

fn play_round(table: &mut Table, seed: u8) {
    table.bet(1, Money::units(10)).unwrap();
    table.deal_seeded([seed; 32]).unwrap();
    while table.phase() != Phase::Betting {
        let total = table.round().hands[table.round().turn].total().value;
        let _ = table
            .decline_insurance()
            .or_else(|_| table.decline_even_money())
            .or_else(|_| {
                if total < 12 {
                    table.hit()
                } else {
                    table.stand()
                }
            });
    }
}

#[test]
fn every_round_of_every_table_replays_exactly() {
    for preset in Preset::ALL {
        let mut table = Table::new(preset.rules(), Money::units(1000)).unwrap();
        for seed in 0..40 {
            play_round(&mut table, seed);
            let record = table.record().unwrap();
            let json = serde_json::to_string(&record).unwrap();
            let read: RoundRecord = serde_json::from_str(&json).unwrap();
            let replayed =
                Table::replay(&read).unwrap_or_else(|e| panic!("{preset} round {seed}: {e}"));
            assert_eq!(replayed.round().hands, table.round().hands);
            assert_eq!(replayed.round().dealer, table.round().dealer);
            assert_eq!(replayed.bankroll(), table.bankroll());
        }
    }
}

#[test]
fn a_round_cut_short_comes_back_where_it_was() {
    let mut table = Table::new(Preset::LandCasino.rules(), Money::units(1000)).unwrap();
    for seed in 0..30 {
        play_round(&mut table, seed);
    }
    // Deal until a hand waits for a decision, and take one card.
    let mut seed = 100;
    while table.phase() != Phase::Playing
        || table.round().hands[table.round().turn].total().value > 15
    {
        if table.phase() != Phase::Betting {
            let _ = table
                .decline_insurance()
                .or_else(|_| table.decline_even_money());
            let _ = table.stand();
            continue;
        }
        table.bet(1, Money::units(10)).unwrap();
        table.deal_seeded([seed; 32]).unwrap();
        seed += 1;
    }
    table.hit().unwrap();
    let record = table.record().unwrap();
    assert!(record.result.is_none());
    assert!(record.undealt.is_some());
    let replayed = Table::replay(&record).unwrap();
    assert_eq!(replayed.round().hands, table.round().hands);
    assert_eq!(replayed.phase(), table.phase());
    assert_eq!(replayed.bankroll(), table.bankroll());
}

#[test]
fn a_doctored_record_is_refused() {
    let mut table = Table::new(Preset::SingleDeck.rules(), Money::units(1000)).unwrap();
    play_round(&mut table, 3);
    let record = table.record().unwrap();
    let mut richer = record.clone();
    richer.result.as_mut().unwrap().bankroll = Money::units(5000);
    assert!(matches!(
        Table::replay(&richer),
        Err(ReplayError::Differs(_))
    ));
    let mut other_seed = record.clone();
    other_seed.seed = hex(&[4; 32]);
    assert!(Table::replay(&other_seed).is_err());
    let mut bad_seed = record.clone();
    bad_seed.seed = "xyz".into();
    assert!(matches!(
        Table::replay(&bad_seed),
        Err(ReplayError::Invalid(_))
    ));
    let mut dealt_twice = record;
    dealt_twice.actions.push("deal".into());
    assert!(matches!(
        Table::replay(&dealt_twice),
        Err(ReplayError::Refused { .. })
    ));
}

/// On the cut-card shoes, the round dealt right after a reshuffle (its record
/// has no `undealt`) replays too: the replay reshuffles before its deal, so
/// it deals from the order a reshuffle leaves, as the live round did.
#[test]
fn the_round_after_a_reshuffle_replays_on_the_cut_card_shoes() {
    for preset in [Preset::LandCasino, Preset::European] {
        let mut table = Table::new(preset.rules(), Money::units(100_000)).unwrap();
        let mut after_reshuffle = 0;
        for seed in 0..120u8 {
            play_round(&mut table, seed);
            let record = table.record().unwrap();
            if seed > 0 && record.undealt.is_none() {
                after_reshuffle += 1;
            }
            let replayed =
                Table::replay(&record).unwrap_or_else(|e| panic!("{preset} round {seed}: {e}"));
            assert_eq!(replayed.shoe().round_cards(), table.shoe().round_cards());
            assert_eq!(replayed.bankroll(), table.bankroll());
        }
        assert!(
            after_reshuffle >= 2,
            "{preset}: {after_reshuffle} reshuffles"
        );
    }
}
