// Lifetime progress: a section of the Session panel, loaded on its button
// (`[data-control="progress"]`). Every stored round of every session (the
// round history, www/history/) goes to the engine (the game's engine port,
// `progress`: lifetimeProgress), which sums in hundredths what the decisions
// cost: EV lost per 100 decisions overall (`[data-progress-ev-per-100]`, its
// plain number as the attribute's value), by kind of decision, per session
// (one row each, oldest first, with its rounds, wagered and net), and the
// costliest mistakes with their rounds. The figures cover the rounds the
// engine has valued, and say so when that is not every stored round
// (`[data-progress-valued]`). This module only draws the answer, again
// whenever the history changes (Clear the history, below it, empties it;
// rounds valued in the background join in).
import { progressInput, progressTables } from './progress-tables.js';
import { make } from '../core/dom.js';

/** The overall line: EV lost per 100 decisions and over how many. */
function overall(q, w, answer) {
  const line = q.overall;
  line.textContent = w.t('progress-overall', w.money(answer.evLostPer100Cents), w.count(answer.decisions));
  line.setAttribute('data-progress-ev-per-100', String(answer.evLostPer100Cents / 100));
}

/** Says over how many of the stored rounds the figures are, when the engine has not valued them all yet. */
function partial(q, w, got) {
  const valued = got.rounds.length;
  q.partial.hidden = valued >= got.kept;
  q.partial.dataset.progressValued = String(valued);
  q.partial.dataset.progressKept = String(got.kept);
  q.partial.textContent = q.partial.hidden ? '' : w.t('progress-partial', valued, got.kept);
}

/** Opens the review of the stored round `id` (review/review.js, loaded on first use). */
async function review(q, id, button) {
  const row = await q.history.round(id);
  if (!row) return;
  const { openReview, gamePage } = await import('../review/review.js');
  await openReview(gamePage(q.g), { record: row.record, stack: row.stack || [] }, button);
}

/** Draws the section from the history's rounds (valued by the engine), unless another drawing began. */
async function draw(q, w) {
  q.w = w;
  const token = (q.token = {});
  q.title.textContent = w.t('progress-title');
  q.node.dataset.computing = 'true';
  q.status.textContent = w.t('progress-computing');
  try {
    const got = await q.history.allFigures();
    if (q.token !== token) return;
    const { rounds } = got;
    partial(q, w, got);
    if (!rounds.length) {
      q.status.textContent = got.kept ? '' : w.t(q.history.available ? 'progress-none' : 'progress-unavailable');
      q.overall.hidden = true;
      q.body.replaceChildren();
      return;
    }
    const { lifetime: progress } = await (await q.g.engine()).ask({ kind: 'progress', rounds: progressInput(rounds) });
    if (q.token !== token) return;
    q.status.textContent = '';
    overall(q, w, progress);
    q.overall.hidden = false;
    const act = name => q.g.w.t(`action-${name.split(' ')[0]}`);
    q.body.replaceChildren(...progressTables(q.g.doc, w, progress, rounds, act, (id, button) => review(q, id, button)));
  } catch (e) {
    if (q.token === token) q.status.textContent = w.t('progress-failed', String((e && e.message) || e));
  } finally {
    if (q.token === token) delete q.node.dataset.computing;
  }
}

/** The section for the game `g` and its round history `history`: {node, draw(words)}. */
export function progressSection(g, history) {
  const { doc } = g;
  const q = {
    g, history, w: null, token: null,
    title: make(doc, 'h3', 'panel-title'),
    status: make(doc, 'p', 'graph-status'),
    overall: make(doc, 'p', 'progress-overall'),
    partial: make(doc, 'p', 'progress-partial'),
    body: make(doc, 'div', 'progress-body'),
    node: make(doc, 'section', 'session-progress'),
  };
  q.status.setAttribute('role', 'status');
  q.overall.hidden = true;
  q.partial.hidden = true;
  q.node.dataset.progressPanel = '';
  q.node.append(q.title, q.status, q.overall, q.partial, q.body);
  history.listen?.(() => q.w && q.node.isConnected && draw(q, q.w));
  return { node: q.node, draw: w => draw(q, w) };
}
