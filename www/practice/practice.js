// The practice drill (loaded on the first click on Practice): a drill
// clearly apart from the game. It plays on a PracticeTable of its own (the
// practice wasm module: the engine deals each hand, a stated starting hand
// and up card of the chosen kind, the rest of the shoe random); the live
// table is never touched, so nothing of the drill is saved, counted in the
// session or in the fair deal's history. While drilling, the table's root
// holds [data-practice], a banner says so with the grade of each decision,
// and "Back to the game" (data-control="practice-exit") draws the live
// table again as it was. The normal buttons and keys play the drill
// (practice-play.js).
import { addSheet } from '../core/sheet.js';
import { createStore } from '../core/store.js';
import { practiceWords } from './practice-words.js';
import { intercept, prepareGrading, showView } from './practice-play.js';
import { make } from '../core/dom.js';

/** The kinds offered, each with its weights by kind (the engine's names); the first is the default. */
const CHOICES = {
  mixed: { hard: 1, soft: 1, pair: 1 },
  hard: { hard: 1 }, soft: { soft: 1 }, pair: { pair: 1 },
  double: { double: 1 }, surrender: { surrender: 1 }, insurance: { insurance: 1 },
};

/** The banner: what this is, the hands to deal, the grade line, Back to the game. */
function banner(d) {
  const { doc } = d.g;
  d.node = make(doc, 'section', 'practice');
  d.node.setAttribute('aria-live', 'polite');
  d.title = make(doc, 'strong', 'practice-title');
  d.select = make(doc, 'select', 'practice-kinds');
  d.select.dataset.practiceKind = '';
  d.select.addEventListener('change', () => choose(d, d.select.value));
  d.label = make(doc, 'span', '');
  const field = make(doc, 'label', 'field');
  field.append(d.label, ' ', d.select);
  d.exit = make(doc, 'button', 'btn btn-small');
  d.exit.type = 'button';
  d.exit.dataset.control = 'practice-exit';
  d.exit.addEventListener('click', () => leave(d));
  d.grade = make(doc, 'p', 'practice-grade');
  d.grade.dataset.practiceGrade = '';
  d.score = make(doc, 'p', 'practice-score');
  d.score.dataset.practiceScore = '';
  const head = make(doc, 'div', 'practice-head');
  head.append(d.title, field, d.exit);
  d.node.append(head, d.grade, d.score);
}

/** Words the banner in the game's language. */
async function words(d) {
  const w = d.w = await practiceWords(d.g.lang);
  d.title.textContent = w.t('banner');
  d.label.textContent = w.t('hands');
  d.exit.textContent = w.t('exit');
  const offered = d.mistakes ? ['mistakes', ...Object.keys(CHOICES)] : Object.keys(CHOICES);
  d.select.replaceChildren(...offered.map(k => {
    const option = make(d.g.doc, 'option', '', w.t(`kind-${k}`));
    option.value = k;
    return option;
  }));
  d.select.value = d.choice;
  d.score.textContent = d.tally.total ? w.t('score', d.tally.right, d.tally.total) : '';
}

/** The kinds of the next hands: a choice of the select, or weights by kind (the page's option). */
function choose(d, choice, weights) {
  // Weights from the round history: the kinds where the player's mistakes cost most, offered as a choice of their own.
  if (weights) d.mistakes = weights;
  const mistakes = d.mistakes && (weights || choice === 'mistakes');
  d.choice = mistakes ? 'mistakes' : CHOICES[choice] ? choice : 'mixed';
  d.weights = mistakes ? d.mistakes : CHOICES[d.choice];
  if (!d.table) return;
  try {
    d.table.setWeights(d.weights);
  } catch (e) {
    d.grade.textContent = d.g.w.message(e);
  }
}

/** Enters the drill (loads its module, the advisor and the grading on the first entry). */
async function enter(d, opts) {
  const { g } = d;
  if (d.drilling || !g.table || g.destroyed) return;
  // One game apart from the table at a time: the day's game (daily/daily.js) is left first.
  if (g.lazy.daily && g.lazy.daily.open) g.lazy.daily.leave();
  if (g.revealing) g.revealing.finish();
  d.drilling = true;
  d.bankroll = g.shown.bankroll; // the player's money, shown unchanged while drilling
  choose(d, opts.kind, opts.weights);
  if (!d.node) banner(d);
  g.ui.game.dataset.practice = '';
  g.ui.status.parentNode.after(d.node);
  d.stop = intercept(d); // from now on the table's actions are the drill's (none until its hand is drawn)
  d.locked();
  d.grade.textContent = '';
  const styled = addSheet(g.doc, g.ui.game, new URL('./practice.css', import.meta.url).href);
  try {
    await words(d);
    d.grade.textContent = d.w.t('loading');
    const [{ default: init, PracticeTable }] = await Promise.all([import('../pkg/practice/practice.js'), styled]);
    await init();
    if (!d.drilling) return;
    d.table = new PracticeTable(g.current.name, d.weights);
    await prepareGrading(d);
  } catch (e) {
    if (d.drilling) d.grade.textContent = d.w ? d.w.t('failed', g.w.message(e)) : g.w.message(e);
    return;
  }
  if (!d.drilling) return;
  d.grade.textContent = d.w.t('ready');
  d.ready = true;
  showView(d, null);
  g.announce(d.w.t('ready'));
}

/** Back to the game: the drill ends and the live table is drawn again, exactly as it is. */
function leave(d) {
  const { g } = d;
  if (!d.drilling) return;
  if (g.revealing) g.revealing.finish();
  d.drilling = false;
  d.ready = false;
  if (d.stop) d.stop();
  d.stop = null;
  if (d.table) d.table.free();
  d.table = null;
  d.node.remove();
  delete g.ui.game.dataset.practice;
  g.setError(null);
  g.showSnapshot(g.table.snapshot());
  g.render(g.shown);
  g.announce(d.w ? d.w.t('left') : '');
  const back = g.ui.game.querySelector('[data-control="practice"]');
  if (back) back.focus();
}

/** The drill of the game `g`, made once: its store (g.lazy.practice). */
function drillOf(g) {
  return g.lazy.practice || g.own('practice', () => follow(createStore({
    g, drilling: false, table: null, w: null, node: null, title: null, select: null, label: null, exit: null, grade: null,
    score: null, choice: 'mixed', weights: CHOICES.mixed, mistakes: null, bankroll: 0, stop: null, tally: { right: 0, total: 0 },
    graded: null, grader: null, value: null, locked: null, ready: false, playing: false, leave: null,
  })));
}

/** The drill `d` follows its game: its words in the game's language, the table's controls locked after each drawing. */
function follow(d) {
  d.leave = () => leave(d); // what the day's game (daily/daily.js) calls to leave the drill, without a circle of imports
  d.g.on('lang', () => d.drilling && d.w && words(d));
  d.g.on('view', () => d.locked && d.locked());
  return d;
}

/**
 * Enters the drill of the game `g`. Options: `kind` (`mixed`, `hard`,
 * `soft`, `pair`, `double`, `surrender`, `insurance`) or `weights` by kind
 * (`{hard, soft, pair, double, surrender, insurance}` → numbers: where the
 * player's mistakes cost most); default: hard, soft and pairs alike.
 */
export function enterPractice(g, opts = {}) {
  return enter(drillOf(g), opts);
}

/** The drill of the game `g` deals by `weights` from now on (the kinds where the player's mistakes cost most), offered in its list. */
export function practiceWeights(g, weights) {
  const d = drillOf(g);
  if (!d.drilling) return;
  choose(d, 'mistakes', weights);
  if (d.w) words(d);
}

/** Leaves the drill of the game `g`, if it is on. */
export function leavePractice(g) {
  if (g.lazy.practice) leave(g.lazy.practice);
}
