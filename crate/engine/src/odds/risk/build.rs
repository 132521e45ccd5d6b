//! The round's distribution: every up card and every two-card deal from a
//! full shoe, each played by the chart as `chart/column.rs` values it, so
//! that the distribution's mean is the chart's exact return.

use super::RiskError;
use super::distribution::RoundDistribution;
use super::hand::{NET_HALVES, Nets, UNKNOWN};
use super::split::Joint;
use crate::odds::chart::{Chart, Row, StrategyChart, Take, best_chart};
use crate::odds::composition::{Composition, TenRanks};
use crate::odds::player::{Engine, Params, SplitPlay};
use crate::rules::{Ratio, Rules};

/// The most a round can lose or win, in bets, without a blackjack: four
/// hands, each doubled.
const MOST: i32 = 2 * crate::rules::MAX_HANDS_PER_BOX as i32;

/// What the distribution is built with.
pub(super) struct Builder<'c> {
    pub(super) engine: Engine,
    pub(super) chart: &'c Chart,
    /// The values of unsplit hands after a hit, by node (against the up
    /// card being valued).
    pub(super) memo: Vec<Nets>,
    /// The values of split hands by node, kept while `stamp` is theirs.
    pub(super) split_memo: Vec<(u32, Joint)>,
    pub(super) stamp: u32,
    /// The largest difference seen between two split hands' chances of one
    /// dealer total given how the split ended (zero but for rounding: see
    /// `split.rs`).
    pub(super) drift: f64,
    /// Steps a bet.
    pub(super) unit: i32,
    /// A blackjack's win, in steps.
    natural: i32,
    /// The net result of `chances[0]`, in steps.
    lo: i32,
    chances: Vec<f64>,
}

/// The distribution of one round's net result for one box at a flat bet
/// played by `chart` at a table of `rules`, every round from a full shoe.
/// Insurance and even money are declined (as a best chart does).
///
/// Refused where the blackjack pay needs a step finer than a tenth of the
/// bet ([`RiskError::Pay`]).
pub fn round_distribution(rules: &Rules, chart: &Chart) -> Result<RoundDistribution, RiskError> {
    Ok(build(rules, chart)?.finish())
}

/// The table's best chart ([`best_chart`]) and the distribution of a round
/// played by it ([`round_distribution`]). Refused where the chart would
/// take insurance or even money ([`RiskError::Insurance`]: from a full shoe
/// it never does) or where the pay needs too fine a step.
pub fn best_chart_distribution(
    rules: &Rules,
) -> Result<(StrategyChart, RoundDistribution), RiskError> {
    unit_of(rules)?;
    let best = best_chart(rules);
    let takes = |t: Option<Take>| t.is_some_and(|t| t != Take::Never);
    if takes(best.insurance) || takes(best.even_money) {
        return Err(RiskError::Insurance);
    }
    let dist = round_distribution(rules, &best.chart)?;
    Ok((best, dist))
}

/// Steps a bet that every result of a round at `rules` falls on: half bets,
/// or quarters or tenths where the blackjack pay needs them.
pub(super) fn unit_of(rules: &Rules) -> Result<u32, RiskError> {
    let Ratio { win, per } = rules.blackjack_pays;
    let gcd = |mut a: u32, mut b: u32| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    let den = per / gcd(win, per).max(1);
    let unit = if den % 2 == 0 { den } else { 2 * den };
    if unit > 10 {
        return Err(RiskError::Pay { win, per });
    }
    Ok(unit)
}

/// The builder after every deal of every up card.
pub(super) fn build<'c>(rules: &Rules, chart: &'c Chart) -> Result<Builder<'c>, RiskError> {
    let unit = unit_of(rules)? as i32;
    let Ratio { win, per } = rules.blackjack_pays;
    let natural = (win * unit as u32 / per) as i32;
    let shoe = Composition::decks(rules.decks);
    let params = Params::of(rules, SplitPlay::UnsplitDecisions);
    let engine = Engine::new(params, &shoe, TenRanks::decks(rules.decks));
    let nodes = engine.hands.nodes.len();
    let lo = -MOST * unit;
    let hi = (MOST * unit).max(natural);
    let mut builder = Builder {
        engine,
        chart,
        memo: vec![UNKNOWN; nodes],
        split_memo: vec![(0, [[0.0; 5]; 7]); nodes],
        stamp: 0,
        drift: 0.0,
        unit,
        natural,
        lo,
        chances: vec![0.0; (hi - lo + 1) as usize],
    };
    for up in 1..=10 {
        builder.up_card(up);
    }
    Ok(builder)
}

impl Builder<'_> {
    /// The distribution built.
    pub(super) fn finish(self) -> RoundDistribution {
        RoundDistribution::new(self.unit as u32, self.lo, self.chances)
    }

    /// Adds `p` to the chance of a net result of `steps`.
    pub(super) fn add(&mut self, steps: i32, p: f64) {
        if let Some(slot) = usize::try_from(steps - self.lo)
            .ok()
            .and_then(|i| self.chances.get_mut(i))
        {
            *slot += p;
        }
    }

    /// Adds a hand's results, `weight` the chance of the deal.
    fn add_nets(&mut self, weight: f64, nets: &Nets) {
        for (half, p) in NET_HALVES.iter().zip(nets) {
            self.add(half * self.unit / 2, weight * p);
        }
    }

    /// Every deal against `up`.
    fn up_card(&mut self, up: u8) {
        self.engine.fill_dists(up);
        self.memo.fill(UNKNOWN);
        for first in 1..=10u8 {
            for second in first..=10u8 {
                let chance = self.engine.deal_chance(up, first, second);
                let Some(node) = self.engine.hands.find([first, second]) else {
                    continue;
                };
                if chance <= 0.0 {
                    continue;
                }
                let (total, soft) = self.engine.hands.nodes[node as usize].total();
                let by_total = self.chart.code(Row::of_total(total, soft), up);
                if first == second {
                    self.pair(up, first, node, chance);
                } else if total == 21 {
                    // A blackjack: paid unless the dealer has one too.
                    let counts = self.engine.hands.nodes[node as usize].counts;
                    let tie = self.engine.blackjack_chance(&counts, up);
                    self.add(self.natural, chance * (1.0 - tie));
                    self.add(0, chance * tie);
                } else {
                    let nets = self.opening(up, node, by_total);
                    self.add_nets(chance, &nets);
                }
            }
        }
        // Nothing asks about this up card again: its memory serves the next.
        self.engine.forget(up);
    }

    /// A pair of `value` dealt against `up` (hand `node`, chance `chance`):
    /// its own row, split or played as it says, or the row of its total
    /// where the table does not split it (and, for ten-value cards of two
    /// ranks at a table that splits ranks only, always).
    fn pair(&mut self, up: u8, value: u8, node: u32, chance: f64) {
        let params = self.engine.params;
        let pv = usize::from(value) - 1;
        let left = self.engine.base[pv].saturating_sub(u16::from(up == value));
        let cases = if value == 10 && params.split_rank {
            self.engine.ten_pair_cases(up)
        } else {
            vec![(1.0, left.saturating_sub(2))]
        };
        let own: f64 = cases.iter().map(|c| c.0).sum();
        let (total, soft) = self.engine.hands.nodes[node as usize].total();
        let by_total = self.chart.code(Row::of_total(total, soft), up);
        let code = self.chart.code(Row::Pair(value), up);
        let may_double = self.engine.may_double(node, false);
        let may_surrender = params.surrender && up != 1;
        let played = match code.first(may_double, may_surrender) {
            Some(_) => Some(code),
            None if params.most_hands(value) >= 2 => None,
            None => Some(by_total),
        };
        match played {
            Some(code) => {
                let nets = self.opening(up, node, code);
                self.add_nets(chance * own, &nets);
            }
            None => self.split(up, value, chance, &cases),
        }
        if own < 1.0 {
            let nets = self.opening(up, node, by_total);
            self.add_nets(chance * (1.0 - own), &nets);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, RulesSpec};

    fn pays(win: u32, per: u32) -> Rules {
        RulesSpec {
            blackjack_pays: Ratio { win, per },
            ..Preset::SingleDeck.spec()
        }
        .check()
        .unwrap()
    }

    #[test]
    fn the_step_is_the_finest_the_pays_need() {
        assert_eq!(unit_of(&pays(3, 2)), Ok(2));
        assert_eq!(unit_of(&pays(1, 1)), Ok(2));
        assert_eq!(unit_of(&pays(6, 5)), Ok(10));
        assert_eq!(unit_of(&pays(5, 4)), Ok(4));
        assert_eq!(unit_of(&pays(12, 10)), Ok(10));
        assert_eq!(
            unit_of(&pays(7, 20)),
            Err(RiskError::Pay { win: 7, per: 20 })
        );
    }
}
