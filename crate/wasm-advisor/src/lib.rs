//! The advisor's wasm module: a second, separate module that the page loads
//! only when the player asks for a hint, the trainer, the tables' returns,
//! the count, the indices, the round reviews or the simulator, so that the
//! exact-odds code never weighs on the game's first load. Pure computation:
//! no state of the game, no storage; the seeds are passed in.
#![deny(missing_docs)]

pub mod advisor;
pub mod count;
pub mod index;
pub mod review;
pub mod round;
pub mod sim;
pub mod spread;
