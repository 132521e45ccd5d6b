// Romanian: the fair deal's note, "What does this prove?" (loaded with the
// fair deal's controls once the page is idle, never with the game).
// fair-en.js and fair-ru.js have exactly the same keys (tests/unit/fair.test.mjs).
export default {
  'fair-about': 'Ce dovedește asta?',
  'fair-text': 'Înainte de fiecare împărțire, jocul arată amprenta (SHA-256) a seed-ului, numărul ținut secret care va amesteca cărțile, iar după rundă dezvăluie seed-ul. Așa poți verifica faptul că amestecarea a fost stabilită înainte să mizezi și nu a fost schimbată de mizele sau deciziile tale. Jocul rulează în propriul tău browser, așa că asta nu poate dovedi că programul însuși este cinstit (el alege numerele): doar că amestecarea fiecărei runde corespunde amprentei arătate înaintea ei. Comanda blackjack verify --seed … recalculează pachetul.',
};
