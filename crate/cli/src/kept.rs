//! A table's index plays and counts kept between runs of the lab's
//! commands (`ramp`, and `risk` with a spread), as the page keeps them in
//! IndexedDB: dealing them takes seconds, a ramp from them a millisecond.
//!
//! One file a table, `lab-HEX.bin` in the user's cache folder
//! (`~/.cache/blackjack` on Linux; `--cache DIR` for another, `--cache off`
//! for none), named by the key: the SHA-256 of the engine's fingerprints of
//! the lab and of the index plays' method (both derived from the code, so a
//! changed engine never reads what an older one kept), the table's rules,
//! the rounds and the seed. The file holds
//!
//! ```text
//! MAGIC, the key (32 bytes), the index plays' JSON's length (u32 LE),
//! that JSON, the counts (the engine's `Counts::to_bytes`), SHA-256 of all before it
//! ```
//!
//! and is checked whole every time it is read: the magic, the key, the
//! digest, then the engine's own checks of the counts. A file refused is
//! dealt again and replaced, the reason written on standard error; a file
//! that cannot be written costs only the keeping.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use blackjack::lab::{Counts, lab_fingerprint};
use blackjack::odds::{IndexPlay, Method, indices_fingerprint};
use blackjack::shoe::hex;
use sha2::{Digest, Sha256};

use crate::lab::LabOptions;

/// What a kept file starts with.
const MAGIC: &[u8; 16] = b"blackjack-lab-1\n";

/// A digest's length.
const DIGEST: usize = 32;

/// Where a table's index plays and counts are kept: `--cache`'s value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Keeping {
    /// The user's cache folder (`dirs::cache_dir()`, then `blackjack`).
    Default,
    /// A folder of the user's choosing.
    In(PathBuf),
    /// Nowhere: dealt on every run.
    Off,
}

impl Keeping {
    /// `--cache`'s value: `off`, or a folder.
    pub fn parse(value: &str) -> Result<Keeping, String> {
        match value {
            "" => Err("cache: a folder, or off, is needed".to_string()),
            "off" => Ok(Keeping::Off),
            folder => Ok(Keeping::In(PathBuf::from(folder))),
        }
    }

    /// The folder the files go in (`None`: keeping is off, or this system
    /// has no cache folder).
    fn folder(&self) -> Option<PathBuf> {
        match self {
            Keeping::Default => dirs::cache_dir().map(|d| d.join("blackjack")),
            Keeping::In(folder) => Some(folder.clone()),
            Keeping::Off => None,
        }
    }
}

/// Where `o`'s table's plays and counts are kept, and under what key
/// (`None` when keeping is off, or this system has no cache folder).
pub fn place(o: &LabOptions) -> Result<Option<(PathBuf, [u8; 32])>, String> {
    let Some(folder) = o.keeping.folder() else {
        return Ok(None);
    };
    let key = key(o)?;
    Ok(Some((
        folder.join(format!("lab-{}.bin", hex(&key[..8]))),
        key,
    )))
}

/// The key of a table's kept plays and counts (see the module's documentation).
fn key(o: &LabOptions) -> Result<[u8; 32], String> {
    let rules = serde_json::to_string(&o.rules).map_err(|e| format!("rules: {e}"))?;
    let mut hash = Sha256::new();
    for part in [
        lab_fingerprint().as_bytes(),
        indices_fingerprint(&Method::default()).as_bytes(),
        rules.as_bytes(),
        &o.rounds.to_le_bytes(),
        &o.seed,
    ] {
        hash.update((part.len() as u64).to_le_bytes());
        hash.update(part);
    }
    Ok(hash.finalize().into())
}

/// The plays and counts kept in `path` under `key`: `Ok(None)` when
/// nothing is kept there, an error saying why when the file is refused.
pub fn read(path: &Path, key: &[u8; 32]) -> Result<Option<(Vec<IndexPlay>, Counts)>, String> {
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("it cannot be read: {e}")),
    };
    from_bytes(&bytes, key).map(Some)
}

/// Keeps `plays` and `counts` under `key` in `path` (a new file renamed
/// into place, so that a reader never sees half of one).
pub fn write(
    path: &Path,
    key: &[u8; 32],
    plays: &[IndexPlay],
    counts: &Counts,
) -> Result<(), String> {
    let bytes = to_bytes(key, plays, counts)?;
    let folder = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let partial = path.with_extension(format!("{}.part", std::process::id()));
    let written = fs::File::create(&partial)
        .and_then(|mut f| f.write_all(&bytes).and_then(|()| f.sync_all()))
        .and_then(|()| fs::rename(&partial, path));
    written.map_err(|e| {
        let _ = fs::remove_file(&partial);
        format!("{}: {e}", path.display())
    })
}

fn to_bytes(key: &[u8; 32], plays: &[IndexPlay], counts: &Counts) -> Result<Vec<u8>, String> {
    let plays = serde_json::to_vec(plays).map_err(|e| format!("index plays: {e}"))?;
    let length = u32::try_from(plays.len()).map_err(|_| "index plays: too long".to_string())?;
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(key);
    out.extend_from_slice(&length.to_le_bytes());
    out.extend_from_slice(&plays);
    out.extend_from_slice(&counts.to_bytes());
    let digest = Sha256::digest(&out);
    out.extend_from_slice(&digest);
    Ok(out)
}

fn from_bytes(bytes: &[u8], key: &[u8; 32]) -> Result<(Vec<IndexPlay>, Counts), String> {
    let head = MAGIC.len() + key.len() + 4;
    if bytes.len() < head + DIGEST || &bytes[..MAGIC.len()] != MAGIC {
        return Err("not a kept table's counts".to_string());
    }
    let (body, digest) = bytes.split_at(bytes.len() - DIGEST);
    if Sha256::digest(body).as_slice() != digest {
        return Err("its digest does not match: cut short or changed".to_string());
    }
    if &body[MAGIC.len()..MAGIC.len() + key.len()] != key {
        return Err("kept for another table or engine".to_string());
    }
    let length = u32::from_le_bytes(body[head - 4..head].try_into().expect("four bytes")) as usize;
    let plays = body
        .get(head..head + length)
        .ok_or("its index plays are cut short")?;
    let plays = serde_json::from_slice(plays).map_err(|e| format!("its index plays: {e}"))?;
    let counts = Counts::from_bytes(&body[head + length..]).map_err(|e| e.to_string())?;
    Ok((plays, counts))
}
