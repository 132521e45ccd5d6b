//! The value of an insurance or even money decision.

use super::{ReviewError, Reviewer};
use crate::action::{Action, ActionKind};
use crate::card::Card;
use crate::odds::Composition;
use crate::table::{Offer, Table};

/// The usual insurance on `table`: its default amount (half the bet), or
/// the most allowed where it has no default (0 when none is allowed).
pub(super) fn usual_insurance(table: &Table) -> f64 {
    table
        .amount_range(ActionKind::Insure, 1)
        .map(|r| r.default.unwrap_or(r.max))
        .map_or(0.0, |m| m.as_f64())
}

impl Reviewer {
    /// The chance that the dealer's hole card is a ten, `seen` being the
    /// cards seen (the hand and the up card included).
    pub(super) fn ten_chance(&self, seen: &[Card]) -> Result<f64, ReviewError> {
        Ok(Composition::decks(self.rules.decks)
            .without(seen)?
            .probability(10))
    }

    /// What an insurance or even money decision cost (`bet`: the hand's bet),
    /// and the best choice's name, `seen` being the cards seen (the hand and
    /// the up card included). Insurance returns `3p - 1` per unit insured,
    /// `p` the chance that the hole card is a ten; even money pays 1 for
    /// sure against the blackjack's pay when the dealer has none.
    pub(super) fn offer_cost(
        &self,
        table: &Table,
        offer: Offer,
        bet: f64,
        action: &Action,
        seen: &[Card],
    ) -> Result<(&'static str, f64), ReviewError> {
        let ten = self.ten_chance(seen)?;
        let name =
            |take: bool, yes: ActionKind, no: ActionKind| if take { yes.name() } else { no.name() };
        match offer {
            Offer::EvenMoney => {
                let pays = &self.rules.blackjack_pays;
                let decline = bet * f64::from(pays.win) / f64::from(pays.per) * (1.0 - ten);
                let (take, values) = (bet >= decline, [bet, decline]);
                let taken = values[usize::from(*action != Action::EvenMoney)];
                let best = values[0].max(values[1]);
                Ok((
                    name(take, ActionKind::EvenMoney, ActionKind::NoEvenMoney),
                    best - taken,
                ))
            }
            Offer::Insurance => {
                let per = 3.0 * ten - 1.0;
                let usual = usual_insurance(table);
                let insured = match action {
                    Action::Insure { amount: Some(a) } => a.as_f64(),
                    Action::Insure { amount: None } => usual,
                    _ => 0.0,
                };
                // The best is valued on the usual insurance (half the bet),
                // or on the amount insured when that was more: a table that
                // lets a box insure up to its maximum (land-casino: 500)
                // would otherwise charge every declined insurance as if
                // the maximum were the natural bet.
                let stake = usual.max(insured);
                let best = (per * stake).max(0.0);
                let take = per * stake > 0.0;
                Ok((
                    name(take, ActionKind::Insure, ActionKind::NoInsurance),
                    best - per * insured,
                ))
            }
        }
    }
}
