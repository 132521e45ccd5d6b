//! Checking a [`RulesSpec`] into [`Rules`]: every option in its range, and
//! one round always fitting in the shoe.

use super::*;

impl RulesSpec {
    /// Checked rules of these options, or the first reason they cannot make
    /// a table: every option's range, and one round always fitting in the shoe.
    pub fn check(self) -> Result<Rules, RulesError> {
        self.validate()?;
        Ok(Rules(self))
    }

    fn validate(&self) -> Result<(), RulesError> {
        let check = |ok: bool, option, range| {
            if ok {
                Ok(())
            } else {
                Err(RulesError::OutOfRange { option, range })
            }
        };
        let unit_amount =
            |m: Money| m.is_positive() && m.is_whole() && m <= Money::units(1_000_000);
        check((1..=8).contains(&self.decks), "decks", "1 to 8")?;
        check(
            (1..=MAX_BOXES as u8).contains(&self.boxes),
            "boxes",
            "1 to 3",
        )?;
        check(
            (1..=MAX_HANDS_PER_BOX as u8).contains(&self.max_hands),
            "max_hands",
            "1 to 4",
        )?;
        check(
            (1..=self.max_hands).contains(&self.max_ace_hands),
            "max_ace_hands",
            "1 to max_hands",
        )?;
        if let Shuffle::CutCard(p) = self.shuffle {
            check(
                (1..=100).contains(&p),
                "shuffle cut-card",
                "a percentage from 1 to 100",
            )?;
        }
        let Ratio { win, per } = self.blackjack_pays;
        check(
            (1..=100).contains(&win) && per > 0 && 100 % per == 0,
            "blackjack_pays",
            "win 1 to 100 per 1, 2, 4, 5, 10, 20, 25, 50 or 100",
        )?;
        check(
            unit_amount(self.min_bet),
            "min_bet",
            "a whole amount from 1 to 1000000",
        )?;
        check(
            unit_amount(self.max_bet) && self.max_bet >= self.min_bet,
            "max_bet",
            "a whole amount from min_bet to 1000000",
        )?;
        check(
            self.starting_bankroll >= Money::ZERO
                && self.starting_bankroll <= Money::units(1_000_000_000),
            "starting_bankroll",
            "from 0 to 1000000000",
        )?;
        match self.insurance {
            Insurance::None | Insurance::HalfBet => {}
            Insurance::UpToHalfBet { min } => {
                check(min.is_positive(), "insurance min", "above zero")?;
            }
            Insurance::Range { min, max } => {
                check(
                    min.is_positive() && max >= min,
                    "insurance range",
                    "min above zero, max at least min",
                )?;
            }
        }
        if let Some(pair) = self.pair_bonus {
            check(
                [pair.mixed, pair.colour, pair.suited]
                    .iter()
                    .all(|p| (1..=1000).contains(p)),
                "pair_bonus pays",
                "1 to 1000",
            )?;
            check(
                unit_amount(pair.min) && unit_amount(pair.max) && pair.max >= pair.min,
                "pair_bonus limits",
                "whole amounts with min at most max",
            )?;
        }
        let needed = self.most_cards_per_round();
        if needed > usize::from(self.decks) * 52 {
            return Err(RulesError::ShoeTooSmall {
                decks: self.decks,
                boxes: self.boxes,
                hands: self.max_hands,
                needed,
            });
        }
        Ok(())
    }

    /// An upper bound on the cards one round can deal.
    ///
    /// Before its last card a player hand totals at most 20 (hard), the dealer
    /// at most 16, so all the cards but each hand's last fit in a budget of
    /// 20 per hand plus 16; the most cards fit when the smallest are taken first.
    pub fn most_cards_per_round(&self) -> usize {
        let hands = usize::from(self.boxes) * usize::from(self.max_hands);
        let mut budget = 20 * hands + if self.dealer_hits_soft_17 { 17 } else { 16 };
        let mut cards = hands + 1;
        for value in 1..=10usize {
            let available = usize::from(self.decks) * if value == 10 { 16 } else { 4 };
            let take = (budget / value).min(available);
            cards += take;
            budget -= take * value;
        }
        cards
    }
}
