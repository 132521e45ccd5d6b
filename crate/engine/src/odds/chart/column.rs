//! The search against one up card: exact coordinate ascent in whole sweeps
//! (see `search.rs`), and the exact value of a chart's column.

use super::pairs::{PairDeal, pair_deal};
use super::worlds::{NO_CLASS, ORDER, Spot, World, class_total};
use super::{Chart, ChartAction, Code, PairRows, Row};
use crate::odds::player::{Engine, NONE};

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
    pub(super) fn new(engine: &'e mut Engine, up: u8, rows: PairRows) -> Column<'e> {
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

    /// Improves `chart`'s column until a sweep changes no cell, or `limit`
    /// sweeps: the column's value, the sweeps it took, and whether the last
    /// one changed nothing (the search converged).
    pub(super) fn best(&mut self, chart: &mut Chart, limit: usize) -> (f64, usize, bool) {
        let (mut sweeps, mut converged) = (0, false);
        while sweeps < limit && !converged {
            sweeps += 1;
            converged = !self.sweep(chart);
        }
        (self.value(chart), sweeps, converged)
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
    pub(super) fn sweep(&mut self, chart: &mut Chart) -> bool {
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
            let any = |f: fn(&Spot) -> bool| {
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
    pub(super) fn evaluate(&mut self, chart: &Chart) -> f64 {
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
fn spot_value(spot: &Spot, code: Code, hit: f64) -> f64 {
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
