//! What the page keeps besides its session: the settings, and why saved data
//! is refused. Saved data is untrusted input: it is parsed and checked in
//! full (see [`crate::session::Session::restore`]).

use serde::{Deserialize, Serialize};

use crate::session::SESSION_VERSION;

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
    /// Refuses a language the page does not speak.
    pub fn check(&self) -> Result<(), SaveError> {
        match &self.lang {
            Some(lang) if !["en", "ru", "ro"].contains(&lang.as_str()) => {
                Err(SaveError::Invalid(format!("no language `{lang}`")))
            }
            _ => Ok(()),
        }
    }
}

/// Why saved data was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// Not JSON of the saved shape.
    #[error("the saved game is damaged ({0})")]
    Corrupt(String),
    /// Written by another version.
    #[error("the saved game is from another version ({0}, this is {SESSION_VERSION})")]
    Version(u32),
    /// A value is impossible, or the rounds do not replay to it.
    #[error("the saved game is invalid: {0}")]
    Invalid(String),
}

/// Refuses data without a version or written by another version.
pub fn check_version(version: Option<f64>) -> Result<(), SaveError> {
    match version {
        Some(v) if v == f64::from(SESSION_VERSION) => Ok(()),
        Some(v) if v.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&v) => {
            Err(SaveError::Version(v as u32))
        }
        _ => Err(SaveError::Corrupt("no version".into())),
    }
}

/// Parses saved text (natively; the browser build uses its own JSON parser),
/// checks it and replays it.
pub fn restore(text: &str) -> Result<(crate::session::Session, Settings), SaveError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    check_version(value.get("version").and_then(serde_json::Value::as_f64))?;
    let save: crate::session::SessionSave =
        serde_json::from_value(value).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    save.settings.check()?;
    let session = crate::session::Session::restore(&save)?;
    Ok((session, save.settings))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::money::Money;
    use crate::rules::Preset;
    use crate::session::Session;

    fn saved_text() -> String {
        let mut session = Session::new(Preset::LandCasino, Money::units(1000), [3; 32]).unwrap();
        session
            .play(
                &Action::Bet {
                    box_no: 2,
                    amount: Money::units(25),
                },
                [0; 32],
            )
            .unwrap();
        session
            .play(
                &Action::Pair {
                    box_no: 2,
                    amount: Money::units(5),
                },
                [0; 32],
            )
            .unwrap();
        session.play(&Action::Deal, [4; 32]).unwrap();
        while session.table().phase() != crate::table::Phase::Betting {
            let action = match session.table().phase() {
                crate::table::Phase::Insurance => {
                    if session.play(&Action::NoInsurance, [0; 32]).is_ok() {
                        continue;
                    }
                    Action::NoEvenMoney
                }
                _ => Action::Stand,
            };
            session.play(&action, [0; 32]).unwrap();
        }
        let settings = Settings {
            speed: Speed::Fast,
            lang: Some("ro".into()),
        };
        serde_json::to_string(&session.save(settings)).unwrap()
    }

    #[test]
    fn a_save_reads_back() {
        let (session, settings) = restore(&saved_text()).unwrap();
        assert_eq!(settings.lang.as_deref(), Some("ro"));
        assert_eq!(session.preset(), Some(Preset::LandCasino));
        assert_eq!(session.rounds(), 1);
    }

    #[test]
    fn damaged_or_doctored_saves_are_refused() {
        let good = saved_text();
        let cases = [
            (good[..good.len() / 2].to_string(), "damaged"),
            ("null".to_string(), "damaged"),
            (
                good.replace("\"version\":2", "\"version\":7"),
                "another version",
            ),
            (
                good.replace("\"table\":\"land-casino\"", "\"table\":\"vegas\""),
                "no table",
            ),
            (good.replace("\"start\":", "\"start\":-"), "invalid"),
            (good.replace("\"start\":", "\"start\":1e300+"), "damaged"),
            (
                good.replace("\"lang\":\"ro\"", "\"lang\":\"xx\""),
                "invalid",
            ),
            (
                good.replace("\"speed\":\"fast\"", "\"speed\":\"warp\""),
                "damaged",
            ),
            (good.replacen('}', ",\"cheat\":1}", 1), "damaged"),
        ];
        for (text, why) in cases {
            let err = restore(&text).map(|_| ()).expect_err(&text).to_string();
            assert!(err.contains(why), "{text}: {err}");
        }
    }
}
