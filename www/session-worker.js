// The session worker (a module worker started by session-graph.js): the
// advisor's wasm reviews finished rounds here, decision by decision with the
// exact odds, off the main thread, so the table answers meanwhile.
//   in:  {id, record, stack}     out: {id, review} or {id, error}
import init, { RoundReviewer } from './pkg/advisor/advisor.js';

let ready = null;
let reviewer = null;
const load = () => (ready ||= init({ module_or_path: new URL('./pkg/advisor/advisor_bg.wasm', import.meta.url) }));

self.onmessage = async ({ data }) => {
  const { id, record, stack } = data;
  try {
    await load();
    reviewer ||= new RoundReviewer();
    self.postMessage({ id, review: reviewer.review(record, stack) });
  } catch (e) {
    self.postMessage({ id, error: String((e && e.message) || e) });
  }
};
