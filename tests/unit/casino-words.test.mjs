// The casino words of the Russian and Romanian catalogues (issue 14): the
// terms a player must never confuse again, pinned over the catalogues
// themselves (www/i18n/*.js), without a browser. In the browser, the same
// words on the buttons: tests/e2e/i18n.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeWords } from '../../www/i18n/words.js';
import en from '../../www/i18n/en.js';
import ru from '../../www/i18n/ru.js';
import ro from '../../www/i18n/ro.js';
import strategyRu from '../../www/i18n/strategy-ru.js';
import strategyRo from '../../www/i18n/strategy-ro.js';

const RU = makeWords(ru, 'ru');
const RO = makeWords(ro, 'ro');

/** The keys of `cat` whose English text names `re` (surrender, split...). */
const about = (cat, english, re) => Object.keys(cat).filter(k => re.test(english[k] ?? ''));

test('ro: Split is "Split" everywhere, and its label shares nothing with Deal\'s', () => {
  const split = ro['action-split'];
  const deal = ro['action-deal'];
  assert.equal(split, 'Split');
  assert.ok(!split.toLowerCase().includes(deal.toLowerCase()) && !deal.toLowerCase().includes(split.toLowerCase()), `${split} / ${deal}`);
  assert.doesNotMatch(split, /împ|imp/i, 'no "împ" stem (împarte, împărțire: dealing) in Split');
  for (const word of deal.toLowerCase().split(/\s+/)) assert.ok(!split.toLowerCase().includes(word), `Split holds "${word}" of Deal`);
  // Every line about splitting says split, never împarte / despărțiți.
  const lines = about(ro, en, /split/i);
  assert.ok(lines.length >= 10, `found the split lines (${lines.length})`);
  for (const k of lines) {
    assert.match(ro[k], /split/i, `ro ${k}: ${ro[k]}`);
    assert.doesNotMatch(ro[k], /împ[aă]r|desp[aă]r/i, `ro ${k}: ${ro[k]}`);
  }
  assert.equal(strategyRo['code-P'], split, 'the chart\'s P is the button\'s word');
  assert.doesNotMatch(strategyRo['code-Rp'], /împ/i);
});

test('ru: Surrender is «Сюрренд» on the button, the outcome and the rules lines, never «Сдача»', () => {
  const keys = ['action-surrender', 'outcome-surrender', 'rule-surrender', 'rule-no-surrender'];
  const lines = [...new Set([...keys, ...about(ru, en, /surrender/i)])];
  assert.ok(lines.length >= 8, `found the surrender lines (${lines.length})`);
  for (const k of lines) {
    assert.doesNotMatch(ru[k], /сда(ч|ть|ться)/i, `ru ${k}: «${ru[k]}» (сдача is the deal, or change)`);
    assert.match(ru[k], /сюрренд/i, `ru ${k}: ${ru[k]}`);
  }
  for (const k of ['kind-surrender', 'code-Rh', 'code-Rs', 'code-Rp']) {
    assert.doesNotMatch(strategyRu[k], /сда(ч|ть|ться)/i, `strategy-ru ${k}`);
    assert.match(strategyRu[k], /^Сюрренд/, `strategy-ru ${k}`);
  }
  assert.equal(RU.resultText({ outcome: 'surrender', net: -2.5 }), 'Сюрренд −2,50');
});

test('ru: one word for split, «сплит», never «разделение»', () => {
  const lines = about(ru, en, /split/i);
  assert.ok(lines.length >= 10, `found the split lines (${lines.length})`);
  for (const k of lines) {
    assert.match(ru[k], /сплит/i, `ru ${k}: ${ru[k]}`);
    assert.doesNotMatch(ru[k], /раздел/i, `ru ${k}: ${ru[k]}`);
  }
  assert.equal(strategyRu['code-P'], ru['action-split']);
});

test('the words that read wrong before: speeds, Trainer, ranks, tens, the pair bonus, RTP, Blackjack', () => {
  // ru: the speeds agree with «Скорость раздачи» (feminine).
  assert.match(ru.speed, /^Скорость/);
  for (const s of ['slow', 'normal', 'fast', 'instant']) assert.match(ru[`speed-${s}`], /ая$/, `ru speed-${s}`);
  for (const s of ['slow', 'normal', 'fast', 'instant']) assert.match(ro[`speed-${s}`], /ă$|ee$/, `ro speed-${s}`);
  // The Trainer is a mode, not a coach.
  for (const cat of [ru, strategyRu]) assert.equal(cat.trainer, 'Тренажёр');
  for (const cat of [ro, strategyRo]) assert.equal(cat.trainer, 'Antrenament');
  // Splitting by rank: kings, not a king and a queen.
  assert.match(ru['rule-split-rank'], /одного ранга \(два короля, но не король и дама\)/);
  assert.match(ro['rule-split-rank'], /de același rang \(K\+K, nu K\+Q\)/);
  // A ten-value card, not the card 10 only.
  assert.match(ru['rule-peek'], /карта в 10 очков/);
  assert.doesNotMatch(Object.values(strategyRu).join('\n'), /достоинством десять/);
  // One name for the pair bonus in Russian: «за пару» («бонус на пару» reads as "a bonus together").
  assert.doesNotMatch(Object.values(ru).join('\n'), /бонус\S* на пару/i);
  assert.match(ru['rtp-pair'], /бонуса за пару/);
  assert.equal(ru['action-pair'], ru['side-pair-bonus']);
  // ro: suits are «semn», colours «culoare»; the return to player is not a refund.
  const roAll = [...Object.values(ro), ...Object.values(strategyRo)].join('\n');
  assert.doesNotMatch(roAll, /suit[aăe]/i);
  assert.doesNotMatch(roAll, /rambursare/i);
  assert.doesNotMatch(roAll, /Black Jack/, 'Blackjack in one word');
  assert.match(ro.rtp, /^Rata de returnare \(RTP\)/);
  // The surrender line says what happens to the bet.
  assert.match(ro['rule-surrender'], /jumătate din miză/);
  assert.match(ru['rule-surrender'], /половина ставки/);
});

test('the hint and the trainer quote the move', () => {
  assert.equal(RU.t('hint-text', RU.t('action-hit'), 'Ещё −0,120'), 'Лучший ход: «Ещё». Ещё −0,120');
  assert.equal(RU.t('tr-cost', 'Ещё', '0,120', 'Хватит'), 'Ход «Ещё» стоил 0,120 (лучший ход: «Хватит»).');
  assert.equal(RO.t('tr-cost', 'Carte', '0,120', 'Stai'), 'Decizia „Carte” a costat 0,120 (cea mai bună: „Stai”).');
  assert.equal(RO.t('hint-text', 'Split', ''), 'Cea mai bună decizie: „Split”. ');
  for (const cat of [strategyRu, strategyRo]) assert.match(cat['chart-cost'], /[«„]\{0\}[»”].*[«„]\{2\}[»”]/);
});

test('plural forms: the cut-card line with one deck, and the boxes of a refusal', () => {
  const cut = n => RO.ruleText({ key: 'rule-shuffle-cut-card', values: [n, 75], text: '' });
  assert.equal(cut(1), '1 pachet, amestecare după ce s-au împărțit 75\u00a0% din cărți');
  assert.equal(cut(6), '6 pachete, amestecare după ce s-au împărțit 75\u00a0% din cărți');
  assert.equal(cut(20), '20 de pachete, amestecare după ce s-au împărțit 75\u00a0% din cărți');
  const box = (w, n) => w.message(Object.assign(new Error('x'), { code: 'no-such-box', params: { box: '4', boxes: String(n) } }));
  assert.equal(box(RO, 1), 'La această masă nu există boxul 4 (are 1 box).');
  assert.equal(box(RO, 3), 'La această masă nu există boxul 4 (are 3 boxuri).');
  assert.equal(box(RO, 20), 'La această masă nu există boxul 4 (are 20 de boxuri).');
  assert.equal(box(RU, 1), 'За этим столом нет бокса 4 (всего 1 бокс).');
  assert.equal(box(RU, 3), 'За этим столом нет бокса 4 (всего 3 бокса).');
  assert.equal(box(RU, 5), 'За этим столом нет бокса 4 (всего 5 боксов).');
});
