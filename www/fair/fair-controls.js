// The fair deal's controls, built once the page is idle (not needed to play,
// so not in the first load): Check beside the last round's seed, History, the
// Session panel's button, and "What does this prove?". The lines they belong to (the next shuffle's
// fingerprint, the seed, Check's result) are drawn from the first render on
// (markup.js, render.js); what they open is recall.js. The note's words are a
// catalogue of their own (i18n/fair-*.js), relabelled when the language changes.
import { builder } from '../core/dom.js';
import { addSheet } from '../core/sheet.js';
import { cardFace } from '../core/cards.js';
import { lazyCatalogue } from '../core/catalogue.js';

/** Runs recall.js's `fn` ("open": the history; "verify": Check) with the table, the words and where to write. */
function recall(g, fn) {
  return import('./recall.js').then(m => m[fn]({
    doc: g.doc, table: g.table, root: g.ui.game, out: g.ui.verifyResult, presets: g.presets, seen: g.shownHashes(),
    w: g.w, cardFace, announce: g.announce, engine: g.engine,
  })).catch(e => { g.ui.verifyResult.textContent = g.w.message(e); });
}

/** Words the note in the game's language (a language chosen while its words were coming is followed at once). */
async function labelNote(g, summary, text) {
  const lang = g.lang;
  const cat = await lazyCatalogue('fair', lang).catch(() => lazyCatalogue('fair', 'en'));
  if (g.lang !== lang) return labelNote(g, summary, text);
  summary.textContent = cat['fair-about'];
  text.textContent = cat['fair-text'];
}

/**
 * Adds Check, History and the note to the fair deal's lines of `g` (once),
 * the note's words come first (an unnamed summary would reach a screen
 * reader); `openSession` toggles the Session panel (game/assist.js).
 */
export async function mount(g, openSession) {
  const { ui } = g;
  if (g.lazy.fair || g.destroyed) return;
  const { el } = builder(g);
  addSheet(g.doc, ui.game, new URL('./fair.css', import.meta.url).href);
  // The controls' own nodes, kept in the game's store (g.lazy.fair).
  const f = g.own('fair', () => ({
    verify: el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'verify', text: 'fair-check' }),
    history: el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'history', 'aria-haspopup': 'dialog', text: 'history' }),
    session: el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'session', 'aria-expanded': 'false', text: 'session' }),
  }));
  f.session.addEventListener('click', openSession);
  f.verify.addEventListener('click', () => recall(g, 'verify'));
  f.history.addEventListener('click', () => recall(g, 'open'));
  ui.seedLine.append(' ', f.verify);
  // The review's share links (#review=…) and the days' (#daily=…) open from here, once idle, on the full page only.
  if (g.page) import('../review/review-link.js').then(m => m.watchLink(g)).catch(() => {});
  if (g.page) import('../daily/daily-link.js').then(m => m.watchDaily(g)).catch(() => {});
  const summary = el('summary', {});
  const text = el('p', {});
  await labelNote(g, summary, text);
  if (g.destroyed) return;
  ui.verifyResult.after(el('div', { class: 'fair-end' }, f.history, f.session,
    el('details', { class: 'fair-about' }, summary, text)));
  new MutationObserver(() => labelNote(g, summary, text)).observe(ui.game, { attributes: true, attributeFilter: ['lang'] });
}
