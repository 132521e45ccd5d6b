//! Opening and writing the saved game: parsed with the browser's JSON parser
//! (keeping serde_json out of the download), checked and replayed by the
//! engine, and written only over the text this table last saw, so that a
//! second tab never overwrites rounds it has not seen.

use super::storage::{self, Unavailable};
use blackjack::save::check_version;
use blackjack::session::{LEGACY_VERSION, SaveError, Session, SessionSave};
use blackjack::settings::Settings;
use blackjack_js::to_json;

/// Where a table keeps its game and what it last read or wrote there.
#[derive(Clone, Debug, Default)]
pub(crate) struct Slot {
    /// The key, once the table was opened from or saved under one.
    key: Option<String>,
    /// The text under the key as this table last saw it (`None`: none).
    seen: Option<String>,
}

/// How a save went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    /// Written (or already there).
    Written,
    /// The browser keeps no data for this page (blocked, or full).
    Unavailable,
    /// Another tab wrote the game since this table read or wrote it.
    Taken,
}

impl Status {
    /// The name JavaScript sees.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Status::Written => "saved",
            Status::Unavailable => "unavailable",
            Status::Taken => "taken",
        }
    }
}

/// What opening a key found.
pub(crate) enum Opened {
    /// Nothing saved there.
    Nothing(Slot),
    /// A game, restored.
    Game(Box<Session>, Settings, Slot),
    /// Saved text that was refused (kept under `KEY-refused`).
    Refused(SaveError, Slot),
    /// A save of version 2 (the whole log), kept under `KEY-refused` for
    /// the on-demand module to bring up to date (`upgradeSave`).
    Outdated(Slot),
}

/// Reads the game saved under `key`.
pub(crate) fn open(key: &str) -> Result<Opened, Unavailable> {
    let text = storage::read(key)?;
    let slot = Slot {
        key: Some(key.to_string()),
        seen: text.clone(),
    };
    let Some(text) = text else {
        return Ok(Opened::Nothing(slot));
    };
    let restored = restore(&text);
    if restored.is_err() {
        // Kept, not destroyed: the player (or support) can still read it.
        let _ = storage::write(&format!("{key}-refused"), &text);
    }
    Ok(match restored {
        Ok((session, settings)) => Opened::Game(Box::new(session), settings, slot),
        Err(SaveError::Version(LEGACY_VERSION)) => Opened::Outdated(slot),
        Err(e) => Opened::Refused(e, slot),
    })
}

/// Parses, checks and replays saved text; refuses text that holds anything
/// this version would not write back exactly as it is.
fn restore(text: &str) -> Result<(Session, Settings), SaveError> {
    let value = js_sys::JSON::parse(text).map_err(|_| SaveError::Corrupt("not JSON".into()))?;
    let version = js_sys::Reflect::get(&value, &"version".into())
        .ok()
        .and_then(|v| v.as_f64());
    if check_version(version)? == LEGACY_VERSION {
        // The page's module leaves the old format to the on-demand one.
        return Err(SaveError::Version(LEGACY_VERSION));
    }
    let save: SessionSave =
        serde_wasm_bindgen::from_value(value).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    let session = Session::restore(&save)?;
    let again = to_json(&session.save(save.settings.clone()))
        .map_err(|_| SaveError::Corrupt("not writable".into()))?;
    if again != text {
        return Err(SaveError::Corrupt(
            "it holds data this version does not write".into(),
        ));
    }
    Ok((session, save.settings))
}

/// Writes `session` under `key`, unless another tab wrote there since this
/// table last read or wrote it.
pub(crate) fn save(slot: &mut Slot, key: &str, session: &Session, settings: &Settings) -> Status {
    let Ok(text) = to_json(&session.save(settings.clone())) else {
        return Status::Unavailable;
    };
    let Ok(now) = storage::read(key) else {
        return Status::Unavailable;
    };
    let expected = if slot.key.as_deref() == Some(key) {
        slot.seen.as_deref()
    } else {
        None
    };
    if now.as_deref() != expected {
        return Status::Taken;
    }
    if now.as_deref() != Some(text.as_str()) && storage::write(key, &text).is_err() {
        return Status::Unavailable;
    }
    slot.key = Some(key.to_string());
    slot.seen = Some(text);
    Status::Written
}
