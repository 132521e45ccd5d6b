// The strategy worker (a module worker started by strategy-compute.js): the
// advisor's wasm computes a table's best chart here, off the main thread, so
// the page answers every click while it works (a few seconds).
//   in:  {id, rules}          out: {id, chart} or {id, error}
import init, { strategyChart } from './pkg/advisor/advisor.js';

let ready = null;
const load = () => (ready ||= init({ module_or_path: new URL('./pkg/advisor/advisor_bg.wasm', import.meta.url) }));

self.onmessage = async ({ data }) => {
  const { id, rules } = data;
  try {
    await load();
    self.postMessage({ id, chart: strategyChart(rules) });
  } catch (e) {
    self.postMessage({ id, error: String((e && e.message) || e) });
  }
};
