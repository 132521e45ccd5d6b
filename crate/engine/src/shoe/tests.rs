//! The shoe's tests: the stream, pinned orders, stacking, recycling.

use super::*;

fn order(decks: u8, seed: Seed, n: usize) -> String {
    let names: Vec<String> = Shoe::order_for_seed(decks, seed)
        .iter()
        .take(n)
        .map(|c| c.to_string())
        .collect();
    names.join(" ")
}

#[test]
fn the_stream_is_chacha20() {
    // RFC 8439 / 7539: ChaCha20 with an all-zero key and nonce, block 0
    // begins 76 b8 e0 ad a0 f1 3d 90.
    let mut rng = DealRng::new([0; 32]);
    assert_eq!(rng.next_word(), 0xade0_b876);
    assert_eq!(rng.next_word(), 0x903d_f1a0);
}

/// Golden vectors: a dependency update must not change what a seed deals.
#[test]
fn seeds_deal_pinned_orders() {
    assert_eq!(
        order(1, [0; 32], 52),
        "9C 8H QD 3D TD 3H JD JH AH 9S 6S 5C KD 5H 3S 9D 2D 9H 4C AC JS 4H 4D KH TS 2H \
         JC QC 8C AS 7H 3C 4S 6C 5D 5S QH KS 8S 7D QS 2C KC 2S TC 8D TH 6D 6H 7S 7C AD"
    );
    assert_eq!(
        order(6, [0x42; 32], 13),
        "TD 7H QC JS 2H 6C 7D 9D 7S 8S 9S 3C 8H"
    );
}

#[test]
fn a_seed_deals_a_permutation() {
    let order = Shoe::order_for_seed(1, [7; 32]);
    let mut sorted = order.clone();
    sorted.sort();
    let fresh: Vec<Card> = (0..52).map(Card::from_index).collect();
    assert_eq!(sorted, fresh);
    assert_ne!(order, fresh);
    assert_eq!(order, Shoe::order_for_seed(1, [7; 32]));
    assert_ne!(order, Shoe::order_for_seed(1, [8; 32]));
}

#[test]
fn stacked_cards_come_first_and_must_exist() {
    let mut shoe = Shoe::new(1);
    let mut rng = DealRng::new([1; 32]);
    let ace: Card = "AS".parse().unwrap();
    assert_eq!(shoe.check_stack(&[ace]), Ok(()));
    assert_eq!(shoe.check_stack(&[ace, ace]), Err(MissingCard(ace)));
    assert_eq!(shoe.draw(&mut rng, Some(ace)), ace);
    assert_eq!(shoe.check_stack(&[ace]), Err(MissingCard(ace)));
}

#[test]
fn discards_come_back_when_the_shoe_runs_dry() {
    let mut shoe = Shoe::new(1);
    let mut rng = DealRng::new([2; 32]);
    for _ in 0..50 {
        shoe.draw(&mut rng, None);
    }
    shoe.start_round();
    let on_table: Vec<Card> = (0..3).map(|_| shoe.draw(&mut rng, None)).collect();
    assert_eq!(shoe.round_cards(), &on_table[..]);
    assert_eq!(shoe.discards().len(), 0);
    let mut all: Vec<Card> = shoe.round_cards().to_vec();
    all.extend_from_slice(shoe.undealt());
    all.extend_from_slice(shoe.discards());
    all.sort();
    assert_eq!(all, (0..52).map(Card::from_index).collect::<Vec<_>>());
}

#[test]
fn index_is_in_range_and_clone_keeps_position() {
    let mut rng = DealRng::new([3; 32]);
    for n in 1..200 {
        assert!(rng.index(n) < n);
    }
    let mut copy = rng.clone();
    assert_eq!(copy, rng);
    assert_eq!(copy.index(1000), rng.index(1000));
}

#[cfg(any(not(target_arch = "wasm32"), feature = "advisor"))]
#[test]
fn a_simulation_draws_its_own_stream() {
    let mut game = DealRng::new([5; 32]);
    let mut sim = DealRng::simulation([5; 32]);
    assert!(game.is_game() && !sim.is_game());
    let words = |rng: &mut DealRng| (0..20).map(|_| rng.next_word()).collect::<Vec<_>>();
    assert_ne!(words(&mut game), words(&mut sim));
    // A clone keeps the cipher and the place in the stream.
    let mut copy = sim.clone();
    assert_eq!(copy, sim);
    assert_ne!(copy, game);
    assert_eq!(copy.word_pos(), 20);
    assert_eq!(words(&mut copy), words(&mut sim));
}
