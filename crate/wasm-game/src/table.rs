//! The table object JavaScript holds: how it is made, opened and saved, its
//! settings, and what it shows (snapshot, rules, history).

use wasm_bindgen::prelude::*;

use super::saved::{self, Opened, Slot};
use blackjack::money::Money;
use blackjack::record::RoundRecord;
use blackjack::rules::Preset;
use blackjack::session::Session;
use blackjack::settings::Settings;
use blackjack::view::Snapshot;
use blackjack_js::{bad_input, fresh_seed, js_error, money, preset_named, to_js};

/// Why a saved game was not brought back: a code for translations and the
/// engine's words.
#[derive(Clone, Debug)]
struct Notice {
    code: &'static str,
    text: String,
}

/// A blackjack table for JavaScript.
#[wasm_bindgen(js_name = Table)]
pub struct JsTable {
    pub(super) session: Session,
    settings: Settings,
    notice: Option<Notice>,
    slot: Slot,
}

impl JsTable {
    fn of(session: Session) -> JsTable {
        JsTable {
            session,
            settings: Settings::default(),
            notice: None,
            slot: Slot::default(),
        }
    }

    fn fresh(preset: &str, bankroll: Option<f64>) -> Result<JsTable, JsValue> {
        let preset = preset_named(preset)?;
        let bankroll = match bankroll {
            Some(amount) => money(amount)?,
            None => preset.rules().starting_bankroll,
        };
        let session = Session::new(preset, bankroll, fresh_seed()?).map_err(bad_input)?;
        Ok(JsTable::of(session))
    }
}

#[wasm_bindgen(js_class = Table)]
impl JsTable {
    /// A table of the preset named `preset` with a player holding `bankroll`.
    #[wasm_bindgen(constructor)]
    pub fn new(preset: &str, bankroll: f64) -> Result<JsTable, JsValue> {
        JsTable::fresh(preset, Some(bankroll))
    }

    /// A table of custom rules (an object with every option of a preset's
    /// `rules`). In the npm package (feature `full-api`), not the page's build.
    #[cfg(feature = "full-api")]
    #[wasm_bindgen(js_name = fromRules)]
    pub fn from_rules(
        #[wasm_bindgen(unchecked_param_type = "Rules")] rules: JsValue,
        bankroll: f64,
    ) -> Result<JsTable, JsValue> {
        let rules: blackjack::rules::Rules =
            serde_wasm_bindgen::from_value(rules).map_err(bad_input)?;
        let session =
            Session::with_rules(None, rules, money(bankroll)?, fresh_seed()?).map_err(bad_input)?;
        Ok(JsTable::of(session))
    }

    /// The game saved under `key`, brought back exactly (a round cut short
    /// comes back where it was), or a new game at `preset` with `bankroll`
    /// (default: the table's starting bankroll) when there is none. Saved
    /// data that is refused is kept under `KEY-refused` and leaves a
    /// `notice`; storage the browser blocks leaves one too. Never throws
    /// because of storage.
    pub fn open(key: &str, preset: &str, bankroll: Option<f64>) -> Result<JsTable, JsValue> {
        let (mut table, notice) = match saved::open(key) {
            Err(_) => (
                JsTable::fresh(preset, bankroll)?,
                Some(Notice {
                    code: "storage-unavailable",
                    text: "this browser keeps no data for this page".into(),
                }),
            ),
            Ok(Opened::Nothing(slot)) => (JsTable::fresh(preset, bankroll)?.at(slot), None),
            Ok(Opened::Game(session, settings, slot)) => {
                let mut table = JsTable::of(*session).at(slot);
                table.settings = settings;
                (table, None)
            }
            Ok(Opened::Outdated(slot)) => (
                JsTable::fresh(preset, bankroll)?.at(slot),
                Some(Notice {
                    code: "save-outdated",
                    text:
                        "the saved game is from an earlier version; it is kept under KEY-refused \
                           for upgradeSave"
                            .into(),
                }),
            ),
            Ok(Opened::Refused(e, slot)) => (
                JsTable::fresh(preset, bankroll)?.at(slot),
                Some(Notice {
                    code: "save-refused",
                    text: format!("{e}; a new game has started."),
                }),
            ),
        };
        table.notice = notice;
        Ok(table)
    }

    fn at(mut self, slot: Slot) -> JsTable {
        self.slot = slot;
        self
    }

    /// Saves the game under `key`: a constant size, however many rounds were
    /// played. Answers `"saved"`, `"unavailable"` (the browser keeps no data
    /// for this page: blocked, or full; the game plays on in memory) or
    /// `"taken"` (another tab wrote the game since this table read or wrote
    /// it: nothing is written). Throws only for a custom table.
    #[wasm_bindgen(unchecked_return_type = "SaveStatus")]
    pub fn save(&mut self, key: &str) -> Result<String, JsValue> {
        if self.session.preset().is_none() {
            return Err(js_error(
                "custom-not-saved",
                "a custom table is not saved",
                &[],
            ));
        }
        let status = saved::save(&mut self.slot, key, &self.session, &self.settings);
        Ok(status.name().to_string())
    }

    /// Why the saved game was not brought back, in the engine's words.
    #[wasm_bindgen(getter)]
    pub fn notice(&self) -> Option<String> {
        self.notice.as_ref().map(|n| n.text.clone())
    }

    /// Why the saved game was not brought back: `save-refused` (the text is
    /// kept under `KEY-refused`), `save-outdated` (a save of the earlier
    /// format, kept under `KEY-refused`: the on-demand module's
    /// `upgradeSave` brings it up to date) or `storage-unavailable`.
    #[wasm_bindgen(getter, js_name = noticeCode, unchecked_return_type = "NoticeCode | undefined")]
    pub fn notice_code(&self) -> Option<String> {
        self.notice.as_ref().map(|n| n.code.to_string())
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

    /// Starts a new session with the table's starting bankroll.
    #[wasm_bindgen(js_name = startOver)]
    pub fn start_over(&mut self) -> Result<(), JsValue> {
        let rules = self.session.table().rules().clone();
        let bankroll: Money = rules.starting_bankroll;
        self.session = Session::with_rules(self.session.preset(), rules, bankroll, fresh_seed()?)
            .map_err(bad_input)?;
        Ok(())
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
}
