// The practice drill's weights from the round history: each kind of decision
// the drill deals, weighted by what the player's decisions of that kind have
// cost in every stored round (the engine's lifetimeProgress, asked through
// the game's engine port `port`). Loaded with the Practice button's first click.
import { progressInput } from './progress-tables.js';

/** The kinds the drill deals (index plays need a shoe's count: not drilled). */
const DRILLED = ['hard', 'soft', 'pair', 'double', 'surrender', 'insurance'];

/** `{kind: cents lost}` for the kinds whose mistakes cost something, or null when none did (or no history). */
export async function mistakeWeights(port, history) {
  if (!history.available) return null;
  const { rounds } = await history.allFigures();
  if (!rounds.some(r => r.review)) return null;
  const { lifetime: progress } = await port.ask({ kind: 'progress', rounds: progressInput(rounds) });
  const weights = {};
  for (const kind of DRILLED) {
    const lost = progress.byKind[kind]?.lostCents || 0;
    if (lost > 0) weights[kind] = lost;
  }
  return Object.keys(weights).length ? weights : null;
}
