//! What the page keeps between visits: the chosen table, the bankroll, the
//! last bets and the settings, versioned. Saved data is untrusted input: it
//! is parsed and checked in full, and anything wrong is refused with a reason.

use serde::{Deserialize, Serialize};

use crate::money::Money;
use crate::rules::Preset;
use crate::table::{BoxBets, Table};

/// The version of the saved format this build writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// How fast cards are dealt on the page.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Speed {
    /// About a second a card.
    Slow,
    /// A comfortable pace.
    #[default]
    Normal,
    /// Quick.
    Fast,
    /// No animation.
    Instant,
}

/// The player's settings.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Settings {
    /// Dealing speed.
    #[serde(default)]
    pub speed: Speed,
    /// The page's language (`en`, `ru`, `ro`), when the player chose one.
    #[serde(default)]
    pub lang: Option<String>,
}

/// Everything saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SaveData {
    /// The format version ([`SAVE_VERSION`]).
    pub version: u32,
    /// The preset name of the chosen table.
    pub table: String,
    /// The player's money, chips on the table included.
    pub bankroll: Money,
    /// The bets Repeat places, box by box.
    #[serde(default)]
    pub last_bets: Option<Vec<BoxBets>>,
    /// The settings.
    #[serde(default)]
    pub settings: Settings,
}

/// Why saved data was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// Not JSON of the saved shape.
    #[error("the saved game is damaged ({0})")]
    Corrupt(String),
    /// Written by another version.
    #[error("the saved game is from another version ({0}, this is {SAVE_VERSION})")]
    Version(u32),
    /// A value is impossible.
    #[error("the saved game is invalid: {0}")]
    Invalid(String),
}

impl SaveData {
    /// What to save for `table`, the preset it plays, and `settings`. Chips
    /// lying on the table count as the player's: a round cut short by a
    /// reload is called off and its stakes come back.
    pub fn of(table: &Table, preset: Preset, settings: Settings) -> SaveData {
        SaveData {
            version: SAVE_VERSION,
            table: preset.name().to_string(),
            bankroll: table.bankroll() + table.on_table(),
            last_bets: table.last_bets().map(<[BoxBets]>::to_vec),
            settings,
        }
    }

    /// Parses and checks saved text.
    pub fn parse(text: &str) -> Result<SaveData, SaveError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
        SaveData::check_version(value.get("version").and_then(serde_json::Value::as_f64))?;
        let data: SaveData =
            serde_json::from_value(value).map_err(|e| SaveError::Corrupt(e.to_string()))?;
        data.table()?;
        Ok(data)
    }

    /// Refuses data without a version or written by another version.
    pub fn check_version(version: Option<f64>) -> Result<(), SaveError> {
        match version {
            Some(v) if v == f64::from(SAVE_VERSION) => Ok(()),
            Some(v) if v.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&v) => {
                Err(SaveError::Version(v as u32))
            }
            _ => Err(SaveError::Corrupt("no version".into())),
        }
    }

    /// Builds the saved table, checking every value against its rules.
    pub fn table(&self) -> Result<(Preset, Table), SaveError> {
        let invalid = |why: String| SaveError::Invalid(why);
        let preset = Preset::from_name(&self.table)
            .ok_or_else(|| invalid(format!("no table `{}`", self.table)))?;
        let mut table =
            Table::new(preset.rules(), self.bankroll).map_err(|e| invalid(e.to_string()))?;
        if let Some(bets) = &self.last_bets {
            table
                .restore_last_bets(bets)
                .map_err(|e| invalid(e.to_string()))?;
        }
        if let Some(lang) = &self.settings.lang {
            if !["en", "ru", "ro"].contains(&lang.as_str()) {
                return Err(invalid(format!("no language `{lang}`")));
            }
        }
        Ok((preset, table))
    }

    /// The saved data as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("saved data always serializes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saved_after_a_round() -> SaveData {
        let mut table = Table::new(Preset::LandCasino.rules(), Money::units(1000)).unwrap();
        table.bet(2, Money::units(25)).unwrap();
        table.pair_bet(2, Money::units(5)).unwrap();
        table.deal_seeded([5; 32]).unwrap();
        while table.phase() != crate::table::Phase::Betting {
            let _ = table
                .stand()
                .or_else(|_| table.decline_insurance())
                .or_else(|_| table.decline_even_money());
        }
        SaveData::of(
            &table,
            Preset::LandCasino,
            Settings {
                speed: Speed::Fast,
                lang: Some("ro".into()),
            },
        )
    }

    #[test]
    fn a_save_reads_back_into_the_same_table() {
        let saved = saved_after_a_round();
        let read = SaveData::parse(&saved.to_json()).unwrap();
        assert_eq!(read, saved);
        let (preset, table) = read.table().unwrap();
        assert_eq!(preset, Preset::LandCasino);
        assert_eq!(table.bankroll(), saved.bankroll);
        assert_eq!(
            table.last_bets().unwrap()[1],
            BoxBets {
                main: Money::units(25),
                pair: Money::units(5)
            }
        );
    }

    #[test]
    fn damaged_or_doctored_saves_are_refused() {
        let good = saved_after_a_round().to_json();
        let cases = [
            (good[..good.len() / 2].to_string(), "damaged"),
            ("null".to_string(), "damaged"),
            (
                good.replace("\"version\":1", "\"version\":7"),
                "another version",
            ),
            (
                good.replace("\"table\":\"land-casino\"", "\"table\":\"vegas\""),
                "no table",
            ),
            (good.replace("\"bankroll\":", "\"bankroll\":-"), "invalid"),
            (
                good.replace("\"bankroll\":", "\"bankroll\":1e300+"),
                "damaged",
            ),
            (good.replace("\"main\":25", "\"main\":501"), "invalid"),
            (good.replace("\"main\":25", "\"main\":2.5"), "invalid"),
            (
                good.replace("\"lang\":\"ro\"", "\"lang\":\"xx\""),
                "invalid",
            ),
            (
                good.replace("\"speed\":\"fast\"", "\"speed\":\"warp\""),
                "damaged",
            ),
            (good.replace('}', ",\"cheat\":1}"), "damaged"),
        ];
        for (text, why) in cases {
            let err = SaveData::parse(&text).expect_err(&text).to_string();
            assert!(err.contains(why), "{text}: {err}");
        }
    }
}
