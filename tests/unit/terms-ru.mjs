// Russian: one name for each thing (see terms.mjs for the fields).
import { word } from './terms-word.mjs';

export default [
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
];

/** What the retired patterns must catch (texts found in the catalogues before) and let be. */
export const samples = {
  retired: ['Банк', 'банк 1000', 'для банкролла', 'Взять карту', 'Удвоить, иначе взять', 'Остановиться', 'Ошибки за сеанс', 'Шуз перемешан', 'больше десяток'],
  kept: ['Баланс', 'Ещё', 'Хватит', 'Дилер останавливается на любых 17', 'десятка'],
};
