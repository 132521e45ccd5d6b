// The Trainer's index plays (grading.js): when the player counts
// (`g.prefs.counting`) on a table dealt from a shoe to a cut card and grades
// against the chart, the engine says whether an index play covers the
// decision and which action it expects at the true count of the cards seen
// (advisor.js's loadIndexCalls; the plays come from the strategy worker).
// No rule here: this fetches the plays and words the verdict.
import { loadIndexCalls } from '../advisor/advisor.js';
import { indicesFor } from './strategy-compute.js';
import { dealsToCutCard, signed, trueCount } from './strategy-indices.js';
import { fillTemplate } from '../core/format.js';

/** Whether index plays grade this table now: counting on, a shoe dealt to a cut card. */
function counting(page) {
  const prefs = page.prefs && page.prefs();
  return Boolean(prefs && prefs.counting) && dealsToCutCard(page.table().rules());
}

/** Asks for the index plays of the table in play (once per table), when counting is on. */
export function prepareIndex(st) {
  const { page } = st;
  if (!counting(page)) return;
  const name = page.current().name;
  if (st.index && st.index.name === name) return;
  const rules = page.table().rules();
  const entry = { name, calls: null };
  st.index = entry;
  indicesFor(page, name, rules).then(plays => loadIndexCalls(rules.decks, plays)).then(calls => {
    if (st.index === entry) entry.calls = calls;
  }, () => { if (st.index === entry) st.index = null; });
}

/** The engine's index call for the decision (`chartAction`) or, with `offer`, the insurance offer; null when none applies. */
export function indexCall(st, view, chartAction, offer = false) {
  const { page } = st;
  if (!counting(page) || !st.index || st.index.name !== page.current().name || !st.index.calls) return null;
  const { calls } = st.index;
  return offer ? calls.insurance(view, chartAction) : calls.decide(view, chartAction);
}

/** "Index play 16 v T: Stand at true count +0.5 ≥ 0." (`w` the strategy words, `t` the game's). */
export function indexLine(w, t, call, mark) {
  const key = call.at_or_above ? 'index-at' : 'index-under';
  return fillTemplate(w[key], [call.name, t(`action-${call.expected}`), trueCount(call.true_count, mark), signed(call.index)], () => 'other');
}
