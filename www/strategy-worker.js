// The strategy worker (a module worker started by strategy-compute.js): the
// advisor's wasm computes a table's best chart, or its index plays, here,
// off the main thread, so the page answers every click while it works.
//   in:  {id, rules, kind}    kind 'chart' (the default) or 'indices'
//   out: {id, result} or {id, error}
import init, { strategyChart, indexPlays } from './pkg/advisor/advisor.js';

let ready = null;
const load = () => (ready ||= init({ module_or_path: new URL('./pkg/advisor/advisor_bg.wasm', import.meta.url) }));

self.onmessage = async ({ data }) => {
  const { id, rules, kind } = data;
  try {
    await load();
    self.postMessage({ id, result: kind === 'indices' ? indexPlays(rules) : strategyChart(rules) });
  } catch (e) {
    self.postMessage({ id, error: String((e && e.message) || e) });
  }
};
