//! The player's settings, kept with the saved game.

use serde::{Deserialize, Serialize};

/// How fast cards are dealt on the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
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

/// The languages the page speaks.
pub const LANGUAGES: [&str; 3] = ["en", "ru", "ro"];

/// The player's settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Settings {
    /// Dealing speed.
    #[serde(default)]
    pub speed: Speed,
    /// The page's language (`en`, `ru`, `ro`), when the player chose one.
    #[serde(default)]
    pub lang: Option<String>,
}

impl Settings {
    /// Refuses a language the page does not speak (the error names it).
    pub fn check(&self) -> Result<(), SettingsError> {
        match &self.lang {
            Some(lang) if !LANGUAGES.contains(&lang.as_str()) => {
                Err(SettingsError::NoLanguage(lang.clone()))
            }
            _ => Ok(()),
        }
    }
}

/// Why settings are refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    /// A language the page does not speak (named).
    #[error("no language `{0}`")]
    NoLanguage(String),
}
