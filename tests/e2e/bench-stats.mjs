// How every benchmark reports a figure (docs/performance.md): the median of
// its runs with their min–max and the number of runs, never the best run;
// with the date and the machine's load average while the runs went on.

import os from 'node:os';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** "270 ms (164–410), median of 20": `digits` decimals, `unit` after the median. */
export function spread(xs, { unit = 'ms', digits = 0 } = {}) {
  const f = (x) => x.toFixed(digits);
  return `${f(median(xs))}${unit ? ' ' + unit : ''} (${f(Math.min(...xs))}–${f(Math.max(...xs))}), median of ${xs.length}`;
}

/** The ratio of two sets of runs taken side by side: the medians' ratio, and
 * the min–max of the pairwise ratios (runs i of each) where both sets pair up. */
export function ratio(top, bottom, digits = 2) {
  const r = (median(top) / median(bottom)).toFixed(digits);
  if (top.length !== bottom.length) return r;
  const pairs = top.map((t, i) => t / bottom[i]);
  return `${r} (pairs ${Math.min(...pairs).toFixed(digits)}–${Math.max(...pairs).toFixed(digits)})`;
}

/** Call at the start of the runs; `.line()` at the end gives the date, the
 * cores and the load average (1 minute) from start to end, highest seen. */
export function machine() {
  const start = os.loadavg()[0];
  let high = start;
  const timer = setInterval(() => (high = Math.max(high, os.loadavg()[0])), 5000);
  timer.unref();
  return {
    line() {
      clearInterval(timer);
      const end = os.loadavg()[0];
      high = Math.max(high, end);
      return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, load average ${start.toFixed(1)} → ${end.toFixed(1)} (highest ${high.toFixed(1)})`;
    },
  };
}
