//! The simulator's wasm module: a module of its own that the advisor's
//! worker loads the first time it is asked to simulate or to compute a
//! table's index plays (both deal thousands of shoes), so that neither the
//! game's first load nor the first Hint (the advisor's module) pays for
//! them. Pure computation: no state of the game, no storage; the seeds are
//! passed in.
#![deny(missing_docs)]

pub mod indices;
pub mod sim;
pub mod spread;
