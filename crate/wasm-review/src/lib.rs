//! The review wasm module: a module of its own that the advisor's worker
//! loads the first time it is asked to review a round, open a share link,
//! or sum a session or a lifetime, so that neither the game's first load
//! nor the first Hint (the advisor's module) pays for the replay, the
//! share links' JSON and checksum, or the sums. Pure computation: no state
//! of the game, no storage.
#![deny(missing_docs)]

pub mod review;
pub mod round;
