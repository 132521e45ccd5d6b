//! Lifetime progress: the sums by kind and by session, the figure per 100
//! decisions, and the costliest decisions.

use super::DecisionKind;
use super::progress::{COSTLIEST, KeptDecision, KeptRound, lifetime_progress};
use super::summary::SumError;

fn decision(kind: DecisionKind, cost_cents: i64) -> KeptDecision {
    KeptDecision {
        kind,
        cost_cents,
        taken: "stand".into(),
        best: "hit".into(),
        cards: vec!["TS".parse().unwrap(), "6D".parse().unwrap()],
        up: "9C".parse().unwrap(),
    }
}

fn round(session: &str, id: &str, net: i64, decisions: Vec<KeptDecision>) -> KeptRound {
    KeptRound {
        session: session.into(),
        round: id.into(),
        net_cents: net,
        wagered_cents: 1000,
        decisions,
    }
}

#[test]
fn losses_add_up_by_kind_and_by_session() {
    use DecisionKind::{Double, Hard, Index, Soft};
    let rounds = [
        round(
            "b",
            "b1",
            -1000,
            vec![decision(Hard, 120), decision(Soft, 0)],
        ),
        round("a", "a1", 1500, vec![decision(Double, 35)]),
        round("b", "b2", 0, vec![]),
        round("a", "a2", -500, vec![decision(Index, 7), decision(Hard, 1)]),
    ];
    let p = lifetime_progress(&rounds).unwrap();
    assert_eq!((p.decisions, p.lost_cents), (5, 163));
    // 163 hundredths over 5 decisions: 3260 per 100.
    assert_eq!(p.ev_lost_per100_cents, 3260);
    let hard = p.by_kind[&Hard];
    assert_eq!(
        (hard.decisions, hard.lost_cents, hard.per100_cents),
        (2, 121, 6050)
    );
    assert_eq!(p.by_kind[&DecisionKind::Pair].decisions, 0);
    assert_eq!(p.by_kind.len(), DecisionKind::ALL.len());
    let ids: Vec<&str> = p.sessions.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids, ["b", "a"]);
    let b = &p.sessions[0];
    assert_eq!((b.rounds, b.net_cents, b.wagered_cents), (2, -1000, 2000));
    assert_eq!(
        (b.lost.decisions, b.lost.lost_cents, b.lost.per100_cents),
        (2, 120, 6000)
    );
    let a = &p.sessions[1];
    assert_eq!((a.rounds, a.net_cents, a.lost.lost_cents), (2, 1000, 43));
    let costly: Vec<(&str, i64)> = p
        .costliest
        .iter()
        .map(|c| (c.round.as_str(), c.decision.cost_cents))
        .collect();
    assert_eq!(
        costly,
        [("b1", 120), ("a1", 35), ("a2", 7), ("a2", 1)],
        "a decision that cost nothing is no mistake"
    );
}

#[test]
fn the_costliest_are_ten_and_ties_keep_their_order() {
    let rounds: Vec<KeptRound> = (0..30)
        .map(|i| {
            let cost = if i % 3 == 0 { 50 } else { i };
            round(
                "s",
                &format!("r{i}"),
                0,
                vec![decision(DecisionKind::Hard, cost)],
            )
        })
        .collect();
    let p = lifetime_progress(&rounds).unwrap();
    assert_eq!(p.costliest.len(), COSTLIEST);
    let ids: Vec<&str> = p.costliest.iter().map(|c| c.round.as_str()).collect();
    assert_eq!(
        ids,
        [
            "r0", "r3", "r6", "r9", "r12", "r15", "r18", "r21", "r24", "r27"
        ]
    );
}

#[test]
fn the_figure_per_100_rounds_half_away_from_zero() {
    // 1 hundredth over 3 decisions: 33.33 per 100, so 33; 2 over 3: 66.67, so 67.
    let one = [round("s", "r", 0, vec![decision(DecisionKind::Hard, 1); 1])];
    let mut three = vec![decision(DecisionKind::Hard, 0); 2];
    three.push(decision(DecisionKind::Hard, 1));
    let p = lifetime_progress(&[round("s", "r", 0, three.clone())]).unwrap();
    assert_eq!(p.ev_lost_per100_cents, 33);
    three[0].cost_cents = 1;
    let p = lifetime_progress(&[round("s", "r", 0, three)]).unwrap();
    assert_eq!(p.ev_lost_per100_cents, 67);
    assert_eq!(lifetime_progress(&one).unwrap().ev_lost_per100_cents, 100);
    let none = lifetime_progress(&[]).unwrap();
    assert_eq!((none.decisions, none.ev_lost_per100_cents), (0, 0));
    assert!(none.sessions.is_empty() && none.costliest.is_empty());
}

#[test]
fn figures_out_of_range_are_refused_and_the_names_are_javascripts() {
    let bad = [round(
        "s",
        "r",
        0,
        vec![decision(DecisionKind::Hard, i64::MAX)],
    )];
    assert_eq!(
        lifetime_progress(&bad),
        Err(SumError::OutOfRange {
            round: 0,
            field: "costCents"
        })
    );
    let p =
        lifetime_progress(&[round("s", "r", 5, vec![decision(DecisionKind::Pair, 2)])]).unwrap();
    let json = serde_json::to_value(&p).unwrap();
    assert_eq!(json["evLostPer100Cents"], 200);
    assert_eq!(json["byKind"]["pair"]["per100Cents"], 200);
    assert_eq!(json["sessions"][0]["lostCents"], 2);
    assert_eq!(json["costliest"][0]["costCents"], 2);
    assert_eq!(json["costliest"][0]["round"], "r");
    assert_eq!(json["costliest"][0]["cards"][0], "TS");
    let read: KeptRound = serde_json::from_value(serde_json::json!({
        "session": "s", "round": "r", "netCents": 1, "wageredCents": 2,
        "decisions": [{"kind": "index", "costCents": 3, "taken": "hit", "best": "stand", "cards": ["TS", "6D"], "up": "TC"}]
    }))
    .unwrap();
    assert_eq!(read.decisions[0].kind, DecisionKind::Index);
}
