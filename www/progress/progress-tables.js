// Lifetime progress's tables, from the engine's answer (lifetimeProgress):
// by kind of decision, per session (a bar for each session's EV lost per 100
// decisions, so the trend over time shows at a glance), and the costliest
// mistakes with their rounds. Amounts are the engine's hundredths, formatted
// here, never added up.
import { cardFace } from '../core/cards.js';
import { make } from '../core/dom.js';

export const KINDS = ['hard', 'soft', 'pair', 'double', 'surrender', 'insurance', 'index'];

/** What the engine sums, from the history's rounds (valued ones only): no arithmetic here. */
export function progressInput(rounds) {
  return rounds.filter(r => r.review).map(({ id, session, review }) => ({
    round: id, session,
    netCents: review.netCents,
    wageredCents: review.wageredCents,
    decisions: review.decisions.map(d => ({ kind: d.kind, costCents: d.costCents, taken: d.taken, best: d.best, cards: d.cards, up: d.up })),
  }));
}

/** A table with a caption, a head row and body rows of cells (text or nodes). */
function table(doc, caption, head, rows) {
  const t = make(doc, 'table', 'progress-table');
  t.append(make(doc, 'caption', '', caption));
  const tr = make(doc, 'tr');
  for (const h of head) tr.append(Object.assign(make(doc, 'th', '', h), { scope: 'col' }));
  t.append(make(doc, 'thead'));
  t.tHead.append(tr);
  const body = make(doc, 'tbody');
  for (const row of rows) {
    const r = make(doc, 'tr');
    for (const cell of row) {
      const td = make(doc, 'td');
      td.append(cell);
      r.append(td);
    }
    body.append(r);
  }
  t.append(body);
  return t;
}

/**
 * The table in a region of its own that scrolls sideways where the screen is
 * narrower than the table (a phone: the page itself never does), reached by
 * the keyboard and named by its caption.
 */
function scrolling(doc, table) {
  const region = make(doc, 'div', 'progress-scroll', table);
  region.tabIndex = 0;
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', table.caption.textContent);
  return region;
}

/** A bar as long as `value` is of `most` (SVG: no inline style), labelled with `text`. */
function bar(doc, value, most, text) {
  const wrap = make(doc, 'span', 'progress-bar');
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 100 8');
  svg.setAttribute('class', 'progress-fill');
  svg.setAttribute('aria-hidden', 'true');
  const rect = doc.createElementNS('http://www.w3.org/2000/svg', 'rect');
  rect.setAttribute('width', String(most > 0 ? Math.max(2, Math.round((100 * Math.max(value, 0)) / most)) : 2));
  rect.setAttribute('height', '8');
  rect.setAttribute('rx', '3');
  svg.append(rect);
  wrap.append(svg, make(doc, 'span', 'progress-bar-text', text));
  return wrap;
}

function byKind(doc, w, progress) {
  const rows = KINDS.filter(k => progress.byKind[k]?.decisions).map(k => {
    const s = progress.byKind[k];
    return [w.t(`kind-${k}`), w.count(s.decisions), w.money(s.per100Cents)];
  });
  return table(doc, w.t('progress-by-kind'), [w.t('progress-kind'), w.t('progress-decisions'), w.t('progress-per-100')], rows);
}

function bySession(doc, w, progress) {
  const most = Math.max(0, ...progress.sessions.map(s => s.per100Cents));
  const rows = progress.sessions.map(s => [
    w.date(Number(s.id)),
    w.count(s.rounds),
    w.money(s.wageredCents),
    w.signed(s.netCents),
    bar(doc, s.per100Cents, most, w.money(s.per100Cents)),
  ]);
  const t = table(doc, w.t('progress-sessions'), [w.t('progress-started'), w.t('rounds'), w.t('wagered'), w.t('net'), w.t('progress-per-100')], rows);
  t.tBodies[0].querySelectorAll('tr').forEach((tr, i) => { tr.dataset.progressSession = progress.sessions[i].id; });
  return t;
}

function costliest(doc, w, progress, rounds, act, review) {
  const order = new Map(rounds.map((r, i) => [r.id, r.place ?? i + 1]));
  const list = make(doc, 'ol', 'progress-mistakes');
  for (const m of progress.costliest) {
    const item = make(doc, 'li', '', w.t('progress-mistake', m.cards.map(cardFace).join(' '), cardFace(m.up), act(m.taken), act(m.best), w.money(m.costCents), order.get(m.round) ?? '?'));
    item.dataset.progressMistake = m.round;
    // Its round's review (review/review.js, loaded on the first click).
    const open = make(doc, 'button', 'btn btn-small progress-review', w.t('review-round'));
    Object.assign(open, { type: 'button' });
    open.dataset.control = 'review';
    open.setAttribute('aria-haspopup', 'dialog');
    open.addEventListener('click', () => review(m.round, open));
    item.append(' ', open);
    list.append(item);
  }
  const section = make(doc, 'div');
  section.append(make(doc, 'h4', 'progress-subtitle', w.t('progress-costliest')), list);
  return section;
}

/**
 * The section's body: by kind, per session, the costliest mistakes (`act`:
 * an action's name in words; `review(roundId, button)`: opens that round's review).
 */
export function progressTables(doc, w, progress, rounds, act, review = () => {}) {
  const nodes = [byKind(doc, w, progress), bySession(doc, w, progress)].map(t => scrolling(doc, t));
  if (progress.costliest.length) nodes.push(costliest(doc, w, progress, rounds, act, review));
  return nodes;
}
