// The one client of the page's module workers (advisor/advisor-worker.js):
// each request gets an id; the worker answers {id, ...answer}, or
// {id, error, code} when the work failed, and may post {id, progress} any
// number of times before that. cancel() ends a busy worker at once and every
// request waiting on it (each rejects with an error marked `stale`); the next
// request starts another worker.

/** A client of the module worker at `url`: {ask(message, onProgress) → Promise of the answer, cancel()}. */
export function workerClient(url) {
  let worker = null;
  let next = 1;
  const waiting = new Map(); // request id → {resolve, reject, progress}
  const failAll = error => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  function start() {
    const w = (worker = new Worker(url, { type: 'module' }));
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
  }
  return {
    ask(message, progress) {
      if (!worker) start();
      const id = next++;
      const promise = new Promise((resolve, reject) => waiting.set(id, { resolve, reject, progress }));
      worker.postMessage({ ...message, id });
      return promise;
    },
    cancel() {
      if (!waiting.size) return;
      if (worker) worker.terminate();
      worker = null;
      failAll(Object.assign(new Error('stale'), { stale: true }));
    },
  };
}
