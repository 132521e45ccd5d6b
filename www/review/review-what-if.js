// What-if with the same cards: an option of a decision played by the engine
// (the advisor's worker, 'what-if': the same seeded stream, later decisions
// by the best option), its result drawn beside the real one and marked as a
// what-if. It touches no money, history or figure: nothing here writes
// anywhere but the review. `[data-what-if-net]` holds the what-if's net for
// the decision's hand as a plain number in money units (the engine's
// hundredths written as units, no sum).
import { drawResult, handOf } from './review-board.js';
import { make } from '../core/dom.js';
import { optionName } from './review-decisions.js';

/** The what-if's result in the engine's answer (`{whatIf: {decision, option, actions, result, timeline}}`). */
function whatIfOf(answer) {
  const w = answer.whatIf || answer;
  return w.result && w.result.hands ? w.result : w;
}

/** Presses the clicked option's button alone. */
function press(r, button) {
  for (const b of r.dialog.querySelectorAll('[data-option]')) b.setAttribute('aria-pressed', String(b === button));
}

/** Draws the what-if `wi` for decision `d` (`i`: its place, from 0) taking `option`. */
function drawWhatIf(r, d, i, option, wi) {
  const { page, rw } = r;
  const section = drawResult(page, rw, rw.t('what-if', optionName(page.w, option), i + 1), wi);
  section.classList.add('review-what-if');
  section.dataset.whatIf = option;
  // The decision's hand: its net, as a plain number, on its net's words.
  const hand = handOf(wi, d.box, d.hand);
  const seat = hand && section.querySelectorAll('.review-seat[data-box]')[wi.hands.indexOf(hand)];
  if (seat) seat.querySelector('.review-net').dataset.whatIfNet = String(hand.netCents / 100);
  section.append(make(page.doc, 'p', 'hint', rw.t('what-if-note')));
  r.whatIf.replaceChildren(section);
}

/** Plays `option` of decision `d` as a what-if and shows it beside the real result. */
export async function playWhatIf(r, d, option, button) {
  const { rw } = r;
  const i = r.review.decisions.indexOf(d);
  const token = (r.asking = {});
  press(r, button);
  r.whatIf.hidden = false;
  r.whatIf.replaceChildren(make(r.page.doc, 'p', 'review-status', rw.t('what-if-computing')));
  r.whatIf.setAttribute('aria-busy', 'true');
  try {
    const answer = await r.client.ask({ kind: 'what-if', record: r.record, stack: r.stack, decision: d.index ?? i, option });
    if (r.asking !== token) return;
    drawWhatIf(r, d, i, option, whatIfOf(answer));
    r.page.announce(rw.t('what-if', optionName(r.page.w, option), i + 1));
  } catch (e) {
    if (r.asking === token) r.whatIf.replaceChildren(make(r.page.doc, 'p', 'review-error', rw.t('what-if-failed', String((e && e.message) || e))));
  } finally {
    if (r.asking === token) r.whatIf.removeAttribute('aria-busy');
  }
}
