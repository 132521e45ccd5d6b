// English: the practice drill (loaded with it, never with the game).
// practice-ru.js and practice-ro.js have exactly the same keys
// (tests/unit/practice.test.mjs).
export default {
  'practice': 'Practice',
  'banner': 'Practice — no money, not counted',
  'exit': 'Back to the game',
  'hands': 'Hands',
  'kind-mistakes': 'Where your mistakes cost most',
  'kind-mixed': 'Hard, soft and pairs',
  'kind-hard': 'Hard 12–16 against 2–6',
  'kind-soft': 'Soft doubles',
  'kind-pair': 'Pairs',
  'kind-double': 'Doubles on 9–11',
  'kind-surrender': 'Hard 15–16 against 9 to ace',
  'kind-insurance': 'Against an ace',
  'loading': 'Preparing the drill…',
  'ready': 'Practice: play the hand; each decision is graded. Deal gives the next hand.',
  'score': 'Right {0} of {1}',
  'failed': 'The drill could not start: {0}',
  'left': 'Back to the game.',
};
