//! The advisor's wasm module: a second, separate module that the page loads
//! only when the player asks for a hint, the trainer, the tables' returns,
//! the count or the index calls, so that the exact-odds code never weighs on
//! the game's first load. The round reviews (crate `blackjack-wasm-review`)
//! and the simulator with the index plays' computation (crate
//! `blackjack-wasm-sim`) are modules of their own, so that the first Hint
//! does not wait for them. Pure computation: no state of the game, no
//! storage; the seeds are passed in.
#![deny(missing_docs)]

pub mod advisor;
pub mod count;
pub mod index;
