// The advisor's wasm modules, loaded on demand so the game's first load never
// pays for them: the one place that names their files, for the page
// (advisor.js, count-engine.js) and for the advisor's worker alike. The
// advisor's own (pkg/advisor/: hints, charts, the count, index calls) serves
// the first Hint; the review module (pkg/review/: round reviews, share
// links, a session's sums, lifetime progress) and the simulator's (pkg/sim/:
// simulations, the index plays' computation) load when first asked, in the
// worker, so the first Hint waits for neither.
import init from '../pkg/advisor/advisor.js';

/** A loader of a module's wasm: one promise per page or worker, made once (a failed load may be tried again). */
function once(load) {
  let ready = null;
  return () =>
    (ready ||= load().catch(e => {
      ready = null;
      throw e;
    }));
}

/** Loads the advisor's wasm into this page or worker (once). */
export const loadAdvisor = once(() => init({ module_or_path: new URL('../pkg/advisor/advisor_bg.wasm', import.meta.url) }));

/** Loads the review module (once): its glue's exports (RoundReviewer, shareLink, readLink, summarizeSession, lifetimeProgress). */
export const loadReview = once(async () => {
  const glue = await import('../pkg/review/review.js');
  await glue.default({ module_or_path: new URL('../pkg/review/review_bg.wasm', import.meta.url) });
  return glue;
});

/** Loads the simulator's module (once): its glue's exports (Simulator, Sessions, SpreadSimulator, indexPlays). */
export const loadSim = once(async () => {
  const glue = await import('../pkg/sim/sim.js');
  await glue.default({ module_or_path: new URL('../pkg/sim/sim_bg.wasm', import.meta.url) });
  return glue;
});
