//! Saved text: the version it must carry, and reading it natively (the
//! browser build parses with the browser's JSON parser, `wasm.rs`). Saved
//! data is untrusted input: it is parsed and checked in full (see
//! [`Session::restore`]).

use crate::session::{
    LEGACY_VERSION, LegacySave, SESSION_VERSION, SaveError, Session, SessionSave,
};
use crate::settings::Settings;

/// The version of saved data, when this version reads it: today's, or the
/// version 2 that held the whole log (played again once, see
/// [`Session::migrate`]). Refuses data without a version or of another one.
pub fn check_version(version: Option<f64>) -> Result<u32, SaveError> {
    match version {
        Some(v) if v == f64::from(SESSION_VERSION) => Ok(SESSION_VERSION),
        Some(v) if v == f64::from(LEGACY_VERSION) => Ok(LEGACY_VERSION),
        Some(v) if v.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&v) => {
            Err(SaveError::Version(v as u32))
        }
        _ => Err(SaveError::Corrupt("no version".into())),
    }
}

/// Parses saved text, checks it and replays it.
pub fn restore(text: &str) -> Result<(Session, Settings), SaveError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    let corrupt = |e: serde_json::Error| SaveError::Corrupt(e.to_string());
    if check_version(value.get("version").and_then(serde_json::Value::as_f64))? == LEGACY_VERSION {
        let save: LegacySave = serde_json::from_value(value).map_err(corrupt)?;
        return Ok((Session::migrate(&save)?, save.settings));
    }
    let save: SessionSave = serde_json::from_value(value).map_err(corrupt)?;
    let session = Session::restore(&save)?;
    Ok((session, save.settings))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::money::Money;
    use crate::rules::Preset;
    use crate::settings::Speed;
    use crate::table::Phase;

    fn saved_text() -> String {
        let mut session = Session::new(Preset::LandCasino, Money::units(1000), [3; 32]).unwrap();
        let bets = [
            Action::Bet {
                box_no: 2,
                amount: Money::units(25),
            },
            Action::Pair {
                box_no: 2,
                amount: Money::units(5),
            },
        ];
        for bet in &bets {
            session.play(bet, [0; 32]).unwrap();
        }
        session.play(&Action::Deal, [4; 32]).unwrap();
        while session.table().phase() != Phase::Betting {
            let action = match session.table().phase() {
                Phase::Insurance => {
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
        assert_eq!(session.recent().count(), 1);
    }

    #[test]
    fn damaged_or_doctored_saves_are_refused() {
        let good = saved_text();
        let cases = [
            (good[..good.len() / 2].to_string(), "damaged"),
            ("null".to_string(), "damaged"),
            (
                good.replace("\"version\":3", "\"version\":7"),
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
            (
                good.replace("\"lang\":\"ro\"", "\"lang\":\"xx\""),
                "invalid",
            ),
            (
                good.replace("\"speed\":\"fast\"", "\"speed\":\"warp\""),
                "damaged",
            ),
            (good.replacen('}', ",\"cheat\":1}", 1), "damaged"),
            (
                good.replace("\"streamPos\"", "\"streamPosition\""),
                "damaged",
            ),
        ];
        for (text, why) in cases {
            assert_ne!(text, good, "the case changes the save");
            let err = restore(&text).map(|_| ()).expect_err(&text).to_string();
            assert!(err.contains(why), "{text}: {err}");
        }
    }
}
