// The notices: what keeps the game from being kept or played here, each on a
// line of its own in the notice area ([data-notice]), apart from the result
// line and the announcer (a notice never replaces the round's result or the
// words for the cards):
//   save-refused   the saved game was refused (the engine's reason as a tooltip)
//   unavailable    this browser keeps no data for the site: play on, unsaved
//   tab            the game is open in another tab, with "Play here"
import { sentence } from './format.js';

const ORDER = ['tab', 'save-refused', 'unavailable'];
const TEXT = { tab: 'notice-tab', 'save-refused': 'notice-fresh', unavailable: 'notice-unavailable' };

function line(g, code, info) {
  const { w, doc } = g;
  const p = doc.createElement('p');
  p.dataset.noticeCode = code;
  p.textContent = w.t(TEXT[code]);
  // The engine's reason is English and may quote the damaged data: only a tooltip.
  if (info.reason) p.title = sentence(info.reason);
  if (code === 'tab') {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'btn btn-gold btn-small';
    button.dataset.control = 'take-back';
    button.textContent = w.t('take-back');
    button.addEventListener('click', () => g.takeBack());
    p.append(' ', button);
  }
  return p;
}

/** Redraws the notice area from `g.notices` (code → {reason}). */
export function drawNotices(g) {
  const { ui } = g;
  if (!ui.notice) return;
  const codes = ORDER.filter(code => g.notices.has(code));
  ui.notice.replaceChildren(...codes.map(code => line(g, code, g.notices.get(code))));
  ui.notice.hidden = !codes.length;
}

/** Shows the notice `code` (once: showing it again changes nothing, so it is announced once). */
export function showNotice(g, code, info = {}) {
  if (g.notices.has(code)) return;
  g.notices.set(code, info);
  drawNotices(g);
}

/** Takes the notice `code` away. */
export function hideNotice(g, code) {
  if (g.notices.delete(code)) drawNotices(g);
}
