// English: the fair deal's note, "What does this prove?" (loaded with the
// fair deal's controls once the page is idle, never with the game).
// fair-ru.js and fair-ro.js have exactly the same keys (tests/unit/fair.test.mjs).
export default {
  'fair-about': 'What does this prove?',
  'fair-text': 'Before each deal the game shows a fingerprint (SHA-256) of the secret number that will shuffle the cards, and after the round it reveals the number. So you can check that the shuffle was fixed before you bet and was not changed by your bets or choices. The game runs in your own browser, so this cannot prove that the program itself is honest (it picks the numbers itself): only that each round’s shuffle matches the fingerprint shown before it. The command blackjack verify --seed … recomputes the deck.',
};
