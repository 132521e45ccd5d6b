//! What the command's tests share: running it as a person would.

use std::process::Command;

/// The user's cache folder the tests give the command (where the lab's
/// commands keep a table's counts): the tests' own, under `target/`.
pub const CACHE_HOME: &str = concat!(env!("CARGO_TARGET_TMPDIR"), "/cache");

/// Standard output, standard error and the exit code of `blackjack ARGS`,
/// run from the repository's root, the user's cache folder [`CACHE_HOME`].
pub fn blackjack(args: &[&str]) -> (String, String, Option<i32>) {
    blackjack_caching_in(args, CACHE_HOME)
}

/// [`blackjack`] with the user's cache folder (`XDG_CACHE_HOME`) `home`.
pub fn blackjack_caching_in(args: &[&str], home: &str) -> (String, String, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_blackjack"))
        .args(args)
        .env("XDG_CACHE_HOME", home)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}
