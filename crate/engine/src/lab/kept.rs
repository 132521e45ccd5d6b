//! The table's counts kept as bytes, so that a front end computes them
//! once (the page's worker: some seconds) and asks ramps of them later.
//!
//! The form, every number little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | `BJLCOUNT` |
//! | 4 | the version, [`KEPT_VERSION`] |
//! | 4 | the rows of a block (25: true counts −12 to +12) |
//! | 8 | the unit (the table's minimum bet) in hundredths |
//! | 8 | the rounds |
//! | 1 + 64 | the seed: its length, then its hexadecimal digits |
//! | 4 | the blocks, `⌈rounds / BLOCK⌉` |
//! | each block: 8, then rows × 24 | its rounds; at each count the rounds (`u64`), the sum of the nets and of their squares (`f64`, in units) |
//! | 4 | the sequences (the first 32 blocks' counts round by round) |
//! | each: 4, then one byte a round | its length (its block's rounds); each round's row, plus 128 where a shoe starts |
//! | 32 | the SHA-256 of everything before it |
//!
//! Read back, everything is checked (the digest, the version, every
//! length, each block's rounds as a run plays them, each row's rounds
//! summing to its block's, finite sums, the sequences agreeing with their
//! blocks) and the rows are computed again from the blocks: kept bytes are
//! untrusted input, and loading them either gives the counts that were
//! kept or refuses ([`LabError::Kept`]).

use sha2::{Digest, Sha256};

use super::counts::{Block, Counts, LabError, MAX_ROUNDS, ROWS, SEQUENCE_BLOCKS, Sequence, Sums};
use crate::money::Money;
use crate::sim::BLOCK;

/// The kept form's version: raised whenever the form or the meaning of
/// what it holds changes, so that counts kept before are refused, not
/// misread.
pub const KEPT_VERSION: u32 = 1;

/// The form's first bytes.
const MAGIC: &[u8; 8] = b"BJLCOUNT";

/// The digest's length, at the end.
const DIGEST: usize = 32;

/// A shoe's first round, in a sequence's byte.
const FIRST: u8 = 0x80;

impl Counts {
    /// The counts as bytes (see the module's documentation):
    /// [`Counts::from_bytes`] reads them back. About 2 MB at the default
    /// rounds, nearly all of it the first blocks' counts round by round.
    pub fn to_bytes(&self) -> Vec<u8> {
        let sequenced: usize = self.sequences.iter().map(|s| 4 + s.len()).sum();
        let mut out =
            Vec::with_capacity(128 + self.blocks.len() * (8 + ROWS * 24) + sequenced + DIGEST);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&KEPT_VERSION.to_le_bytes());
        out.extend_from_slice(&(ROWS as u32).to_le_bytes());
        out.extend_from_slice(&self.unit.cents().to_le_bytes());
        out.extend_from_slice(&self.rounds.to_le_bytes());
        let seed = &self.seed.as_bytes()[..self.seed.len().min(255)];
        out.push(seed.len() as u8);
        out.extend_from_slice(seed);
        out.extend_from_slice(&(self.blocks.len() as u32).to_le_bytes());
        for block in &self.blocks {
            out.extend_from_slice(&block.rounds.to_le_bytes());
            for s in &block.at {
                out.extend_from_slice(&s.n.to_le_bytes());
                out.extend_from_slice(&s.net.to_le_bytes());
                out.extend_from_slice(&s.net_sq.to_le_bytes());
            }
        }
        out.extend_from_slice(&(self.sequences.len() as u32).to_le_bytes());
        for sequence in &self.sequences {
            out.extend_from_slice(&(sequence.len() as u32).to_le_bytes());
            out.extend(
                sequence
                    .iter()
                    .map(|&(row, first)| row | if first { FIRST } else { 0 }),
            );
        }
        let digest = Sha256::digest(&out);
        out.extend_from_slice(&digest);
        out
    }

    /// The counts kept by [`Counts::to_bytes`], checked (see the module's
    /// documentation); anything else is refused with [`LabError::Kept`]
    /// saying why.
    pub fn from_bytes(bytes: &[u8]) -> Result<Counts, LabError> {
        let bad = |why: &str| LabError::Kept(why.to_string());
        if bytes.len() < MAGIC.len() + 4 + DIGEST {
            return Err(bad("too short to be kept counts"));
        }
        if &bytes[..MAGIC.len()] != MAGIC {
            return Err(bad("not kept counts"));
        }
        let version = u32::from_le_bytes(bytes[8..12].try_into().expect("four bytes"));
        if version != KEPT_VERSION {
            return Err(LabError::Kept(format!(
                "version {version}, not {KEPT_VERSION}: computed by another version of the lab"
            )));
        }
        let (body, digest) = bytes.split_at(bytes.len() - DIGEST);
        if Sha256::digest(body).as_slice() != digest {
            return Err(bad("their digest does not match: cut short or changed"));
        }
        let mut r = Reader {
            bytes: body,
            at: 12,
        };
        if r.u32()? as usize != ROWS {
            return Err(bad("another number of rows"));
        }
        let unit = Money(r.i64()?);
        if !unit.is_positive() {
            return Err(bad("the unit is not a positive amount"));
        }
        let rounds = r.u64()?;
        if !(2 * BLOCK..=MAX_ROUNDS).contains(&rounds) {
            return Err(LabError::Kept(format!("{rounds} rounds is out of range")));
        }
        let seed_len = usize::from(r.take(1)?[0]);
        let seed = std::str::from_utf8(r.take(seed_len)?)
            .ok()
            .filter(|s| s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit()))
            .filter(|s| !s.bytes().any(|b| b.is_ascii_uppercase()))
            .ok_or_else(|| bad("the seed is not 64 hexadecimal digits"))?
            .to_string();
        let count = r.u32()? as u64;
        if count != rounds.div_ceil(BLOCK) {
            return Err(bad("the blocks do not make the rounds"));
        }
        let blocks = (0..count)
            .map(|k| r.block(BLOCK.min(rounds - k * BLOCK)))
            .collect::<Result<Vec<Block>, LabError>>()?;
        let sequenced = r.u32()? as u64;
        if sequenced != count.min(SEQUENCE_BLOCKS) {
            return Err(bad("another number of sequences"));
        }
        let sequences = blocks
            .iter()
            .take(sequenced as usize)
            .map(|block| r.sequence(block))
            .collect::<Result<Vec<Sequence>, LabError>>()?;
        if r.at != body.len() {
            return Err(bad("bytes left over after the sequences"));
        }
        Ok(super::counts::assemble(
            blocks, sequences, rounds, seed, unit,
        ))
    }
}

/// Reads the kept form from the front, refusing to read past its end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], LabError> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&end| end <= self.bytes.len())
            .ok_or_else(|| LabError::Kept("cut short".into()))?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], LabError> {
        Ok(self.take(N)?.try_into().expect("N bytes"))
    }

    fn u32(&mut self) -> Result<u32, LabError> {
        Ok(u32::from_le_bytes(self.array()?))
    }

    fn u64(&mut self) -> Result<u64, LabError> {
        Ok(u64::from_le_bytes(self.array()?))
    }

    fn i64(&mut self) -> Result<i64, LabError> {
        Ok(i64::from_le_bytes(self.array()?))
    }

    fn f64(&mut self) -> Result<f64, LabError> {
        Ok(f64::from_le_bytes(self.array()?))
    }

    /// A block that a run plays with `rounds` rounds: its rows' rounds
    /// summing to them, its sums finite, the squares not negative.
    fn block(&mut self, rounds: u64) -> Result<Block, LabError> {
        if self.u64()? != rounds {
            return Err(LabError::Kept("a block's rounds are not a run's".into()));
        }
        let mut at = [Sums::default(); ROWS];
        for s in &mut at {
            *s = Sums {
                n: self.u64()?,
                net: self.f64()?,
                net_sq: self.f64()?,
            };
            if !(s.net.is_finite() && s.net_sq.is_finite() && s.net_sq >= 0.0) {
                return Err(LabError::Kept("a block's sums are not finite".into()));
            }
        }
        let mut total = 0u64;
        for s in &at {
            total = total
                .checked_add(s.n)
                .ok_or_else(|| LabError::Kept("a block's rounds overflow".into()))?;
        }
        if total != rounds {
            return Err(LabError::Kept(
                "a block's rows do not make its rounds".into(),
            ));
        }
        Ok(Block { rounds, at })
    }

    /// `block`'s counts round by round: one a round, each a row, as many
    /// at each row as the block's sums say.
    fn sequence(&mut self, block: &Block) -> Result<Sequence, LabError> {
        let bad = |why: &str| LabError::Kept(why.to_string());
        if u64::from(self.u32()?) != block.rounds {
            return Err(bad("a sequence is not as long as its block"));
        }
        let bytes = self.take(block.rounds as usize)?;
        let mut seen = [0u64; ROWS];
        let mut sequence = Vec::with_capacity(bytes.len());
        for &b in bytes {
            let row = b & !FIRST;
            let r = usize::from(row);
            if r >= ROWS {
                return Err(bad("a sequence's row is out of range"));
            }
            seen[r] += 1;
            sequence.push((row, b & FIRST != 0));
        }
        if (0..ROWS).any(|r| seen[r] != block.at[r].n) {
            return Err(bad("a sequence does not agree with its block"));
        }
        Ok(sequence)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::counts;
    use crate::odds::risk::tests::anchor as six_decks;

    /// Counts of two and a half blocks (the last one short), no index plays.
    fn small() -> Counts {
        counts(&six_decks(), &[], 2 * BLOCK + 1000, &[3; 32], 2).unwrap()
    }

    fn kept_error(bytes: &[u8]) -> String {
        match Counts::from_bytes(bytes) {
            Err(LabError::Kept(why)) => why,
            other => panic!("not refused as kept counts: {other:?}"),
        }
    }

    /// `bytes` with its digest made again (what someone forging the form
    /// would do), so that the checks behind the digest are reached.
    fn redigest(mut bytes: Vec<u8>) -> Vec<u8> {
        bytes.truncate(bytes.len() - DIGEST);
        let digest = Sha256::digest(&bytes);
        bytes.extend_from_slice(&digest);
        bytes
    }

    #[test]
    fn counts_kept_read_back_the_same() {
        let counts = small();
        let bytes = counts.to_bytes();
        let back = Counts::from_bytes(&bytes).unwrap();
        assert_eq!(back.rows, counts.rows);
        assert_eq!(
            (back.rounds, &back.seed, back.unit),
            (counts.rounds, &counts.seed, counts.unit)
        );
        assert_eq!(back.sequences, counts.sequences);
        assert_eq!(back.blocks.len(), counts.blocks.len());
        for (a, b) in back.blocks.iter().zip(&counts.blocks) {
            assert_eq!(a.rounds, b.rounds);
            for (x, y) in a.at.iter().zip(&b.at) {
                assert_eq!(
                    (x.n, x.net.to_bits(), x.net_sq.to_bits()),
                    (y.n, y.net.to_bits(), y.net_sq.to_bits())
                );
            }
        }
        assert_eq!(back.to_bytes(), bytes);
    }

    #[test]
    fn changed_kept_counts_are_refused() {
        let bytes = small().to_bytes();
        // Cut short anywhere, or empty.
        for len in [0, 5, 12, 40, bytes.len() / 2, bytes.len() - 1] {
            kept_error(&bytes[..len]);
        }
        // One byte flipped anywhere: the digest, or the version.
        for at in [
            0,
            9,
            20,
            100,
            bytes.len() / 2,
            bytes.len() - 40,
            bytes.len() - 1,
        ] {
            let mut changed = bytes.clone();
            changed[at] ^= 0x10;
            kept_error(&changed);
        }
        // Bytes after the digest, or before it (digest made again).
        let mut longer = bytes.clone();
        longer.push(0);
        kept_error(&longer);
        let mut padded = bytes[..bytes.len() - DIGEST].to_vec();
        padded.extend_from_slice(&[0; 4]);
        padded.extend_from_slice(&[0; DIGEST]);
        assert!(kept_error(&redigest(padded)).contains("left over"));
        // Another version, its digest right.
        let mut other = bytes.clone();
        other[8] = 2;
        assert!(kept_error(&redigest(other)).contains("version 2"));
    }

    #[test]
    fn forged_kept_counts_are_refused() {
        let bytes = small().to_bytes();
        let blocks_at = 8 + 4 + 4 + 8 + 8 + 1 + 64 + 4;
        let cases: [(usize, &[u8], &str); 6] = [
            // The unit's top byte: a negative amount.
            (8 + 4 + 4 + 7, &[0x80], "unit"),
            // The rounds' top byte: far too many.
            (8 + 4 + 4 + 8 + 7, &[0x40], "rounds"),
            // The first block's rounds.
            (blocks_at, &[1], "a block's rounds"),
            // The first block's first row's rounds.
            (blocks_at + 8, &[1], "rows"),
            // The first row's sum of squares: infinite.
            (blocks_at + 8 + 8 + 8 + 6, &[0xf0, 0x7f], "finite"),
            // A round's row in the last sequence, beyond the last row.
            (bytes.len() - DIGEST - 10, &[0x7f], "row"),
        ];
        for (at, new, what) in cases {
            let mut forged = bytes.clone();
            if let [bits] = new {
                forged[at] ^= bits;
            } else {
                forged[at..at + new.len()].copy_from_slice(new);
            }
            let why = kept_error(&redigest(forged));
            assert!(!why.contains("digest"), "{what}: {why}");
        }
    }
}
