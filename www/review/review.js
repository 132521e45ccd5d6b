// The review of a round, as chess players review a game (loaded when first
// opened: from a History row, the session graph's focused round, a lifetime
// progress mistake, or a shared link): a modal dialog `[data-review]` that
// plays the round again card by card in the order dealt (Back, Forward and
// the arrow keys, a step counter, then the result), lists every decision
// with the exact value of each option (review-decisions.js), plays any
// option as a what-if with the same cards (review-what-if.js) and gives a
// link to the round (review-share.js). Everything shown is the engine's
// (asked through the game's engine port: 'round-review', 'what-if', 'share',
// 'read-link');
// this module only draws it. It touches no money, history or figure.
import { addSheet } from '../core/sheet.js';
import { reviewWords } from './review-words.js';
import { timelineSteps, tableAt, dealtIn } from './review-steps.js';
import { drawTable, drawResult } from './review-board.js';
import { make } from '../core/dom.js';
import { decisionList, highlight, optionName } from './review-decisions.js';
import { playWhatIf } from './review-what-if.js';
import { share, shareControls } from './review-share.js';

// Its dialog is History's (recall.css), its insides its own (review.css).
const styled = page => Promise.all([
  addSheet(page.doc, page.root, new URL('../fair/recall.css', import.meta.url).href),
  addSheet(page.doc, page.root, new URL('./review.css', import.meta.url).href),
]);

function button(doc, control, text) {
  const b = make(doc, 'button', 'btn btn-small', text);
  b.type = 'button';
  b.dataset.control = control;
  return b;
}

/** What the counter says of step `n`. */
function stepText(r, n, at) {
  const { rw, page } = r;
  const total = r.steps.length + 1;
  const s = n > 0 && n <= r.steps.length ? r.steps[n - 1] : null;
  let what = rw.t('step-start');
  if (n === total) what = rw.t('step-result');
  else if (s && s.card != null) what = rw.t('step-card', page.w.cardName(at.dealer.includes(null) && s.hole ? null : s.card), s.to === 'dealer' ? page.w.t('dealer') : page.w.t('box', s.to.box));
  else if (s && s.split) what = page.w.t('action-split');
  else if (s) what = rw.t('step-decision', s.decision + 1, optionName(page.w, r.review.decisions[s.decision].chosen));
  return `${rw.t('step', n, total)} · ${what}`;
}

/** Shows step `n` (0: before the deal; the last: the result). */
function go(r, n) {
  const total = r.steps.length + 1;
  r.n = Math.max(0, Math.min(total, n));
  const at = tableAt(r.steps, Math.min(r.n, r.steps.length));
  drawTable(r.page, r.board, at);
  r.board.dataset.dealt = dealtIn(r.steps, r.n).join(' ');
  highlight(r.dialog, at.decision);
  r.counter.textContent = stepText(r, r.n, at);
  r.dialog.dataset.step = String(r.n);
  r.board.classList.toggle('done', r.n === total);
  r.back.setAttribute('aria-disabled', String(r.n === 0));
  r.forward.setAttribute('aria-disabled', String(r.n === total));
}

/** The replay's part: the table, Back, the counter, Forward and the keys' note. */
function replayPart(r) {
  const { doc } = r.page;
  const { rw } = r;
  r.board = make(doc, 'div', 'review-board');
  r.board.dataset.reviewBoard = '';
  r.back = button(doc, 'review-back', rw.t('back'));
  r.forward = button(doc, 'review-forward', rw.t('forward'));
  r.back.addEventListener('click', () => go(r, r.n - 1));
  r.forward.addEventListener('click', () => go(r, r.n + 1));
  r.counter = make(doc, 'p', 'review-counter');
  r.counter.dataset.reviewStep = '';
  r.counter.setAttribute('aria-live', 'polite');
  const steps = make(doc, 'div', 'review-steps', r.back, r.counter, r.forward);
  return make(doc, 'section', 'review-replay', r.board, steps, make(doc, 'p', 'hint', rw.t('keys')));
}

/** Draws the engine's review of the round into the dialog. */
function drawReview(r, review) {
  const { page, rw } = r;
  r.review = review;
  r.steps = timelineSteps(review);
  r.whatIf = make(page.doc, 'div', 'review-what-if-slot');
  r.whatIf.hidden = true;
  const real = drawResult(page, rw, rw.t('real'), review.result);
  real.dataset.result = 'real';
  const compare = make(page.doc, 'div', 'review-compare', real, r.whatIf);
  const pick = (d, option, b) => playWhatIf(r, d, option, b);
  r.body.replaceChildren(replayPart(r), decisionList(page, rw, review, pick), compare);
  go(r, 0);
}

/** The round to review: {record, stack} as given, or read from a shared link's text by the engine. */
async function roundOf(r, round) {
  if (!round.link) return { record: round.record, stack: round.stack || [] };
  const answer = await r.client.ask({ kind: 'read-link', text: round.link });
  return { record: answer.record, stack: answer.stack || [] };
}

/** Asks the engine for the review and draws it, or says why it cannot be had. */
async function load(r, round) {
  const { rw } = r;
  r.status.textContent = rw.t('loading');
  try {
    Object.assign(r, await roundOf(r, round));
    const answer = await r.client.ask({ kind: 'round-review', record: r.record, stack: r.stack });
    if (!r.dialog.isConnected) return;
    drawReview(r, answer.round);
    r.status.textContent = '';
    share(r);
  } catch (e) {
    const code = e && e.code;
    // A link whose round does not replay to what it says was altered too.
    const word = code === 'link-replay' ? 'link-altered' : code;
    const said = /^link-(malformed|newer|altered)$/.test(word) ? rw.t(word) : rw.t(round.link ? 'link-failed' : 'failed', String((e && e.message) || e));
    r.status.textContent = said;
    r.status.classList.add('review-error');
    if (code) r.dialog.dataset.error = code;
  }
}

/** The dialog's frame: title, share, copy, close; the status line; the body. */
function frame(r, shared) {
  const { doc } = r.page;
  const { rw } = r;
  const title = make(doc, 'h2', 'panel-title', rw.t(shared ? 'shared-title' : 'title'));
  title.id = `review-title-${Math.random().toString(36).slice(2)}`;
  title.tabIndex = -1;
  r.status = make(doc, 'p', 'review-status');
  r.status.setAttribute('role', 'status');
  r.body = make(doc, 'div', 'review-body');
  const close = button(doc, 'close-review', rw.t('close'));
  const head = make(doc, 'div', 'recall-head', title, ...shareControls(r), close);
  const note = shared ? [make(doc, 'p', 'review-note', rw.t('shared-note'))] : [];
  r.dialog = make(doc, 'dialog', 'recall review', head, ...note, r.status, r.body);
  r.dialog.dataset.review = '';
  r.dialog.setAttribute('aria-labelledby', title.id);
  close.addEventListener('click', () => r.dialog.close());
  r.dialog.addEventListener('keydown', event => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step || !r.steps || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(r, r.n + step);
  });
  return title;
}

/** What the review needs of a game's store `g` (game.js). */
export const gamePage = g => ({ doc: g.doc, root: g.ui.game, w: g.w, announce: text => g.announce(text), engine: g.engine });

/**
 * Opens the review of `round` ({record, stack}, or {link}: a shared link's
 * text) for the game `page` ({doc, root, w, announce, engine}: its document,
 * the game's element, the game's words, its announcer, its engine port): the
 * dialog, then the engine's review in it. Focus goes back to `opener` when
 * it closes; `onClose` is called then.
 */
export async function openReview(page, round, opener, onClose) {
  const [rw] = await Promise.all([reviewWords(page.w.lang), styled(page)]);
  const r = { page, rw, client: await page.engine(), n: 0, steps: null, review: null, record: null, stack: [], asking: null };
  const title = frame(r, !!round.link);
  r.dialog.addEventListener('close', () => {
    r.asking = null;
    r.dialog.remove();
    if (onClose) onClose();
    if (opener && opener.isConnected) opener.focus();
  });
  page.root.querySelector('dialog[data-review]')?.close();
  page.root.append(r.dialog);
  r.dialog.showModal();
  title.focus();
  await load(r, round);
  return r.dialog;
}
