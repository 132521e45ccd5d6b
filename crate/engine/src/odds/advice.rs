//! Hints: what each allowed action is worth for the hand being played.

use serde::{Deserialize, Serialize};

use super::composition::{Composition, OddsError, TenRanks};
use super::dealer::{DealerOdds, Scratch, table};
use super::player::{Engine, Params, SplitPlay};
use crate::action::{ActionKind, ActionSet};
use crate::card::Card;
use crate::rules::Rules;

/// The expected value of each action allowed now (per unit of the hand's
/// original bet: a double counts its doubled stake, a split every hand it
/// makes), `None` for the actions not allowed, and the best of them.
///
/// Where the dealer peeks and shows an ace or a ten, the values are those
/// once the dealer is known to lack a blackjack.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Advice {
    /// Standing.
    pub stand: Option<f64>,
    /// Hitting, then playing on as well as possible.
    pub hit: Option<f64>,
    /// Doubling: one card, twice the stake.
    pub double: Option<f64>,
    /// Splitting, each hand then played with the decisions of an unsplit hand
    /// of the same cards, re-splitting while the table allows.
    pub split: Option<f64>,
    /// Surrendering: half the bet back.
    pub surrender: Option<f64>,
    /// The action with the highest value (`None` when nothing is allowed).
    pub best: Option<ActionKind>,
}

impl Advice {
    /// The value of `kind`, where it is allowed.
    pub fn value(&self, kind: ActionKind) -> Option<f64> {
        match kind {
            ActionKind::Stand => self.stand,
            ActionKind::Hit => self.hit,
            ActionKind::Double => self.double,
            ActionKind::Split => self.split,
            ActionKind::Surrender => self.surrender,
            _ => None,
        }
    }
}

/// Exact hand values, keeping what it computes between calls.
///
/// Every call takes `seen`: every card dealt face up since the last shuffle,
/// the advised hand's cards and the dealer's up card included (never the
/// dealer's face-down hole card). The analyzer keeps its work while the cards
/// seen outside the advised hand stay the same (the hand takes a card: call
/// again with the card added to `hand` and to `seen`), and starts afresh when
/// they change.
///
/// ```
/// use blackjack::odds::Analyzer;
/// use blackjack::{ActionKind, ActionSet, Card, Preset};
///
/// let card = |name: &str| name.parse::<Card>().unwrap();
/// let (hand, up) = ([card("TS"), card("6H")], card("TD"));
/// let seen = [hand[0], hand[1], up];
/// let mut analyzer = Analyzer::new(&Preset::SingleDeck.rules());
/// let allowed: ActionSet = [ActionKind::Hit, ActionKind::Stand].into_iter().collect();
/// let advice = analyzer.advise(&seen, &hand, up, 1, allowed).unwrap();
/// assert_eq!(advice.best, Some(ActionKind::Hit));
/// ```
#[derive(Debug)]
pub struct Analyzer {
    rules: Rules,
    /// The engine for the cards seen outside the advised hand, and those cards' shoe.
    engine: Option<(Composition, [u16; 4], Engine)>,
}

impl Analyzer {
    /// An analyzer for `rules`.
    pub fn new(rules: &Rules) -> Analyzer {
        Analyzer {
            rules: rules.clone(),
            engine: None,
        }
    }

    /// The shoe once the cards of `seen` other than `hand` and `up` are out.
    fn engine(&mut self, seen: &[Card], hand: &[Card], up: Card) -> Result<&mut Engine, OddsError> {
        let mut others: Vec<Card> = seen.to_vec();
        for card in hand.iter().chain([&up]) {
            let at = others
                .iter()
                .position(|c| c == card)
                .ok_or(OddsError::NotSeen(*card))?;
            others.swap_remove(at);
        }
        let decks = self.rules.decks;
        let shoe = Composition::decks(decks).without(&others)?;
        let mut tens = TenRanks::decks(decks);
        tens.remove(&others);
        let stale = !matches!(&self.engine, Some((s, t, _)) if *s == shoe && *t == tens.0);
        if stale {
            let params = Params::of(&self.rules, SplitPlay::UnsplitDecisions);
            self.engine = Some((shoe, tens.0, Engine::new(params, &shoe, tens)));
        }
        let (_, _, engine) = self.engine.as_mut().expect("just built");
        Ok(engine)
    }

    /// The values of the actions in `allowed` for `hand` against the dealer's
    /// `up` card, and the best, `seen` being every card dealt face up since
    /// the shuffle (`hand` and `up` included). `hands` is how many hands the
    /// box holds now (1 before any split): a hand of a box with more was made
    /// by a split, is no blackjack at 21, and splits again only up to the
    /// table's limit (this hand taking all the hands the limit still allows).
    /// A busted hand gets no values.
    pub fn advise(
        &mut self,
        seen: &[Card],
        hand: &[Card],
        up: Card,
        hands: u8,
        allowed: ActionSet,
    ) -> Result<Advice, OddsError> {
        if hand.len() < 2 {
            return Err(OddsError::ShortHand);
        }
        let engine = self.engine(seen, hand, up)?;
        let shoe = Composition::from_counts(engine.base)
            .without(hand)?
            .without(&[up])?;
        let u = up.value();
        let Some(i) = engine.hands.find(hand.iter().map(|c| c.value())) else {
            return Ok(Advice::default());
        };
        let counts = engine.hands.nodes[i as usize].counts;
        let total = engine.hands.nodes[i as usize].total().0;
        let natural = hands <= 1 && hand.len() == 2 && total == 21;
        let mut advice = Advice::default();
        for kind in allowed.iter() {
            let value = match kind {
                ActionKind::Stand if natural => Some(engine.natural(u, i)),
                ActionKind::Stand => Some(engine.stand(u, i)),
                ActionKind::Hit => Some(engine.hit(u, i)),
                ActionKind::Double => Some(engine.double(u, i)),
                ActionKind::Surrender => Some(engine.surrender(&counts, u)),
                ActionKind::Split => split_value(engine, hand, up, hands, &shoe),
                _ => None,
            };
            let value = value.map(|v| {
                if kind != ActionKind::Stand || !natural {
                    engine.after_peek(v, &counts, u)
                } else if engine.params.peek {
                    // The dealer has looked: the natural is paid in full.
                    engine.params.blackjack
                } else {
                    v
                }
            });
            match kind {
                ActionKind::Stand => advice.stand = value,
                ActionKind::Hit => advice.hit = value,
                ActionKind::Double => advice.double = value,
                ActionKind::Split => advice.split = value,
                ActionKind::Surrender => advice.surrender = value,
                _ => continue,
            }
            let best = advice.best.and_then(|b| advice.value(b));
            if value.is_some_and(|v| best.is_none_or(|best| v > best)) {
                advice.best = Some(kind);
            }
        }
        Ok(advice)
    }

    /// The dealer's final totals with `up` showing, drawing from the cards
    /// not in `seen` (every card dealt face up since the shuffle, `up`
    /// included), before any peek: where the dealer has looked at an ace or a
    /// ten and play goes on, see [`DealerOdds::after_peek`]. `3 * blackjack -
    /// 1` is what insurance returns per unit insured.
    pub fn dealer_odds(&mut self, seen: &[Card], up: Card) -> Result<DealerOdds, OddsError> {
        let shoe = Composition::decks(self.rules.decks).without(seen)?;
        if !seen.contains(&up) {
            return Err(OddsError::NotSeen(up));
        }
        Ok(DealerOdds::from_dist(
            &table(self.rules.dealer_hits_soft_17).dist(
                &shoe.counts(),
                up.value(),
                &mut Scratch::default(),
            ),
        ))
    }
}

/// The value of splitting `hand` (a pair), or `None` when it is no pair or
/// the box holds as many hands as the table allows.
fn split_value(
    engine: &mut Engine,
    hand: &[Card],
    up: Card,
    hands: u8,
    shoe: &Composition,
) -> Option<f64> {
    let [a, b] = hand else { return None };
    let value = a.value();
    if value != b.value() {
        return None;
    }
    let room = engine.params.most_hands(value).checked_sub(hands.max(1))? + 1;
    if room < 2 {
        return None;
    }
    let trigger = if value == 10 && engine.params.split_rank {
        if a.rank != b.rank {
            return None;
        }
        let slot = TenRanks::slot(a.rank).expect("a ten-value rank");
        let same_up = u16::from(up.rank == a.rank);
        engine.tens.0[slot].saturating_sub(2 + same_up)
    } else {
        shoe.count(value)
    };
    Some(engine.split(up.value(), value, room, trigger))
}

/// The values of the actions in `allowed` for `hand` against `up`, `seen`
/// being every card dealt face up since the shuffle (`hand` and `up`
/// included): see [`Analyzer::advise`] (this builds a fresh [`Analyzer`]
/// each time; keep one to reuse its work).
pub fn advise(
    rules: &Rules,
    seen: &[Card],
    hand: &[Card],
    up: Card,
    hands: u8,
    allowed: ActionSet,
) -> Result<Advice, OddsError> {
    Analyzer::new(rules).advise(seen, hand, up, hands, allowed)
}
