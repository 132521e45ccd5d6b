// The fair deal's controls, built once the page is idle (not needed to play,
// so not in the first load): Check beside the last round's seed, History, the
// Session panel's button, and "What does this prove?". The lines they belong to (the next shuffle's
// fingerprint, the seed, Check's result) are drawn from the first render on
// (markup.js, render.js); what they open is recall.js.
import { builder } from '../core/dom.js';
import { addSheet } from '../core/sheet.js';

/** Adds Check, History and the note to the fair deal's lines of `g` (once); `open` is what they open (game/assist.js's fairOpeners). */
export function mount(g, open) {
  const { ui } = g;
  if (ui.historyButton || g.destroyed) return;
  const { el } = builder(g);
  addSheet(g.doc, ui.game, new URL('./fair.css', import.meta.url).href);
  ui.verify = el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'verify', text: 'fair-check' });
  ui.historyButton = el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'history', 'aria-haspopup': 'dialog', text: 'history' });
  ui.session = el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'session', 'aria-expanded': 'false', text: 'session' });
  ui.session.addEventListener('click', () => open.session());
  ui.verify.addEventListener('click', () => open.recall('verify'));
  ui.historyButton.addEventListener('click', () => open.recall('open'));
  ui.seedLine.append(' ', ui.verify);
  // The review's share links (#review=…) open from here, once idle, on the full page only.
  if (g.page) import('../review/review-link.js').then(m => m.watchLink(g)).catch(() => {});
  ui.verifyResult.after(el('div', { class: 'fair-end' }, ui.historyButton, ui.session,
    el('details', { class: 'fair-about' }, el('summary', { text: 'fair-about' }), el('p', { text: 'fair-text' }))));
}
