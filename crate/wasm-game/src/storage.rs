//! The browser's `localStorage`, through web-sys, where every step may fail:
//! a browser that blocks site data throws on the first touch, a full quota
//! throws on writing. Every call returns a `Result`, so a failure is a value
//! and never a JavaScript exception thrown through a borrowed table.

use web_sys::Storage;

/// Why storage could not be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Unavailable;

fn local() -> Result<Storage, Unavailable> {
    web_sys::window()
        .ok_or(Unavailable)?
        .local_storage()
        .map_err(|_| Unavailable)?
        .ok_or(Unavailable)
}

/// The text under `key` (`None` when there is none).
pub(crate) fn read(key: &str) -> Result<Option<String>, Unavailable> {
    local()?.get_item(key).map_err(|_| Unavailable)
}

/// Writes `text` under `key` (refused when blocked or full).
pub(crate) fn write(key: &str, text: &str) -> Result<(), Unavailable> {
    local()?.set_item(key, text).map_err(|_| Unavailable)
}
