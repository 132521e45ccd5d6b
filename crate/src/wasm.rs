//! The JavaScript surface (wasm-bindgen): a table object with one method per
//! action, a snapshot as a plain object, the presets, recall, the seed
//! commitment, and saving through `localStorage` (gloo-storage). Nothing here
//! holds a rule; every refused action becomes a JavaScript `Error` with the
//! engine's message, a stable `code` and its `params`.

use gloo_storage::{LocalStorage, Storage};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::action::{Action, ParseActionError};
use crate::error::ActionError;
use crate::money::Money;
use crate::record::{RoundRecord, seed_from_hex};
use crate::rules::{Preset, Rules};
use crate::save::{SaveError, Settings};
use crate::session::{Session, SessionSave, commitment};
use crate::shoe::{Seed, Shoe};
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

fn bad_input(e: impl std::fmt::Display) -> JsValue {
    js_error("bad-input", &e.to_string(), &[])
}

fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_error("internal", &e.to_string(), &[]))
}

fn money(amount: f64) -> Result<Money, JsValue> {
    Money::from_f64(amount).map_err(|e| js_error("bad-amount", &e.to_string(), &[]))
}

fn preset_named(name: &str) -> Result<Preset, JsValue> {
    Preset::from_name(name).ok_or_else(|| {
        js_error(
            "no-such-table",
            &format!("no table named `{name}`"),
            &[("table", name.to_string())],
        )
    })
}

fn fresh_seed() -> Result<Seed, JsValue> {
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
/// of the download), then replays the session it records.
fn restore(text: &str) -> Result<(Session, Settings), SaveError> {
    let value = js_sys::JSON::parse(text).map_err(|_| SaveError::Corrupt("not JSON".into()))?;
    let version = js_sys::Reflect::get(&value, &"version".into())
        .ok()
        .and_then(|v| v.as_f64());
    crate::save::check_version(version)?;
    let save: SessionSave =
        serde_wasm_bindgen::from_value(value).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    save.settings.check()?;
    let session = Session::restore(&save)?;
    Ok((session, save.settings))
}

/// A blackjack table for JavaScript.
#[wasm_bindgen(js_name = Table)]
pub struct JsTable {
    session: Session,
    settings: Settings,
    notice: Option<String>,
}

#[wasm_bindgen(js_class = Table)]
impl JsTable {
    /// A table of the preset named `preset` with a player holding `bankroll`.
    #[wasm_bindgen(constructor)]
    pub fn new(preset: &str, bankroll: f64) -> Result<JsTable, JsValue> {
        let session = Session::new(preset_named(preset)?, money(bankroll)?, fresh_seed()?)
            .map_err(bad_input)?;
        Ok(JsTable {
            session,
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
        let rules: Rules = serde_wasm_bindgen::from_value(rules).map_err(bad_input)?;
        let session =
            Session::with_rules(None, rules, money(bankroll)?, fresh_seed()?).map_err(bad_input)?;
        Ok(JsTable {
            session,
            settings: Settings::default(),
            notice: None,
        })
    }

    /// The game saved under `key`, replayed exactly (a round cut short comes
    /// back where it was), or a fresh `preset` table when there is none;
    /// saved data that is refused leaves a `notice` and a fresh table.
    pub fn open(key: &str, preset: &str) -> Result<JsTable, JsValue> {
        let text: Option<String> = LocalStorage::raw().get_item(key).ok().flatten();
        let Some(text) = text else {
            return JsTable::new(preset, 1000.0);
        };
        match restore(&text) {
            Ok((session, settings)) => Ok(JsTable {
                session,
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

    /// Saves the game under `key`: every round of the session, so that it
    /// can be replayed and checked when the game is opened again.
    pub fn save(&self, key: &str) -> Result<(), JsValue> {
        if self.session.preset().is_none() {
            return Err(js_error(
                "custom-not-saved",
                "a custom table is not saved",
                &[],
            ));
        }
        let data = self.session.save(self.settings.clone());
        let text = js_sys::JSON::stringify(&to_js(&data)?)
            .map_err(|_| js_error("save-failed", "the game cannot be written", &[]))?;
        LocalStorage::raw()
            .set_item(key, &String::from(text))
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
        let settings: Settings = serde_wasm_bindgen::from_value(settings).map_err(bad_input)?;
        settings.check().map_err(bad_input)?;
        self.settings = settings;
        Ok(())
    }

    /// The preset's name, or `custom`.
    #[wasm_bindgen(getter)]
    pub fn preset(&self) -> String {
        self.session
            .preset()
            .map_or("custom", Preset::name)
            .to_string()
    }

    /// The SHA-256 (hexadecimal) of the seed the next deal will use: shown
    /// before the deal, checked against the seed revealed after it.
    #[wasm_bindgen(getter)]
    pub fn commitment(&self) -> String {
        self.session.next_commitment()
    }

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

    /// Starts a new session with the table's starting bankroll.
    #[wasm_bindgen(js_name = startOver)]
    pub fn start_over(&mut self) -> Result<(), JsValue> {
        let rules = self.session.table().rules().clone();
        let bankroll = rules.starting_bankroll;
        self.session = Session::with_rules(self.session.preset(), rules, bankroll, fresh_seed()?)
            .map_err(bad_input)?;
        Ok(())
    }

    /// Plays the action written as a scenario action (`hit`, `bet 1 5`, `insure 2.50`).
    pub fn act(&mut self, action: &str) -> Result<(), JsValue> {
        let parsed: Action = action
            .parse()
            .map_err(|e: ParseActionError| js_error("bad-action", &e.to_string(), &[]))?;
        self.play(parsed)
    }

    fn play(&mut self, action: Action) -> Result<(), JsValue> {
        let fresh = if action == Action::Deal {
            fresh_seed()?
        } else {
            [0; 32]
        };
        self.session.play(&action, fresh).map_err(refused)
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

    /// Everything a player sees, as a plain object.
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        to_js(&Snapshot::of(self.session.table()))
    }

    /// The table's rules.
    #[wasm_bindgen(unchecked_return_type = "Rules")]
    pub fn rules(&self) -> Result<JsValue, JsValue> {
        to_js(self.session.table().rules())
    }

    /// The last finished rounds (at most 10), oldest first: every card,
    /// action and amount, with each round's seed.
    #[wasm_bindgen(unchecked_return_type = "RoundRecord[]")]
    pub fn history(&self) -> Result<JsValue, JsValue> {
        let records: Vec<&RoundRecord> = self.session.recent().collect();
        to_js(&records)
    }

    /// The same rounds as JSON text, for `blackjack replay FILE`.
    #[wasm_bindgen(js_name = exportHistory)]
    pub fn export_history(&self) -> Result<String, JsValue> {
        let text = js_sys::JSON::stringify_with_replacer_and_space(
            &self.history()?,
            &JsValue::NULL,
            &2.into(),
        )
        .map_err(|_| js_error("internal", "the rounds cannot be written", &[]))?;
        Ok(text.into())
    }

    /// Test builds only: the next cards to deal, by name (`["AS", "9D"]`).
    #[cfg(feature = "test-hooks")]
    pub fn stack(&mut self, cards: Vec<String>) -> Result<(), JsValue> {
        let cards = cards
            .iter()
            .map(|c| c.parse::<crate::card::Card>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(bad_input)?;
        self.session.stack(&cards);
        Ok(())
    }
}

/// Every preset with its rules and their description in plain words.
#[wasm_bindgen(unchecked_return_type = "PresetView[]")]
pub fn presets() -> Result<JsValue, JsValue> {
    to_js(&preset_views())
}

/// The SHA-256 of a seed (64 hexadecimal digits), to check a commitment.
#[wasm_bindgen(js_name = seedCommitment)]
pub fn seed_commitment(seed: &str) -> Result<String, JsValue> {
    Ok(commitment(&seed_from_hex(seed).map_err(bad_input)?))
}

/// The order a fresh shoe of `decks` decks deals with `seed`: what
/// `blackjack verify --seed HEX --decks N` prints.
#[wasm_bindgen(js_name = deckOrder)]
pub fn deck_order(seed: &str, decks: u8) -> Result<Vec<String>, JsValue> {
    if !(1..=8).contains(&decks) {
        return Err(js_error("bad-input", "decks must be 1 to 8", &[]));
    }
    let seed = seed_from_hex(seed).map_err(bad_input)?;
    Ok(Shoe::order_for_seed(decks, seed)
        .iter()
        .map(ToString::to_string)
        .collect())
}
