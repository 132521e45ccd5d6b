// A client of one module worker (worker/engine-worker.js, started by the
// engine port, core/engine.js): each request gets an id; the worker answers
// {id, ...answer}, or {id, error, code} when the work failed, and may post
// {id, progress} any number of times before that. The worker starts at the
// first request and is first sent `first()`'s message (the compiled module).
// cancel() ends a busy worker at once and every request waiting on it (each
// rejects with an error marked `stale`); the next request starts another
// worker. end() ends it for good (the game left the page).

/**
 * A client of the module worker at `url`; `first()` resolves to the message
 * each new worker is sent before any request. Returns
 * {ask(message, onProgress) → Promise of the answer, cancel(), end(), started}.
 */
export function workerClient(url, first) {
  let worker = null;
  let next = 1;
  let ended = false;
  let started = 0;
  const waiting = new Map(); // request id → {resolve, reject, progress}
  const failAll = error => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  const stop = error => {
    if (worker) worker.terminate();
    worker = null;
    failAll(error);
  };
  function start() {
    const w = (worker = new Worker(url, { type: 'module' }));
    started += 1;
    w.onmessage = ({ data }) => {
      const request = waiting.get(data.id);
      if (!request) return;
      if (data.progress) return request.progress?.(data.progress);
      waiting.delete(data.id);
      if (data.error) request.reject(Object.assign(new Error(data.error), { code: data.code }));
      else request.resolve(data);
    };
    w.onerror = event => {
      event.preventDefault();
      if (worker === w) worker = null;
      failAll(new Error(event.message || 'the worker failed'));
    };
    first().then(
      message => { if (worker === w) w.postMessage(message); },
      error => { if (worker === w) stop(error); },
    );
  }
  return {
    ask(message, progress) {
      if (ended) return Promise.reject(Object.assign(new Error('stale'), { stale: true }));
      if (!worker) start();
      const id = next++;
      const promise = new Promise((resolve, reject) => waiting.set(id, { resolve, reject, progress }));
      worker.postMessage({ ...message, id });
      return promise;
    },
    cancel() {
      if (waiting.size) stop(Object.assign(new Error('stale'), { stale: true }));
    },
    end() {
      ended = true;
      stop(Object.assign(new Error('stale'), { stale: true }));
    },
    /** How many workers this client has started (a cancelled one's successor counts again). */
    get started() { return started; },
  };
}
