//! The best chart: exact coordinate ascent, one whole sweep at a time.
//!
//! A chart's value against one up card is linear in the values of the hands
//! of each class (a hand reaches a class at most once, and a hit only leads to
//! classes decided before it in [`ORDER`]), with weights that are the chances
//! of reaching each hand, which depend only on the cells decided after it.
//! So one pass forward (the chances of reaching every hand under the current
//! chart) and one pass back (deciding each class from the hands it leads to,
//! already decided) is a full round of exact coordinate ascent over every
//! cell, at the cost of one evaluation, not one per cell and code. Split
//! hands take part through `split.rs`'s formula, which is linear in the split
//! hands' values: its coefficients weigh them. Sweeps repeat until no cell
//! changes; the last sweep's values are then the exact values of that chart.

use super::worlds::{NO_CLASS, ORDER, World, class_total};
use super::{Chart, ChartAction, Code, Row, column_value};
use crate::odds::composition::{Composition, TenRanks};
use crate::odds::edge::expected_return;
use crate::odds::player::{Engine, NONE, Params, SplitPlay};
use crate::odds::split::split_formula;
use crate::rules::{EvenMoney, Insurance, Rules};

/// When a chart takes insurance (or even money) against an ace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Take {
    /// Never: it costs with every hand.
    Never,
    /// With a hand holding no ten-value card.
    NoTen,
    /// With a hand holding at most one ten-value card.
    AtMostOneTen,
    /// Always.
    Always,
}

impl Take {
    /// The name the JSON and the page use: `never`, `no-ten`, `at-most-one-ten`, `always`.
    pub const fn name(self) -> &'static str {
        match self {
            Take::Never => "never",
            Take::NoTen => "no-ten",
            Take::AtMostOneTen => "at-most-one-ten",
            Take::Always => "always",
        }
    }

    /// The rule named `name` (as [`Take::name`] writes it).
    pub fn from_name(name: &str) -> Option<Take> {
        [Take::Never, Take::NoTen, Take::AtMostOneTen, Take::Always]
            .into_iter()
            .find(|t| t.name() == name)
    }

    /// Does the rule take it with a hand holding `tens` ten-value cards?
    pub const fn takes(self, tens: usize) -> bool {
        match self {
            Take::Never => false,
            Take::NoTen => tens == 0,
            Take::AtMostOneTen => tens <= 1,
            Take::Always => true,
        }
    }
}

/// A table's best chart and what it is worth.
#[derive(Clone, Debug)]
pub struct StrategyChart {
    /// The chart.
    pub chart: Chart,
    /// The chart's exact return from a fresh shoe, a fraction of the bet.
    pub chart_return: f64,
    /// Perfect composition-dependent play's return (as [`expected_return`]).
    pub perfect: f64,
    /// When to take insurance (`None`: the table offers none).
    pub insurance: Option<Take>,
    /// When to take even money (`None`: the table offers none).
    pub even_money: Option<Take>,
    /// Cells where the exact best action for a two-card hand from the fresh
    /// shoe is not the chart's, with those hands ("T-2").
    pub differs: Vec<(String, Vec<String>)>,
    /// The most sweeps an up card's column took (the last one changing nothing).
    pub sweeps: usize,
}

/// The best chart for `rules`, its exact return and perfect play's.
///
/// A pair has a row of its own even where the table does not split: a pair
/// may be played otherwise than other hands of its total (one deck: 7-7
/// stands against a ten where 10-4 hits), and the chart is the better for it.
pub fn best_chart(rules: &Rules) -> StrategyChart {
    best_chart_with(rules, PairRows::Own)
}

/// How pairs that the table does not split are charted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairRows {
    /// By their own rows.
    Own,
    /// By the rows of their totals (the pair rows then repeat those rows),
    /// as the reference analyzer charts a table without splits.
    Totals,
}

/// The best chart for `rules`, pairs charted as `pairs` says.
pub fn best_chart_with(rules: &Rules, pairs: PairRows) -> StrategyChart {
    let shoe = Composition::decks(rules.decks);
    let params = Params::of(rules, SplitPlay::UnsplitDecisions);
    let mut engine = Engine::new(params, &shoe, TenRanks::decks(rules.decks));
    let mut chart = starting_chart(&params);
    let mut total = 0.0;
    let mut differs = Vec::new();
    let mut sweeps = 0;
    for c in 0..10 {
        let up = column_value(c);
        let mut column = Column::new(&mut engine, up, pairs);
        let (value, n) = column.best(&mut chart);
        total += value;
        sweeps = sweeps.max(n);
        if pairs == PairRows::Totals && params.most_hands(2) < 2 {
            for v in 1..=10u8 {
                let (hard, soft) = (if v == 1 { 2 } else { 2 * v }, v == 1);
                let code = chart.code(Row::of_total(hard + if soft { 10 } else { 0 }, soft), up);
                chart.set(Row::Pair(v), up, code);
            }
        }
        differs.extend(column.differs(&chart));
    }
    StrategyChart {
        chart,
        chart_return: total,
        perfect: expected_return(rules).player,
        insurance: (rules.insurance != Insurance::None).then(|| insurance(rules.decks, 0)),
        even_money: (rules.even_money != EvenMoney::None).then(|| insurance(rules.decks, 1)),
        differs,
        sweeps,
    }
}

/// The exact return of `chart` at a table of `rules`, from a fresh shoe.
pub fn chart_return(rules: &Rules, chart: &Chart) -> f64 {
    let shoe = Composition::decks(rules.decks);
    let params = Params::of(rules, SplitPlay::UnsplitDecisions);
    let mut engine = Engine::new(params, &shoe, TenRanks::decks(rules.decks));
    (0..10)
        .map(|c| Column::new(&mut engine, column_value(c), PairRows::Own).evaluate(chart))
        .sum()
}

/// When insurance pays against an ace for a hand holding at least `tens`
/// ten-value cards (the two cards and the ace out of a fresh shoe):
/// it pays 2 to 1, so it gains when more than a third of the cards left are tens.
fn insurance(decks: u8, tens: u16) -> Take {
    let shoe = Composition::decks(decks);
    let left = f64::from(shoe.total() - 3);
    let gains = |k: u16| 3.0 * f64::from(shoe.count(10) - k) / left > 1.0;
    match (gains(tens), gains(tens.max(1)), gains(2)) {
        (_, _, true) => Take::Always,
        (_, true, false) => Take::AtMostOneTen,
        (true, false, false) if tens == 0 => Take::NoTen,
        _ => Take::Never,
    }
}

/// A chart to start from: hit hard 16 and soft 17 or less, split aces and
/// eights where the table splits, never double or surrender.
fn starting_chart(params: &Params) -> Chart {
    let mut chart = Chart {
        hard: [[Code::S; 10]; 18],
        soft: [[Code::S; 10]; 10],
        pairs: [[Code::S; 10]; 10],
    };
    for c in 0..10 {
        let up = column_value(c);
        for t in 4..=16 {
            chart.set(Row::Hard(t), up, Code::H);
        }
        for t in 12..=17 {
            chart.set(Row::Soft(t), up, Code::H);
        }
        for v in 1..=10u8 {
            let code = if (v == 1 || v == 8) && params.most_hands(v) >= 2 {
                Code::P
            } else if v == 1 || 2 * v <= 16 {
                Code::H
            } else {
                Code::S
            };
            chart.set(Row::Pair(v), up, code);
        }
    }
    chart
}

/// One way a pair can be made of one rank (ten-value cards split by rank
/// come in several): its weight among the pair's deals, the cards left that
/// would pair again, and the split formula's weights.
#[derive(Clone, Debug)]
struct Case {
    weight: f64,
    /// What a split gets back from a peeked blackjack.
    peek: f64,
    /// The coefficients of EV[X; a] and EV[P; a] in the split's value.
    cx: Vec<f64>,
    cp: Vec<f64>,
}

/// A pair dealt against the up card.
#[derive(Clone, Debug)]
pub(super) struct PairDeal {
    pub value: u8,
    /// The pair's spot in the unsplit world.
    pub spot: u32,
    chance: f64,
    pub may_split: bool,
    cases: Vec<Case>,
    /// The chance of each second card to a split hand, `a` more pair cards out.
    starts: Vec<[f64; 10]>,
    /// The split worlds' indexes by `a` ([`NONE`]: that many pair cards are not there).
    worlds: Vec<u32>,
}

impl PairDeal {
    /// The weight of the pair's own row (the rest of two tens of two ranks
    /// play the hard 20 row).
    fn weight(&self) -> f64 {
        self.cases.iter().map(|c| c.weight).sum()
    }
}

/// The search against one up card.
pub(super) struct Column<'e> {
    pub engine: &'e mut Engine,
    pub up: u8,
    /// The unsplit world first, then the split worlds.
    pub worlds: Vec<World>,
    /// Non-pair deals: (spot in the unsplit world, chance, natural).
    pub deals: Vec<(u32, f64, bool)>,
    pub pairs: Vec<PairDeal>,
    /// The chance of reaching each unsplit hand hitting to 21: the weight
    /// that settles a class no hand reaches under the chart.
    prior: Vec<f64>,
}

impl<'e> Column<'e> {
    fn new(engine: &'e mut Engine, up: u8, rows: PairRows) -> Column<'e> {
        let mut worlds = vec![World::unsplit(engine, up)];
        let (mut deals, mut pairs) = (Vec::new(), Vec::new());
        for first in 1..=10u8 {
            for second in first..=10u8 {
                let chance = engine.deal_chance(up, first, second);
                let node = engine.hands.find([first, second]);
                let Some(spot) = node.and_then(|n| worlds[0].spot(n)) else {
                    continue;
                };
                if chance <= 0.0 {
                    continue;
                }
                let splits = engine.params.most_hands(first) >= 2;
                if first == second && (splits || rows == PairRows::Own) {
                    pairs.push(pair_deal(engine, &mut worlds, up, first, spot, chance));
                } else {
                    let natural = worlds[0].spots[spot as usize].class == NO_CLASS;
                    deals.push((spot, chance, natural));
                }
            }
        }
        let mut column = Column {
            engine,
            up,
            worlds,
            deals,
            pairs,
            prior: Vec::new(),
        };
        column.prior = column.hit_all();
        column
    }

    /// The chances of reaching each unsplit hand, hitting every hand below 21.
    fn hit_all(&self) -> Vec<f64> {
        let world = &self.worlds[0];
        let mut reach = vec![0.0; world.spots.len()];
        for &(spot, chance, natural) in &self.deals {
            if !natural {
                reach[spot as usize] += chance;
            }
        }
        for pair in &self.pairs {
            reach[pair.spot as usize] += pair.chance;
        }
        for (s, spot) in world.spots.iter().enumerate() {
            if reach[s] == 0.0 || spot.class == NO_CLASS || class_total(spot.class).0 >= 21 {
                continue;
            }
            for (p, child) in spot.chances.iter().zip(spot.children) {
                if child != NONE {
                    reach[child as usize] += reach[s] * p;
                }
            }
        }
        reach
    }

    /// Improves `chart`'s column until no cell changes: the column's value,
    /// and the sweeps it took.
    fn best(&mut self, chart: &mut Chart) -> (f64, usize) {
        let mut sweeps = 0;
        while sweeps < 40 {
            sweeps += 1;
            if !self.sweep(chart) {
                break;
            }
        }
        (self.value(chart), sweeps)
    }

    /// The action a pair's own row takes on the pair as dealt (`None`: a
    /// split the table does not allow, so the row of the pair's total applies).
    pub(super) fn pair_action(&self, pair: &PairDeal, code: Code) -> Option<ChartAction> {
        let spot = &self.worlds[0].spots[pair.spot as usize];
        match code.first(spot.may_double, spot.may_surrender) {
            Some(action) => Some(action),
            None if pair.may_split => Some(ChartAction::Split),
            None => None,
        }
    }

    /// The chances of reaching each hand of each world under `chart`.
    fn reach(&mut self, chart: &Chart) {
        for world in &mut self.worlds {
            world.reach.iter_mut().for_each(|r| *r = 0.0);
        }
        for &(spot, chance, natural) in &self.deals {
            if !natural {
                self.worlds[0].reach[spot as usize] += chance;
            }
        }
        for k in 0..self.pairs.len() {
            let pair = &self.pairs[k];
            let own = pair.chance * pair.weight();
            self.worlds[0].reach[pair.spot as usize] += pair.chance - own;
            match self.pair_action(pair, chart.code(Row::Pair(pair.value), self.up)) {
                None => self.worlds[0].reach[pair.spot as usize] += own,
                Some(ChartAction::Hit) => {
                    let world = &mut self.worlds[0];
                    let spot = world.spots[pair.spot as usize].clone();
                    for (p, child) in spot.chances.iter().zip(spot.children) {
                        if child != NONE {
                            world.reach[child as usize] += own * p;
                        }
                    }
                }
                Some(ChartAction::Split) => {
                    let pair = pair.clone();
                    self.split_reach(&pair);
                }
                _ => {}
            }
        }
        let up = self.up;
        for world in &mut self.worlds {
            for s in 0..world.spots.len() {
                let (r, spot) = (world.reach[s], &world.spots[s]);
                if r == 0.0 || spot.class == NO_CLASS {
                    continue;
                }
                let (total, soft) = class_total(spot.class);
                let code = chart.code(Row::of_total(total, soft), up);
                if action(spot.two, spot.may_double, spot.may_surrender, code) != ChartAction::Hit {
                    continue;
                }
                let (chances, children) = (spot.chances, spot.children);
                for (p, child) in chances.iter().zip(children) {
                    if child != NONE {
                        world.reach[child as usize] += r * p;
                    }
                }
            }
        }
    }

    /// Adds the weights of a split's first hands (one pair card and a second
    /// card), as the split formula weighs them.
    fn split_reach(&mut self, pair: &PairDeal) {
        let pv = usize::from(pair.value) - 1;
        let one = self.engine.hands.nodes[0].child[pv];
        for case in &pair.cases {
            for (a, &w) in pair.worlds.iter().enumerate() {
                if w == NONE {
                    continue;
                }
                let world = &mut self.worlds[w as usize];
                let weight = pair.chance * case.weight;
                for (v, &p) in pair.starts[a].iter().enumerate() {
                    let node = self.engine.hands.nodes[one as usize].child[v];
                    let Some(s) = (node != NONE).then(|| world.spot(node)).flatten() else {
                        continue;
                    };
                    if p <= 0.0 {
                        continue;
                    }
                    let own = if v == pv { case.cp[a] } else { 0.0 };
                    world.reach[s as usize] += weight * (case.cx[a] * p + own);
                }
            }
        }
    }

    /// One sweep: the chances of reaching each hand under `chart`, then each
    /// class decided from the last to be reached to the first, then the
    /// pairs. Whether any cell changed.
    fn sweep(&mut self, chart: &mut Chart) -> bool {
        self.reach(chart);
        let mut changed = false;
        for class in ORDER {
            let (total, soft) = class_total(class);
            let row = Row::of_total(total, soft);
            let code = self.decide_class(class);
            changed |= chart.code(row, self.up) != code;
            chart.set(row, self.up, code);
        }
        for k in 0..self.pairs.len() {
            let row = Row::Pair(self.pairs[k].value);
            let code = self.decide_pair(k);
            changed |= chart.code(row, self.up) != code;
            chart.set(row, self.up, code);
        }
        changed
    }

    /// The best code for `class`, the hands it leads to decided; sets the
    /// values of its hands.
    fn decide_class(&mut self, class: u8) -> Code {
        let (total, _) = class_total(class);
        let c = usize::from(class);
        let mut codes = vec![Code::S];
        if total < 21 {
            codes.push(Code::H);
            let any = |f: fn(&super::worlds::Spot) -> bool| {
                self.worlds
                    .iter()
                    .any(|w| w.classes[c].iter().any(|&s| f(&w.spots[s as usize])))
            };
            if any(|s| s.two && s.may_double) {
                codes.extend([Code::D, Code::Ds]);
            }
            if any(|s| s.two && s.may_surrender) {
                codes.extend([Code::Rh, Code::Rs]);
            }
        }
        let hits: Vec<Vec<f64>> = self
            .worlds
            .iter()
            .map(|w| w.classes[c].iter().map(|&s| w.hit(s)).collect())
            .collect();
        let score = |code: Code| -> (f64, f64) {
            let (mut main, mut tie) = (0.0, 0.0);
            for (k, world) in self.worlds.iter().enumerate() {
                for (j, &s) in world.classes[c].iter().enumerate() {
                    let v = spot_value(&world.spots[s as usize], code, hits[k][j]);
                    main += world.reach[s as usize] * v;
                    if k == 0 {
                        tie += self.prior[s as usize] * v;
                    }
                }
            }
            (main, tie)
        };
        let best = pick(&codes, score);
        self.set_class(class, best);
        best
    }

    /// Sets the values of the hands of `class` played by `code`.
    fn set_class(&mut self, class: u8, code: Code) {
        let c = usize::from(class);
        for world in &mut self.worlds {
            for j in 0..world.classes[c].len() {
                let s = world.classes[c][j];
                let hit = world.hit(s);
                world.value[s as usize] = spot_value(&world.spots[s as usize], code, hit);
            }
        }
    }

    /// The column's exact value under `chart`, as it is.
    fn evaluate(&mut self, chart: &Chart) -> f64 {
        for class in ORDER {
            let (total, soft) = class_total(class);
            self.set_class(class, chart.code(Row::of_total(total, soft), self.up));
        }
        self.value(chart)
    }

    /// The best code for the pair of `self.pairs[k]`.
    fn decide_pair(&mut self, k: usize) -> Code {
        let pair = &self.pairs[k];
        let spot = &self.worlds[0].spots[pair.spot as usize];
        let mut codes = vec![Code::S, Code::H];
        if spot.may_double {
            codes.extend([Code::D, Code::Ds]);
        }
        if pair.may_split {
            codes.push(Code::P);
        }
        if spot.may_surrender {
            codes.extend([Code::Rh, Code::Rs]);
        }
        pick(&codes, |code| (self.pair_value(k, code, None), 0.0))
    }

    /// The value of the pair of `self.pairs[k]` played by its row's `code`
    /// (the code of the row of its total being `total`, if known).
    fn pair_value(&self, k: usize, code: Code, total: Option<Code>) -> f64 {
        let pair = &self.pairs[k];
        let unsplit = &self.worlds[0];
        let action = self.pair_action(pair, code);
        if action != Some(ChartAction::Split) {
            let hit = unsplit.hit(pair.spot);
            let code = if action.is_none() {
                total.unwrap_or(code)
            } else {
                code
            };
            return spot_value(&unsplit.spots[pair.spot as usize], code, hit);
        }
        let pv = usize::from(pair.value) - 1;
        let one = self.engine.hands.nodes[0].child[pv];
        let mut value = 0.0;
        for case in &pair.cases {
            let mut split = case.peek;
            for (a, &w) in pair.worlds.iter().enumerate() {
                if w == NONE {
                    continue;
                }
                let world = &self.worlds[w as usize];
                for (v, &p) in pair.starts[a].iter().enumerate() {
                    let node = self.engine.hands.nodes[one as usize].child[v];
                    let Some(s) = (node != NONE).then(|| world.spot(node)).flatten() else {
                        continue;
                    };
                    if p > 0.0 {
                        let own = if v == pv { case.cp[a] } else { 0.0 };
                        split += (case.cx[a] * p + own) * world.value[s as usize];
                    }
                }
            }
            value += case.weight * split;
        }
        value / pair.weight()
    }

    /// The column's value under `chart` (after a sweep that changed nothing).
    fn value(&mut self, chart: &Chart) -> f64 {
        let mut total = 0.0;
        for k in 0..self.deals.len() {
            let (spot, chance, natural) = self.deals[k];
            total += chance
                * if natural {
                    let node = self.worlds[0].spots[spot as usize].node;
                    self.engine.natural(self.up, node)
                } else {
                    self.worlds[0].value[spot as usize]
                };
        }
        for (k, pair) in self.pairs.iter().enumerate() {
            let own = pair.weight();
            let code = chart.code(Row::Pair(pair.value), self.up);
            let spot = &self.worlds[0].spots[pair.spot as usize];
            let (t, soft) = class_total(spot.class);
            let by_total = chart.code(Row::of_total(t, soft), self.up);
            total += pair.chance
                * (own * self.pair_value(k, code, Some(by_total))
                    + (1.0 - own) * self.worlds[0].value[pair.spot as usize]);
        }
        total
    }
}

/// The action `code` takes on a hand (`two`: of two cards, that may double
/// and surrender as told).
fn action(two: bool, may_double: bool, may_surrender: bool, code: Code) -> ChartAction {
    if two {
        code.first(may_double, may_surrender)
            .unwrap_or(code.later())
    } else {
        code.later()
    }
}

/// The value of `spot` played by `code`, hitting being worth `hit`.
fn spot_value(spot: &super::worlds::Spot, code: Code, hit: f64) -> f64 {
    match action(spot.two, spot.may_double, spot.may_surrender, code) {
        ChartAction::Hit => hit,
        ChartAction::Double => spot.double,
        ChartAction::Surrender => spot.surrender,
        ChartAction::Stand | ChartAction::Split => spot.stand,
    }
}

/// The code of `codes` (in order of preference) with the best score; a
/// score's second part settles what the first leaves equal.
fn pick(codes: &[Code], score: impl Fn(Code) -> (f64, f64)) -> Code {
    const EQUAL: f64 = 1e-13;
    let mut best = (codes[0], score(codes[0]));
    for &code in &codes[1..] {
        let s = score(code);
        let gain = s.0 - (best.1).0;
        if gain > EQUAL || (gain.abs() <= EQUAL && s.1 - (best.1).1 > EQUAL) {
            best = (code, s);
        }
    }
    best.0
}

/// The pair of `value` against `up`: its cases, and the split worlds it needs.
fn pair_deal(
    engine: &mut Engine,
    worlds: &mut Vec<World>,
    up: u8,
    value: u8,
    spot: u32,
    chance: f64,
) -> PairDeal {
    let most = engine.params.most_hands(value);
    let may_split = most >= 2;
    let pv = usize::from(value) - 1;
    let left = engine.base[pv] - u16::from(up == value);
    let triggers: Vec<(f64, u16)> = if value == 10 && engine.params.split_rank {
        engine.ten_pair_cases(up)
    } else {
        vec![(1.0, left.saturating_sub(2))]
    };
    let m = usize::from(most.max(2));
    let most_removed = 2 * (m - 2);
    let n = f64::from(engine.base_total) - 3.0;
    let cases = triggers
        .into_iter()
        .map(|(weight, trigger)| {
            let unit = |a: usize| {
                let mut e = vec![0.0; most_removed + 1];
                e[a] = 1.0;
                e
            };
            let zero = vec![0.0; most_removed + 1];
            let p = f64::from(trigger);
            Case {
                weight,
                peek: engine.split_peek(up, value, m, trigger),
                cx: (0..=most_removed)
                    .map(|a| split_formula(&unit(a), &zero, n, p, m))
                    .collect(),
                cp: (0..=most_removed)
                    .map(|a| split_formula(&zero, &unit(a), n, p, m))
                    .collect(),
            }
        })
        .collect();
    let (mut starts, mut ids) = (Vec::new(), Vec::new());
    for a in 0..=most_removed {
        let mut removed = [0u8; 10];
        removed[pv] = a as u8 + 2;
        starts.push(engine.draw_chances(&removed, up));
        if !may_split || usize::from(left) < a + 2 {
            ids.push(NONE);
            continue;
        }
        ids.push(worlds.len() as u32);
        worlds.push(World::split(engine, up, value, a as u8));
    }
    PairDeal {
        value,
        spot,
        chance,
        may_split,
        cases,
        starts,
        worlds: ids,
    }
}
