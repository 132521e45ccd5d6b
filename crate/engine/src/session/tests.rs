use super::*;
use crate::money::Money;

fn strategy(session: &mut Session) {
    let table = session.table();
    let action = match table.phase() {
        Phase::Insurance if table.legal_actions().contains(ActionKind::NoInsurance) => {
            Action::NoInsurance
        }
        Phase::Insurance => Action::NoEvenMoney,
        _ if table.round().hands[table.round().turn].total().value < 15 => Action::Hit,
        _ => Action::Stand,
    };
    session.play(&action, [0; 32]).unwrap();
}

fn bet_and_deal(session: &mut Session, seed: u64) {
    let bet = Action::Bet {
        box_no: 1,
        amount: Money::units(10),
    };
    session.play(&bet, [0; 32]).unwrap();
    let mut fresh = [0; 32];
    fresh[..8].copy_from_slice(&seed.to_le_bytes());
    session.play(&Action::Deal, fresh).unwrap();
}

/// `rounds` rounds, half at land-casino (a kept shoe) and half at single-deck.
fn played(rounds: u64) -> Session {
    let mut session = Session::new(Preset::LandCasino, Money::units(100_000), [1; 32]).unwrap();
    for n in 0..rounds {
        if n == rounds / 2 {
            session.switch_table(Preset::SingleDeck).unwrap();
        }
        bet_and_deal(&mut session, n + 2);
        while session.table().phase() != Phase::Betting {
            strategy(&mut session);
        }
    }
    session
}

fn round_trip(session: &Session) -> Session {
    let json = serde_json::to_string(&session.save(Settings::default())).unwrap();
    Session::restore(&serde_json::from_str(&json).unwrap()).unwrap()
}

#[test]
fn a_saved_session_comes_back_as_it_was() {
    let mut session = played(12);
    let bet = Action::Bet {
        box_no: 1,
        amount: Money::units(25),
    };
    session.play(&bet, [0; 32]).unwrap();
    let back = round_trip(&session);
    assert_eq!(back.table().bankroll(), session.table().bankroll());
    assert_eq!(back.table().bets(), session.table().bets());
    assert_eq!(back.table().round().hands, session.table().round().hands);
    assert_eq!(back.table().last_bets(), session.table().last_bets());
    assert_eq!(back.next_commitment(), session.next_commitment());
    assert_eq!(back.recent().count(), RECALL);
    assert!(back.recent().eq(session.recent()));
    assert_eq!(
        back.save(Settings::default()),
        session.save(Settings::default())
    );
}

#[test]
fn a_kept_shoe_deals_on_after_a_restore_as_it_would_have() {
    let mut session = Session::new(Preset::LandCasino, Money::units(1000), [1; 32]).unwrap();
    for n in 0..5 {
        bet_and_deal(&mut session, n + 2);
        while session.table().phase() != Phase::Betting {
            strategy(&mut session);
        }
    }
    let mut back = round_trip(&session);
    assert_eq!(
        back.table().shoe().remaining(),
        session.table().shoe().remaining()
    );
    for s in [&mut session, &mut back] {
        bet_and_deal(s, 99);
    }
    assert_eq!(back.table().round().hands, session.table().round().hands);
    assert_eq!(back.table().round().dealer, session.table().round().dealer);
}

#[test]
fn a_round_cut_short_comes_back_where_it_was() {
    let mut session = played(4);
    let mut seed = 50;
    loop {
        bet_and_deal(&mut session, seed);
        seed += 1;
        if session.table().phase() == Phase::Playing {
            break;
        }
    }
    let back = round_trip(&session);
    assert_eq!(back.table().round(), session.table().round());
    assert_eq!(back.table().phase(), session.table().phase());
    assert_eq!(back.table().bankroll(), session.table().bankroll());
}

#[test]
fn the_save_does_not_grow_with_the_rounds_played() {
    let size = |rounds| {
        serde_json::to_string(&played(rounds).save(Settings::default()))
            .unwrap()
            .len()
    };
    // The last ten rounds at one table either way: the same fields, only
    // the actions of the kept rounds differ.
    let (at_24, at_500) = (size(24), size(500));
    assert!(
        at_500 * 10 < at_24 * 12 && at_24 * 10 < at_500 * 12 && at_500 < 4096,
        "{at_24} bytes at 24 rounds, {at_500} at 500"
    );
}

#[test]
fn money_the_rounds_do_not_explain_is_refused() {
    let session = played(6);
    let good = session.save(Settings::default());
    let refused = |edit: &dyn Fn(&mut SessionSave), why: &str| {
        let mut save = good.clone();
        edit(&mut save);
        let err = Session::restore(&save).expect_err(why).to_string();
        assert!(err.contains(why), "{why}: {err}");
    };
    refused(&|s| s.bankroll += Money::units(100), "explain");
    refused(
        &|s| s.recent[2].bankroll += Money::units(100),
        "recent round 3",
    );
    refused(&|s| s.recent[0].seed = hex(&[9; 32]), "recent round");
    refused(
        &|s| s.recent[3].actions.insert(0, "bet 1 5".into()),
        "recent round 4",
    );
    refused(&|s| s.recent[4].actions.clear(), "recent round 5");
    refused(&|s| s.recent.pop().map(|_| ()).unwrap(), "missing");
    refused(
        &|s| s.table = "land-casino".into(),
        "not of the saved table",
    );
    refused(&|s| s.next_seed = "12".into(), "not a seed");
    refused(&|s| s.recent[0].table = "vegas".into(), "no table `vegas`");
    refused(
        &|s| {
            let extra = s.recent[0].clone();
            s.recent.extend(std::iter::repeat_n(extra, RECALL));
        },
        "rounds to recall",
    );
    refused(&|s| s.version = 2, "another version");
}

#[test]
fn chips_on_the_table_are_checked_against_its_limits() {
    let session = Session::new(Preset::SingleDeck, Money::units(1000), [1; 32]).unwrap();
    let mut save = session.save(Settings::default());
    save.bets[0].main = Money::units(100_000);
    assert!(Session::restore(&save).is_err());
    save.bets[0].main = Money::units(25);
    let back = Session::restore(&save).unwrap();
    assert_eq!(back.table().on_table(), Money::units(25));
    assert_eq!(back.table().bankroll(), Money::units(975));
    save.bets.push(crate::table::BoxBets::default());
    assert!(Session::restore(&save).is_err());
}

#[test]
fn the_commitment_is_the_sha256_of_the_seed() {
    // SHA-256 of 32 zero bytes.
    assert_eq!(
        commitment(&[0; 32]),
        "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
    );
    let mut session = Session::new(Preset::SingleDeck, Money::units(1000), [7; 32]).unwrap();
    let promised = session.next_commitment();
    let bet = Action::Bet {
        box_no: 1,
        amount: Money::units(5),
    };
    session.play(&bet, [0; 32]).unwrap();
    session.play(&Action::Deal, [8; 32]).unwrap();
    assert_eq!(commitment(&[7; 32]), promised);
    assert_eq!(session.table().round().seed, [7; 32]);
    assert_ne!(session.next_commitment(), promised);
}

/// A version 2 save (the whole log) of the rounds `played(rounds)` plays,
/// written as that version wrote it.
fn legacy_text(rounds: u64) -> (String, Session) {
    let session = played(rounds);
    let round = |r: &&RoundRecord| {
        serde_json::json!({
            "seed": r.seed,
            "bets": r.bets,
            "actions": r.actions,
        })
    };
    // `played` switches tables half way; RECALL covers the rounds when few.
    assert!(rounds as usize <= RECALL);
    let all: Vec<&RoundRecord> = session.recent().collect();
    let (first, second) = all.split_at(rounds as usize / 2);
    let text = serde_json::json!({
        "version": 2,
        "start": Money::units(100_000),
        "segments": [
            { "table": "land-casino", "rounds": first.iter().map(round).collect::<Vec<_>>() },
            { "table": "single-deck", "rounds": second.iter().map(round).collect::<Vec<_>>() },
        ],
        "bets": [{ "main": 0, "pair": 0 }],
        "nextSeed": hex(&session.next_seed),
        "bankroll": session.table().bankroll(),
        "settings": { "speed": "fast", "lang": "ru" },
    })
    .to_string();
    (text, session)
}

#[test]
fn a_version_2_save_is_played_again_once_and_kept() {
    let (text, session) = legacy_text(8);
    let (back, settings) = crate::save::restore(&text).unwrap();
    assert_eq!(settings.lang.as_deref(), Some("ru"));
    assert_eq!(back.preset(), Some(Preset::SingleDeck));
    assert_eq!(back.table().bankroll(), session.table().bankroll());
    assert!(back.recent().eq(session.recent()));
    assert_eq!(back.next_commitment(), session.next_commitment());
    // From now on it is saved in today's form.
    let again = round_trip(&back);
    assert_eq!(
        again.save(Settings::default()),
        back.save(Settings::default())
    );
    // A log whose money does not add up is refused, as before.
    let richer = text.replace(
        &format!("\"bankroll\":{}", session.table().bankroll()),
        &format!(
            "\"bankroll\":{}",
            session.table().bankroll() + Money::units(1)
        ),
    );
    assert_ne!(richer, text);
    let err = crate::save::restore(&richer).map(|_| ()).unwrap_err();
    assert!(err.to_string().contains("explain"), "{err}");
}
