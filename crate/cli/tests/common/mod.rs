//! What the command's tests share: running it as a person would.

use std::process::Command;

/// Standard output, standard error and the exit code of `blackjack ARGS`,
/// run from the repository's root.
pub fn blackjack(args: &[&str]) -> (String, String, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_blackjack"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}
