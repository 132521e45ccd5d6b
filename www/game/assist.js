// The advisor, the Strategy panel, the history, the Simulate panel and the
// Counting lab on the page, loaded only when needed (advisor-ui.js after the
// first Deal or when asked; strategy.js, recall.js, simulate.js and lab.js
// when asked),
// and the rule that a Hint belongs to one decision: it goes when the hand in
// play, its cards, the phase or the round change.
import { announce } from '../table/voice.js';

/** The decision a snapshot waits for: round, phase, the hands, the hand in play and its cards ('' while dealing). */
export function decisionKey(v) {
  if (!v || v.revealing) return '';
  const i = v.hands.findIndex(hd => hd.active);
  return `${v.roundsDealt}|${v.phase}|${v.hands.length}|${i}|${i >= 0 ? v.hands[i].cards.join() : ''}`;
}

/** Called after every drawing: a hint for another decision is taken away. */
export function followDecision(g, v) {
  const key = decisionKey(v);
  if (key === g.decision) return;
  g.decision = key;
  const hint = g.ui.game.querySelector('[data-hint]');
  if (hint) hint.remove();
}

/** What the lazily loaded modules see of the game. */
const page = g => ({
  ui: g.ui,
  doc: g.doc,
  key: g.key,
  lang: () => g.lang,
  t: (...args) => g.w.t(...args),
  mark: () => g.w.cat['num-decimal'] ?? '.',
  announce: text => announce(g, text),
  table: () => g.table,
  current: () => g.current,
  presets: () => g.presets,
  decision: () => g.decision,
  prefs: () => g.prefs,
  lazy: g.lazy,
  own: g.own,
  on: g.on,
  engine: g.engine,
});

/** The advisor's page part, loaded once. */
export function advisor(g) {
  g.advisorLoad ||= import('../advisor/advisor-ui.js').then(m => m.default(page(g)));
  return g.advisorLoad;
}

/** Opens the Strategy panel of the table in play (strategy.js, loaded on first use), or closes it. */
export function strategy(g) {
  g.strategyLoad ||= import('../strategy/strategy.js').then(m => m.strategyPanel(page(g)), e => {
    g.strategyLoad = null;
    throw e;
  });
  return g.strategyLoad.then(panel => panel.toggle());
}

/** Opens the Simulate panel (simulate.js, loaded on the first click) for the table in play. */
export const simulate = g => import('../simulate/simulate.js').then(m => m.open(g));

/** Opens the Counting lab (lab.js, loaded on the first click) for the table in play. */
export const lab = g => import('../lab/lab.js').then(m => m.open(g));

/** The session's figures and reality check (session-track.js, when idle or at the first Deal); `open` toggles its panel. */
export function track(g, open) {
  g.trackLoad ||= import('../session/session-track.js').then(m => m.track(g), () => (g.trackLoad = null));
  return g.trackLoad.then(t => t && open && t.toggle());
}

/** Wires the panels' buttons (Hint, Trainer, Strategy, Simulate, Counting lab), and after the first Deal the tables' returns and the session's figures. */
export function wirePanels(g) {
  const { ui } = g;
  ui.hint.addEventListener('click', () => advisor(g).then(a => a.hint()));
  ui.trainer.addEventListener('change', () => ui.trainer.checked && advisor(g).then(a => a.trainer()));
  ui.strategy.addEventListener('click', () => strategy(g));
  ui.simulate.addEventListener('click', () => simulate(g));
  ui.lab.addEventListener('click', () => lab(g));
  let dealt = false;
  g.on('deal', () => {
    if (dealt) return;
    dealt = true;
    setTimeout(() => advisor(g).then(a => a.rtp()));
    track(g);
  });
}
