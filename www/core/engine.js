// The game's one engine port: every question a panel asks of the engine's
// exact odds goes through it, and nothing else on the page starts a worker or
// loads the odds module. Made by the game's store on first use (game.js's
// `engine()`, which resolves to it: this module loads then), ended with the game.
//
//   const port = enginePort();
//   port.ask({kind, …})            a quick question (hint, count, the next round's
//                                  return, reviews, a session's sums, lifetime
//                                  progress, the chart search: each under a second):
//                                  one long-lived worker answers them in order
//   port.run({kind, …}, progress)  a long job (simulation, index plays: seconds to
//                                  minutes) in a second worker, which cancel() ends
//   port.cancel()                  ends the long job under way (its promise rejects `stale`)
//   port.warm()                    loads the module into the quick worker (the page is idle)
//   port.end()                     ends both workers
//
// The odds module (pkg/odds/odds_bg.wasm) is fetched and compiled once per
// port, on the main thread's compiler threads, and the compiled module sent
// to each worker: neither downloads nor compiles it again. The kinds of
// question are listed in worker/engine-worker.js.
import { workerClient } from './worker-client.js';

const WORKER = new URL('../worker/engine-worker.js', import.meta.url);
const ODDS = new URL('../pkg/odds/odds_bg.wasm', import.meta.url);

/** Fetches and compiles the odds module (streaming where the server says application/wasm). */
async function compileOdds() {
  const response = await fetch(ODDS);
  if (!response.ok) throw new Error(`the odds module could not be fetched (${response.status})`);
  if ((response.headers.get('content-type') || '').startsWith('application/wasm')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/** A new engine port: {ask, run, cancel, warm, end, workers}. */
export function enginePort() {
  let compiled = null;
  const module = () => (compiled ||= compileOdds().then(m => ({ kind: 'module', module: m }), e => {
    compiled = null;
    throw e;
  }));
  const quick = workerClient(WORKER, module);
  const long = workerClient(WORKER, module);
  return {
    ask: message => quick.ask(message),
    run: (message, progress) => long.ask(message, progress),
    cancel: () => long.cancel(),
    warm: () => quick.ask({ kind: 'warm' }).catch(() => {}),
    end() {
      quick.end();
      long.end();
    },
    /** How many workers this port has started. */
    get workers() { return quick.started + long.started; },
  };
}
