// The practice drill's weights from the round history: each kind of decision
// the drill deals, weighted by what the player's decisions of that kind have
// cost in every stored round (the engine's lifetimeProgress, in the
// advisor's worker). Loaded with the Practice button's first click.
import { advisorWorker } from '../advisor/advisor-client.js';
import { progressInput } from './progress-tables.js';

/** The kinds the drill deals (index plays need a shoe's count: not drilled). */
const DRILLED = ['hard', 'soft', 'pair', 'double', 'surrender', 'insurance'];

let client = null; // one worker for every game's weights, started on the first ask

/** `{kind: cents lost}` for the kinds whose mistakes cost something, or null when none did (or no history). */
export async function mistakeWeights(history) {
  if (!history.available) return null;
  const rounds = await history.allFigures();
  if (!rounds.some(r => r.review)) return null;
  client ||= advisorWorker();
  const { lifetime: progress } = await client.ask({ kind: 'progress', rounds: progressInput(rounds) });
  const weights = {};
  for (const kind of DRILLED) {
    const lost = progress.byKind[kind]?.lostCents || 0;
    if (lost > 0) weights[kind] = lost;
  }
  return Object.keys(weights).length ? weights : null;
}
