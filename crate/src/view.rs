//! What a player sees: a plain snapshot of the table for a front end, and the
//! rules in plain words. The page draws exactly this; it holds no rule itself.

use serde::Serialize;

use crate::action::ActionKind;
use crate::card::Card;
use crate::hand::{Total, is_two_card_21};
use crate::money::Money;
use crate::rules::{DoubleOn, EvenMoney, Insurance, Preset, Rules, Shuffle, SplitMatch};
use crate::table::{Phase, SideBet, Table};

/// The whole visible state of a table.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    /// `betting`, `insurance` or `playing`.
    pub phase: &'static str,
    /// The money the player holds, not counting chips on the table.
    pub bankroll: Money,
    /// Bets of this betting phase, box by box.
    pub bets: Vec<BetView>,
    /// The bets `rebet` would place, if any.
    pub last_bets: Option<Vec<BetView>>,
    /// The player's hands, boxes in order.
    pub hands: Vec<HandView>,
    /// The dealer's cards and total as the player sees them.
    pub dealer: DealerView,
    /// The offer awaiting an answer.
    pub offer: Option<OfferView>,
    /// The kinds of action the player may take now (scenario names).
    pub legal: Vec<&'static str>,
    /// The amounts a double accepts now.
    pub double: Option<RangeView>,
    /// The dealer suggests a double on this hand (9, 10 or 11, where the table does).
    pub double_prompt: bool,
    /// Insurance bets of the round, box by box.
    pub insurance: Vec<Option<SideView>>,
    /// Pair bonus bets of the round, box by box.
    pub pair: Vec<Option<SideView>>,
    /// A round has been dealt and is over (its results are on the table).
    pub round_over: bool,
    /// The shoe was reshuffled before this round.
    pub reshuffled: bool,
    /// Rounds dealt at this table.
    pub rounds_dealt: u64,
    /// The result of the last round once it is over.
    pub result: Option<ResultView>,
    /// Cards left in the shoe, and its size.
    pub shoe: (usize, usize),
    /// Every card dealt face up since the last shuffle (earlier rounds' cards
    /// and this round's face-up ones): what the advisor counts as gone.
    pub seen: Vec<String>,
}

/// One box's bets.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BetView {
    /// The main bet.
    pub main: Money,
    /// The pair bonus bet.
    pub pair: Money,
}

/// One hand.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HandView {
    /// The box, from 1.
    #[serde(rename = "box")]
    pub box_no: u8,
    /// Card names; `null` for a card lying face down.
    pub cards: Vec<Option<String>>,
    /// The total of the face-up cards.
    pub total: u8,
    /// An ace counts 11 in that total.
    pub soft: bool,
    /// A natural blackjack.
    pub blackjack: bool,
    /// Everything staked on the hand.
    pub stake: Money,
    /// The hand was doubled.
    pub doubled: bool,
    /// The hand was made by a split.
    pub split: bool,
    /// It is this hand's turn.
    pub active: bool,
    /// The outcome's scenario name, once settled.
    pub outcome: Option<&'static str>,
    /// What the hand returned, stake included.
    pub payout: Money,
    /// What the hand won or lost: payout less stake (once settled).
    pub net: Option<Money>,
}

/// The dealer.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DealerView {
    /// Card names; `null` for the hole card while it lies face down.
    pub cards: Vec<Option<String>>,
    /// The total of the face-up cards (0 before the deal).
    pub total: u8,
    /// An ace counts 11 in that total.
    pub soft: bool,
    /// The face-up cards are a blackjack.
    pub blackjack: bool,
    /// The face-up cards are over 21.
    pub bust: bool,
}

/// An offer to a box.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferView {
    /// The box, from 1.
    #[serde(rename = "box")]
    pub box_no: u8,
    /// `insurance` or `even-money`.
    pub kind: &'static str,
    /// Insurance amounts (insurance offers that the bankroll can cover).
    pub range: Option<RangeView>,
}

/// An amount range.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RangeView {
    /// Smallest.
    pub min: Money,
    /// Largest.
    pub max: Money,
    /// Taken when no amount is given; `null` when the action needs an
    /// amount because the one it would take is refused (more than the
    /// bankroll holds, or under the minimum).
    pub default: Option<Money>,
    /// An amount to offer: the default, or when there is none, the nearest
    /// amount in the range (what is left of the bankroll, say).
    pub suggested: Money,
}

/// A side bet.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SideView {
    /// Staked.
    pub stake: Money,
    /// Returned, stake included.
    pub payout: Money,
    /// Settled.
    pub settled: bool,
}

/// A finished round's totals.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResultView {
    /// Bankroll before the round's bets.
    pub bankroll_before: Money,
    /// Bankroll after settlement.
    pub bankroll_after: Money,
    /// The difference.
    pub net: Money,
}

fn names(cards: &[Card]) -> Vec<Option<String>> {
    cards.iter().map(|c| Some(c.to_string())).collect()
}

fn side(bet: &Option<SideBet>) -> Option<SideView> {
    bet.map(|b| SideView {
        stake: b.stake,
        payout: b.payout,
        settled: b.settled,
    })
}

impl Snapshot {
    /// The snapshot of `table`.
    pub fn of(table: &Table) -> Snapshot {
        let rules = table.rules();
        let round = table.round();
        let playing = table.phase() == Phase::Playing;
        let hands = round
            .hands
            .iter()
            .enumerate()
            .map(|(i, hand)| {
                let visible = if hand.face_down {
                    &hand.cards[..hand.cards.len() - 1]
                } else {
                    &hand.cards[..]
                };
                let mut cards = names(visible);
                if hand.face_down {
                    cards.push(None);
                }
                let total = Total::of(visible);
                HandView {
                    box_no: hand.seat + 1,
                    cards,
                    total: total.value,
                    soft: total.soft,
                    blackjack: hand.is_blackjack(),
                    stake: hand.stake,
                    doubled: hand.doubled,
                    split: hand.split,
                    active: playing && round.turn == i,
                    outcome: hand.outcome().map(|o| o.name()),
                    payout: hand.payout,
                    net: hand.outcome().map(|_| hand.payout - hand.stake),
                }
            })
            .collect();
        let shown = round.dealer_shown(rules.hole_card);
        let mut dealer_cards = names(shown);
        if shown.len() < round.dealer.len() {
            dealer_cards.push(None);
        }
        let dealer_total = Total::of(shown);
        let offer = round.offer.map(|(i, kind)| OfferView {
            box_no: round.hands[i].seat + 1,
            kind: kind.name(),
            range: table.amount_range(ActionKind::Insure, 0).map(range),
        });
        let double = table.amount_range(ActionKind::Double, 0).map(range);
        let double_prompt = rules.double_prompt
            && double.is_some()
            && playing
            && (9..=11).contains(&round.hands[round.turn].total().value);
        let result = round.bankroll_after.map(|after| ResultView {
            bankroll_before: round.bankroll_before,
            bankroll_after: after,
            net: after - round.bankroll_before,
        });
        let bets = |bets: &[crate::table::BoxBets]| {
            bets.iter()
                .map(|b| BetView {
                    main: b.main,
                    pair: b.pair,
                })
                .collect()
        };
        Snapshot {
            phase: table.phase().name(),
            bankroll: table.bankroll(),
            bets: bets(table.bets()),
            last_bets: table.last_bets().map(bets),
            hands,
            dealer: DealerView {
                cards: dealer_cards,
                total: dealer_total.value,
                soft: dealer_total.soft,
                blackjack: is_two_card_21(shown),
                bust: dealer_total.is_bust(),
            },
            offer,
            legal: table.legal_actions().iter().map(ActionKind::name).collect(),
            double,
            double_prompt,
            insurance: round.insurance[..usize::from(rules.boxes)]
                .iter()
                .map(side)
                .collect(),
            pair: round.pair[..usize::from(rules.boxes)]
                .iter()
                .map(side)
                .collect(),
            round_over: round.over,
            reshuffled: round.reshuffled,
            rounds_dealt: table.rounds_dealt(),
            result,
            shoe: (table.shoe().remaining(), table.shoe().len()),
            seen: seen(table),
        }
    }
}

/// The earlier rounds' cards since the shuffle, then this round's face-up ones.
fn seen(table: &Table) -> Vec<String> {
    let round = table.round();
    let hands = round.hands.iter().flat_map(|h| {
        let shown = if h.face_down {
            h.cards.len() - 1
        } else {
            h.cards.len()
        };
        h.cards[..shown].iter()
    });
    let dealer = round.dealer_shown(table.rules().hole_card).iter();
    table
        .shoe()
        .discards()
        .iter()
        .chain(hands)
        .chain(dealer)
        .map(ToString::to_string)
        .collect()
}

fn range(r: crate::table::AmountRange) -> RangeView {
    RangeView {
        min: r.min,
        max: r.max,
        default: r.default,
        suggested: r.suggested,
    }
}

/// One line of a table's rules in plain words: a message key (for
/// translations) with its values, and the English text.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleLine {
    /// The message key.
    pub key: &'static str,
    /// Values the message names, in order.
    pub values: Vec<String>,
    /// The English text.
    pub text: String,
}

fn line(key: &'static str, values: Vec<String>, text: String) -> RuleLine {
    RuleLine { key, values, text }
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
        Shuffle::EveryRound => line(
            "rule-shuffle-every-round",
            vec![decks.clone()],
            format!(
                "{} reshuffled before every round",
                plural(rules.decks, "deck", "decks")
            ),
        ),
        Shuffle::Continuous => line(
            "rule-shuffle-continuous",
            vec![decks.clone()],
            format!("{} decks in a continuous shuffler", rules.decks),
        ),
        Shuffle::CutCard(p) => line(
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
    lines.push(line(
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
        line(
            "rule-peek",
            vec![],
            "The dealer takes a hole card and checks for blackjack under an ace or a ten".into(),
        )
    } else {
        line(
            "rule-no-hole-card",
            vec![],
            "No hole card: a dealer blackjack takes doubles and splits too".into(),
        )
    });
    let bj = [
        rules.blackjack_pays.win.to_string(),
        rules.blackjack_pays.per.to_string(),
    ];
    lines.push(line(
        "rule-blackjack-pays",
        bj.to_vec(),
        format!("Blackjack pays {}:{}", bj[0], bj[1]),
    ));
    lines.push(line(
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
        DoubleOn::Any => line("rule-double-any", vec![], "Double on any two cards".into()),
        DoubleOn::Hard => line(
            "rule-double-hard",
            vec![],
            "Double on any two cards without an ace".into(),
        ),
        DoubleOn::NineToEleven => line(
            "rule-double-9-11",
            vec![],
            "Double on 9, 10 or 11 only".into(),
        ),
    });
    if rules.double_for_less {
        lines.push(line(
            "rule-double-for-less",
            vec![],
            "Double for less: any amount from the minimum to the bet".into(),
        ));
    }
    lines.push(if rules.double_after_split {
        line("rule-das", vec![], "Double after a split".into())
    } else {
        line("rule-no-das", vec![], "No double after a split".into())
    });
    if rules.max_hands > 1 {
        let hands = rules.max_hands.to_string();
        lines.push(match rules.split {
            SplitMatch::Value => line(
                "rule-split-value",
                vec![hands.clone()],
                format!("Split any two cards of equal value, up to {hands} hands"),
            ),
            SplitMatch::Rank => line(
                "rule-split-rank",
                vec![hands.clone()],
                format!("Split two cards of the same rank, up to {hands} hands"),
            ),
        });
        let aces = rules.max_ace_hands.to_string();
        lines.push(line(
            "rule-split-aces",
            vec![aces.clone()],
            format!("Split aces get one card each (up to {aces} hands)"),
        ));
    } else {
        lines.push(line("rule-no-split", vec![], "No splitting".into()));
    }
    lines.push(if rules.surrender {
        line(
            "rule-surrender",
            vec![],
            "Surrender half the bet on the first two cards, not against an ace".into(),
        )
    } else {
        line("rule-no-surrender", vec![], "No surrender".into())
    });
    lines.push(match rules.insurance {
        Insurance::None => line("rule-no-insurance", vec![], "No insurance".into()),
        Insurance::HalfBet => line(
            "rule-insurance-half",
            vec![],
            "Insurance costs half the bet and pays 2:1".into(),
        ),
        Insurance::UpToHalfBet { min } => line(
            "rule-insurance-up-to-half",
            vec![min.to_string()],
            format!("Insurance from {min} up to half the bet, pays 2:1"),
        ),
        Insurance::Range { min, max } => line(
            "rule-insurance-range",
            vec![min.to_string(), max.to_string()],
            format!("Insurance from {min} to {max}, pays 2:1"),
        ),
    });
    lines.push(match rules.even_money {
        EvenMoney::None => line("rule-no-even-money", vec![], "No even money".into()),
        EvenMoney::Ace => line(
            "rule-even-money-ace",
            vec![],
            "Even money for a blackjack against an ace".into(),
        ),
        EvenMoney::AceOrTen => line(
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
        lines.push(line(
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
    fn snapshot_hides_the_hole_card_until_shown() {
        let mut table = Table::new(Preset::SingleDeck.rules(), Money::units(1000)).unwrap();
        table.stack(&["TS", "9D", "6H", "8C"].map(|c| c.parse().unwrap()));
        table.bet(1, Money::units(10)).unwrap();
        table.deal_seeded([1; 32]).unwrap();
        let snap = Snapshot::of(&table);
        assert_eq!(snap.phase, "playing");
        assert_eq!(snap.dealer.cards, vec![Some("9D".to_string()), None]);
        assert_eq!(snap.dealer.total, 9);
        assert_eq!(snap.hands[0].total, 16);
        assert_eq!(snap.seen, ["TS", "6H", "9D"]);
        assert!(snap.hands[0].active);
        assert!(snap.legal.contains(&"hit") && snap.legal.contains(&"double"));
        table.stand().unwrap();
        let snap = Snapshot::of(&table);
        assert_eq!(
            snap.dealer.cards,
            vec![Some("9D".to_string()), Some("8C".to_string())]
        );
        assert_eq!(snap.hands[0].outcome, Some("lose"));
        assert_eq!(snap.hands[0].net, Some(Money::units(-10)));
        assert_eq!(snap.result.unwrap().net, Money::units(-10));
        assert_eq!(snap.legal, vec!["bet", "rebet"]);
    }

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
