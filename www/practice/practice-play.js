// Playing the drill with the table's own buttons and keys: while drilling,
// the table's actions (clicks on [data-action], the amount forms and the
// keys) are caught before the game hears them and played on the drill's
// PracticeTable instead; chips, boxes, the Hint and the table selector do
// nothing. Each decision is graded before it is played, as the Trainer does
// (advisor/grading.js: against the table's chart or perfect play, the
// Trainer's setting), and the grade shown in the banner; the drill's
// decisions are not added to the Trainer's counts.
import { amountArgument } from '../core/amounts.js';
import { numbers } from '../core/format.js';
import { grader } from '../advisor/grading.js';
import { trainerStore } from '../strategy/trainer-stats.js';
import { ownView, drawOwn, catchActions } from '../table/own-table.js';

const AMOUNTS = { double: 'double', insure: 'insure' };

/**
 * What the grading sees of the game: the game's, with the drill's table and
 * stores of its own (its grader, its tally), the game's charts (`compute`).
 */
function gradingPage(d) {
  const { g } = d;
  const own = {
    grading: null,
    // The grading setting is the Trainer's; a drill's decision is tallied in the banner only.
    trainer: {
      get stats() { return trainerStore(g.key, g.own).stats; },
      record: (kind, right) => {
        d.tally = { right: d.tally.right + (right ? 1 : 0), total: d.tally.total + 1 };
      },
    },
  };
  return {
    ui: g.ui, doc: g.doc, key: g.key, on: g.on, engine: g.engine,
    // The charts computed for the game are the game's (strategy-compute.js); the rest the drill's.
    own: (name, make) => (name === 'compute' ? g.own(name, make) : (own[name] ??= make())),
    lang: () => g.lang,
    t: (...args) => g.w.t(...args),
    mark: () => g.w.cat['num-decimal'] ?? '.',
    announce: text => g.announce(text),
    table: () => d.table,
    current: () => g.current,
    presets: () => g.presets,
    decision: () => g.decision,
    prefs: () => ({}), // a fresh shoe every hand: no count, no index plays
  };
}

/** The grading of the table in play (with the chart, when the Trainer grades against it), made once per table. */
export async function prepareGrading(d) {
  if (d.graded === d.g.current.name) return;
  const writers = {};
  const nums = () => (writers[d.g.lang] ||= numbers(d.g.lang));
  d.value = (v, sign) => nums().num(v, 3, sign ? 'auto' : 'never');
  d.grader = grader(gradingPage(d), d.value);
  d.graded = d.g.current.name;
  await Promise.all([d.g.engine().then(port => port.warm()), d.grader.prepare().catch(() => {})]);
}

/** Draws the drill's hand: at once (`before` null), else card by card as the game shows a step. */
export function showView(d, before, said) {
  drawOwn(d.g, ownView(d.table.snapshot(), d.bankroll), before, said);
}

/** The amount typed for `kind`'s action, as its argument (none: the engine's default). */
function amountFor(d, kind) {
  const { ui, shown } = d.g;
  if (!AMOUNTS[kind] || ui.amountForms[kind].hidden) return '';
  const range = kind === 'double' ? shown.double : shown.offer && shown.offer.range;
  return range ? amountArgument(ui.amounts[kind].value, range) : '';
}

/** Plays `name` on the drill (graded first, from the hand before it), if the drill lists it; its step shows with its grade. */
async function play(d, name) {
  const { g } = d;
  if (!d.ready || d.playing || g.revealing || !g.active || !g.shown.legal.includes(name)) return;
  const grading = name === 'deal' ? null : d.grader.grade(name).catch(() => null);
  d.playing = true;
  try {
    d.table.act(`${name}${amountFor(d, name)}`);
  } catch (e) {
    d.playing = false;
    g.setError(e);
    g.render(g.shown);
    g.announce(g.w.message(e));
    return;
  }
  const graded = await grading;
  d.playing = false;
  g.setError(null);
  if (name === 'deal') d.grade.textContent = '';
  if (graded) {
    d.grade.textContent = graded.text;
    d.grade.dataset.right = String(graded.right);
    d.score.textContent = d.w.t('score', d.tally.right, d.tally.total);
  }
  showView(d, g.shown, graded && graded.text);
}

/** Catches the table's actions for the drill (the table selector and the Hint wait for its end); returns the function that stops catching them. */
export function intercept(d) {
  const { g } = d;
  const caught = catchActions(g, name => play(d, name), [g.ui.tableSelect, g.ui.hint]);
  d.locked = caught.lock;
  return () => {
    caught.release();
    d.locked = null;
  };
}
