//! The table's actions for JavaScript: one method each, every one checked by
//! the engine (a refused action throws an `Error` with a `code` and changes
//! nothing).

use wasm_bindgen::prelude::*;

use super::table::JsTable;
use blackjack::action::{Action, ParseActionError};
use blackjack_js::{fresh_seed, js_error, money, preset_named, refused};

impl JsTable {
    fn play(&mut self, action: Action) -> Result<(), JsValue> {
        let fresh = if action == Action::Deal {
            fresh_seed()?
        } else {
            [0; 32]
        };
        self.session.play(&action, fresh).map_err(refused)
    }
}

#[wasm_bindgen(js_class = Table)]
impl JsTable {
    /// Moves the player to another preset's table between rounds, keeping the
    /// bankroll (chips of this betting phase come back first).
    #[wasm_bindgen(js_name = switchTable)]
    pub fn switch_table(&mut self, preset: &str) -> Result<(), JsValue> {
        let found = preset_named(preset)?;
        self.session.switch_table(found).map_err(|_| {
            js_error(
                "round-in-play",
                "finish the round before changing tables",
                &[],
            )
        })
    }

    /// Plays the action written as a scenario action (`hit`, `bet 1 5`, `insure 2.50`).
    pub fn act(&mut self, action: &str) -> Result<(), JsValue> {
        let parsed: Action = action
            .parse()
            .map_err(|e: ParseActionError| js_error("bad-action", &e.to_string(), &[]))?;
        self.play(parsed)
    }
    /// Adds `amount` to the main bet on box `box_no` (from 1).
    pub fn bet(&mut self, box_no: u8, amount: f64) -> Result<(), JsValue> {
        self.play(Action::Bet {
            box_no,
            amount: money(amount)?,
        })
    }

    /// Adds `amount` to the pair bonus bet on box `box_no`.
    #[wasm_bindgen(js_name = pairBet)]
    pub fn pair_bet(&mut self, box_no: u8, amount: f64) -> Result<(), JsValue> {
        self.play(Action::Pair {
            box_no,
            amount: money(amount)?,
        })
    }

    /// Takes back every bet of this betting phase.
    pub fn cancel(&mut self) -> Result<(), JsValue> {
        self.play(Action::Cancel)
    }

    /// Places the last round's opening bets again.
    pub fn rebet(&mut self) -> Result<(), JsValue> {
        self.play(Action::Rebet)
    }

    /// Deals with the committed seed; a fresh 256-bit seed from the browser's
    /// crypto becomes the next one.
    pub fn deal(&mut self) -> Result<(), JsValue> {
        self.play(Action::Deal)
    }

    /// Takes a card.
    pub fn hit(&mut self) -> Result<(), JsValue> {
        self.play(Action::Hit)
    }

    /// Stands.
    pub fn stand(&mut self) -> Result<(), JsValue> {
        self.play(Action::Stand)
    }

    /// Doubles (`amount` defaults to the bet).
    pub fn double(&mut self, amount: Option<f64>) -> Result<(), JsValue> {
        let amount = amount.map(money).transpose()?;
        self.play(Action::Double { amount })
    }

    /// Splits a pair.
    pub fn split(&mut self) -> Result<(), JsValue> {
        self.play(Action::Split)
    }

    /// Surrenders the hand.
    pub fn surrender(&mut self) -> Result<(), JsValue> {
        self.play(Action::Surrender)
    }

    /// Takes the insurance offer (`amount` defaults to half the bet).
    pub fn insure(&mut self, amount: Option<f64>) -> Result<(), JsValue> {
        let amount = amount.map(money).transpose()?;
        self.play(Action::Insure { amount })
    }

    /// Declines insurance.
    #[wasm_bindgen(js_name = declineInsurance)]
    pub fn decline_insurance(&mut self) -> Result<(), JsValue> {
        self.play(Action::NoInsurance)
    }

    /// Takes even money.
    #[wasm_bindgen(js_name = evenMoney)]
    pub fn even_money(&mut self) -> Result<(), JsValue> {
        self.play(Action::EvenMoney)
    }

    /// Declines even money.
    #[wasm_bindgen(js_name = declineEvenMoney)]
    pub fn decline_even_money(&mut self) -> Result<(), JsValue> {
        self.play(Action::NoEvenMoney)
    }

    /// Test builds only: the next cards to deal, by name (`["AS", "9D"]`).
    #[cfg(feature = "test-hooks")]
    pub fn stack(&mut self, cards: Vec<String>) -> Result<(), JsValue> {
        let cards = cards
            .iter()
            .map(|c| c.parse::<blackjack::card::Card>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(blackjack_js::bad_input)?;
        self.session.stack(&cards);
        Ok(())
    }

    /// Test builds only: the cards stacked before each of `history()`'s
    /// deals (what replaying them needs), by name.
    #[cfg(feature = "test-hooks")]
    #[wasm_bindgen(js_name = historyStacks)]
    pub fn history_stacks(&self) -> Vec<js_sys::Array> {
        self.session
            .recent_stacks()
            .map(|s| s.iter().map(|c| JsValue::from(c.to_string())).collect())
            .collect()
    }
}
