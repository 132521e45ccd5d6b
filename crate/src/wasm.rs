//! The JavaScript surface (wasm-bindgen): a table object with one method per
//! action, a snapshot as a plain object, the presets, and saving through
//! `localStorage` (gloo-storage). Nothing here holds a rule; every refused
//! action becomes a JavaScript `Error` with the engine's message.

use gloo_storage::{LocalStorage, Storage};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::action::Action;
use crate::error::ActionError;
use crate::money::Money;
use crate::rules::{Preset, Rules};
use crate::save::{SaveData, SaveError, Settings};
use crate::table::Table;
use crate::view::{Snapshot, presets as preset_views};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** An amount of money in units, with at most two decimals (7.5 is 7.50). */
export type Money = number;
/** A card: rank A 2-9 T J Q K, then suit S H D C (`"AS"`, `"TD"`). */
export type Card = string;
/** An Error thrown by a refused action: `code` names the reason, `params` its values. */
export interface RefusedAction extends Error { code: string; params: Record<string, string>; }
"#;

/// A JavaScript `Error` with a readable `message`, a stable `code` for
/// translations and the `params` the message names.
fn js_error(code: &str, message: &str, params: &[(&str, String)]) -> JsValue {
    let error = js_sys::Error::new(message);
    let values = js_sys::Object::new();
    for (name, value) in params {
        let _ = js_sys::Reflect::set(&values, &(*name).into(), &value.into());
    }
    let _ = js_sys::Reflect::set(&error, &"code".into(), &code.into());
    let _ = js_sys::Reflect::set(&error, &"params".into(), &values);
    error.into()
}

fn refused(e: ActionError) -> JsValue {
    js_error(e.code(), &e.to_string(), &e.params())
}

fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_error("internal", &e.to_string(), &[]))
}

fn money(amount: f64) -> Result<Money, JsValue> {
    Money::from_f64(amount).map_err(|e| js_error("bad-amount", &e.to_string(), &[]))
}

fn fresh_seed() -> Result<[u8; 32], JsValue> {
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed).map_err(|e| {
        js_error(
            "no-randomness",
            &format!("no randomness for the shuffle: {e}"),
            &[],
        )
    })?;
    Ok(seed)
}

/// Parses saved text with the browser's JSON parser (keeping serde_json out
/// of the download), then checks it like [`SaveData::parse`].
fn parse_save(text: &str) -> Result<SaveData, SaveError> {
    let value = js_sys::JSON::parse(text).map_err(|_| SaveError::Corrupt("not JSON".into()))?;
    let version = js_sys::Reflect::get(&value, &"version".into())
        .ok()
        .and_then(|v| v.as_f64());
    SaveData::check_version(version)?;
    let data: SaveData =
        serde_wasm_bindgen::from_value(value).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    data.table()?;
    Ok(data)
}

/// A blackjack table for JavaScript.
#[wasm_bindgen(js_name = Table)]
pub struct JsTable {
    table: Table,
    preset: Option<Preset>,
    settings: Settings,
    notice: Option<String>,
}

#[wasm_bindgen(js_class = Table)]
impl JsTable {
    /// A table of the preset named `preset` with a player holding `bankroll`.
    #[wasm_bindgen(constructor)]
    pub fn new(preset: &str, bankroll: f64) -> Result<JsTable, JsValue> {
        let found = Preset::from_name(preset).ok_or_else(|| {
            js_error(
                "no-such-table",
                &format!("no table named `{preset}`"),
                &[("table", preset.to_string())],
            )
        })?;
        let table = Table::new(found.rules(), money(bankroll)?)
            .map_err(|e| js_error("bad-input", &e.to_string(), &[]))?;
        Ok(JsTable {
            table,
            preset: Some(found),
            settings: Settings::default(),
            notice: None,
        })
    }

    /// A table of custom rules (an object with every option of a preset's `rules`).
    #[wasm_bindgen(js_name = fromRules)]
    pub fn from_rules(
        #[wasm_bindgen(unchecked_param_type = "Rules")] rules: JsValue,
        bankroll: f64,
    ) -> Result<JsTable, JsValue> {
        let rules: Rules = serde_wasm_bindgen::from_value(rules)
            .map_err(|e| js_error("bad-input", &e.to_string(), &[]))?;
        let table = Table::new(rules, money(bankroll)?)
            .map_err(|e| js_error("bad-input", &e.to_string(), &[]))?;
        Ok(JsTable {
            table,
            preset: None,
            settings: Settings::default(),
            notice: None,
        })
    }

    /// The game saved under `key`, or a fresh `preset` table when there is
    /// none; saved data that is refused leaves a `notice` and a fresh table.
    pub fn open(key: &str, preset: &str) -> Result<JsTable, JsValue> {
        let text: Option<String> = LocalStorage::raw().get_item(key).ok().flatten();
        let Some(text) = text else {
            return JsTable::new(preset, 1000.0);
        };
        match parse_save(&text).and_then(|data| data.table().map(|t| (t, data.settings))) {
            Ok(((found, table), settings)) => Ok(JsTable {
                table,
                preset: Some(found),
                settings,
                notice: None,
            }),
            Err(e) => {
                let mut fresh = JsTable::new(preset, 1000.0)?;
                fresh.notice = Some(format!("{e}; a new game has started."));
                Ok(fresh)
            }
        }
    }

    /// Saves the game under `key`.
    pub fn save(&self, key: &str) -> Result<(), JsValue> {
        let preset = self
            .preset
            .ok_or_else(|| js_error("custom-not-saved", "a custom table is not saved", &[]))?;
        let data = SaveData::of(&self.table, preset, self.settings.clone());
        LocalStorage::raw()
            .set_item(key, &data.to_json())
            .map_err(|_| js_error("save-failed", "the browser refused to save", &[]))
    }

    /// Why the saved game was not restored, if it was refused.
    #[wasm_bindgen(getter)]
    pub fn notice(&self) -> Option<String> {
        self.notice.clone()
    }

    /// The player's settings (`{speed, lang}`).
    #[wasm_bindgen(getter, unchecked_return_type = "Settings")]
    pub fn settings(&self) -> Result<JsValue, JsValue> {
        to_js(&self.settings)
    }

    /// Replaces the settings (checked).
    #[wasm_bindgen(js_name = setSettings)]
    pub fn set_settings(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Settings")] settings: JsValue,
    ) -> Result<(), JsValue> {
        self.settings = serde_wasm_bindgen::from_value(settings)
            .map_err(|e| js_error("bad-input", &e.to_string(), &[]))?;
        Ok(())
    }

    /// The preset's name, or `custom`.
    #[wasm_bindgen(getter)]
    pub fn preset(&self) -> String {
        self.preset.map_or("custom", Preset::name).to_string()
    }

    /// Moves the player to another preset's table between rounds, keeping the
    /// bankroll (chips of this betting phase come back first).
    #[wasm_bindgen(js_name = switchTable)]
    pub fn switch_table(&mut self, preset: &str) -> Result<(), JsValue> {
        let found = Preset::from_name(preset).ok_or_else(|| {
            js_error(
                "no-such-table",
                &format!("no table named `{preset}`"),
                &[("table", preset.to_string())],
            )
        })?;
        if self.table.phase() != crate::table::Phase::Betting {
            return Err(js_error(
                "round-in-play",
                "finish the round before changing tables",
                &[],
            ));
        }
        let bankroll = self.table.bankroll() + self.table.on_table();
        self.table = Table::new(found.rules(), bankroll)
            .map_err(|e| js_error("bad-input", &e.to_string(), &[]))?;
        self.preset = Some(found);
        Ok(())
    }

    /// Starts over with the table's starting bankroll.
    #[wasm_bindgen(js_name = startOver)]
    pub fn start_over(&mut self) -> Result<(), JsValue> {
        let rules = self.table.rules().clone();
        let bankroll = rules.starting_bankroll;
        self.table =
            Table::new(rules, bankroll).map_err(|e| js_error("bad-input", &e.to_string(), &[]))?;
        Ok(())
    }

    /// Plays the action written as a scenario action (`hit`, `bet 1 5`, `insure 2.50`).
    pub fn act(&mut self, action: &str) -> Result<(), JsValue> {
        let parsed: Action = action
            .parse()
            .map_err(|e: crate::action::ParseActionError| {
                js_error("bad-action", &e.to_string(), &[])
            })?;
        self.play(parsed)
    }

    fn play(&mut self, action: Action) -> Result<(), JsValue> {
        let seed = if action == Action::Deal {
            fresh_seed()?
        } else {
            [0; 32]
        };
        self.table.apply_with_seed(&action, seed).map_err(refused)
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

    /// Deals, shuffling with a fresh 256-bit seed from the browser's crypto.
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

    /// Everything a player sees, as a plain object.
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        to_js(&Snapshot::of(&self.table))
    }

    /// The table's rules.
    #[wasm_bindgen(unchecked_return_type = "Rules")]
    pub fn rules(&self) -> Result<JsValue, JsValue> {
        to_js(self.table.rules())
    }

    /// Test builds only: the next cards to deal, by name (`["AS", "9D"]`).
    #[cfg(feature = "test-hooks")]
    pub fn stack(&mut self, cards: Vec<String>) -> Result<(), JsValue> {
        let cards = cards
            .iter()
            .map(|c| c.parse::<crate::card::Card>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| js_error("bad-input", &e.to_string(), &[]))?;
        self.table.stack(&cards);
        Ok(())
    }
}

/// Every preset with its rules and their description in plain words.
#[wasm_bindgen(unchecked_return_type = "PresetView[]")]
pub fn presets() -> Result<JsValue, JsValue> {
    to_js(&preset_views())
}
