// The keys list of the side panel ("Keys": H hit, S stand, ...), built once
// the page is idle: a reference, not needed to play, so not in the first load.
import { builder } from '../core/dom.js';
import { addSheet } from '../core/sheet.js';

const KEYS = [['H', 'action-hit'], ['S', 'action-stand'], ['D', 'action-double'], ['P', 'action-split'],
  ['R', 'action-surrender'], ['I / N', 'keys-offer'], [null, 'action-deal']];

/** Adds the keys list to the side panel of `g` (once). */
export function mount(g) {
  const { ui } = g;
  if (ui.keys || g.destroyed) return;
  const { el } = builder(g);
  addSheet(g.doc, ui.game, new URL('./keys.css', import.meta.url).href);
  ui.keys = el('section', { class: 'panel keys', 'aria-labelledby': 'keys-title' },
    el(g.page ? 'h2' : 'h3', { class: 'panel-title', id: 'keys-title', text: 'keys-title' }),
    el('dl', {}, ...KEYS.flatMap(([k, what]) => [k ? el('dt', {}, k) : el('dt', { text: 'keys-deal-keys' }), el('dd', { text: what })])));
  ui.side.append(ui.keys);
}
