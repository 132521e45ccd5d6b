// The review's decisions, listed under its table: each a `[data-decision]`
// block with the hand and the dealer's up card, every option the engine
// valued as a button `[data-option]` (its value per unit of the hand's bet
// in `data-ev`, a plain number, and written with three decimals),
// `[data-chosen]` on the option taken, `[data-best]` on the best, the cost
// in money of the option taken and its grade in a word. Every value is the
// engine's; clicking an option asks for its what-if (review-what-if.js).
import { cardFace } from '../core/cards.js';
import { make } from '../core/dom.js';

/** The option's name in the game's words (the table's buttons'). */
export const optionName = (w, option) => w.t(`action-${option === 'insurance' ? 'insure' : option}`);

/** The hand's name: "Box 2", or "Box 2, hand 1" where the round's box held several hands. */
function handName(w, result, d) {
  const several = result && result.hands.filter(hd => hd.box === d.box).length > 1;
  return several ? w.t('hand-name', d.box, d.hand + 1) : w.t('box', d.box);
}

/** One option's button. */
function optionButton(page, rw, d, o, pick) {
  const { doc, w } = page;
  const tags = [o.option === d.chosen && rw.t('chosen'), o.option === d.best && rw.t('best')].filter(Boolean);
  const button = make(doc, 'button', 'btn btn-small review-option',
    make(doc, 'span', 'review-option-name', optionName(w, o.option)), ' ',
    make(doc, 'span', 'review-ev', rw.ev(o.ev)),
    ...(tags.length ? [' ', make(doc, 'span', 'review-tag', `(${tags.join(', ')})`)] : []));
  button.type = 'button';
  button.dataset.option = o.option;
  button.dataset.ev = String(o.ev);
  if (o.option === d.chosen) button.dataset.chosen = '';
  if (o.option === d.best) button.dataset.best = '';
  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', () => pick(d, o.option, button));
  return button;
}

/** One decision's block (`i`: its place in the round, from 0). */
function decisionBlock(page, rw, review, d, i, pick) {
  const { doc, w } = page;
  const title = make(doc, 'h4', 'review-subtitle',
    rw.t('decision-title', handName(w, review.result, d), d.cards.map(cardFace).join(' '), cardFace(d.up)));
  title.id = `review-decision-${i}-${Math.random().toString(36).slice(2)}`;
  const options = make(doc, 'div', 'review-options', ...d.options.map(o => optionButton(page, rw, d, o, pick)));
  options.setAttribute('role', 'group');
  options.setAttribute('aria-labelledby', title.id);
  const grade = make(doc, 'strong', `review-grade grade-${d.grade}`, rw.t(`grade-${d.grade}`));
  const cost = make(doc, 'p', 'review-cost', rw.t('cost', rw.money(d.costCents)), ' · ', grade);
  const block = make(doc, 'li', 'review-decision', title, options, cost);
  Object.assign(block.dataset, { decision: String(i), box: String(d.box), hand: String(d.hand), grade: d.grade, costCents: String(d.costCents) });
  return block;
}

/**
 * The decisions' list (or a line saying there was none); `pick(decision,
 * option, button)` is called when an option is clicked.
 */
export function decisionList(page, rw, review, pick) {
  const { doc } = page;
  const head = make(doc, 'h3', 'review-subtitle', rw.t('decisions'));
  if (!review.decisions.length) return make(doc, 'section', 'review-decisions', head, make(doc, 'p', 'hint', rw.t('no-decisions')));
  const list = make(doc, 'ol', 'review-decision-list', ...review.decisions.map((d, i) => decisionBlock(page, rw, review, d, i, pick)));
  return make(doc, 'section', 'review-decisions', head, list, make(doc, 'p', 'review-help', rw.t('help')));
}

/** Marks the decision reached by the replay (`i`, or none with null). */
export function highlight(where, i) {
  for (const block of where.querySelectorAll('[data-decision]')) {
    const on = block.dataset.decision === String(i);
    block.classList.toggle('on', on);
    if (on) block.setAttribute('aria-current', 'step');
    else block.removeAttribute('aria-current');
  }
}
