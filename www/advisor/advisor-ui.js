// The advisor on the page (loaded by assist.js only when first needed): the
// Hint, the Trainer and each table's return to player. The odds come from
// advisor.js (questions to the game's engine port). It imports nothing of the
// page's own modules, so the shipped page keeps them in one file; `g` (from
// assist.js) brings {ui, doc, key, lang(), t, mark() (the decimal mark),
// announce, table(), current(), presets(), decision(), on(event, fn): the
// game's store's events, engine(): the promise of the game's engine port}.
import { advise, tableReturn, DECISIONS } from './advisor.js';
import { numbers, percentOf } from '../core/format.js';
import { createStore } from '../core/store.js';

/** The line `[attr]` under the status line (made on first use). */
function out(g, attr) {
  const { ui } = g;
  let node = ui.game.querySelector(`[${attr}]`);
  if (!node) {
    node = ui.game.ownerDocument.createElement('p');
    node.className = 'advice';
    node.setAttribute(attr, '');
    ui.status.parentNode.after(node);
  }
  return node;
}

const word = (g, a) => g.t(`action-${a}`);

/** The Hint for the decision in play (none if the decision changed while the engine answered). */
async function hint(s) {
  const { g } = s;
  const decision = g.decision();
  const table = g.table();
  const [rules, view] = [table.rules(), table.snapshot()];
  const advice = await advise(await g.engine(), rules, view);
  if (!advice || g.decision() !== decision) return;
  const values = DECISIONS.filter(a => a in advice.values).map(a => `${word(g, a)} ${g.value(advice.values[a], true)}`);
  const text = g.t('hint-text', word(g, advice.best), values.join(' · '));
  out(g, 'data-hint').textContent = text;
  g.announce(text);
}

/**
 * The Trainer, just before an action is played: was it the chart's (or the
 * best) action, and what did it cost (grading.js grades and counts, from the
 * snapshot before the action; the verdict shows once the engine answered).
 */
async function decide(s, name) {
  const { g } = s;
  if (!g.ui.trainer.checked || !s.grader) return;
  const graded = await s.grader.grade(name).catch(() => null);
  if (!graded) return;
  if (graded.right === false) s.cost += graded.lost;
  const text = graded.right === undefined ? graded.text : `${graded.text} ${g.t('tr-total', g.value(s.cost, false))}`;
  out(g, 'data-trainer').textContent = text;
  g.announce(text);
}

/** The Trainer was ticked: the grading (grading.js, loaded once) with its chart and words; resolves once the engine is loaded. */
function trainer(s) {
  s.graderLoad ||= import('./grading.js').then(m => (s.grader = m.grader(s.g, s.g.value)), e => {
    s.graderLoad = null;
    throw e;
  });
  s.graderLoad.then(grader => grader.prepare()).catch(() => {});
  return s.g.engine().then(port => port.warm());
}

/** Each table's return to player, one table per tick, then shown. */
function startRtp(s) {
  if (s.rtpStarted) return;
  s.rtpStarted = true;
  const todo = [...s.g.presets()];
  const next = () => {
    const p = todo.shift();
    if (!p) return;
    s.g.engine().then(port => tableReturn(port, p.rules)).then(r => {
      s.rtp[p.name] = r;
      label(s);
      setTimeout(next, 0);
    }).catch(() => setTimeout(next, 0));
  };
  setTimeout(next, 0);
}

/** Adds the returns to the rules panel and the table selector (after felt.js labels them). */
function label(s) {
  const { g } = s;
  const { ui } = g;
  const pct = v => percentOf(g.numbers(), 100 + v, 3);
  for (const o of ui.tableSelect.options) {
    const r = s.rtp[o.value];
    if (r && !o.dataset.rtp) {
      o.dataset.rtp = 'shown'; // once: felt.js makes new options when it relabels them
      o.textContent += ` — ${pct(r.player)}`;
    }
  }
  const r = g.current() && s.rtp[g.current().name];
  for (const li of ui.rules.querySelectorAll('[data-rtp]')) li.remove();
  if (!r) return;
  const lines = [g.t('rtp', pct(r.player))];
  if (r.pairBonus != null) lines.push(g.t('rtp-pair', pct(r.pairBonus)));
  for (const line of lines) {
    const li = ui.game.ownerDocument.createElement('li');
    li.setAttribute('data-rtp', '');
    li.textContent = line;
    ui.rules.append(li);
  }
}

export default function advisorUi(page) {
  // An advisor's value (not money) in words: three decimals, in the language (core/numbers.js).
  const writers = {};
  const nums = () => (writers[page.lang()] ||= numbers(page.lang()));
  const g = { ...page, numbers: nums, value: (v, sign) => nums().num(v, 3, sign ? 'auto' : 'never') };
  // cost: the session's total cost of mistakes; rtp: preset name → {player, pairBonus}.
  const s = page.own('advisor', () => createStore({ g, cost: 0, rtp: {}, rtpStarted: false, grader: null, graderLoad: null }));
  // The game's store tells of each action before it is played, and of the table's labels drawn again.
  page.on('action', name => decide(s, name));
  page.on('labelled', () => label(s));
  // The Trainer's verdict was worded in the language it was given in: a new language takes it away (the next decision is graded in it).
  page.on('lang', () => {
    const line = page.ui.game.querySelector('[data-trainer]');
    if (line) line.textContent = '';
  });
  return {
    hint: () => hint(s),
    trainer: () => trainer(s),
    rtp: () => startRtp(s),
  };
}
