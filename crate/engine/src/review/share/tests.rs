//! Share links: every table's rounds go there and back, and a link changed
//! in any way is refused, never with a panic.

use super::{ShareError, decode, encode};
use crate::record::RoundRecord;
use crate::review::options_tests::random_rounds;
use crate::rules::Preset;

#[test]
fn links_round_trip_the_rounds_of_every_table() {
    for (n, preset) in Preset::ALL.into_iter().enumerate() {
        for record in random_rounds(preset, 12, 77 + n as u64) {
            let link = encode(&record).unwrap();
            assert!(link.starts_with("1."), "{link}");
            assert!(
                link.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
            );
            assert_eq!(decode(&link).unwrap(), record, "{preset}");
        }
    }
}

#[test]
fn custom_rules_travel_as_json_and_an_unfinished_round_is_not_shared() {
    let mut record = random_rounds(Preset::SingleDeck, 1, 5).remove(0);
    let mut spec = crate::rules::RulesSpec::from(record.rules.clone());
    spec.max_bet = crate::money::Money::units(777);
    record.rules = crate::rules::Rules::try_from(spec).unwrap();
    // A custom table's round (the same deal; the rules differ only in a limit).
    let replayed = crate::table::Table::replay(&RoundRecord {
        result: None,
        ..record.clone()
    })
    .unwrap()
    .record()
    .unwrap();
    let link = encode(&replayed).unwrap();
    assert_eq!(decode(&link).unwrap(), replayed);
    assert_eq!(
        encode(&RoundRecord {
            result: None,
            ..record
        }),
        Err(ShareError::NotOver)
    );
}

#[test]
fn versions_and_mutations_are_refused_with_their_reason() {
    let record = random_rounds(Preset::European, 3, 9).remove(2);
    let link = encode(&record).unwrap();
    let body = &link[2..];
    assert_eq!(
        decode(&format!("2.{body}")),
        Err(ShareError::NewerVersion(2))
    );
    assert!(matches!(
        decode(&format!("0.{body}")),
        Err(ShareError::Malformed(_))
    ));
    assert!(matches!(decode(body), Err(ShareError::Malformed(_))));
    assert!(matches!(decode("1."), Err(ShareError::Malformed(_))));
    assert!(matches!(decode("1.!!!"), Err(ShareError::Malformed(_))));
    // Every single character changed, and random mutations: always refused.
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
    let mut next = crate::review::options_tests::xorshift(0x2545_f491_4f6c_dd1d);
    for _ in 0..600 {
        let mut bytes = link.clone().into_bytes();
        for _ in 0..1 + next(3) {
            let at = next(bytes.len());
            match next(4) {
                0 if bytes.len() > 1 => {
                    bytes.remove(at);
                }
                1 => bytes.insert(at, alphabet[next(alphabet.len())]),
                _ => bytes[at] = alphabet[next(alphabet.len())],
            }
        }
        let text = String::from_utf8(bytes).unwrap();
        if text != link {
            assert!(decode(&text).is_err(), "{text}");
        }
    }
}

#[test]
fn an_altered_result_is_refused() {
    let record = random_rounds(Preset::SingleDeck, 2, 3).remove(1);
    let mut doctored = record.clone();
    let result = doctored.result.as_mut().unwrap();
    result.bankroll += crate::money::Money::units(5);
    let link = encode(&doctored).unwrap();
    assert!(
        matches!(decode(&link), Err(ShareError::Altered(_))),
        "{:?}",
        decode(&link)
    );
}
