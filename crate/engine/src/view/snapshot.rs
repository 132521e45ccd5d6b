//! The snapshot: the whole visible state of a table as plain data, for a
//! front end. Everything the page shows is worked out here.

use serde::Serialize;

use crate::action::ActionKind;
use crate::card::Card;
use crate::hand::{Hand, Total, is_two_card_21};
use crate::money::Money;
use crate::table::{AmountRange, BoxBets, Phase, SideBet, Table};

/// The whole visible state of a table.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    /// `betting`, `insurance` or `playing`.
    pub phase: &'static str,
    /// The money the player holds, not counting chips on the table.
    pub bankroll: Money,
    /// Bets of this betting phase, box by box.
    pub bets: Vec<BetView>,
    /// The bets `rebet` would place, if any.
    pub last_bets: Option<Vec<BetView>>,
    /// The player's hands, boxes in order.
    pub hands: Vec<HandView>,
    /// The dealer's cards and total as the player sees them.
    pub dealer: DealerView,
    /// The offer awaiting an answer.
    pub offer: Option<OfferView>,
    /// The kinds of action the player may take now (scenario names).
    pub legal: Vec<&'static str>,
    /// The amounts a double accepts now.
    pub double: Option<RangeView>,
    /// The dealer suggests a double on this hand (9, 10 or 11, where the table does).
    pub double_prompt: bool,
    /// Insurance bets of the round, box by box.
    pub insurance: Vec<Option<SideView>>,
    /// Pair bonus bets of the round, box by box.
    pub pair: Vec<Option<SideView>>,
    /// A round has been dealt and is over (its results are on the table).
    pub round_over: bool,
    /// The shoe was reshuffled before this round.
    pub reshuffled: bool,
    /// Rounds dealt at this table.
    pub rounds_dealt: u64,
    /// The result of the last round once it is over.
    pub result: Option<ResultView>,
    /// Cards left in the shoe, and its size.
    pub shoe: (usize, usize),
    /// Every card dealt face up since the last shuffle (earlier rounds' cards
    /// and this round's face-up ones): what the advisor counts as gone.
    pub seen: Vec<String>,
    /// How many cards this round (or the last one, between rounds) has drawn
    /// from the shoe; every card on the table has a `seq` below it.
    pub drawn: u32,
    /// Everything of the player's lying on the table: this betting phase's
    /// bets, or the stakes of the round not settled yet.
    pub on_table: Money,
    /// Bets are taken, none is placed, and the bankroll cannot cover the
    /// table minimum: the player cannot go on.
    pub broke: bool,
}

/// One box's bets.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BetView {
    /// The main bet.
    pub main: Money,
    /// The pair bonus bet.
    pub pair: Money,
}

/// One hand.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HandView {
    /// The box, from 1.
    #[serde(rename = "box")]
    pub box_no: u8,
    /// Card names; `null` for a card lying face down.
    pub cards: Vec<Option<String>>,
    /// Parallel to `cards`: the place of each card in the round's dealing
    /// order (the round's first card drawn is 0; a split card keeps its place).
    pub seq: Vec<u32>,
    /// The total of the face-up cards.
    pub total: u8,
    /// An ace counts 11 in that total.
    pub soft: bool,
    /// A natural blackjack.
    pub blackjack: bool,
    /// The total is over 21.
    pub bust: bool,
    /// Everything staked on the hand.
    pub stake: Money,
    /// The hand was doubled.
    pub doubled: bool,
    /// The hand was made by a split.
    pub split: bool,
    /// It is this hand's turn.
    pub active: bool,
    /// The outcome's scenario name, once settled.
    pub outcome: Option<&'static str>,
    /// What the hand returned, stake included.
    pub payout: Money,
    /// What the hand won or lost: payout less stake (once settled).
    pub net: Option<Money>,
}

/// The dealer.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DealerView {
    /// Card names; `null` for the hole card while it lies face down.
    pub cards: Vec<Option<String>>,
    /// Parallel to `cards`: the place of each card in the round's dealing
    /// order (the hole card's too, while it is hidden).
    pub seq: Vec<u32>,
    /// The total of the face-up cards (0 before the deal).
    pub total: u8,
    /// An ace counts 11 in that total.
    pub soft: bool,
    /// The face-up cards are a blackjack.
    pub blackjack: bool,
    /// The face-up cards are over 21.
    pub bust: bool,
}

/// An offer to a box.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferView {
    /// The box, from 1.
    #[serde(rename = "box")]
    pub box_no: u8,
    /// `insurance` or `even-money`.
    pub kind: &'static str,
    /// Insurance amounts (insurance offers that the bankroll can cover).
    pub range: Option<RangeView>,
}

/// An amount range.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RangeView {
    /// Smallest.
    pub min: Money,
    /// Largest.
    pub max: Money,
    /// Taken when no amount is given; `null` when the action needs an
    /// amount because the one it would take is refused (more than the
    /// bankroll holds, or under the minimum).
    pub default: Option<Money>,
    /// An amount to offer: the default, or when there is none, the nearest
    /// amount in the range (what is left of the bankroll, say).
    pub suggested: Money,
}

/// A side bet.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SideView {
    /// Staked.
    pub stake: Money,
    /// Returned, stake included.
    pub payout: Money,
    /// Settled.
    pub settled: bool,
    /// What it won or lost: the payout less the stake.
    pub net: Money,
}

/// A finished round's totals.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResultView {
    /// Bankroll before the round's bets.
    pub bankroll_before: Money,
    /// Bankroll after settlement.
    pub bankroll_after: Money,
    /// The difference.
    pub net: Money,
}

fn names(cards: &[Card]) -> Vec<Option<String>> {
    cards.iter().map(|c| Some(c.to_string())).collect()
}

fn seqs(seq: &[u16]) -> Vec<u32> {
    seq.iter().map(|&s| u32::from(s)).collect()
}

fn side(bet: &Option<SideBet>) -> Option<SideView> {
    bet.map(|b| SideView {
        stake: b.stake,
        payout: b.payout,
        settled: b.settled,
        net: b.payout - b.stake,
    })
}

fn bet_views(bets: &[BoxBets]) -> Vec<BetView> {
    bets.iter()
        .map(|b| BetView {
            main: b.main,
            pair: b.pair,
        })
        .collect()
}

fn range(r: AmountRange) -> RangeView {
    RangeView {
        min: r.min,
        max: r.max,
        default: r.default,
        suggested: r.suggested,
    }
}

/// The cards of `hand` a player can see (all but a face-down double card).
fn visible(hand: &Hand) -> &[Card] {
    if hand.face_down {
        &hand.cards[..hand.cards.len() - 1]
    } else {
        &hand.cards[..]
    }
}

impl HandView {
    /// The view of `hand`; `active` when it is its turn.
    fn of(hand: &Hand, active: bool) -> HandView {
        let shown = visible(hand);
        let mut cards = names(shown);
        if hand.face_down {
            cards.push(None);
        }
        let total = Total::of(shown);
        HandView {
            box_no: hand.seat + 1,
            cards,
            seq: seqs(&hand.seq),
            total: total.value,
            soft: total.soft,
            blackjack: hand.is_blackjack(),
            bust: total.is_bust(),
            stake: hand.stake,
            doubled: hand.doubled,
            split: hand.split,
            active,
            outcome: hand.outcome().map(|o| o.name()),
            payout: hand.payout,
            net: hand.outcome().map(|_| hand.payout - hand.stake),
        }
    }
}

impl DealerView {
    /// The dealer of `table`'s round as the player sees it.
    fn of(table: &Table) -> DealerView {
        let round = table.round();
        let shown = round.dealer_shown(table.rules().hole_card);
        let mut cards = names(shown);
        if shown.len() < round.dealer.len() {
            cards.push(None);
        }
        let total = Total::of(shown);
        DealerView {
            cards,
            seq: seqs(&round.dealer_seq),
            total: total.value,
            soft: total.soft,
            blackjack: is_two_card_21(shown),
            bust: total.is_bust(),
        }
    }
}

impl Snapshot {
    /// The snapshot of `table`.
    pub fn of(table: &Table) -> Snapshot {
        let rules = table.rules();
        let round = table.round();
        let playing = table.phase() == Phase::Playing;
        let boxes = usize::from(rules.boxes);
        let double = table.amount_range(ActionKind::Double, 0).map(range);
        let double_prompt = rules.double_prompt
            && double.is_some()
            && playing
            && (9..=11).contains(&round.hands[round.turn].total().value);
        Snapshot {
            phase: table.phase().name(),
            bankroll: table.bankroll(),
            bets: bet_views(table.bets()),
            last_bets: table.last_bets().map(bet_views),
            hands: (round.hands.iter().enumerate())
                .map(|(i, hand)| HandView::of(hand, playing && round.turn == i))
                .collect(),
            dealer: DealerView::of(table),
            offer: round.offer.map(|(i, kind)| OfferView {
                box_no: round.hands[i].seat + 1,
                kind: kind.name(),
                range: table.amount_range(ActionKind::Insure, 0).map(range),
            }),
            legal: table.legal_actions().iter().map(ActionKind::name).collect(),
            double,
            double_prompt,
            insurance: round.insurance[..boxes].iter().map(side).collect(),
            pair: round.pair[..boxes].iter().map(side).collect(),
            round_over: round.over,
            reshuffled: round.reshuffled,
            rounds_dealt: table.rounds_dealt(),
            result: round.bankroll_after.map(|after| ResultView {
                bankroll_before: round.bankroll_before,
                bankroll_after: after,
                net: after - round.bankroll_before,
            }),
            shoe: (table.shoe().remaining(), table.shoe().len()),
            seen: seen(table),
            drawn: table.drawn(),
            on_table: table.on_table(),
            broke: table.broke(),
        }
    }
}

/// The earlier rounds' cards since the shuffle, then this round's face-up ones.
fn seen(table: &Table) -> Vec<String> {
    let round = table.round();
    let hands = round.hands.iter().flat_map(visible);
    let dealer = round.dealer_shown(table.rules().hole_card).iter();
    table
        .shoe()
        .discards()
        .iter()
        .chain(hands)
        .chain(dealer)
        .map(ToString::to_string)
        .collect()
}
