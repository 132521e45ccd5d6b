// The round history's controls in the Session panel (bundled with
// session.js; the history itself, history.js, loads with them): how many
// rounds are kept, Export as JSON (`[data-control="history-export"]`) or CSV
// (`[data-control="history-export-csv"]`), Import
// (`[data-control="history-import"]`, a file input), Clear
// (`[data-control="history-clear"]`: a second click confirms), Clear old
// sessions when the browser's storage is full, a status line (role=status)
// saying what an import or a clearing did, and a calm notice when the
// browser keeps no history, its storage is full, or damaged rounds were
// skipped. Its words are the session catalogue's `kept-*`.
import { openHistory } from './history.js';
import { createStore } from '../core/store.js';
import { make } from '../core/dom.js';

/** Offers `text` as a file named `name` to download. */
function download(doc, name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = make(doc, 'a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Why an import was refused, in the panel's words (the engine-free reasons of history-format.js). */
function refusal(w, e) {
  const key = `kept-${e && e.code}`;
  const why = e && e.code ? w.t(key, ...(e.params || [])) : String((e && e.message) || e);
  return e && e.code ? w.t('kept-refused', why) : w.t('kept-failed', why);
}

/** Says `text` in the status line. */
function say(k, text) {
  k.status.textContent = text;
}

/** Draws the count, the notice and which buttons are offered. */
async function fill(k) {
  const { w, h } = k;
  if (!w || !h) return;
  const count = await h.count();
  k.count.textContent = h.available ? w.t('kept-count', count) : '';
  k.count.dataset.historyCount = String(count);
  const notice = h.notice && (h.notice === 'damaged' ? w.t('kept-damaged', h.damaged) : w.t(`kept-${h.notice}`));
  k.notice.textContent = notice || '';
  k.notice.hidden = !notice;
  k.notice.dataset.historyNotice = h.notice || '';
  k.old.hidden = h.notice !== 'quota';
  for (const b of [k.exportJSON, k.exportCSV, k.clear, k.old]) b.disabled = !h.available;
  k.file.disabled = !h.available;
}

/** Words the controls. */
function words(k, w) {
  k.w = w;
  k.title.textContent = w.t('kept-title');
  k.exportJSON.textContent = w.t('kept-export');
  k.exportCSV.textContent = w.t('kept-export-csv');
  k.fileLabel.textContent = w.t('kept-import');
  k.clear.textContent = w.t(k.confirming ? 'kept-clear-confirm' : 'kept-clear');
  k.old.textContent = w.t('kept-clear-old');
}

/** The controls' actions, wired once. */
function wire(k) {
  const { g } = k;
  const stamp = () => new Date().toISOString().slice(0, 10);
  k.exportJSON.addEventListener('click', async () => download(g.doc, `blackjack-history-${stamp()}.json`, 'application/json', await k.h.exportJSON()));
  k.exportCSV.addEventListener('click', async () => download(g.doc, `blackjack-history-${stamp()}.csv`, 'text/csv', await k.h.exportCSV()));
  k.file.addEventListener('change', async () => {
    const file = k.file.files && k.file.files[0];
    if (!file) return;
    k.file.value = '';
    try {
      const { added, skipped } = await k.h.importJSON(await file.text());
      say(k, k.w.t('kept-imported', added, skipped));
    } catch (e) {
      say(k, refusal(k.w, e));
    }
  });
  k.clear.addEventListener('click', async () => {
    k.confirming = !k.confirming;
    k.clear.dataset.confirm = String(k.confirming);
    k.clear.textContent = k.w.t(k.confirming ? 'kept-clear-confirm' : 'kept-clear');
    if (k.confirming) return;
    await k.h.clear();
    say(k, k.w.t('kept-cleared'));
  });
  k.clear.addEventListener('blur', () => {
    if (!k.confirming) return;
    k.confirming = false;
    delete k.clear.dataset.confirm;
    k.clear.textContent = k.w.t('kept-clear');
  });
  k.old.addEventListener('click', async () => {
    const current = String(k.t.s.start);
    for (const session of await k.h.sessions()) if (session !== current) await k.h.clear(session);
    say(k, k.w.t('kept-cleared-old'));
  });
}

/** The history's section of the Session panel of the game `g` (tracker `t`): {node, draw(words)}. */
export function historySection(g, t) {
  const { doc } = g;
  const button = control => {
    const b = make(doc, 'button', 'btn btn-small');
    b.type = 'button';
    b.dataset.control = control;
    return b;
  };
  // The controls' store, kept with the panel's (p.kept), written only by this module's functions.
  const k = createStore({
    g, t, w: null, h: null, checked: null, confirming: false, title: make(doc, 'h3', 'panel-title'), count: make(doc, 'p', 'history-count'),
    notice: make(doc, 'p', 'history-notice'), status: make(doc, 'p', 'history-status'),
    exportJSON: button('history-export'), exportCSV: button('history-export-csv'), clear: button('history-clear'),
    old: button('history-clear-old'), file: make(doc, 'input'), fileLabel: make(doc, 'span'), node: null,
  });
  k.status.setAttribute('role', 'status');
  k.status.dataset.historyStatus = '';
  k.notice.hidden = true;
  k.old.hidden = true;
  k.file.type = 'file';
  k.file.accept = '.json,application/json';
  k.file.dataset.control = 'history-import';
  const label = make(doc, 'label', 'btn btn-small history-import');
  label.append(k.fileLabel, k.file);
  const row = make(doc, 'div', 'history-controls');
  row.append(k.exportJSON, k.exportCSV, label, k.clear, k.old);
  k.node = make(doc, 'section', 'session-history');
  k.node.dataset.history = '';
  k.node.append(k.title, k.count, k.notice, row, k.status);
  wire(k);
  const opened = openHistory(g).then(h => {
    k.h = h;
    h.listen(() => fill(k));
  });
  return {
    node: k.node,
    /** Words the controls and draws the count and notice (damaged rows counted first, once, where there may be some). */
    draw: w => {
      words(k, w);
      k.checked ||= opened.then(() => k.h.check());
      return k.checked.then(() => fill(k));
    },
  };
}
