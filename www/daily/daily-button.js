// The day's game's button (data-control="daily"), made by the Session panel
// beside Practice: it starts the day (daily.js and its wasm module, loaded on
// the first click). The full page only, as Practice: an element's host hears
// every snapshot drawn, and a day's round is not the game's.
import { dailyWords } from './daily-words.js';

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
