// The round history's controls in the Session panel (bundled with
// session.js; the history itself, history.js, loads with them): how many
// rounds are kept, Export as JSON (`[data-control="history-export"]`) or CSV
// (`[data-control="history-export-csv"]`), Import of either
// (`[data-control="history-import"]`, a file input), Clear
// (`[data-control="history-clear"]`: a second click confirms), Clear old
// sessions when the browser's storage is full, a status line (role=status)
// saying what an import (its rounds refused, with why, and whether the
// file's figures were the engine's) or a clearing did, and a calm notice
// (`[data-history-notice]` names it) when the browser keeps no history,
// another tab holds it open in an older version, its storage is full, a
// write or an export failed, or damaged rounds were skipped. Its words are
// the session catalogue's `kept-*`.
import { openHistory, whenBlocked } from './history.js';
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

/** Why an import was refused as a whole, in the panel's words (the codes of history-format.js and history-csv.js). */
function refusal(w, e) {
  const key = `kept-${e && e.code}`;
  const why = e && e.code ? w.t(key, ...(e.params || [])) : String((e && e.message) || e);
  return e && e.code ? w.t('kept-refused', why) : w.t('kept-failed', why);
}

/** The most refused rounds named in the status line (the others counted). */
const NAMED = 3;

/** What an import did, in the panel's words: rounds added and already there, and the rounds refused with why. */
function imported(w, { added, skipped, refused }) {
  if (!refused.length) return w.t('kept-imported', added, skipped);
  const named = refused.slice(0, NAMED).map(r => w.t('kept-refused-round', r.round, w.t(`kept-why-${r.code}`)));
  if (refused.length > NAMED) named.push(w.t('kept-refused-more', refused.length - NAMED));
  return w.t('kept-imported-refused', added, skipped, refused.length, named.join('; '));
}

/** Says `text` in the status line. */
function say(k, text) {
  k.status.textContent = text;
}

/** The notice in the panel's words (none: ''). */
function noticeText(k) {
  const { w, h } = k;
  if (k.blocked) return w.t('kept-blocked');
  if (!h || !h.notice) return '';
  if (h.notice === 'damaged') return w.t('kept-damaged', h.damaged);
  return w.t(`kept-${h.notice}`, h.why);
}

/** Draws the notice (while the history waits for another tab, that one). */
function drawNotice(k) {
  if (!k.w) return;
  const text = noticeText(k);
  k.notice.textContent = text;
  k.notice.hidden = !text;
  k.notice.dataset.historyNotice = k.blocked ? 'blocked' : (k.h && k.h.notice) || '';
  k.old.hidden = !k.h || k.h.notice !== 'quota';
}

/** Draws the count, the notice and which buttons are offered. */
async function fill(k) {
  const { w, h } = k;
  drawNotice(k);
  if (!w || !h) return;
  const count = await h.count();
  k.count.textContent = h.available ? w.t('kept-count', count) : '';
  k.count.dataset.historyCount = String(count);
  drawNotice(k);
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
  // A failed export offers no file: the notice says why (the history's 'read-failed').
  const offer = (name, type, text) => text.then(t => download(g.doc, name, type, t), () => {});
  k.exportJSON.addEventListener('click', () => offer(`blackjack-history-${stamp()}.json`, 'application/json', k.h.exportJSON()));
  k.exportCSV.addEventListener('click', () => offer(`blackjack-history-${stamp()}.csv`, 'text/csv', k.h.exportCSV()));
  k.file.addEventListener('change', async () => {
    const file = k.file.files && k.file.files[0];
    if (!file) return;
    k.file.value = '';
    let done;
    try {
      done = await k.h.importText(await file.text());
    } catch (e) {
      say(k, refusal(k.w, e));
      return;
    }
    const text = imported(k.w, done);
    say(k, text);
    // Once the engine has valued the rounds added: whether the file's figures were its own.
    const differing = await done.differing;
    if (differing && k.status.textContent === text) say(k, `${text} ${k.w.t('kept-differ', differing)}`);
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
    g, t, w: null, h: null, blocked: false, checked: null, confirming: false, title: make(doc, 'h3', 'panel-title'), count: make(doc, 'p', 'history-count'),
    notice: make(doc, 'p', 'history-notice'), status: make(doc, 'p', 'history-status'),
    exportJSON: button('history-export'), exportCSV: button('history-export-csv'), clear: button('history-clear'),
    old: button('history-clear-old'), file: make(doc, 'input'), fileLabel: make(doc, 'span'), node: null,
  });
  k.status.setAttribute('role', 'status');
  k.status.dataset.historyStatus = '';
  k.notice.hidden = true;
  k.old.hidden = true;
  k.file.type = 'file';
  k.file.accept = '.json,.csv,application/json,text/csv';
  k.file.dataset.control = 'history-import';
  for (const b of [k.exportJSON, k.exportCSV, k.clear, k.old, k.file]) b.disabled = true; // until the history is open
  const label = make(doc, 'label', 'btn btn-small history-import');
  label.append(k.fileLabel, k.file);
  const row = make(doc, 'div', 'history-controls');
  row.append(k.exportJSON, k.exportCSV, label, k.clear, k.old);
  k.node = make(doc, 'section', 'session-history');
  k.node.dataset.history = '';
  k.node.append(k.title, k.count, k.notice, row, k.status);
  wire(k);
  // While another tab holds the history open in an older version: a notice, gone when it opens.
  whenBlocked(g, blocked => {
    k.blocked = blocked;
    drawNotice(k);
  });
  const opened = openHistory(g).then(h => {
    k.h = h;
    h.listen(() => fill(k));
  });
  return {
    node: k.node,
    /** Words the controls and draws the count and notice (damaged rows counted first, once, where there may be some). */
    draw: w => {
      words(k, w);
      drawNotice(k);
      k.checked ||= opened.then(() => k.h.check());
      return k.checked.then(() => fill(k));
    },
  };
}
