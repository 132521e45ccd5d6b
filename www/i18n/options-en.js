// English: the card options (loaded with them, never with the game).
// options-ru.js and options-ro.js have exactly the same keys (tests/unit/prefs.test.mjs).
export default {
  'four-colour': 'Four-colour deck',
  'large-index': 'Large card index',
};
