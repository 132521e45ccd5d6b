//! A fingerprint of the round review, derived from the code rather than
//! written by hand: the hash of a few canonical rounds (played by the
//! engine's table from fixed seeds, by a fixed, imperfect policy) and of
//! their reviews as [`Reviewer::review`] gives them, every number to full
//! precision. A front end that stores each round's review (the page's round
//! history, in IndexedDB) can keep it under this key and review the round
//! again when the key changes: a change to the engine that changes what a
//! review says (a value, a cost, a decision's kind, perfect play from the
//! shoe, the replay of a record) changes the key.
//!
//! A change that leaves the canonical reviews exactly as they were, to the
//! last bit of every number, keeps the key.

use sha2::{Digest, Sha256};

use super::Reviewer;
use crate::money::Money;
use crate::record::RoundRecord;
use crate::rules::{DoubleOn, Preset, RulesSpec, Shuffle};
use crate::table::{Phase, Table};

/// The seeds of the canonical rounds, dealt one after the other from one
/// shoe: the first from a fresh shoe, the second from the shoe part dealt.
/// Chosen so that the rounds hold an insurance offer, an index play and a
/// decision that costs (the test `the_canonical_rounds_have_every_part`).
const SEEDS: [u8; 2] = [11, 12];

/// Plays the canonical rounds: one deck dealt to a 75 % cut card (so the
/// second round comes from a part-dealt shoe, where a decision may be an
/// index play), the dealer peeking, doubling any two cards, surrender, a
/// pair split once at most (small and quick to value: about 25 ms of
/// processor time natively for the reviews, most of it the table's return
/// and the second round's shoe's); a bet of 10 on one box. Each offer of insurance is taken on an odd seed
/// and declined on an even one; a hand doubles 10 and 11 where it may,
/// hits below 13 and stands on 13 or more (imperfect on purpose, so that
/// decisions cost). The records of the rounds, in order, or why they could
/// not be played.
fn canonical_rounds() -> Result<Vec<RoundRecord>, String> {
    rounds_of(&SEEDS)
}

/// The rounds of `seeds`, played as [`canonical_rounds`] says.
fn rounds_of(seeds: &[u8]) -> Result<Vec<RoundRecord>, String> {
    let rules = RulesSpec {
        shuffle: Shuffle::CutCard(75),
        double_on: DoubleOn::Any,
        surrender: true,
        max_hands: 2,
        ..Preset::SingleDeck.spec()
    }
    .check()
    .map_err(|e| e.to_string())?;
    let mut table = Table::new(rules, Money::units(1000)).map_err(|e| e.to_string())?;
    let mut records = Vec::with_capacity(seeds.len());
    for &seed in seeds {
        let err = |e: crate::error::ActionError| e.to_string();
        table.bet(1, Money::units(10)).map_err(err)?;
        table.deal_seeded([seed; 32]).map_err(err)?;
        while table.phase() != Phase::Betting {
            if table.phase() == Phase::Insurance {
                if seed % 2 == 1 && table.insure(None).is_ok() {
                    continue;
                }
                table.decline_offer().map_err(err)?;
                continue;
            }
            let total = table.hand_in_play().map(|h| h.total());
            let value = total.map_or(21, |t| t.value);
            let played = if (10..=11).contains(&value) && table.double(None).is_ok() {
                Ok(())
            } else if value < 13 {
                table.hit()
            } else {
                table.stand()
            };
            played.map_err(err)?;
        }
        records.push(table.record().ok_or("no record of the round")?);
    }
    Ok(records)
}

/// The canonical rounds and their reviews as JSON: what the fingerprint
/// hashes (`(records, reviews)`; an error's text where one fails).
fn canonical() -> (String, String) {
    let json = |v: serde_json::Result<String>| v.unwrap_or_else(|e| e.to_string());
    let records = match canonical_rounds() {
        Ok(records) => records,
        Err(why) => return (String::new(), why),
    };
    let Some(first) = records.first() else {
        return (String::new(), String::new());
    };
    let mut reviewer = Reviewer::new(&first.rules);
    let reviews: Vec<Result<super::RoundReview, String>> = records
        .iter()
        .map(|r| reviewer.review(r, &[]).map_err(|e| e.to_string()))
        .collect();
    (
        json(serde_json::to_string(&records)),
        json(serde_json::to_string(&reviews)),
    )
}

/// The fingerprint of `parameters` and `result`: the first 8 bytes of the
/// SHA-256 of both (a zero byte between), in hexadecimal (the same form as
/// the index plays' fingerprint).
fn fingerprint_of(parameters: &str, result: &str) -> String {
    let mut hash = Sha256::new();
    hash.update(parameters.as_bytes());
    hash.update([0]);
    hash.update(result.as_bytes());
    crate::shoe::hex(&hash.finalize()[..8])
}

/// The fingerprint of the round review: 16 hexadecimal digits, the same for
/// the same code (natively and in wasm), another where the code reviews the
/// canonical rounds otherwise or plays them otherwise. About 25 ms of
/// processor time natively.
pub fn review_fingerprint() -> String {
    let (records, reviews) = canonical();
    fingerprint_of(&records, &reviews)
}

#[cfg(test)]
mod tests {
    use super::super::{DecisionKind, PerfectFrom, RoundReview};
    use super::*;

    fn reviews() -> Vec<RoundReview> {
        let records = canonical_rounds().expect("the canonical rounds");
        let mut reviewer = Reviewer::new(&records[0].rules);
        records
            .iter()
            .map(|r| reviewer.review(r, &[]).expect("a review"))
            .collect()
    }

    #[test]
    fn the_same_code_gives_the_same_fingerprint() {
        let first = review_fingerprint();
        assert_eq!(first.len(), 16);
        assert!(first.bytes().all(|b| b.is_ascii_hexdigit()), "{first}");
        assert_eq!(review_fingerprint(), first);
    }

    /// The canonical rounds have what a review values: perfect play from
    /// the shoe as it stood (a fresh one, then part dealt), an insurance
    /// offer, decisions that cost and that do not, and an index play.
    #[test]
    fn the_canonical_rounds_have_every_part() {
        let reviews = reviews();
        assert!(reviews.iter().all(|r| r.perfect_from == PerfectFrom::Shoe));
        let per_unit: Vec<f64> = reviews.iter().map(|r| r.perfect / 10.0).collect();
        assert!(
            per_unit[1..].iter().all(|p| *p != per_unit[0]),
            "{per_unit:?}"
        );
        let decisions: Vec<_> = reviews.iter().flat_map(|r| &r.decisions).collect();
        assert!(decisions.iter().any(|d| d.cost_cents > 0), "{decisions:#?}");
        assert!(
            decisions.iter().any(|d| d.cost_cents == 0),
            "{decisions:#?}"
        );
        let insurance = ["insure", "no-insurance"];
        assert!(
            decisions
                .iter()
                .any(|d| insurance.contains(&d.best.as_str())),
            "{decisions:#?}"
        );
        let kinds: Vec<DecisionKind> = decisions.iter().map(|d| d.kind).collect();
        assert!(kinds.contains(&DecisionKind::Index), "{kinds:?}");
        assert!(kinds.iter().any(|k| *k != DecisionKind::Index), "{kinds:?}");
    }

    /// The reviews as the key hashes them.
    fn hashed(reviews: &[RoundReview]) -> String {
        let results: Vec<Result<&RoundReview, String>> = reviews.iter().map(Ok).collect();
        serde_json::to_string(&results).expect("JSON")
    }

    /// The key follows what the review computes: the same rounds with a
    /// review that differs in any figure (a cost a cent more; a decision's
    /// kind) give another key, so a change to the code that reviews
    /// changes it. (It would fail if the fingerprint hashed the rounds
    /// alone, or dropped a part of the review.)
    #[test]
    fn another_review_gives_another_fingerprint() {
        let (records, reviews) = canonical();
        let key = fingerprint_of(&records, &reviews);
        assert_eq!(key, review_fingerprint());
        assert_eq!(
            hashed(&self::reviews()),
            reviews,
            "the reviews, nothing else"
        );
        let mut cost = self::reviews();
        cost[1].cost_cents += 1;
        let mut kind = self::reviews();
        let d = &mut kind[1].decisions[1];
        d.kind = match d.kind {
            DecisionKind::Index => DecisionKind::Hard,
            _ => DecisionKind::Index,
        };
        for other in [hashed(&cost), hashed(&kind)] {
            assert_ne!(other, reviews);
            assert_ne!(fingerprint_of(&records, &other), key);
        }
    }
}
