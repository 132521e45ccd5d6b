//! The one replay path: a logged round (its bets, any stacked cards, its
//! stream and its actions) played again on a table. Records replay through
//! it ([`Table::replay`]), and so do saved sessions (`session/`).

use super::{RECORD_VERSION, ReplayError, RoundRecord, RoundResult, seed_from_hex};
use crate::action::Action;
use crate::card::Card;
use crate::shoe::{DealRng, Shoe};
use crate::table::{BoxBets, Table};

impl Table {
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
        let seed = seed_from_hex(&record.seed).map_err(|e| invalid(e.to_string()))?;
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
        } else {
            // No shoe recorded: the round was dealt right after a reshuffle,
            // which leaves the cards in the order `Shoe::reshuffle` puts them
            // (deck after deck), not in the order a round start sorts them.
            table.reshuffle_before_next_deal();
        }
        if record.bets.len() != usize::from(record.rules.boxes) {
            return Err(invalid(format!(
                "{} boxes of bets for {} boxes",
                record.bets.len(),
                record.rules.boxes
            )));
        }
        let rng = DealRng::at(seed, u128::from(record.stream_pos));
        table.play_logged(&record.bets, stack, rng, &record.actions)?;
        if let Some(expected) = &record.result {
            // What the record derives is derived again (older records lack it).
            let mut expected = expected.clone();
            expected.net = expected.bankroll - record.bankroll;
            for hand in &mut expected.hands {
                hand.net = hand.payout - hand.stake;
            }
            for side in expected
                .insurance
                .iter_mut()
                .chain(&mut expected.pair)
                .flatten()
            {
                side.net = side.payout - side.stake;
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

    /// Plays one logged round on this table: places `bets` (box by box),
    /// stacks `stack` (tests only), deals from `rng` and plays `actions`
    /// (scenario actions of one round: a betting action among them is
    /// refused). The one way a logged round is played again.
    pub fn play_logged(
        &mut self,
        bets: &[BoxBets],
        stack: &[Card],
        rng: DealRng,
        actions: &[String],
    ) -> Result<(), ReplayError> {
        let invalid = |why: String| ReplayError::Invalid(why);
        self.place_bets(bets)
            .map_err(|e| invalid(format!("the bets: {e}")))?;
        if !stack.is_empty() {
            self.stack(stack);
        }
        self.set_stream(rng);
        self.deal_next()
            .map_err(|e| invalid(format!("the deal: {e}")))?;
        for (i, text) in actions.iter().enumerate() {
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
            self.apply_with_seed(&action, [0; 32])
                .map_err(|e| refused(e.to_string()))?;
        }
        Ok(())
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
