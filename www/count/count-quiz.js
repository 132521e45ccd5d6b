// The count panel's quiz and practice drill. The quiz asks the running count
// (at each shuffle while the panel is on, on demand, after a practice deal),
// checks the answer against the engine's count, says the verdict through the
// page's announcer and keeps the score (count-score.js). The drill deals
// cards face up from a freshly shuffled shoe (the engine's `practiceDeal`,
// seeded here) at the speed picked, then asks their count.
import { countStore, SPEEDS } from './count-score.js';
import { makeCard } from '../core/cards.js';
import { createStore } from '../core/store.js';

const PRACTICE_CARDS = 12;

function drawScore(q) {
  const s = q.store.score;
  q.ui.score.textContent = q.c.t('score', s.right, s.asked, s.streak);
  q.ui.score.dataset.right = s.right;
  q.ui.score.dataset.asked = s.asked;
  q.ui.score.dataset.streak = s.streak;
  q.ui.speed.value = String(s.speed);
}

/** Asks the running count: `kind` the question's key, `answer` the engine's count; `focus` moves the focus to the answer. */
function ask(q, kind, answer, focus) {
  q.open = true;
  q.answer = answer;
  q.kind = kind;
  q.ui.question.textContent = q.c.t(kind);
  q.ui.form.hidden = false;
  q.ui.input.value = '';
  q.ui.verdict.textContent = '';
  q.c.ui.figures.hidden = true;
  if (focus) q.ui.input.focus();
}

function check(q) {
  if (!q.open) return;
  const text = q.ui.input.value.trim().replace('\u2212', '-');
  if (!/^[-+]?\d+$/.test(text)) {
    q.ui.verdict.textContent = q.c.t('quiz-none');
    return;
  }
  const said = Number(text);
  const right = said === q.answer;
  q.open = false;
  q.ui.form.hidden = true;
  q.store.record(right);
  const verdict = right ? q.c.t('quiz-right', q.answer) : q.c.t('quiz-wrong', q.answer, said);
  q.ui.verdict.textContent = verdict;
  q.ui.verdict.dataset.right = String(right);
  q.c.g.announce(verdict);
  if (q.practiced) q.ui.dealt.hidden = false;
  q.c.refresh();
  q.ui.askButton.focus();
}

/** Deals the practice cards one by one at the speed picked, then asks their count. */
async function practice(q) {
  const { c, ui } = q;
  clearTimeout(q.timer);
  if (!c.engine) return;
  const rules = c.g.current.rules;
  const { cards, running: answer } = await c.engine.practiceDeal(rules, crypto.getRandomValues(new Uint8Array(32)), PRACTICE_CARDS);
  const pause = 1000 / q.store.score.speed;
  q.open = false;
  q.practiced = null;
  ui.form.hidden = true;
  ui.verdict.textContent = '';
  ui.dealt.hidden = true;
  ui.dealt.textContent = c.t('practice-cards', cards.join(' '));
  ui.dealt.dataset.cards = cards.join(',');
  let i = 0;
  const step = () => {
    ui.table.replaceChildren(makeCard(c.g.doc, cards[i], c.g.w.cardName(cards[i]), ''));
    ui.table.firstChild.classList.add('practice-card');
    ui.progress.textContent = c.t('practice-progress', i + 1, cards.length);
    i += 1;
    q.timer = setTimeout(i < cards.length ? step : () => {
      ui.table.replaceChildren();
      q.practiced = cards;
      ask(q, 'quiz-practice', answer, true);
    }, pause);
  };
  step();
}

/** The quiz and the drill of the panel `c`: {node, ask(kind, answer, focus), relabel(), open}. */
export function quizPart(c) {
  const { el } = c;
  const store = countStore(c.g.key, c.g.own);
  const q = createStore({ c, store, open: false, answer: null, kind: 'quiz-question', timer: 0, practiced: null, ui: null, node: null }); // the quiz's part of the panel's store
  const ui = q.ui = {};
  const id = `count-q-${Math.random().toString(36).slice(2)}`;
  ui.question = el('label', { id, for: `${id}-in` });
  ui.input = el('input', { id: `${id}-in`, type: 'text', inputmode: 'numeric', autocomplete: 'off', size: '5', 'data-count-answer': true });
  ui.check = el('button', { type: 'submit', class: 'btn btn-small', part: 'button', 'data-control': 'count-check', text: 'quiz-check' });
  ui.form = el('form', { class: 'count-quiz' }, ui.question, ' ', ui.input, ' ', ui.check);
  ui.form.hidden = true;
  ui.form.addEventListener('submit', e => { e.preventDefault(); check(q); });
  ui.verdict = el('p', { 'data-count-verdict': true });
  ui.askButton = el('button', { type: 'button', class: 'btn btn-small', part: 'button', 'data-control': 'count-ask', text: 'quiz-ask' });
  ui.askButton.addEventListener('click', () => c.count && ask(q, 'quiz-question', c.count.running, true));
  ui.score = el('p', { 'data-count-score': true });
  ui.clear = el('button', { type: 'button', class: 'btn btn-small', part: 'button', 'data-control': 'count-clear', text: 'clear' });
  ui.clear.addEventListener('click', () => store.clear());
  ui.speed = el('select', { 'data-control': 'count-speed', id: `${id}-speed` },
    ...SPEEDS.map(n => el('option', { value: String(n) })));
  ui.speed.addEventListener('change', () => store.setSpeed(Number(ui.speed.value)));
  ui.start = el('button', { type: 'button', class: 'btn btn-small', part: 'button', 'data-control': 'count-practice', text: 'practice-start' });
  ui.start.addEventListener('click', () => practice(q));
  ui.table = el('div', { class: 'count-practice', 'data-practice': true });
  ui.progress = el('p', { 'aria-live': 'off', 'data-practice-progress': true });
  ui.dealt = el('p', { 'data-practice-cards': true });
  ui.dealt.hidden = true;
  q.node = el('div', {},
    el(c.g.page ? 'h3' : 'h4', { class: 'panel-title count-sub', text: 'quiz-title' }), ui.askButton, ui.form, ui.verdict, ui.score, ui.clear,
    el(c.g.page ? 'h3' : 'h4', { class: 'panel-title count-sub', text: 'practice-title' }),
    el('p', {}, el('label', { for: `${id}-speed`, text: 'practice-speed' }), ' ', ui.speed, ' ', ui.start),
    ui.table, ui.progress, ui.dealt);
  store.listen(() => drawScore(q));
  return {
    node: q.node,
    get open() { return q.open; },
    ask: (kind, answer, focus) => ask(q, kind, answer, focus),
    relabel() {
      [...ui.speed.options].forEach((o, i) => { o.textContent = c.t('practice-rate', SPEEDS[i]); });
      if (q.open) ui.question.textContent = c.t(q.kind);
      drawScore(q);
    },
  };
}
