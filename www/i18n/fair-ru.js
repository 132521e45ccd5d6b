// Russian: the fair deal's note, "What does this prove?" (loaded with the
// fair deal's controls once the page is idle, never with the game).
// fair-en.js and fair-ro.js have exactly the same keys (tests/unit/fair.test.mjs).
export default {
  'fair-about': 'Что это доказывает?',
  'fair-text': 'Перед каждой раздачей игра показывает отпечаток (SHA-256) секретного числа, которым будут перетасованы карты, а после раунда раскрывает это число. Так можно проверить, что тасовка была определена до вашей ставки и не зависела от ваших ставок и решений. Игра работает в вашем собственном браузере, поэтому это не доказывает честность самой программы (числа она выбирает сама) — только то, что тасовка каждого раунда совпадает с отпечатком, показанным до него. Команда blackjack verify --seed … пересчитывает колоду.',
};
