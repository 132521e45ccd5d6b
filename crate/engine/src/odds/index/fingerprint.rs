//! A fingerprint of how index plays are computed, derived from the code
//! rather than written by hand: the hash of the method's parameters and of
//! a small canonical computation made by the very code that computes a
//! table's plays (the same [`compute`], on a fixed table, a fixed handful of
//! plays, and a few seeded shoes, rendered to full precision). A front end
//! keeps computed indices under it (the page: `www/strategy/indices-kept.js`),
//! so that a change to the engine that changes what it computes (a valuing,
//! the averaging, the reading rule) changes the key, and indices kept
//! before are computed again.
//!
//! A change that leaves the canonical computation exactly as it was, to the
//! last bit of every number, keeps the key: such a change cannot be told
//! from the canonical computation, and is unlikely to move a table's
//! indices either (docs/counting.md).

use sha2::{Digest, Sha256};

use super::compute;
use super::method::Method;
use super::plays::{Deviation, Play};
use super::reading::read_points;
use crate::rules::{DoubleOn, Preset, Rules, RulesSpec, Shuffle};

/// Shoes dealt for the canonical computation: two blocks (one of a single
/// shoe), so that the standard errors are computed too.
const CANONICAL_SHOES: u32 = 1001;

/// Rounds valued at each count for the canonical computation (about 14 ms
/// of processor time natively for the whole computation; 4 took 30).
const CANONICAL_PER_COUNT: u32 = 1;

/// The canonical plays: one of each kind of deviation.
const CANONICAL_PLAYS: [(u8, u8, Deviation); 5] = [
    (0, 1, Deviation::Insure),
    (16, 10, Deviation::StandOverHit),
    (11, 1, Deviation::DoubleOverHit),
    (20, 6, Deviation::SplitOverStand),
    (15, 10, Deviation::Surrender),
];

/// Crossings the reading rule is tried on, made of whole counts' gains
/// rising in a straight line through each: either side of a half count,
/// on halves, positive and negative.
const RULE_CROSSINGS: [f64; 9] = [0.3, 0.47, 0.5, 2.5, 3.7, -0.3, -1.5, -2.5, -3.6];

/// Where a whole count's hands' mean true count lies in it: as floored
/// counts' do (near the middle), and at the count itself.
const RULE_OFFSETS: [f64; 2] = [0.45, 0.0];

/// A reading rule: the crossing and the index read from whole counts'
/// `(count, mean true count, averaged gain)`.
type Rule<'a> = &'a dyn Fn(&[(i32, f64, f64)]) -> (Option<f64>, Option<i32>);

/// The reading rule `rule` on fixed gains: the crossing and the index of
/// each case of [`RULE_CROSSINGS`] and [`RULE_OFFSETS`], then of gains never
/// negative and always negative. Whatever the canonical plays' crossings
/// happen to be, a change of the rule changes some of these.
fn rule_cases(rule: Rule) -> Vec<(Option<f64>, Option<i32>)> {
    let mut cases = Vec::new();
    for offset in RULE_OFFSETS {
        for crossing in RULE_CROSSINGS {
            let points: Vec<(i32, f64, f64)> = (-6..=6)
                .map(|count| {
                    let true_count = f64::from(count) + offset;
                    (count, true_count, (true_count - crossing) / 100.0)
                })
                .collect();
            cases.push(rule(&points));
        }
    }
    cases.push(rule(&[(1, 1.45, 0.01), (2, 2.45, 0.02)]));
    cases.push(rule(&[(1, 1.45, -0.02), (2, 2.45, -0.01)]));
    cases
}

/// The canonical table: one deck dealt to a 75 % cut card, the dealer
/// peeking, doubling any two cards, surrender (small and quick to deal);
/// the lab's fingerprint deals on it too.
pub(crate) fn canonical_rules() -> Rules {
    RulesSpec {
        shuffle: Shuffle::CutCard(75),
        double_on: DoubleOn::Any,
        surrender: true,
        ..Preset::SingleDeck.spec()
    }
    .check()
    .expect("the canonical table's rules")
}

/// What the fingerprint hashes besides the computation's result: the method
/// and the canonical table, as JSON.
fn parameters(method: &Method, rules: &Rules) -> String {
    let json = |v: serde_json::Result<String>| v.unwrap_or_else(|e| e.to_string());
    let (method, rules) = (serde_json::to_string(method), serde_json::to_string(rules));
    format!("{}\n{}", json(method), json(rules))
}

/// The canonical computation by `method` (its shoes and rounds per count
/// made small): the plays as JSON, every number to full precision, then
/// the reading rule's cases ([`rule_cases`]) read by the method's rule.
fn canonical(method: &Method, rules: &Rules) -> String {
    canonical_with(method, rules, &|points| read_points(points, method.read))
}

/// [`canonical`] with the rule's cases read by `rule`.
fn canonical_with(method: &Method, rules: &Rules, rule: Rule) -> String {
    let small = Method {
        shoes: CANONICAL_SHOES,
        per_count: CANONICAL_PER_COUNT,
        ..method.clone()
    };
    let plays: Vec<Play> = CANONICAL_PLAYS
        .iter()
        .map(|&(total, up, deviation)| Play {
            total,
            up,
            deviation,
        })
        .collect();
    let computed = compute(rules, &small, &plays);
    let json = |v: serde_json::Result<String>| v.unwrap_or_else(|e| e.to_string());
    let (plays, rule) = (
        serde_json::to_string(&computed),
        serde_json::to_string(&rule_cases(rule)),
    );
    format!("{}\n{}", json(plays), json(rule))
}

/// The fingerprint of `parameters` and `result`: the first 8 bytes of the
/// SHA-256 of both (a zero byte between), in hexadecimal.
pub(super) fn fingerprint_of(parameters: &str, result: &str) -> String {
    let mut hash = Sha256::new();
    hash.update(parameters.as_bytes());
    hash.update([0]);
    hash.update(result.as_bytes());
    crate::shoe::hex(&hash.finalize()[..8])
}

/// The fingerprint of the index plays that `method` computes: 16
/// hexadecimal digits, the same for the same code and method (natively and
/// in wasm), another where the method's parameters differ or the code
/// computes the canonical plays otherwise. About 14 ms of processor time natively.
pub fn indices_fingerprint(method: &Method) -> String {
    let rules = canonical_rules();
    fingerprint_of(&parameters(method, &rules), &canonical(method, &rules))
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::super::method::{Convention, DecksLeft, Read, Whole};
    use super::*;

    #[test]
    fn the_same_method_gives_the_same_fingerprint() {
        let method = Method::default();
        let first = indices_fingerprint(&method);
        assert_eq!(first.len(), 16);
        assert!(first.bytes().all(|b| b.is_ascii_hexdigit()), "{first}");
        assert_eq!(indices_fingerprint(&method), first);
        assert_eq!(indices_fingerprint(&method.clone()), first);
    }

    /// Every parameter of the method is in the key.
    #[test]
    fn another_method_gives_another_fingerprint() {
        let base = Method::default();
        let methods = [
            base.clone(),
            Method {
                shoes: 12000,
                ..base.clone()
            },
            Method {
                per_count: 60,
                ..base.clone()
            },
            Method {
                seed: [2; 32],
                ..base.clone()
            },
            Method {
                convention: Convention {
                    whole: Whole::Round,
                    ..Convention::BOOKS
                },
                ..base.clone()
            },
            Method {
                convention: Convention {
                    decks: DecksLeft::HalfDeck,
                    ..Convention::BOOKS
                },
                ..base.clone()
            },
            Method {
                longer: true,
                ..base.clone()
            },
            Method {
                read: Read::LowestNotNegative,
                ..base.clone()
            },
        ];
        let keys: HashSet<String> = methods.iter().map(indices_fingerprint).collect();
        assert_eq!(keys.len(), methods.len(), "{keys:?}");
    }

    /// The key follows what the code computes, not only the parameters.
    /// With the method's parameters unchanged, a reading rule written
    /// otherwise (as a change to `reading.rs` would: the crossing floored,
    /// rounded up, or rounded half to even, or the lowest count not
    /// negative), run through the same canonical computation, gives
    /// another key; so does the count made whole otherwise (rounded, not
    /// floored) in the canonical plays. So kept indices are computed again
    /// after such a change even if nobody changes a parameter. The test
    /// would fail if the canonical cases could not tell the rules apart
    /// (all on the same side of every whole and half count): then a change
    /// of the rule would keep stale indices.
    #[test]
    fn another_rule_in_the_code_gives_another_fingerprint() {
        let rules = canonical_rules();
        let base = Method::default();
        let parameters = parameters(&base, &rules);
        let key = indices_fingerprint(&base);
        let ours = |p: &[(i32, f64, f64)]| read_points(p, Read::NearestCrossing);
        assert_eq!(
            key,
            fingerprint_of(&parameters, &canonical_with(&base, &rules, &ours))
        );
        let with = |round: fn(f64) -> f64| {
            move |p: &[(i32, f64, f64)]| {
                let (crossing, index) = read_points(p, Read::LowestNotNegative);
                (crossing, crossing.map(|t| round(t) as i32).or(index))
            }
        };
        let lowest = |p: &[(i32, f64, f64)]| read_points(p, Read::LowestNotNegative);
        let others: [(&str, Rule); 4] = [
            ("floored", &with(f64::floor)),
            ("rounded up", &with(f64::ceil)),
            ("half to even", &with(f64::round_ties_even)),
            ("lowest not negative", &lowest),
        ];
        for (name, rule) in others {
            let result = canonical_with(&base, &rules, rule);
            assert_ne!(fingerprint_of(&parameters, &result), key, "{name}");
        }
        let rounded = Method {
            convention: Convention {
                whole: Whole::Round,
                ..Convention::BOOKS
            },
            ..base.clone()
        };
        let result = canonical(&rounded, &rules);
        assert_ne!(
            fingerprint_of(&parameters, &result),
            key,
            "the count rounded"
        );
    }

    /// The canonical computation gives what a table's does: indices, the
    /// averaged gains with their standard errors (two blocks of shoes).
    #[test]
    fn the_canonical_computation_has_every_part() {
        let result = canonical(&Method::default(), &canonical_rules());
        let (plays, _) = result.split_once('\n').expect("two lines");
        let plays: Vec<super::super::IndexPlay> = serde_json::from_str(plays).unwrap();
        assert_eq!(plays.len(), CANONICAL_PLAYS.len());
        let crossings = plays.iter().filter(|p| p.index.is_some()).count();
        assert!(crossings >= 3, "{plays:#?}");
        assert!(
            plays
                .iter()
                .flat_map(|p| &p.by_count)
                .any(|c| c.error.is_some()),
            "{plays:#?}"
        );
    }

    #[test]
    fn either_part_changes_the_fingerprint() {
        let key = fingerprint_of("a", "b");
        assert_eq!(key, fingerprint_of("a", "b"));
        assert_ne!(key, fingerprint_of("a", "c"));
        assert_ne!(key, fingerprint_of("c", "b"));
        assert_ne!(fingerprint_of("ab", ""), fingerprint_of("a", "b"));
    }
}
