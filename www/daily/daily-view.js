// A day's result opened from its link (daily-link.js, `#daily=<link>`) or
// from the days kept: a modal dialog `[data-daily-shared]` that asks the
// engine to replay the link's rounds from its date's seeds and score them
// ('daily-score', with the visitor's local date as today), and draws the
// result (daily-result.js: the score, the grades, luck, the marks, each
// round's review). A refused link shows its reason `[data-daily-error]` and
// nothing else. When the visitor has a result of that date (kept by the
// days' store, daily-days.js, or finished on this page), the engine compares
// the two ('daily-compare') and each round whose decisions differ is shown
// `[data-daily-diff]`: the hand against the dealer's up card, both options
// and their values; else "Play this day" starts it. The visitor's own game
// is never touched.
import { addSheet } from '../core/sheet.js';
import { make } from '../core/dom.js';
import { cardFace } from '../core/cards.js';
import { optionName } from '../review/review-decisions.js';
import { dailyWords } from './daily-words.js';
import { localDate } from './daily-date.js';
import { resultSection } from './daily-result.js';

const sheets = g => Promise.all(['../fair/recall.css', './daily.css']
  .map(href => addSheet(g.doc, g.ui.game, new URL(href, import.meta.url).href)));

/** The date a link's text says (its second field), for a refusal's message only: never checked here. */
const dateIn = link => String(link).split('.')[1] || '';

/** A refusal's message by its code, with the link's date and today for a future one. */
function refusal(w, g, e, link, today) {
  const code = e && e.code;
  if (code && /^daily-/.test(code)) return w.t(`error-${code}`, w.date(dateIn(link)), w.date(today));
  return w.t('error-other', g.w.message(e));
}

/** The visitor's own result of `date`: the days' store's (daily-days.js), else the day finished on this page; its link or null. */
async function mine(g, date) {
  try {
    const m = await import('./daily-days.js');
    const row = m.keptDay ? await m.keptDay(g, date) : null;
    if (row && row.link) return row.link;
  } catch {
    // Without the days' store, only a day finished on this page.
  }
  const last = g.lazy.daily && g.lazy.daily.last;
  return last && last.date === date ? last.link : null;
}

/** One round where the two results differ: the hand, the up card, the two options and their values (and the best, if neither). */
function difference(v, diff) {
  const { doc, w, g } = v;
  const value = name => {
    const o = diff.options.find(x => x.option === name);
    return o ? w.ev(o.ev) : '';
  };
  const line = (key, name, cls) => {
    const li = make(doc, 'li', cls, w.t(key, optionName(g.w, name), value(name)));
    li.dataset.option = name;
    if (name === diff.best) li.dataset.best = '';
    return li;
  };
  const title = make(doc, 'h4', 'daily-diff-title', w.t('diff-title', w.count(diff.round), diff.cards.map(cardFace).join(' '), cardFace(diff.up)));
  const options = [line('diff-yours', diff.mine, 'daily-diff-yours'), line('diff-theirs', diff.theirs, 'daily-diff-theirs')];
  if (diff.best !== diff.mine && diff.best !== diff.theirs) options.push(line('diff-best', diff.best, 'daily-diff-best'));
  const li = make(doc, 'li', 'daily-diff', title, make(doc, 'ul', 'daily-diff-options', ...options));
  li.dataset.dailyDiff = '';
  li.dataset.round = String(diff.round);
  return li;
}

/** The comparison with the visitor's own result of the day, or "Play this day" when there is none. */
async function compare(v, day, today) {
  const { doc, w, g } = v;
  const own = await mine(g, day.date);
  if (!v.dialog.isConnected) return;
  if (!own && v.play) {
    const play = make(doc, 'button', 'btn btn-gold', w.t('play-day'));
    play.type = 'button';
    play.dataset.control = 'daily-play';
    play.addEventListener('click', () => {
      v.dialog.close();
      v.play(day.date);
    });
    v.body.append(make(doc, 'div', 'daily-play', make(doc, 'p', '', w.t('play-day-note')), play));
    return;
  }
  if (!own) return;
  const status = make(doc, 'p', 'daily-status', w.t('comparing'));
  const section = make(doc, 'section', 'daily-compare', make(doc, 'h3', 'daily-result-title', w.t('compare')), status);
  section.dataset.dailyCompare = '';
  v.body.append(section);
  try {
    const port = await g.engine();
    const { differences } = await port.ask({ kind: 'daily-compare', mine: own, theirs: day.link, today });
    if (!v.dialog.isConnected) return;
    status.textContent = differences.length ? w.t('diff-note') : w.t('compare-same');
    if (differences.length) section.append(make(doc, 'ol', 'daily-diffs', ...differences.map(diff => difference(v, diff))));
    section.dataset.differences = String(differences.length);
  } catch (e) {
    status.textContent = w.t('compare-failed', refusal(w, g, e, own, today));
  }
}

/** Asks the engine for the link's day and draws it, or its refusal. */
async function load(v, link) {
  const { w, g, doc } = v;
  const today = localDate();
  let day;
  try {
    const port = await g.engine();
    ({ day } = await port.ask({ kind: 'daily-score', link, today }));
  } catch (e) {
    if (!v.dialog.isConnected) return;
    v.status.textContent = '';
    v.error.textContent = refusal(w, g, e, link, today);
    v.error.hidden = false;
    if (e && e.code) v.error.dataset.code = e.code;
    return;
  }
  if (!v.dialog.isConnected) return;
  v.status.textContent = '';
  v.day.textContent = w.t('day', w.date(day.date), g.w.presetTitle(day.table));
  v.body.append(resultSection({
    doc, w, title: w.t('shared-result'), share: false,
    tableName: name => g.w.presetTitle(name),
    review: (record, opener) => import('../review/review.js').then(m => m.openReview(m.gamePage(g), { record, stack: [] }, opener)),
  }, day));
  await compare(v, day, today);
}

/**
 * Opens the day of the link's text `link` on the game `g` (its words, its
 * engine port, its element), in a dialog; `onClose` is called when it
 * closes, `play(date)` by "Play this day" (daily.js's startDay). Resolves to
 * the dialog.
 */
export async function openDay(g, link, onClose, play) {
  const [w] = await Promise.all([dailyWords(g.lang), sheets(g)]);
  const { doc } = g;
  const v = { g, w, doc, play, dialog: null, status: null, error: null, day: null, body: null };
  const title = make(doc, 'h2', 'panel-title', w.t('shared-title'));
  title.id = `daily-shared-${Math.random().toString(36).slice(2)}`;
  title.tabIndex = -1;
  const close = make(doc, 'button', 'btn btn-small', w.t('close'));
  close.type = 'button';
  close.dataset.control = 'close-daily';
  v.day = make(doc, 'p', 'daily-day');
  v.status = make(doc, 'p', 'daily-status', w.t('checking'));
  v.status.setAttribute('role', 'status');
  v.error = make(doc, 'p', 'daily-error');
  v.error.dataset.dailyError = '';
  v.error.setAttribute('role', 'alert');
  v.error.hidden = true;
  v.body = make(doc, 'div', 'daily-body', v.day, v.status, v.error);
  v.dialog = make(doc, 'dialog', 'recall daily-shared', make(doc, 'div', 'recall-head', title, close),
    make(doc, 'p', 'daily-note daily-shared-note', w.t('shared-note')), v.body);
  v.dialog.dataset.dailyShared = '';
  v.dialog.setAttribute('aria-labelledby', title.id);
  close.addEventListener('click', () => v.dialog.close());
  v.dialog.addEventListener('close', () => {
    v.dialog.remove();
    if (onClose) onClose();
  });
  g.ui.game.querySelector('dialog[data-daily-shared]')?.close();
  g.ui.game.append(v.dialog);
  v.dialog.showModal();
  title.focus();
  await load(v, link);
  return v.dialog;
}
