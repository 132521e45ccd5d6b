// The Trainer's grading (loaded with advisor-ui.js): each decision against
// the table's chart or against perfect play (the setting kept in
// trainer-stats.js), counted by the kind the engine names. The chart comes
// from the engine's long jobs (strategy-compute.js); the exact values of the
// actions, the chart's move and the index call from one question to the
// engine port's quick worker, asked with the snapshot before the action is
// played. No rule here: the chart's action and the kind are the engine's
// (ChartPlay), the values the advisor's; this only compares.
import { gradeFacts, DECISIONS } from './advisor.js';
import { chartFor, strategyWords } from '../strategy/strategy-compute.js';
import { trainerStore } from '../strategy/trainer-stats.js';
import { fillTemplate } from '../core/format.js';
import { cellHand, cellUp } from '../strategy/strategy-names.js';
import { indexFor, indexLine, prepareIndex } from './grading-index.js';
import { createStore } from '../core/store.js';

const OFFERS = { insure: true, 'even-money': true, 'no-insurance': false, 'no-even-money': false };
/** Below this, two values are the same (the advisor's values are exact to far less). */
const SAME = 5e-7;

/**
 * The grader of a game: `page` as advisor-ui.js's, `value(v, sign)` the
 * advisor's value in words. Returns {prepare(), grade(name)}.
 */
export function grader(page, value) {
  const st = page.own('grading', () => createStore({ page, value, play: null, words: null, index: null })); // the grader's store, in the game's (written here and by grading-index.js)
  return {
    /** Asks for the chart of the table in play and this language's words (the Trainer was ticked). */
    prepare: () => prepare(st),
    /** Grades `name` (an action about to be played): resolves to the text to show ({right, lost, text} or {text}), or null. */
    grade: name => grade(st, name),
  };
}

/** The chart of the table in play (entry.chart once the engine found it). */
function prepare(st) {
  const { page } = st;
  const name = page.current().name;
  const lang = page.lang();
  prepareIndex(st);
  if (!st.words || st.words.lang !== lang) strategyWords(lang).then(w => { st.words = { lang, w }; }, () => {});
  if (st.play && st.play.name === name) return st.play.ready;
  const rules = page.table().rules();
  const entry = { name, chart: null };
  entry.ready = chartFor(page, name, rules).then(chart => {
    if (st.play === entry) entry.chart = chart;
    return chart;
  });
  entry.ready.catch(() => { if (st.play === entry) st.play = null; });
  st.play = entry;
  return entry.ready;
}

/** The strategy words in the game's language (null until fetched: prepare asks for them). */
const words = st => (st.words && st.words.lang === st.page.lang() ? st.words.w : null);

const fill = (text, ...args) => fillTemplate(text, args, () => 'other');

/** "Chart hard 16 v 10: Surrender, else hit." for the engine's move {cell, code}. */
const cellLine = (w, move) => fill(w.cell, cellHand(w, move.cell), cellUp(w, move.cell), w[`code-${move.code}`]);

/** The engine's index call when it expects a deviation from the chart, else null. */
const deviation = call => (call && call.deviates ? call : null);

/** "Index play 16 v T: Stand at true count +0.5 ≥ 0. " for a deviation, else nothing. */
const indexText = (st, w, call) => (call ? `${indexLine(w, st.page.t, call, st.page.mark())} ` : '');

/** Right or what it cost, against the chart (`w`: its words) or perfect play (w null). */
function verdict(st, w, name, best, right, lost) {
  const { t } = st.page;
  const word = a => t(`action-${a}`);
  if (!w) return right ? t('tr-right', word(name)) : t('tr-cost', word(name), st.value(lost, true), word(best));
  return right ? fill(w['chart-right'], word(name)) : fill(w['chart-cost'], word(name), st.value(lost, true), word(best));
}

/** A decision (hit, stand, double, split, surrender) against the chart or the exact best; `facts` the engine's. */
function gradeDecision(st, facts, name, chart, charted) {
  const { advice, move } = facts;
  if (!advice || !(name in advice.values)) return null;
  const w = words(st);
  if (chart && (!charted || !w)) return w ? { text: w.waiting } : null;
  if (chart && !move) return null;
  const call = chart ? deviation(facts.call) : null;
  const best = call ? call.expected : chart ? move.action : advice.best;
  if (!(best in advice.values)) return null;
  const lost = Math.max(0, advice.values[best] - advice.values[name]);
  const right = name === best || (!chart && lost < SAME);
  if (move) trainerStore(st.page.key, st.page.own).record(call ? 'deviations' : move.kind, right, lost);
  const said = verdict(st, chart ? w : null, name, best, right, lost);
  return { right, lost, text: chart ? `${cellLine(w, move)} ${indexText(st, w, call)}${said}` : said };
}

/** Insurance or even money: taking it is worth the advisor's exact value, declining 0; `facts` the engine's. */
function gradeOffer(st, facts, name, chart, charted) {
  const { exact, move } = facts;
  if (!exact) return null;
  const w = words(st);
  if (chart && (!charted || !w)) return w ? { text: w.waiting } : null;
  if (chart && !move) return null;
  const call = chart ? deviation(facts.call) : null;
  const take = call ? call.expected === 'insure' : chart ? move.take : exact.value > SAME;
  const best = take ? (exact.even ? 'even-money' : 'insure') : (exact.even ? 'no-even-money' : 'no-insurance');
  const worth = took => (took ? exact.value : 0);
  const lost = Math.max(0, worth(take) - worth(OFFERS[name]));
  const right = OFFERS[name] === take || (!chart && lost < SAME);
  if (move) trainerStore(st.page.key, st.page.own).record(call ? 'deviations' : move.kind, right, lost);
  const said = verdict(st, chart ? w : null, name, best, right, lost);
  const cell = call ? indexText(st, w, call) : `${fill(w['cell-insurance'], st.page.t(`action-${best}`))} `;
  return { right, lost, text: chart ? `${cell}${said}` : said };
}

/**
 * Grades `name` against the setting's choice, from the snapshot now (before
 * it is played): resolves to {right, lost, text}, {text} when it cannot yet,
 * or null.
 */
async function grade(st, name) {
  if (!(name in OFFERS) && !DECISIONS.includes(name)) return null;
  const { page } = st;
  prepare(st);
  const table = page.table();
  const rules = table.rules();
  const view = table.snapshot();
  const chart = trainerStore(page.key, page.own).stats.grade === 'chart';
  const offer = name in OFFERS;
  // The chart's move names the kind counted, whichever the grading; index calls only against the chart.
  const charted = st.play && st.play.name === page.current().name ? st.play.chart : null;
  const facts = await gradeFacts(await page.engine(), rules, view, { offer, chart: charted, index: chart && charted ? indexFor(st) : null });
  if (!facts) return null;
  return offer ? gradeOffer(st, facts, name, chart, charted) : gradeDecision(st, facts, name, chart, charted);
}
