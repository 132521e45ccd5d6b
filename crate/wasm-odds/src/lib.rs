//! The odds module: the one wasm module the game's engine port
//! (`www/core/engine.js`) loads into its workers, once each, when the page is
//! idle or at the first question. It holds every use of the engine's exact
//! odds, so that no worker carries two copies of them: the Hint, the
//! Trainer's chart and index calls, the count and the next round's return
//! (`advisor`, `count`, `index`); the round reviews, what-if, share links, a
//! session's sums and lifetime progress (`review`, `round`); the day's score
//! (`daily`); the simulator,
//! bet spreads and the index plays' computation (`sim`, `spread`,
//! `indices`); the counting lab, a table's counts played with progress and
//! kept as bytes, and ramps with their risk curves asked of them (`lab`);
//! and the fingerprints of the index method, the review and the lab, under
//! which the page keeps what they computed (`fingerprint`). Pure
//! computation: no state of the game, no storage; the seeds are passed in.
#![deny(missing_docs)]

pub mod advisor;
pub mod count;
pub mod daily;
pub mod fingerprint;
pub mod index;
pub mod indices;
pub mod lab;
pub mod review;
pub mod round;
pub mod sim;
pub mod spread;
