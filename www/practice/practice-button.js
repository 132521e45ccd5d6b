// The Practice button (data-control="practice"), made by the Session panel:
// it enters the drill (practice.js and its wasm module, loaded on the first
// click). The full page only: an element's host hears every snapshot drawn,
// and a drill hand is not the game's.
import { practiceWords } from './practice-words.js';

/**
 * The button for the game `g` (nothing for a <blackjack-table>); `weights()`
 * resolves to the drill's weights by kind from the round history (where the
 * player's mistakes cost most), or null when it has none.
 */
export function practiceButton(g, weights = async () => null) {
  if (!g.page) return '';
  const button = g.doc.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-small';
  button.dataset.control = 'practice';
  const label = () => practiceWords(g.lang).then(w => { button.textContent = w.t('practice'); }, () => {});
  label();
  g.on('lang', label);
  button.addEventListener('click', () => {
    // The drill starts at once; the history's weights follow when computed (before the first hand, as a rule).
    const entering = import('./practice.js').then(m => {
      m.enterPractice(g);
      return m;
    });
    Promise.all([entering, weights().catch(() => null)]).then(([m, chosen]) => chosen && m.practiceWeights(g, chosen), () => {});
  });
  return button;
}
