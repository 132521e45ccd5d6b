// One name for each thing, per language: the word every catalogue uses
// (www/i18n/*.js and the Simulate panel's words), where it is pinned (`at`:
// catalogue → keys whose text must hold `name`), and the names retired for
// the same thing (`retired`: patterns no catalogue text of the language may
// match; `in`: only in those catalogues). tests/unit/retired-words.test.mjs
// checks both. Vocabulary: the casino rule sheets in /work/shared/seeds
// (ru 000–002, ro 003) and the main table's words (issue 14, issue 20).
// Patterns are Unicode (`u`): (?<!\p{L}) and (?!\p{L}) are word edges.

const word = (stem, flags = 'iu') => new RegExp(`(?<!\\p{L})${stem}(?!\\p{L})`, flags);

export default {
  ru: [
    { thing: 'bankroll', name: 'баланс', at: { main: ['bankroll'], session: ['line-actual', 'round-label'], simulate: ['bankroll', 'spread-ruin-value'] },
      // «Банк» is the house in the sheets (002: «каждый участник играет против банка»).
      retired: [word('банк(а|у|ом|е)?'), /банкролл/iu] },
    { thing: 'hit', name: 'Ещё', at: { main: ['action-hit'], strategy: ['code-H', 'code-D', 'code-Rh'] },
      retired: [/взять карту/iu, /иначе взять/iu] },
    { thing: 'stand', name: 'Хватит', at: { main: ['action-stand'], strategy: ['code-S', 'code-Ds', 'code-Rs'] },
      // The dealer «останавливается» on 17 (a rule); the player's move is «Хватит».
      retired: [/остановиться/iu] },
    { thing: 'session', name: 'сесси', at: { main: ['session', 'tr-total'], session: ['title'] }, retired: [word('сеанс\\p{L}*')] },
    { thing: 'shuffle', name: 'тасов', at: { main: ['fair-title'], count: ['quiz-shuffle'] }, retired: [/перемеш/iu] },
    { thing: 'surrender', name: 'Сюрренд', at: { main: ['action-surrender'], strategy: ['code-Rh'] }, retired: [/сдача|сдаться/iu] },
    { thing: 'split', name: 'Сплит', at: { main: ['action-split'], strategy: ['code-P'] }, retired: [/разделени/iu] },
    { thing: 'ten-value card', name: 'карт', at: { main: ['rule-peek'], strategy: ['indices-no-hole'] },
      // «десятка» is the 10 card only; the ten-value cards are «карты в 10 очков».
      retired: [word('десят(ок|ки|кам|ками|ках)'), /достоинством десять/iu] },
    { thing: 'pair bonus', name: 'Бонус за пару', at: { main: ['action-pair'] }, retired: [/бонус\p{L}* на пару/iu] },
    { thing: 'the Trainer', name: 'Тренажёр', at: { main: ['trainer'], strategy: ['trainer'] }, retired: [word('тренер\\p{L}*')] },
    { thing: 'expected return', name: 'Ожидание', at: { strategy: ['chart-return'], session: ['line-taken'] }, retired: [word('доход\\p{L}*')] },
  ],
  ro: [
    { thing: 'bankroll', name: 'sold', at: { main: ['bankroll'], session: ['line-actual', 'round-label', 'graph-label', 'round-detail'], simulate: ['bankroll'] },
      // „banc” is a joke.
      retired: [word('banc(ul|ului|uri)?')] },
    { thing: 'bet', name: 'miz', at: { main: ['action-bet', 'hand-bet', 'group-bets'], simulate: ['bet'] },
      // The seed says both; „miză” is the table's word for the stake („miza minimă de pe masă”).
      retired: [word('pariu\\p{L}*'), word('pari(ez|ezi|ază|at|ate|ind)')] },
    { thing: 'hard total', name: 'dur', at: { strategy: ['hard', 'kind-hard', 'cell-hard', 'index-hand'] },
      // The sheet: „mână dură”, paired with „moale”. A flat bet is „miză fixă” (singular): not this.
      retired: [/totaluri fixe/iu, word('fix(e)?')] },
    { thing: 'round (not a hand)', name: 'rund', at: { count: ['edge', 'edge-between'] },
      retired: [/mâna următoare/iu, /între mâini/iu, /fiecare mână/iu], in: ['count'] },
    { thing: 'practice (the Trainer is „Antrenament”)', name: 'Exersare', at: { count: ['practice-title'] },
      retired: [/antrenament/iu], in: ['count'] },
    { thing: 'you (the game says „tu”)', name: 'tău', at: { main: ['hint-turn'] },
      retired: [/dvs\./iu, /dumneavoastr/iu, word('(ați|jucați|reveniți|introduceți)')] },
    { thing: 'ten-value card', name: 'carte de 10 puncte', at: { main: ['rule-peek'] }, retired: [/mai mulți de zece/iu] },
    { thing: 'split', name: 'Split', at: { main: ['action-split'], strategy: ['code-P'] }, retired: [/împărțire a perechii|despărț/iu] },
    { thing: 'Blackjack', name: 'Blackjack', at: { main: ['total-blackjack'] }, retired: [/Black Jack/u] },
  ],
};
