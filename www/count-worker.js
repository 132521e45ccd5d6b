// The next round's exact return, off the main thread (a module worker started
// by count-engine.js running the advisor's wasm): it takes a second or more,
// and the page answers every click meanwhile.
//   in:  {id, rules, left}     out: {id, edge} (percent) or {id, error}
import init, { nextRoundEdge } from './pkg/advisor/advisor.js';

let ready = null;
const load = () => (ready ||= init({ module_or_path: new URL('./pkg/advisor/advisor_bg.wasm', import.meta.url) }));

self.onmessage = async ({ data }) => {
  const { id, rules, left } = data;
  try {
    await load();
    const started = performance.now();
    const edge = nextRoundEdge(rules, Uint16Array.from(left));
    self.postMessage({ id, edge, ms: performance.now() - started });
  } catch (e) {
    self.postMessage({ id, error: String((e && e.message) || e) });
  }
};
