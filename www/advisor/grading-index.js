// The Trainer's index plays (grading.js): when the player counts
// (`g.prefs.counting`) on a table dealt from a shoe to a cut card and grades
// against the chart, the engine says whether an index play covers the
// decision and which action it expects at the true count of the cards seen
// (the plays come from the engine's long jobs, the call from the engine's
// quick worker with the rest of the Trainer's facts: grading.js).
// No rule here: this fetches the plays and words the verdict.
import { indicesFor } from '../strategy/strategy-compute.js';
import { dealsToCutCard, signed, trueCount } from '../strategy/strategy-indices.js';
import { playName } from '../strategy/strategy-names.js';
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
  const entry = { name, plays: null, decks: rules.decks };
  st.index = entry;
  indicesFor(page, name, rules).then(plays => {
    if (st.index === entry) entry.plays = plays;
  }, () => { if (st.index === entry) st.index = null; });
}

/** The index plays the engine calls from ({plays, decks}) when counting grades the table in play, else null. */
export function indexFor(st) {
  const { page } = st;
  if (!counting(page) || !st.index || st.index.name !== page.current().name || !st.index.plays) return null;
  return { plays: st.index.plays, decks: st.index.decks };
}

/** "Index play hard 16 v 10: Stand at true count +0.5 ≥ 0." (`w` the strategy words, `t` the game's). */
export function indexLine(w, t, call, mark) {
  const key = call.at_or_above ? 'index-at' : 'index-under';
  return fillTemplate(w[key], [playName(w, call), t(`action-${call.expected}`), trueCount(call.true_count, mark), signed(call.index)], () => 'other');
}
