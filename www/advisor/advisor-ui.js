// The advisor on the page (loaded by assist.js only when first needed): the
// Hint, the Trainer and each table's return to player. The odds come from
// advisor.js (its own wasm module). It imports nothing of the page's own
// modules, so the shipped page keeps them in one file; `g` (from assist.js)
// brings {ui, doc, key, lang(), t, mark() (the decimal mark), announce,
// table(), current(), presets(), decision(), on(event, fn): the game's store's events}.
import { loadAdvisor, DECISIONS } from './advisor.js';
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

/** The advisor for the table in play (loads it on first use or after a switch). */
function get(s) {
  const { g } = s;
  const name = g.current().name;
  if (!s.advisor || s.advisor.name !== name) {
    if (s.advisor && s.advisor.a) s.advisor.a.free();
    const entry = { name, a: null };
    entry.ready = loadAdvisor(g.table().rules()).then(a => {
      if (s.advisor === entry) entry.a = a; else a.free();
      return a;
    });
    s.advisor = entry;
  }
  return s.advisor;
}

const advise = (s, a) => (a ? a.advise(s.g.table().snapshot()) : null);

/** The Hint for the decision in play (none if the decision changed while the advisor loaded). */
async function hint(s) {
  const { g } = s;
  const decision = g.decision();
  const advice = advise(s, await get(s).ready);
  if (!advice || g.decision() !== decision) return;
  const values = DECISIONS.filter(a => a in advice.values).map(a => `${word(g, a)} ${g.value(advice.values[a], true)}`);
  const text = g.t('hint-text', word(g, advice.best), values.join(' · '));
  out(g, 'data-hint').textContent = text;
  g.announce(text);
}

/**
 * The Trainer, just before an action is played: was it the chart's (or the
 * best) action, and what did it cost (grading.js grades and counts).
 */
function decide(s, name) {
  const { g } = s;
  if (!g.ui.trainer.checked || !s.grader) return;
  const graded = s.grader.grade(name, get(s).a);
  if (!graded) return;
  if (graded.right === false) s.cost += graded.lost;
  const text = graded.right === undefined ? graded.text : `${graded.text} ${g.t('tr-total', g.value(s.cost, false))}`;
  out(g, 'data-trainer').textContent = text;
  g.announce(text);
}

/** The Trainer was ticked: the advisor, and the grading (grading.js, loaded once) with its chart and words. */
function trainer(s) {
  s.graderLoad ||= import('../strategy/grading.js').then(m => (s.grader = m.grader(s.g, s.g.value)), e => {
    s.graderLoad = null;
    throw e;
  });
  s.graderLoad.then(grader => grader.prepare()).catch(() => {});
  return get(s).ready;
}

/** Each table's return to player, one table per tick, then shown. */
function startRtp(s) {
  if (s.rtpStarted) return;
  s.rtpStarted = true;
  const todo = [...s.g.presets()];
  const next = () => {
    const p = todo.shift();
    if (!p) return;
    loadAdvisor(p.rules).then(a => {
      try {
        s.rtp[p.name] = a.tableReturn();
      } finally {
        a.free();
      }
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
  // An advisor's value (not money) in words: three decimals, in the language (i18n/numbers.js).
  const writers = {};
  const nums = () => (writers[page.lang()] ||= numbers(page.lang()));
  const g = { ...page, numbers: nums, value: (v, sign) => nums().num(v, 3, sign ? 'auto' : 'never') };
  // advisor: {name, ready: Promise, a: the loaded advisor | null}; cost: the
  // session's total cost of mistakes; rtp: preset name → {player, pairBonus}.
  const s = page.lazy.advisor = createStore({ g, advisor: null, cost: 0, rtp: {}, rtpStarted: false, grader: null, graderLoad: null });
  // The game's store tells of each action before it is played, and of the table's labels drawn again.
  page.on('action', name => decide(s, name));
  page.on('labelled', () => label(s));
  return {
    hint: () => hint(s),
    trainer: () => trainer(s),
    rtp: () => startRtp(s),
  };
}
