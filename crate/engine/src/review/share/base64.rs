//! Base64url without padding (RFC 4648 §5), strict: a text with a character
//! outside the alphabet, a length no bytes make, or bits left over that are
//! not zero is refused, so every byte string has exactly one text.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` as base64url without padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

fn value(c: u8) -> Option<u32> {
    ALPHABET.iter().position(|&a| a == c).map(|v| v as u32)
}

/// The bytes of a base64url text without padding (`None`: not one).
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= value(c)? << (18 - 6 * i);
        }
        let bytes = chunk.len() - 1;
        // Bits past the last whole byte must be zero (one text per bytes).
        if n & ((1 << (24 - 8 * bytes)) - 1) != 0 {
            return None;
        }
        out.extend_from_slice(&n.to_be_bytes()[1..=bytes]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::{decode, encode};

    #[test]
    fn round_trips_every_length_and_refuses_what_is_not_base64url() {
        let bytes: Vec<u8> = (0..=255).collect();
        for n in 0..40 {
            let text = encode(&bytes[200 - n..200]);
            assert_eq!(text.len(), (n * 4).div_ceil(3));
            assert_eq!(decode(&text).as_deref(), Some(&bytes[200 - n..200]));
        }
        assert_eq!(encode(b"hi?"), "aGk_");
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
        for bad in ["a", "aGk=", "aGk/", "-_9", "aGl"] {
            assert_eq!(decode(bad), None, "{bad}");
        }
    }
}
