//! Every refusal code the engine can give is translated: each catalogue of
//! the page (`www/i18n/{en,ru,ro}.js`) holds an `err-<code>` entry for every
//! code in [`ActionError::CODES`].
#![cfg(not(target_arch = "wasm32"))]

use blackjack::ActionError;

#[test]
fn every_refusal_code_is_in_every_catalogue() {
    for lang in ["en", "ru", "ro"] {
        let path = format!("{}/../../www/i18n/{lang}.js", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let missing: Vec<&str> = ActionError::CODES
            .iter()
            .copied()
            .filter(|code| !text.contains(&format!("'err-{code}':")))
            .collect();
        assert!(
            missing.is_empty(),
            "{lang}.js lacks err- entries for {missing:?}"
        );
    }
}
