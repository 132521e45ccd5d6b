//! A blackjack rules engine for the four tables of `RULES.md`.
//!
//! The engine is pure: no I/O, no JavaScript types, randomness passed in.
//! Money is integer hundredths ([`Money`]). A [`Table`] is built from checked
//! [`Rules`] (a [`Preset`]'s, or custom values: a [`RulesSpec`] that passed
//! [`RulesSpec::check`]) and changes only through checked actions; a refused
//! action returns an [`ActionError`] and changes nothing.
//!
//! ```
//! use blackjack::{Action, Money, Phase, Preset, Table};
//!
//! let mut table = Table::new(Preset::SingleDeck.rules(), Money::units(1000)).unwrap();
//! table.bet(1, Money::units(10)).unwrap();
//! table.deal_seeded([7; 32]).unwrap();
//! while table.phase() != Phase::Betting {
//!     let action = if table.phase() == Phase::Insurance { Action::NoInsurance } else { Action::Stand };
//!     table.apply(&action, &mut rand_core::UnwrapErr(NoRng)).unwrap();
//! }
//! assert!(table.round().over);
//! # struct NoRng;
//! # impl rand_core::TryRng for NoRng {
//! #     type Error = std::convert::Infallible;
//! #     fn try_next_u32(&mut self) -> Result<u32, Self::Error> { Ok(0) }
//! #     fn try_next_u64(&mut self) -> Result<u64, Self::Error> { Ok(0) }
//! #     fn try_fill_bytes(&mut self, d: &mut [u8]) -> Result<(), Self::Error> { d.fill(0); Ok(()) }
//! # }
//! ```
#![deny(missing_docs)]

pub mod action;
pub mod audit;
pub mod card;
#[cfg(any(not(target_arch = "wasm32"), feature = "practice", feature = "advisor"))]
pub mod daily;
pub mod error;
pub mod hand;
#[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
pub mod lab;
pub mod money;
pub mod odds;
pub mod phase;
#[cfg(any(not(target_arch = "wasm32"), feature = "practice"))]
pub mod practice;
pub mod record;
pub mod refusal;
#[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
pub mod review;
pub mod rules;
pub mod save;
pub mod scenario;
pub mod session;
pub mod settings;
pub mod shoe;
#[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
pub mod sim;
pub mod table;
pub mod view;

pub use action::{Action, ActionKind, ActionSet};
pub use card::{Card, Rank, Suit};
pub use error::ActionError;
pub use hand::{Hand, HandState, Outcome, Total};
pub use money::Money;
pub use phase::{Offer, Phase};
pub use refusal::Refusal;
pub use rules::{Preset, Rules, RulesError, RulesSpec, Shuffle};
pub use shoe::{DealRng, Seed, Shoe};
pub use table::{AmountRange, Round, SideBet, Table};
