// Work that can wait: run when the browser is idle.

/** Runs `fn` when the browser is idle (at the latest after `timeout` ms). */
export function whenIdle(fn, timeout = 2000) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout });
  else setTimeout(fn, Math.min(timeout, 500));
}
