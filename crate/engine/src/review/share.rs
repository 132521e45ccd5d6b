//! Share links: a finished round as a short, versioned, URL-safe text that
//! replays it anywhere.
//!
//! The text is `1.` (the format's version, [`SHARE_VERSION`]) then, in
//! base64url without padding, 4 bytes of the SHA-256 of what follows and a
//! compact JSON array: `[table, seed, streamPos, undealt, bankrollCents,
//! bets, actions, netCents, finalCents]`, `table` being the preset's name
//! when the rules are a preset's, else the rules as JSON; `bets` each box's
//! `[mainCents, pairCents]`; `undealt` as in the record (or `null`).
//! Decoding replays the round through the one replay path and refuses it as
//! altered when the checksum or the replay's net and final bankroll differ
//! from the link's. The seed is in the record only once the round is over,
//! so a link never shows cards still to come.

mod base64;

use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::money::Money;
use crate::record::{RECORD_VERSION, ReplayError, RoundRecord};
use crate::rules::{Preset, Rules};
use crate::table::{BoxBets, Table};

/// The version of the link format.
pub const SHARE_VERSION: u32 = 1;

/// How many bytes of SHA-256 a link carries.
const CHECK: usize = 4;

/// Why a link cannot be made or read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShareError {
    /// Only a finished round can be shared.
    #[error("only a finished round can be shared")]
    NotOver,
    /// The text is not a link of this game.
    #[error("the link is malformed: {0}")]
    Malformed(String),
    /// The link was made by a newer version of the game.
    #[error(
        "the link was made by a newer version of the game (format {0}); update the game to open it"
    )]
    NewerVersion(u32),
    /// The link was changed after it was made.
    #[error("the link was altered: {0}")]
    Altered(String),
    /// The round in the link does not replay.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

impl ShareError {
    /// A stable code for the page (`link-not-over`, `link-malformed`,
    /// `link-newer`, `link-altered`, `link-replay`).
    pub fn code(&self) -> &'static str {
        match self {
            ShareError::NotOver => "link-not-over",
            ShareError::Malformed(_) => "link-malformed",
            ShareError::NewerVersion(_) => "link-newer",
            ShareError::Altered(_) => "link-altered",
            ShareError::Replay(_) => "link-replay",
        }
    }
}

/// The link text of a finished round.
pub fn encode(record: &RoundRecord) -> Result<String, ShareError> {
    let result = record.result.as_ref().ok_or(ShareError::NotOver)?;
    let table = match Preset::ALL.iter().find(|p| p.rules() == record.rules) {
        Some(preset) => json!(preset.name()),
        None => json!(record.rules),
    };
    let bets: Vec<[i64; 2]> = record
        .bets
        .iter()
        .map(|b| [b.main.cents(), b.pair.cents()])
        .collect();
    let payload = json!([
        table,
        record.seed,
        record.stream_pos,
        record.undealt,
        record.bankroll.cents(),
        bets,
        record.actions,
        (result.bankroll - record.bankroll).cents(),
        result.bankroll.cents(),
    ])
    .to_string();
    let mut bytes = Sha256::digest(payload.as_bytes())[..CHECK].to_vec();
    bytes.extend_from_slice(payload.as_bytes());
    Ok(format!("{SHARE_VERSION}.{}", base64::encode(&bytes)))
}

/// The round of a link, replayed and checked (its record, result included).
pub fn decode(text: &str) -> Result<RoundRecord, ShareError> {
    let malformed = |why: &str| ShareError::Malformed(why.into());
    let (version, body) = text
        .trim()
        .split_once('.')
        .ok_or_else(|| malformed("no version"))?;
    let version: u32 = match version.parse() {
        Ok(v) if version.bytes().all(|b| b.is_ascii_digit()) => v,
        _ => return Err(malformed("no version")),
    };
    if version > SHARE_VERSION {
        return Err(ShareError::NewerVersion(version));
    }
    if version != SHARE_VERSION {
        return Err(malformed("unknown version"));
    }
    let bytes = base64::decode(body).ok_or_else(|| malformed("not base64url"))?;
    if bytes.len() <= CHECK {
        return Err(malformed("too short"));
    }
    let (check, payload) = bytes.split_at(CHECK);
    if Sha256::digest(payload)[..CHECK] != *check {
        return Err(ShareError::Altered("its checksum does not match".into()));
    }
    let value: Value = serde_json::from_slice(payload).map_err(|e| malformed(&e.to_string()))?;
    let (record, net, last) = record_of(&value).ok_or_else(|| malformed("not a round"))?;
    let table = Table::replay(&record)?;
    let replayed = table
        .record()
        .filter(|r| r.result.is_some())
        .ok_or_else(|| ShareError::Altered("the round is not over".into()))?;
    let result = replayed.result.as_ref().ok_or(ShareError::NotOver)?;
    if result.net.cents() != net || result.bankroll.cents() != last {
        return Err(ShareError::Altered(format!(
            "the round replays to a net of {}, the link says {}",
            result.net,
            Money(net)
        )));
    }
    Ok(replayed)
}

/// The record (without its result), net and final bankroll of a link's
/// array; `None` when it is not one.
fn record_of(value: &Value) -> Option<(RoundRecord, i64, i64)> {
    let [
        table,
        seed,
        pos,
        undealt,
        bankroll,
        bets,
        actions,
        net,
        last,
    ] = value.as_array()?.as_slice()
    else {
        return None;
    };
    let rules: Rules = match table {
        Value::String(name) => Preset::from_name(name)?.rules(),
        other => serde_json::from_value(other.clone()).ok()?,
    };
    let bets = bets
        .as_array()?
        .iter()
        .map(|b| match b.as_array()?.as_slice() {
            [main, pair] => Some(BoxBets {
                main: Money(main.as_i64()?),
                pair: Money(pair.as_i64()?),
            }),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    let actions = actions
        .as_array()?
        .iter()
        .map(|a| a.as_str().map(String::from))
        .collect::<Option<Vec<_>>>()?;
    let undealt = match undealt {
        Value::Null => None,
        other => Some(other.as_str()?.to_string()),
    };
    let record = RoundRecord {
        version: RECORD_VERSION,
        rules,
        seed: seed.as_str()?.to_string(),
        stream_pos: pos.as_u64()?,
        undealt,
        bankroll: Money(bankroll.as_i64()?),
        bets,
        actions,
        result: None,
        fresh_shoe: false,
    };
    Some((record, net.as_i64()?, last.as_i64()?))
}

#[cfg(test)]
mod tests;
