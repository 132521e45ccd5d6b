// The notices (loaded only when there is one): what keeps the game from being
// kept or played here, each on a line of its own in the notice area
// ([data-notice]), apart from the result line and the announcer, so a notice
// never replaces the round's result or the words for the cards:
//   tab            the game is open in another tab, with "Play here"
//   save-refused   the saved game was refused (the engine's reason as a tooltip)
//   unavailable    this browser keeps no data for the page: play on, unsaved
//   update         a new version is ready ([data-update]), with "Update"

const ORDER = ['tab', 'save-refused', 'unavailable', 'update'];
const TEXT = { tab: 'notice-tab', 'save-refused': 'notice-fresh', unavailable: 'notice-unavailable', update: 'update-ready' };

function button(g, control, text, click) {
  const node = g.doc.createElement('button');
  node.type = 'button';
  node.className = 'btn btn-gold btn-small';
  node.dataset.control = control;
  node.textContent = g.w.t(text);
  node.addEventListener('click', click);
  return node;
}

function line(g, code, info) {
  const { w, doc } = g;
  const p = doc.createElement('p');
  p.dataset.noticeCode = code;
  p.textContent = w.t(TEXT[code]);
  // The engine's reason is English and may quote the damaged data: only a tooltip.
  if (info.reason) p.title = info.reason.charAt(0).toUpperCase() + info.reason.slice(1);
  if (code === 'tab') p.append(' ', button(g, 'take-back', 'take-back', () => g.takeBack()));
  if (code === 'update') {
    p.dataset.update = '';
    p.append(' ', button(g, 'update', 'update', info.apply));
  }
  return p;
}

/** Draws the notice area from `g.notices` (code → {reason}), in the game's language. */
export function drawNotices(g) {
  const codes = ORDER.filter(code => g.notices.has(code));
  g.ui.notice.replaceChildren(...codes.map(code => line(g, code, g.notices.get(code))));
  g.ui.notice.hidden = !codes.length;
}
