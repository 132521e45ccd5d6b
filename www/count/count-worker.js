// The next round's exact return, off the main thread (a module worker started
// by count-engine.js running the advisor's wasm): it takes a second or more,
// and the page answers every click meanwhile.
//   in:  {id, rules, left}     out: {id, edge, ms} (edge in percent) or {id, error}
import { nextRoundEdge } from '../pkg/advisor/advisor.js';
import { answerEach } from '../advisor/advisor-worker.js';

answerEach(({ rules, left }) => {
  const started = performance.now();
  const edge = nextRoundEdge(rules, Uint16Array.from(left));
  return { edge, ms: performance.now() - started };
});
