//! What a player sees: a plain snapshot of the table for a front end, and the
//! rules in plain words. The page draws exactly this; it holds no rule itself.

mod snapshot;
#[cfg(test)]
mod snapshot_tests;

use serde::Serialize;

use crate::rules::{DoubleOn, EvenMoney, Insurance, Preset, Rules, Shuffle, SplitMatch};

pub use snapshot::{
    BetView, DealerView, HandView, OfferView, RangeView, ResultView, SideView, Snapshot,
};

/// One line of a table's rules in plain words: a message key (for
/// translations) with its values, and the English text.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleLine {
    /// The message key.
    pub key: &'static str,
    /// Values the message names, in order.
    pub values: Vec<String>,
    /// The English text (empty in the page's build, which words the line
    /// from its catalogues by key).
    pub text: String,
}

/// A rule line; its English text only where the feature `rule-words` asks
/// for it (natively, the npm package, the test builds): the page words every
/// line from its catalogues by key, so its download leaves the English out.
macro_rules! line {
    ($key:expr, $values:expr, $text:expr $(,)?) => {
        RuleLine {
            key: $key,
            values: $values,
            text: if cfg!(feature = "rule-words") {
                $text
            } else {
                String::new()
            },
        }
    };
}

/// A preset as the table selector shows it.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PresetView {
    /// The preset's name (`single-deck`).
    pub name: &'static str,
    /// Its rules.
    pub rules: Rules,
    /// The rules in plain words.
    pub description: Vec<RuleLine>,
    /// The table reshuffles before every round.
    pub reshuffles_every_round: bool,
}

/// Every preset, the default first.
pub fn presets() -> Vec<PresetView> {
    Preset::ALL
        .iter()
        .map(|p| {
            let rules = p.rules();
            PresetView {
                name: p.name(),
                description: describe(&rules),
                reshuffles_every_round: rules.shuffle == Shuffle::EveryRound,
                rules,
            }
        })
        .collect()
}

/// The rules in plain words, one line per option a player cares about.
pub fn describe(rules: &Rules) -> Vec<RuleLine> {
    let mut lines = Vec::new();
    let decks = rules.decks.to_string();
    lines.push(match rules.shuffle {
        Shuffle::EveryRound => line!(
            "rule-shuffle-every-round",
            vec![decks.clone()],
            format!(
                "{} reshuffled before every round",
                plural(rules.decks, "deck", "decks")
            ),
        ),
        Shuffle::Continuous => line!(
            "rule-shuffle-continuous",
            vec![decks.clone()],
            format!("{} decks in a continuous shuffler", rules.decks),
        ),
        Shuffle::CutCard(p) => line!(
            "rule-shuffle-cut-card",
            vec![decks.clone(), p.to_string()],
            format!(
                "{} decks, reshuffled once {p}% have been dealt",
                rules.decks
            ),
        ),
    });
    let limits = [
        rules.min_bet.to_string(),
        rules.max_bet.to_string(),
        rules.boxes.to_string(),
    ];
    lines.push(line!(
        "rule-limits",
        limits.to_vec(),
        format!(
            "Bets {} to {} on {}",
            limits[0],
            limits[1],
            plural(rules.boxes, "box", "boxes")
        ),
    ));
    lines.push(if rules.hole_card {
        line!(
            "rule-peek",
            vec![],
            "The dealer takes a hole card and checks for blackjack under an ace or a ten".into(),
        )
    } else {
        line!(
            "rule-no-hole-card",
            vec![],
            "No hole card: a dealer blackjack takes doubles and splits too".into(),
        )
    });
    let bj = [
        rules.blackjack_pays.win.to_string(),
        rules.blackjack_pays.per.to_string(),
    ];
    lines.push(line!(
        "rule-blackjack-pays",
        bj.to_vec(),
        format!("Blackjack pays {}:{}", bj[0], bj[1]),
    ));
    lines.push(line!(
        if rules.dealer_hits_soft_17 {
            "rule-dealer-hits-soft-17"
        } else {
            "rule-dealer-stands-17"
        },
        vec![],
        if rules.dealer_hits_soft_17 {
            "Dealer hits soft 17"
        } else {
            "Dealer stands on all 17s"
        }
        .into(),
    ));
    lines.push(match rules.double_on {
        DoubleOn::Any => line!("rule-double-any", vec![], "Double on any two cards".into()),
        DoubleOn::Hard => line!(
            "rule-double-hard",
            vec![],
            "Double on any two cards without an ace".into(),
        ),
        DoubleOn::NineToEleven => line!(
            "rule-double-9-11",
            vec![],
            "Double on 9, 10 or 11 only".into(),
        ),
    });
    if rules.double_for_less {
        lines.push(line!(
            "rule-double-for-less",
            vec![],
            "Double for less: any amount from the minimum to the bet".into(),
        ));
    }
    lines.push(if rules.double_after_split {
        line!("rule-das", vec![], "Double after a split".into())
    } else {
        line!("rule-no-das", vec![], "No double after a split".into())
    });
    if rules.max_hands > 1 {
        let hands = rules.max_hands.to_string();
        lines.push(match rules.split {
            SplitMatch::Value => line!(
                "rule-split-value",
                vec![hands.clone()],
                format!("Split any two cards of equal value, up to {hands} hands"),
            ),
            SplitMatch::Rank => line!(
                "rule-split-rank",
                vec![hands.clone()],
                format!("Split two cards of the same rank, up to {hands} hands"),
            ),
        });
        let aces = rules.max_ace_hands.to_string();
        lines.push(line!(
            "rule-split-aces",
            vec![aces.clone()],
            format!("Split aces get one card each (up to {aces} hands)"),
        ));
    } else {
        lines.push(line!("rule-no-split", vec![], "No splitting".into()));
    }
    lines.push(if rules.surrender {
        line!(
            "rule-surrender",
            vec![],
            "Surrender half the bet on the first two cards, not against an ace".into(),
        )
    } else {
        line!("rule-no-surrender", vec![], "No surrender".into())
    });
    lines.push(match rules.insurance {
        Insurance::None => line!("rule-no-insurance", vec![], "No insurance".into()),
        Insurance::HalfBet => line!(
            "rule-insurance-half",
            vec![],
            "Insurance costs half the bet and pays 2:1".into(),
        ),
        Insurance::UpToHalfBet { min } => line!(
            "rule-insurance-up-to-half",
            vec![min.to_string()],
            format!("Insurance from {min} up to half the bet, pays 2:1"),
        ),
        Insurance::Range { min, max } => line!(
            "rule-insurance-range",
            vec![min.to_string(), max.to_string()],
            format!("Insurance from {min} to {max}, pays 2:1"),
        ),
    });
    lines.push(match rules.even_money {
        EvenMoney::None => line!("rule-no-even-money", vec![], "No even money".into()),
        EvenMoney::Ace => line!(
            "rule-even-money-ace",
            vec![],
            "Even money for a blackjack against an ace".into(),
        ),
        EvenMoney::AceOrTen => line!(
            "rule-even-money-ace-ten",
            vec![],
            "Even money for a blackjack against an ace or a ten".into(),
        ),
    });
    if let Some(pair) = rules.pair_bonus {
        let pays = [
            pair.mixed.to_string(),
            pair.colour.to_string(),
            pair.suited.to_string(),
        ];
        lines.push(line!(
            "rule-pair-bonus",
            pays.to_vec(),
            format!(
                "Pair bonus: {}:1 mixed colours, {}:1 same colour, {}:1 same suit",
                pays[0], pays[1], pays[2]
            ),
        ));
    }
    lines
}

fn plural(n: u8, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_described() {
        for p in presets() {
            assert!(p.description.len() >= 8, "{}", p.name);
            assert!(p.description.iter().all(|l| !l.text.is_empty()));
        }
        let single = &presets()[0];
        assert!(single.reshuffles_every_round);
        assert_eq!(
            single.description[0].text,
            "1 deck reshuffled before every round"
        );
    }
}
