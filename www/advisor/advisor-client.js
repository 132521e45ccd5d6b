// A client of the advisor's worker (advisor-worker.js), through the page's one
// worker client: each panel that asks the advisor off the main thread holds
// one (the worker starts with its first question).
import { workerClient } from '../core/worker-client.js';

/** A new client of the advisor's worker: {ask(message, onProgress), cancel()}. */
export const advisorWorker = () => workerClient(new URL('./advisor-worker.js', import.meta.url));
