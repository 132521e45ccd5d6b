// The Strategy panel's index plays (strategy.js), on the tables dealt from a
// shoe to a cut card: the Hi-Lo true count at which each usual play's better
// action changes, as the engine computes it for the table in play (in the
// strategy worker, once per table: strategy-compute.js). Hooks:
// table[data-indices], tr[data-index-play="16-T"] (also `insurance`,
// `split-10-5`, `surrender-15-9`), td[data-index] holding the index (absent
// when the play has none within the searched range), and data-as-good the
// other counts as good (a tie next to the index), comma-separated, where the
// engine gives some. At a table where every
// round starts from a full shoe, p[data-indices-none] says counting cannot
// help there.
import { indicesFor } from './strategy-compute.js';
import { tableWithHead } from './strategy-grid.js';
import { playName } from './strategy-names.js';
import { make } from '../core/dom.js';

/** Whether the engine's `rules` deal from a shoe to a cut card (their `shuffle` is `{"cut-card": n}`). */
export const dealsToCutCard = rules => typeof rules.shuffle === 'object' && rules.shuffle !== null;

const UP = { 1: 'A', 10: 'T' };
/** The row's id: `insurance`, `16-T`, `split-10-5`, `surrender-15-9`. */
export function playId(play) {
  if (play.deviation === 'insure') return 'insurance';
  const up = UP[play.up] || play.up;
  if (play.deviation === 'split-over-stand') return `split-${play.total / 2}-${up}`;
  const id = `${play.total}-${up}`;
  return play.deviation === 'surrender' ? `surrender-${id}` : id;
}

/** The two actions compared, below the index and at or above it (the game's action names). */
export function playActions(play) {
  return {
    insure: ['no-insurance', 'insure'],
    'stand-over-hit': ['hit', 'stand'],
    'double-over-hit': ['hit', 'double'],
    'split-over-stand': ['stand', 'split'],
    surrender: ['hit-or-stand', 'surrender'],
  }[play.deviation];
}

/** A whole true count with its sign: "+3", "0", "−2". */
export const signed = n => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A true count to one decimal with its sign and the language's mark: "+0,5", "−1.3". */
export function trueCount(v, mark) {
  const text = Math.abs(v).toFixed(1);
  const sign = text === '0.0' ? '' : v < 0 ? '−' : '+';
  return `${sign}${text.replace('.', mark)}`;
}

/**
 * The index cell's words: the index with its sign, and the counts the engine
 * gives as good (a tie next to it), "−1 (−2 as good: a tie)"; the words for
 * none where the play has no index.
 */
export function indexText(w, play) {
  if (play.rounded == null) return w['index-none'];
  const others = play.as_good || [];
  if (!others.length) return signed(play.rounded);
  return `${signed(play.rounded)} ${w['index-as-good'].replace('{0}', others.map(signed).join(', '))}`;
}

function row(doc, w, t, play) {
  const tr = make(doc, 'tr');
  tr.dataset.indexPlay = playId(play);
  const th = make(doc, 'th', '', playName(w, play, true));
  th.scope = 'row';
  const index = make(doc, 'td', 'index-count', indexText(w, play));
  if (play.rounded != null) index.dataset.index = String(play.rounded);
  if (play.as_good?.length) index.dataset.asGood = play.as_good.join(',');
  const action = a => make(doc, 'td', '', a === 'hit-or-stand' ? w['index-hit-or-stand'] : t(`action-${a}`));
  tr.append(th, index, ...playActions(play).map(action));
  return tr;
}

/** The table of `plays` with its head and the two sentences on how they were found. */
function drawPlays(doc, w, t, node, plays) {
  const table = tableWithHead(doc, 'strategy-indices', w, ['index-play', 'index-count', 'index-below', 'index-above']);
  table.dataset.indices = '';
  table.createTBody().append(...plays.map(p => row(doc, w, t, p)));
  // Scrolls on its own on a narrow screen: a region the keyboard can reach.
  const wrap = make(doc, 'div', 'strategy-indices-wrap');
  wrap.tabIndex = 0;
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', w.indices);
  wrap.append(table);
  node.append(wrap, ...['indices-how', 'indices-tie', 'indices-no-hole'].map(k => make(doc, 'p', 'hint', w[k])));
}

/**
 * The index plays' section for the table `name` with `rules` (on a table
 * not dealt from a shoe to a cut card, why it has none), in the words `w`, for the
 * page view `page` (its doc, t and lazy); shows a waiting line until the
 * worker answers.
 */
export function indicesSection(page, w, name, rules) {
  const { doc, t } = page;
  const node = make(doc, 'section', 'strategy-indices-section');
  if (!dealsToCutCard(rules)) {
    const none = make(doc, 'p', 'hint', w['indices-none-here']);
    none.dataset.indicesNone = '';
    node.append(make(doc, 'h3', 'panel-title', w.indices), none);
    return node;
  }
  const status = make(doc, 'p', 'strategy-status', w['indices-computing']);
  status.setAttribute('role', 'status');
  node.dataset.indicesComputing = 'true';
  node.append(make(doc, 'h3', 'panel-title', w.indices), status);
  indicesFor(page, name, rules).then(plays => {
    status.remove();
    drawPlays(doc, w, t, node, plays);
  }, e => {
    status.textContent = w['indices-failed'].replace('{0}', String((e && e.message) || e));
  }).finally(() => delete node.dataset.indicesComputing);
  return node;
}
