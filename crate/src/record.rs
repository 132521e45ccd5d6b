//! Game recall: a round as its record (rules, the cards left in the shoe, the
//! seed, the bets and the actions), and the replay that rebuilds it exactly.

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::card::Card;
use crate::money::Money;
use crate::rules::{MAX_BOXES, Rules};
use crate::shoe::{DealRng, Seed, Shoe, hex};
use crate::table::{BoxBets, SideBet, Table};

/// The version of the record format.
pub const RECORD_VERSION: u32 = 1;

/// Everything needed to replay one round, and what it came to.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RoundRecord {
    /// The format version ([`RECORD_VERSION`]).
    pub version: u32,
    /// The table's rules.
    pub rules: Rules,
    /// The seed of the round's ChaCha20 stream, 64 hexadecimal digits.
    pub seed: String,
    /// Where in that stream the round began, in 32-bit words (0 when the
    /// round had a seed of its own).
    pub stream_pos: u64,
    /// How many of each card the shoe held at the deal, 52 digits in card
    /// order (`A♠ A♥ A♦ A♣ 2♠ …`); absent when the shoe was freshly shuffled.
    pub undealt: Option<String>,
    /// The bankroll before the round's bets.
    pub bankroll: Money,
    /// The opening bets, box by box.
    pub bets: Vec<BoxBets>,
    /// The player's actions after the deal, as scenario actions.
    pub actions: Vec<String>,
    /// What the round came to, once over.
    pub result: Option<RoundResult>,
    /// The round dealt from a freshly shuffled shoe with a seed of its own,
    /// so the seed alone gives the deck order (`blackjack verify`). Derived
    /// from `stream_pos` and `undealt`.
    #[serde(default)]
    pub fresh_shoe: bool,
}

/// What a round came to.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RoundResult {
    /// Every hand.
    pub hands: Vec<HandResult>,
    /// The dealer's cards.
    pub dealer: Vec<Card>,
    /// Insurance bets, box by box.
    pub insurance: Vec<Option<SideBet>>,
    /// Pair bonus bets, box by box.
    pub pair: Vec<Option<SideBet>>,
    /// The bankroll after settlement.
    pub bankroll: Money,
    /// What the round won or lost: the bankroll after it less the bankroll
    /// before it (derived).
    #[serde(default)]
    pub net: Money,
}

/// One hand's cards, stake and result.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct HandResult {
    /// The box, from 1.
    #[serde(rename = "box")]
    pub box_no: u8,
    /// The cards.
    pub cards: Vec<Card>,
    /// Everything staked.
    pub stake: Money,
    /// The outcome's name.
    pub outcome: String,
    /// What it returned, stake included.
    pub payout: Money,
    /// What the hand won or lost: the payout less the stake (derived).
    #[serde(default)]
    pub net: Money,
}

/// Why a record cannot be replayed, or did not replay to what it says.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The record is malformed.
    #[error("the record is invalid: {0}")]
    Invalid(String),
    /// A recorded action was refused on replay.
    #[error("action {index} (`{action}`) was refused on replay: {reason}")]
    Refused {
        /// Its place in the list, from 1.
        index: usize,
        /// The action.
        action: String,
        /// The engine's reason.
        reason: String,
    },
    /// The replay came to another result than the record says.
    #[error("the replay differs from the record: {0}")]
    Differs(String),
}

fn parse_seed(text: &str) -> Option<Seed> {
    if text.len() != 64 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut seed = [0u8; 32];
    for (i, byte) in seed.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(seed)
}

/// Parses 64 hexadecimal digits into a seed.
pub fn seed_from_hex(text: &str) -> Result<Seed, String> {
    parse_seed(text).ok_or_else(|| format!("`{text}` is not a seed (64 hexadecimal digits)"))
}

impl Table {
    /// The record of the current (or last) round; `None` before any deal.
    pub fn record(&self) -> Option<RoundRecord> {
        if self.rounds_dealt() == 0 {
            return None;
        }
        let round = self.round();
        let boxes = usize::from(self.rules().boxes);
        let result = round.bankroll_after.map(|bankroll| RoundResult {
            hands: round
                .hands
                .iter()
                .map(|h| HandResult {
                    box_no: h.seat + 1,
                    cards: h.cards.to_vec(),
                    stake: h.stake,
                    outcome: h.outcome().map_or("", |o| o.name()).to_string(),
                    payout: h.payout,
                    net: h.payout - h.stake,
                })
                .collect(),
            dealer: round.dealer.to_vec(),
            insurance: round.insurance[..boxes].to_vec(),
            pair: round.pair[..boxes].to_vec(),
            bankroll,
            net: bankroll - round.bankroll_before,
        });
        let decks = self.rules().decks;
        Some(RoundRecord {
            version: RECORD_VERSION,
            rules: self.rules().clone(),
            seed: hex(&round.seed),
            stream_pos: round.stream_pos as u64,
            undealt: round
                .start_counts
                .map(|c| c.iter().map(|n| char::from(b'0' + n)).collect()),
            bankroll: round.bankroll_before,
            bets: round.opening[..boxes].to_vec(),
            actions: round.actions.iter().map(Action::to_string).collect(),
            result,
            fresh_shoe: round.stream_pos == 0
                && round
                    .start_counts
                    .is_none_or(|c| c.iter().all(|&n| n == decks)),
        })
    }

    /// Replays `record` on a new table and checks that it comes to the
    /// recorded result (when the record has one). Returns the table as the
    /// round left it: a round cut short comes back exactly where it was.
    pub fn replay(record: &RoundRecord) -> Result<Table, ReplayError> {
        Table::replay_stacked(record, &[])
    }

    /// [`replay`](Self::replay) with `stack` stacked before the deal, as it
    /// was when the round was played (test builds of the page only).
    pub fn replay_stacked(record: &RoundRecord, stack: &[Card]) -> Result<Table, ReplayError> {
        let invalid = |why: String| ReplayError::Invalid(why);
        if record.version != RECORD_VERSION {
            return Err(invalid(format!(
                "version {} (this is {RECORD_VERSION})",
                record.version
            )));
        }
        let seed = seed_from_hex(&record.seed).map_err(invalid)?;
        let mut table = Table::new(record.rules.clone(), record.bankroll)
            .map_err(|e| invalid(e.to_string()))?;
        if let Some(counts) = &record.undealt {
            let decks = record.rules.decks;
            let digits: Vec<u8> = counts.bytes().map(|b| b.wrapping_sub(b'0')).collect();
            if digits.len() != 52 || digits.iter().any(|&d| d > decks) {
                return Err(invalid(format!(
                    "`undealt` must be 52 digits from 0 to {decks}"
                )));
            }
            let undealt: Vec<Card> = digits
                .iter()
                .enumerate()
                .flat_map(|(i, &n)| std::iter::repeat_n(Card::from_index(i), usize::from(n)))
                .collect();
            let shoe = Shoe::with_undealt(decks, &undealt).map_err(|e| invalid(e.to_string()))?;
            if !table.replace_shoe(shoe) {
                return Err(invalid(
                    "that shoe would have been reshuffled before the round".into(),
                ));
            }
        }
        if record.bets.len() != usize::from(record.rules.boxes) {
            return Err(invalid(format!(
                "{} boxes of bets for {} boxes",
                record.bets.len(),
                record.rules.boxes
            )));
        }
        for (seat, bets) in record.bets.iter().enumerate().take(MAX_BOXES) {
            let box_no = seat as u8 + 1;
            for (amount, pair) in [(bets.main, false), (bets.pair, true)] {
                if amount != Money::ZERO {
                    let placed = if pair {
                        table.pair_bet(box_no, amount)
                    } else {
                        table.bet(box_no, amount)
                    };
                    placed.map_err(|e| invalid(format!("box {box_no}: {e}")))?;
                }
            }
        }
        if !stack.is_empty() {
            table.stack(stack);
        }
        table.set_stream(DealRng::at(seed, u128::from(record.stream_pos)));
        table
            .deal_next()
            .map_err(|e| invalid(format!("the deal: {e}")))?;
        for (i, text) in record.actions.iter().enumerate() {
            let refused = |reason: String| ReplayError::Refused {
                index: i + 1,
                action: text.clone(),
                reason,
            };
            let action: Action = text
                .parse()
                .map_err(|e: crate::action::ParseActionError| refused(e.to_string()))?;
            if action.kind().is_betting() {
                return Err(refused("a record holds the actions of one round".into()));
            }
            table
                .apply_with_seed(&action, [0; 32])
                .map_err(|e| refused(e.to_string()))?;
        }
        if let Some(expected) = &record.result {
            // What the record derives is derived again (older records lack it).
            let mut expected = expected.clone();
            expected.net = expected.bankroll - record.bankroll;
            for hand in &mut expected.hands {
                hand.net = hand.payout - hand.stake;
            }
            let expected = &expected;
            let replayed = table.record().and_then(|r| r.result);
            match replayed {
                Some(ref got) if got == expected => {}
                Some(got) => return Err(ReplayError::Differs(describe_difference(expected, &got))),
                None => {
                    return Err(ReplayError::Differs(
                        "the round is not over after its actions".into(),
                    ));
                }
            }
        }
        Ok(table)
    }
}

fn describe_difference(expected: &RoundResult, got: &RoundResult) -> String {
    if expected.dealer != got.dealer {
        format!(
            "dealer {:?}, recorded {:?}",
            names(&got.dealer),
            names(&expected.dealer)
        )
    } else if expected.hands != got.hands {
        format!("hands {:?}, recorded {:?}", got.hands, expected.hands)
    } else if expected.bankroll != got.bankroll {
        format!("bankroll {}, recorded {}", got.bankroll, expected.bankroll)
    } else {
        "the side bets".into()
    }
}

fn names(cards: &[Card]) -> Vec<String> {
    cards.iter().map(Card::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;
    use crate::table::Phase;

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
}
