// The advisor's wasm (www/pkg/advisor/), loaded on demand so the game's first
// load never pays for it: the one place that names its file, for the page
// (advisor.js, count-engine.js) and for the advisor's worker alike.
import init from '../pkg/advisor/advisor.js';

// The wasm's load: one promise per page or worker, made once (the module never changes).
let ready = null;

/** Loads the advisor's wasm into this page or worker (once; a failed load may be tried again). */
export const loadAdvisor = () =>
  (ready ||= init({ module_or_path: new URL('../pkg/advisor/advisor_bg.wasm', import.meta.url) }).catch(e => {
    ready = null;
    throw e;
  }));
