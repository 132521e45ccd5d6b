// The session's pure parts (www/session/session-store.js, session-plot.js's points):
// the figures a round adds, catching up with the engine's history, saved
// text refused when unreadable, the reality check's due time, the graph's
// points from the engine's summary (in money, each with its round); and the
// session catalogues (the same keys in the three languages). No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import en from '../../www/i18n/session-en.js';
import ru from '../../www/i18n/session-ru.js';
import ro from '../../www/i18n/session-ro.js';
import { newSession, parseSession, addRound, catchUp, startAfter, realityDue, duration, staked } from '../../www/session/session-store.js';
import { roundKey } from '../../www/history/history-format.js';
import { fromSummary } from '../../www/session/session-plot.js';

/** A finished round as table.history() gives it (only the fields used). */
const rec = (seed, net, stakes, bankroll = 1000) => ({
  seed, streamPos: 0, bankroll,
  result: { net, hands: stakes.map(stake => ({ stake })), insurance: [null], pair: [null], bankroll: bankroll + net },
});

test('the session catalogues have exactly the keys of the English one', () => {
  for (const [lang, cat] of Object.entries({ ru, ro })) {
    assert.deepEqual(Object.keys(cat).sort(), Object.keys(en).sort(), lang);
    for (const [k, v] of Object.entries(cat)) {
      const names = text => [...new Set([...text.matchAll(/\{(\w+)[}|]/g)].map(m => m[1]))].sort().join();
      assert.ok(typeof v === 'string' && v.trim(), `${lang} ${k}`);
      assert.equal(names(v), names(en[k]), `${lang} ${k} names the values English names`);
    }
  }
});

test('a round adds its net, its stakes and the biggest win and loss, in hundredths', () => {
  let s = newSession(5);
  s = addRound(s, rec('a', 7.5, [5]));
  s = addRound(s, rec('b', -20, [10, 10], 1007.5));
  assert.deepEqual([s.rounds, s.net, s.wagered, s.best, s.worst, s.last], [2, -1250, 2500, 750, -2000, 'b@0']);
  const sides = { ...rec('c', -2.5, [5]), result: { ...rec('c', -2.5, [5]).result, insurance: [{ stake: 2.5 }] } };
  assert.equal(staked(sides), 750);
});

test('catching up counts only the rounds after the last one counted', () => {
  const recs = ['a', 'b', 'c'].map(k => rec(k, 5, [5]));
  const s = catchUp(newSession(0), recs.slice(0, 2));
  assert.equal(s.rounds, 2);
  assert.equal(catchUp(s, recs).rounds, 3);
  assert.equal(catchUp(s, recs.slice(0, 2)), s, 'nothing new: the same session');
  const after = startAfter(recs, 9, 30);
  assert.deepEqual([after.rounds, after.last, after.reality, after.start], [0, roundKey(recs[2]), 30, 9]);
  assert.equal(catchUp(after, recs).rounds, 0);
});

test('saved figures are read back; unreadable ones are refused with a reason and a new session starts', () => {
  const s = addRound(newSession(1, 15), rec('a', -5, [5]));
  assert.deepEqual(parseSession(JSON.stringify(s), 2), { session: s });
  assert.deepEqual(parseSession(null, 2), { session: newSession(2) });
  for (const bad of ['{', '[]', JSON.stringify({ ...s, version: 9 }), JSON.stringify({ ...s, net: 'x' }), JSON.stringify({ ...s, worst: 5 })]) {
    const read = parseSession(bad, 3);
    assert.ok(read.refused, bad);
    assert.equal(read.session.rounds, 0);
  }
  assert.equal(parseSession(JSON.stringify({ ...s, net: 0.5 }), 3).session.reality, 15, 'the reality setting survives when readable');
});

test('the reality check is due once its interval has been played since it was last shown', () => {
  const s = { ...newSession(0, 15), played: 900_000, shown: 0 };
  assert.ok(realityDue(s, 900_000));
  assert.ok(!realityDue({ ...s, shown: 1 }, 900_000));
  assert.ok(!realityDue(s, 0), 'off');
  assert.deepEqual(duration(3_725_000), { hours: 1, minutes: 2 });
});

test('the graph\'s points are the engine\'s summary in money, each with the round it ends and that round\'s record and review', () => {
  const rounds = [{ record: rec('a', -5, [5]), review: { netCents: -500 } }, { record: rec('b', 10, [10], 995), review: { netCents: 1000 } }];
  const point = (round, actual, taken, perfect, lo = actual, hi = actual) => ({
    round, actual, taken, perfect, actualMin: lo, actualMax: hi,
  });
  const summary = {
    rounds: 2, netCents: 500, perfectCents: 1, costCents: 125, luckCents: 624, decisionsCents: -125, wageredCents: 1500,
    startCents: 100000, points: [point(1, 100500, 99876, 100001, 99500, 100500)],
  };
  const d = fromSummary(summary, rounds);
  assert.equal(d.rounds, 2);
  assert.deepEqual([d.points[0].actual, d.points[0].rec], [1000, null]);
  assert.deepEqual([d.points[1].round, d.points[1].lo, d.points[1].hi, d.points[1].taken], [2, 995, 1005, 998.76]);
  assert.equal(d.points[1].rec, rounds[1].record, 'a point carries the record of the round it ends');
  assert.deepEqual([d.luckCents, d.decisionsCents, d.net, d.perfect, d.luck, d.decisions], [624, -125, 5, 0.01, 6.24, -1.25]);
});
