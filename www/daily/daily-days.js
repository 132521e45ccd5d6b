// The days kept (issue 36): each finished day's game in the round history's
// database (its object store `days`, history-days.js, over the database
// history.js opens for the game: one per game key), the first finished play
// of a date being the day's result; and the panel of the days played
// (`[data-daily-days]`): the streak and the best streak (local dates,
// daily-date.js), the score over the last 30 days (daily-days-chart.js),
// and each day kept, the newest first, with Replay (`play(date)`, the
// caller's) and Review (its 20 rounds, replayed and scored by the engine,
// each opening the existing review: daily-days-rounds.js). Loaded when
// first used (the day's result, the Past days button), never with the game.
// Without a database (storage blocked, a private window) nothing throws:
// nothing is kept and the panel says so.
import { make } from '../core/dom.js';
import { addSheet } from '../core/sheet.js';
import { createStore } from '../core/store.js';
import { lazyCatalogue } from '../core/catalogue.js';
import { fillTemplate, numbers } from '../core/format.js';
import { openHistory } from '../history/history.js';
import { addDay, oneDay, allDays } from '../history/history-days.js';
import { localDate } from './daily-date.js';
import { dayRow, firstPlay, soundDay, newestFirst, streaks, dateText, written } from './daily-days-dates.js';
import { daysChart } from './daily-days-chart.js';
import { dayRounds, roundsList, roundsFailure, roundsTitle } from './daily-days-rounds.js';

const SHEET = new URL('./daily-days.css', import.meta.url).href;
const DIALOG_SHEET = new URL('../fair/recall.css', import.meta.url).href;

/** The days' words in `lang`: {lang, n (the language's number writers), t(key, ...args)}. */
async function daysWords(lang) {
  const cat = await lazyCatalogue('daily-days', lang);
  const n = numbers(lang);
  return { lang, n, t: (key, ...args) => fillTemplate(cat[key] ?? key, args, n.plural) };
}

/** The open round history's database of the game `g` (history.js's, never a second), or null when the browser keeps none. */
const daysDb = g => openHistory(g).then(h => h.db, () => null);

/** The game's days store (its slot `daily-days`): the panels on screen, drawn again when a day is kept or the language changes. */
function slot(g) {
  return g.own('daily-days', () => {
    const s = createStore({ panels: new Set() });
    g.on('lang', () => redrawAll(s));
    return s;
  });
}

/** Draws every panel on screen again; forgets those taken off it. */
function redrawAll(s) {
  for (const p of s.panels) {
    if (p.node.isConnected) {
      p.shown = true;
      draw(p);
    } else if (p.shown) s.panels.delete(p);
  }
}

/**
 * Keeps the finished day `day` (the engine's DayScore; its rounds and
 * records are not kept), with `at` (now), unless its date has a result
 * already: the first finished play of a date is the day's, a replay never
 * replaces it. Resolves to `{kept, day}` (the row kept for that date), or
 * `{kept: false, day: null}` when the browser keeps nothing or the write
 * fails. Rejects (a TypeError) only when `day` is not a day's score.
 */
export async function keepDay(g, day) {
  const row = dayRow(day, Date.now());
  const db = await daysDb(g);
  if (!db) return { kept: false, day: null };
  let chosen;
  try {
    chosen = await addDay(db, row, firstPlay);
  } catch {
    return { kept: false, day: null };
  }
  if (chosen.kept) redrawAll(slot(g));
  return chosen;
}

/** The day kept for `date`, or null (none, damaged, or no database). */
export async function keptDay(g, date) {
  const db = await daysDb(g);
  if (!db) return null;
  const row = await oneDay(db, date).catch(() => null);
  return soundDay(row) ? row : null;
}

function button(doc, control, text, label) {
  const b = make(doc, 'button', 'btn btn-small', text);
  b.type = 'button';
  b.dataset.control = control;
  if (label) b.setAttribute('aria-label', label);
  return b;
}

/** The streak's line: the days in a row up to today (or yesterday), the best ever, and a nudge when today is still to play. */
function streakLine(doc, dw, rows, today) {
  const s = streaks(rows.map(r => r.date), today);
  const now = make(doc, 'strong', 'days-current', s.current ? dw.t('streak', s.current) : dw.t('streak-none'));
  const line = make(doc, 'p', 'days-streak', now);
  if (s.current && !s.today) line.append(' ', make(doc, 'span', 'days-nudge', dw.t('streak-today')));
  if (s.best) line.append(' ', make(doc, 'span', 'days-best', dw.t('best-streak', s.best)));
  Object.assign(line.dataset, { daysStreak: String(s.current), daysBest: String(s.best), daysToday: String(s.today) });
  return line;
}

/** The rounds' part of the day `row` under its line: asked of the engine once per panel, then drawn from what it said. */
async function roundsPart(p, dw, row) {
  const { g } = p;
  const part = make(g.doc, 'section', 'days-rounds-part');
  part.dataset.dayRoundsFor = row.date;
  const status = make(g.doc, 'p', 'days-status', dw.t('rounds-loading'));
  status.setAttribute('role', 'status');
  part.append(make(g.doc, 'h5', 'days-subtitle', roundsTitle(dw, row)), status);
  const fill = (day, dw2) => {
    status.textContent = dw2.t('rounds-help');
    part.append(roundsList(g, dw2, row, day));
  };
  const known = p.scored.get(row.date);
  if (known) {
    fill(known, dw);
    return part;
  }
  dayRounds(g, row, localDate()).then(day => {
    p.scored.set(row.date, day);
    fill(day, dw);
  }, e => {
    status.textContent = roundsFailure(dw, e);
    if (e && e.code) part.dataset.error = e.code;
  });
  return part;
}

/** Opens (or closes) the rounds of the day `row` under its line `li`. */
async function toggleRounds(p, dw, row, li, review) {
  const open = p.showing === row.date;
  p.node.querySelector('.days-rounds-part')?.remove();
  p.node.querySelector('[data-control="daily-review"][aria-expanded="true"]')?.setAttribute('aria-expanded', 'false');
  p.showing = open ? null : row.date;
  if (open) return;
  review.setAttribute('aria-expanded', 'true');
  li.append(await roundsPart(p, dw, row));
}

/** One day kept: its date, table, score and marks, Replay and Review. */
function dayItem(p, dw, row) {
  const { g } = p;
  const { doc } = g;
  const when = dateText(row.date, dw.lang, 'long');
  const score = make(doc, 'span', 'days-score', dw.t('score', written(row.score, dw.n)));
  Object.assign(score.dataset, { dayScore: '', value: row.score });
  const marks = make(doc, 'span', 'days-marks', ...row.marks.map(m => {
    const mark = make(doc, 'span', `days-mark mark-${m}`);
    mark.dataset.mark = m;
    return mark;
  }));
  const { best, inaccuracy, mistake, blunder } = row.grades;
  marks.setAttribute('role', 'img');
  marks.setAttribute('aria-label', dw.t('grades', best, inaccuracy, mistake, blunder));
  marks.dataset.marks = row.marks.join(' ');
  const replay = button(doc, 'daily-replay', dw.t('replay'), dw.t('replay-label', when));
  const review = button(doc, 'daily-review', dw.t('review'), dw.t('review-label', when));
  replay.dataset.date = review.dataset.date = row.date;
  review.setAttribute('aria-expanded', 'false');
  const table = make(doc, 'span', 'days-table', g.w.t(`table-${row.table}`));
  table.dataset.table = row.table;
  const li = make(doc, 'li', 'days-day',
    make(doc, 'h4', 'days-date', make(doc, 'time', '', when), ' ', table),
    make(doc, 'p', 'days-facts', score, marks),
    make(doc, 'div', 'days-actions', replay, review));
  li.dataset.dayDate = row.date;
  replay.addEventListener('click', () => p.actions.play(row.date));
  review.addEventListener('click', () => {
    if (p.actions.review) p.actions.review(row);
    else toggleRounds(p, dw, row, li, review);
  });
  return li;
}

/** Draws the panel `p` from the days kept now, in the game's language. */
async function draw(p) {
  const { g } = p;
  const drawn = ++p.drawn;
  const [dw, db] = await Promise.all([daysWords(g.lang), daysDb(g)]);
  let rows = [];
  let failed = null;
  if (db) rows = newestFirst(await allDays(db).catch(e => { failed = e; return []; }));
  if (drawn !== p.drawn) return;
  const { doc } = g;
  if (p.retitle) p.retitle(dw);
  const parts = p.titled ? [make(doc, 'h3', 'panel-title days-title', dw.t('title'))] : [];
  let state = 'kept';
  if (!db) {
    state = 'unavailable';
    const note = make(doc, 'p', 'days-note', dw.t('unavailable'));
    note.dataset.daysUnavailable = '';
    parts.push(note);
  } else {
    const today = localDate();
    if (failed) {
      state = 'failed';
      parts.push(make(doc, 'p', 'days-note', dw.t('read-failed', String(failed.message || failed))));
    } else if (!rows.length) state = 'none';
    parts.push(streakLine(doc, dw, rows, today), daysChart(doc, dw, rows, today));
    if (rows.length) {
      const items = rows.map(row => dayItem(p, dw, row));
      parts.push(make(doc, 'h4', 'days-subtitle', dw.t('list-title')), make(doc, 'ol', 'days-list', ...items));
      const open = rows.findIndex(r => r.date === p.showing);
      if (open >= 0) {
        items[open].querySelector('[data-control="daily-review"]').setAttribute('aria-expanded', 'true');
        items[open].append(await roundsPart(p, dw, rows[open]));
      } else p.showing = null;
    } else parts.push(make(doc, 'p', 'days-note', dw.t('none')));
  }
  if (drawn !== p.drawn) return;
  p.node.replaceChildren(...parts);
  p.node.dataset.state = state;
  p.node.dataset.days = String(rows.length);
}

/**
 * The panel of the days played for the game `g` (resolves once drawn):
 * `actions.play(date)` plays the day of `date` again (Replay);
 * `actions.review(row)`, when given, is called by Review instead of the
 * panel's own list of the day's rounds. `titled`: with its own heading (a
 * dialog gives its own). It is drawn again when a day is kept and when the
 * language changes.
 */
export async function daysPanel(g, actions = {}, { titled = true } = {}) {
  const node = make(g.doc, 'section', 'days');
  node.dataset.dailyDays = '';
  const p = { g, node, actions, titled, drawn: 0, showing: null, scored: new Map(), shown: false, retitle: actions.retitle || null };
  await addSheet(g.doc, g.ui.game, SHEET);
  slot(g).panels.add(p);
  await draw(p);
  return node;
}

/**
 * Shows the days played in a dialog of their own (`[data-daily-days-dialog]`),
 * reachable without finishing a day; Replay closes it and calls
 * `actions.play(date)`. Focus goes back to `opener` when it closes.
 * Resolves to the dialog.
 */
export async function openDays(g, actions = {}, opener = null) {
  const { doc } = g;
  const title = make(doc, 'h2', 'panel-title', '');
  title.id = `days-title-${Math.random().toString(36).slice(2)}`;
  title.tabIndex = -1;
  const close = button(doc, 'close-days', '');
  const dialog = make(doc, 'dialog', 'recall days-dialog', make(doc, 'div', 'recall-head', title, close));
  dialog.dataset.dailyDaysDialog = '';
  dialog.setAttribute('aria-labelledby', title.id);
  const retitle = dw => {
    title.textContent = dw.t('title');
    close.textContent = dw.t('close');
  };
  const play = date => {
    dialog.close();
    if (actions.play) actions.play(date);
  };
  await addSheet(doc, g.ui.game, DIALOG_SHEET);
  const panel = await daysPanel(g, { ...actions, play, retitle }, { titled: false });
  dialog.append(panel);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener && opener.isConnected) opener.focus();
  });
  g.ui.game.querySelector('dialog[data-daily-days-dialog]')?.close();
  g.ui.game.append(dialog);
  dialog.showModal();
  title.focus();
  return dialog;
}

/**
 * The Past days button (`[data-control="daily-days"]`) for the game `g` (the
 * full page only; nothing for a <blackjack-table>): it opens the days played
 * (openDays), Replay calling `actions.play(date)`.
 */
export function daysButton(g, actions = {}) {
  if (!g.page) return '';
  const b = button(g.doc, 'daily-days', '');
  const label = () => daysWords(g.lang).then(dw => { b.textContent = dw.t('open'); }, () => {});
  label();
  g.on('lang', label);
  b.addEventListener('click', () => {
    openDays(g, actions, b).catch(e => g.announce(String((e && e.message) || e)));
  });
  return b;
}
