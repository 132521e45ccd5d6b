// What the advisor's workers share (count-worker.js, session-worker.js,
// strategy-worker.js, simulate-worker.js: module workers that run the
// advisor's wasm off the main thread): loading the wasm once, and answering
// each message {id, …} with {id, …answer} or {id, error}.
import init from '../pkg/advisor/advisor.js';

let ready = null;

/** Loads the advisor's wasm (once; every later call waits for the same load). */
export const loadAdvisor = () =>
  (ready ||= init({ module_or_path: new URL('../pkg/advisor/advisor_bg.wasm', import.meta.url) }));

/**
 * Answers every message `data` of the worker with `{id: data.id, ...work(data)}`
 * once the advisor is loaded, or with `{id, error}` when loading or the work throws.
 */
export function answerEach(work) {
  self.onmessage = async ({ data }) => {
    try {
      await loadAdvisor();
      self.postMessage({ id: data.id, ...work(data) });
    } catch (e) {
      self.postMessage({ id: data.id, error: String((e && e.message) || e) });
    }
  };
}
