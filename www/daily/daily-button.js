// The day's game's buttons, made by the Session panel beside Practice: the
// day's game (data-control="daily": daily.js and its wasm module, loaded on
// the first click) and Past days (data-control="daily-days": the days kept,
// daily-days.js, loaded on the first click). The full page only, as
// Practice: an element's host hears every snapshot drawn, and a day's round
// is not the game's.
import { dailyWords } from './daily-words.js';
import { lazyCatalogue } from '../core/catalogue.js';

/** The button for the game `g` (nothing for a <blackjack-table>). */
export function dailyButton(g) {
  if (!g.page) return '';
  const button = g.doc.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-small';
  button.dataset.control = 'daily';
  const label = () => dailyWords(g.lang).then(w => { button.textContent = w.t('daily'); }, () => {});
  label();
  g.on('lang', label);
  button.addEventListener('click', () => import('./daily.js').then(m => m.startDay(g), () => {}));
  return button;
}

/** Past days for the game `g` (nothing for a <blackjack-table>): the days kept, each one's Replay playing that day again. */
export function pastDaysButton(g) {
  if (!g.page) return '';
  const button = g.doc.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-small';
  button.dataset.control = 'daily-days';
  const label = () => lazyCatalogue('daily-days', g.lang).then(cat => { button.textContent = cat.open; }, () => {});
  label();
  g.on('lang', label);
  const play = date => import('./daily.js').then(m => m.startDay(g, { date }), () => {});
  button.addEventListener('click', () => import('./daily-days.js').then(m => m.openDays(g, { play }, button), () => {}));
  return button;
}
