// The day's game (loaded on the first click on "Day's game", or by a shared
// day's "Play this day"): the same rounds for every player of a date, dealt
// by the engine's DailyTable (the practice wasm module: each round from a
// fresh shoe seeded by the date, the table and the round's number; one box,
// a flat bet out of a play bankroll), played with the table's own buttons
// and keys (daily-play.js). The game's table is never touched, so nothing of
// the day is saved with the game, counted in the session, kept in the round
// history or the fair deal. While the day is open, the table's root holds
// [data-daily], the felt shows the day's table (table/shown-preset.js: the
// day's preset laid out; the player's again on leaving), a banner says
// the date, the table and `[data-daily-round]` ("Round 3 of 20"), and "Back
// to the game" (data-control="daily-exit") draws the live table again as it
// was. No help while playing: the Hint, the Trainer, the chart and the count
// are locked or hidden (daily.css). When round 20 is over, the engine scores
// the day's link ('daily-score' through the game's engine port) and the
// result is drawn under the banner (daily-result.js), kept by the days'
// store (daily-days.js, when there) and shared by its link. A day left
// half-way (Back to the game, a reload) goes on where it was: its actions
// are kept (daily-progress.js) and played again by the engine.
import { addSheet } from '../core/sheet.js';
import { createStore } from '../core/store.js';
import { make } from '../core/dom.js';
import { showPreset } from '../table/shown-preset.js';
import { dailyWords } from './daily-words.js';
import { localDate } from './daily-date.js';
import { intercept, showView } from './daily-play.js';
import { resultSection, keptOf } from './daily-result.js';
import { readProgress, saveProgress, dropProgress } from './daily-progress.js';

/** The banner: the title, the day (date and table), the round, Back to the game; the note and the result under them. */
function banner(d) {
  const { doc } = d.g;
  d.node = make(doc, 'section', 'daily');
  d.node.dataset.dailyBanner = '';
  d.title = make(doc, 'h2', 'daily-title');
  d.title.tabIndex = -1;
  d.title.id = `daily-title-${Math.random().toString(36).slice(2)}`;
  d.node.setAttribute('aria-labelledby', d.title.id);
  d.day = make(doc, 'span', 'daily-day');
  d.round = make(doc, 'strong', 'daily-round');
  d.round.dataset.dailyRound = '';
  d.round.setAttribute('aria-live', 'polite');
  d.exit = make(doc, 'button', 'btn btn-small');
  d.exit.type = 'button';
  d.exit.dataset.control = 'daily-exit';
  d.exit.addEventListener('click', () => leave(d));
  d.note = make(doc, 'p', 'daily-status');
  d.note.dataset.dailyStatus = '';
  d.slot = make(doc, 'div', 'daily-slot');
  d.node.append(make(doc, 'div', 'daily-head', d.title, d.day, d.round, d.exit), d.note, d.slot);
}

/** The round line: "Round 3 of 20" (data-round, data-rounds; data-over once the day's rounds are over). */
function drawRound(d) {
  if (!d.table || !d.w) return;
  const { round, rounds, over } = d.table;
  d.round.textContent = d.w.t('round', d.w.count(round), d.w.count(rounds));
  Object.assign(d.round.dataset, { round: String(round), rounds: String(rounds), over: String(over) });
}

/** What the note says now: loading, ready, between rounds, scoring, or the day is over. */
function noteText(d) {
  const { w, table } = d;
  if (!table) return w.t('loading');
  if (d.failure) return d.failure;
  if (table.over) return d.scored ? '' : w.t('scoring');
  if (d.resumed) return w.t(d.resumed, w.count(table.round), w.count(table.rounds));
  const between = d.g.shown && d.g.shown.legal.includes('deal');
  return between ? w.t('next', w.count(table.round)) : table.round === 1 ? w.t('ready', w.count(table.rounds)) : '';
}

/** Words the banner (and the result, if scored) in the game's language. */
async function words(d) {
  const lang = d.g.lang;
  const w = await dailyWords(lang);
  if (d.g.lang !== lang) return;
  d.w = w;
  d.title.textContent = w.t('title');
  d.exit.textContent = w.t('exit');
  d.day.textContent = d.table ? w.t('day', w.date(d.table.date), d.g.w.presetTitle(d.table.preset)) : w.date(d.date);
  drawRound(d);
  d.note.textContent = noteText(d);
  if (d.scored) drawResult(d);
}

/** The result's drawing context: the day's words, the table's names, the review of a round. */
function resultContext(d, title, share) {
  const { g } = d;
  return {
    doc: g.doc, w: d.w, title, share,
    tableName: name => g.w.presetTitle(name),
    review: (record, opener) => import('../review/review.js').then(m => m.openReview(m.gamePage(g), { record, stack: [] }, opener)),
  };
}

/** Draws the scored day under the banner (the days kept stay under it). */
function drawResult(d) {
  const section = resultSection(resultContext(d, d.w.t('result'), true), d.scored);
  d.slot.replaceChildren(section, ...(d.days ? [d.days] : []));
}

/** The days played (daily-days.js's panel: the streak, the scores, each day kept played again or reviewed), under the result, once. */
async function mountDays(d, m) {
  const { g } = d;
  const date = d.date;
  if (d.days || !m.daysPanel) return;
  const node = await m.daysPanel(g, { play: day => startDay(g, { date: day }) });
  if (d.days || !d.open || d.date !== date || !d.scored || !node) return;
  d.days = node;
  d.slot.append(node);
}

/** The day is over: its link scored by the engine, drawn, announced and kept. */
async function finish(d) {
  const { g, table, date } = d;
  const today = localDate();
  d.failure = null;
  d.note.textContent = noteText(d);
  try {
    const link = table.link();
    d.last = { date, link };
    const port = await g.engine();
    const { day } = await port.ask({ kind: 'daily-score', link, today });
    if (d.table !== table) return; // the day was left (or played again) meanwhile
    d.scored = day;
    dropProgress(g.key);
  } catch (e) {
    if (d.table !== table) return;
    d.failure = d.w.t('score-failed', errorText(d.w, e, g, d.w.date(date), d.w.date(today)));
    d.note.textContent = noteText(d);
    return;
  }
  d.note.textContent = noteText(d);
  drawResult(d);
  g.announce(`${d.w.t('over')} ${d.w.t('score-label')}: ${d.w.t('score', d.w.exact(d.scored.score))}`);
  // Kept by the days' store (the first finished play of a date is the day's), then the days played shown under the result.
  const scored = d.scored;
  import('./daily-days.js').then(async m => {
    if (m.keepDay) await m.keepDay(g, keptOf(scored));
    await mountDays(d, m);
  }).catch(() => {});
}

/** A refusal's message in the day's words, by its code (`args`: its values), else the game's words for it. */
function errorText(w, e, g, ...args) {
  const code = e && e.code;
  if (code && /^daily-/.test(code)) return w.t(`error-${code}`, ...args);
  return g.w.message(e);
}

/** After each action played on the day (`name`, kept as the day's progress): the round line, the note, and the score once the day is over. */
function played(d, name) {
  d.actions.push(name);
  saveProgress(d.g.key, d.date, d.table.preset, d.actions);
  d.resumed = null;
  drawRound(d);
  d.note.textContent = noteText(d);
  scoreIfOver(d);
}

/** Once the day is over, its score asked of the engine (once). */
function scoreIfOver(d) {
  if (d.table.over && !d.scored && !d.scoring) {
    d.scoring = true;
    finish(d).finally(() => { d.scoring = false; });
  }
}

/**
 * The day's progress kept (daily-progress.js) played again on its new
 * table: the day goes on where it was left. When the engine refuses an
 * action, or what is kept is damaged, the day starts again on a table made
 * anew by `fresh()`, and the note says so.
 */
function resume(d, fresh) {
  const { g } = d;
  const kept = readProgress(g.key, d.date, d.table.preset);
  d.actions = [];
  d.resumed = null;
  if (kept && !kept.length) return;
  try {
    if (!kept) throw new Error('damaged');
    for (const name of kept) {
      d.table.act(name);
      d.actions.push(name);
    }
    d.resumed = 'resumed';
  } catch {
    d.table.free();
    d.table = fresh();
    d.actions = [];
    d.resumed = 'resume-failed';
    dropProgress(g.key);
  }
}

/** Brings the day's table into view (a round on a phone: phone-round.js then keeps its cards above the bar). */
function bringIntoView(d) {
  const { ui } = d.g;
  const felt = ui.game.querySelector('.felt');
  if (felt && felt.getBoundingClientRect().top < 0) felt.scrollIntoView({ block: 'start', behavior: 'instant' });
  // Between rounds (a round ended at once): the Deal button too.
  const deal = ui.game.querySelector('button[data-action="deal"]');
  if (deal && !deal.disabled) deal.scrollIntoView({ block: 'nearest', behavior: 'instant' });
}

/** Opens the day of `date` (loads its module on the first entry; another day open is left first). */
async function enter(d, date) {
  const { g } = d;
  if (!g.table || g.destroyed) return;
  if (d.open && d.date === date) {
    d.title.focus();
    return;
  }
  if (d.open) leave(d, true);
  // One game apart from the table at a time: the drill (practice/practice.js) is left first.
  if (g.lazy.practice && g.lazy.practice.drilling && g.lazy.practice.leave) g.lazy.practice.leave();
  if (g.revealing) g.revealing.finish();
  Object.assign(d, { open: true, date, ready: false, table: null, scored: null, failure: null, days: null, bankroll: g.shown.bankroll });
  d.saved = { selected: g.selected };
  if (!d.node) banner(d);
  d.slot.replaceChildren();
  d.round.textContent = '';
  for (const k of ['round', 'rounds', 'over']) delete d.round.dataset[k];
  g.ui.game.dataset.daily = '';
  g.ui.status.parentNode.after(d.node);
  d.stop = intercept(d, name => played(d, name)); // from now on the table's actions are the day's (none until its round is drawn)
  const styled = addSheet(g.doc, g.ui.game, new URL('./daily.css', import.meta.url).href);
  try {
    await words(d);
    d.note.textContent = d.w.t('loading');
    const [{ default: init, DailyTable }] = await Promise.all([import('../pkg/practice/practice.js'), styled]);
    await init();
    if (!d.open || d.date !== date) return;
    d.table = new DailyTable(date);
    resume(d, () => new DailyTable(date));
  } catch (e) {
    if (d.open && d.date === date) d.note.textContent = d.w ? d.w.t('failed', errorText(d.w, e, g)) : g.w.message(e);
    return;
  }
  // The felt is the day's table's while the day is open.
  showPreset(g, d.table.preset);
  await words(d);
  if (!d.open || d.date !== date) return;
  d.ready = true;
  showView(d, null);
  drawRound(d);
  d.note.textContent = noteText(d);
  scoreIfOver(d);
  d.title.focus({ preventScroll: true });
  bringIntoView(d);
  g.announce(`${d.w.t('title')}: ${d.day.textContent}. ${d.round.textContent}. ${d.note.textContent}`);
}

/** Back to the game: the day ends and the live table is drawn again, exactly as it is. */
function leave(d, quiet = false) {
  const { g } = d;
  if (!d.open) return;
  if (g.revealing) g.revealing.finish();
  d.open = false;
  d.ready = false;
  if (d.stop) d.stop();
  d.stop = null;
  if (d.table) d.table.free();
  d.table = null;
  d.node.remove();
  delete g.ui.game.dataset.daily;
  showPreset(g, g.table.preset);
  g.select(d.saved.selected);
  g.setError(null);
  g.showSnapshot(g.table.snapshot());
  g.render(g.shown);
  if (quiet) return;
  g.announce(d.w ? d.w.t('left') : '');
  const back = g.ui.game.querySelector('[data-control="daily"]');
  if (back) back.focus();
}

/** The day of the game `g`, made once: its store (g.lazy.daily). */
function dayOf(g) {
  return g.lazy.daily || g.own('daily', () => follow(createStore({
    g, open: false, date: null, table: null, ready: false, w: null, bankroll: 0, saved: null, stop: null, locked: null,
    scored: null, scoring: false, failure: null, last: null, leave: null, days: null, actions: [], resumed: null,
    node: null, title: null, day: null, round: null, exit: null, note: null, slot: null,
  })));
}

/** The day `d` follows its game: its words in the game's language, the controls locked and the status line after each drawing. */
function follow(d) {
  const { g } = d;
  d.leave = () => leave(d, true); // what the drill (practice/practice.js) calls to leave the day, without a circle of imports
  g.on('lang', () => d.open && words(d));
  g.on('view', v => {
    if (!d.open) return;
    if (d.locked) d.locked();
    if (d.table && d.table.over && !v.revealing && d.w) g.ui.status.textContent = d.w.t('over');
  });
  return d;
}

/**
 * Opens the day's game of `date` ('YYYY-MM-DD'; default: today's local
 * date; a past date plays that day again) on the game `g`.
 */
export function startDay(g, { date } = {}) {
  return enter(dayOf(g), date || localDate());
}

/** Leaves the day's game of `g`, if it is open. */
export function leaveDay(g) {
  if (g.lazy.daily) leave(g.lazy.daily);
}

/** The day finished on this page of `g` ({date, link}), or null: a result the visitor has, kept or not. */
export function lastDay(g) {
  return (g.lazy.daily && g.lazy.daily.last) || null;
}
