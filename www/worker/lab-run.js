// The counting lab's work in the engine port's workers (engine-worker.js,
// loaded with the first lab question): the engine deals a table's counts
// a block at a time (LabRun) and answers ramps from kept counts
// (LabCounts); this only drives, reports and keeps. `odds` is the odds
// module (pkg/odds).
//
//   counts(odds, {rules, plays, rounds?, seed?}, progress)  → {bytes, counts}
//       progress {type: 'progress', done, total}: rounds dealt so far, after
//       the chart search (done 0) and after each block (65 536 rounds, a few
//       tens of milliseconds)
//   ramp(odds, held, {rules, bytes, ask})                   → {ramp}
//       `held`: the worker's Map of loaded counts (the last two, by the
//       SHA-256 of their kept bytes; an evicted one is freed)
// An engine's refusal throws its Error (with its `code`: no-counting,
// lab-rounds, lab-seed, lab-kept, lab-bankroll, lab-spread, lab-risk,
// lab-wong, bad-input).

/** Loaded counts kept for ramps: the last ones asked. */
const HELD = 2;

/** Deals the counts of `rules` with `plays`; `progress(message)` after each block. */
export function counts(odds, { rules, plays, rounds, seed }, progress) {
  const run = new odds.LabRun(rules, plays, rounds, seed);
  try {
    const total = run.total();
    progress({ type: 'progress', done: 0, total });
    for (let done = 0; done < total;) {
      done = run.step(1);
      progress({ type: 'progress', done, total });
    }
    return run.finish();
  } finally {
    run.free();
  }
}

/** `bytes` (kept counts: a Uint8Array or its buffer) as a Uint8Array. */
const view = bytes => (bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));

/**
 * The key of kept bytes: the SHA-256 of all of them, in hexadecimal (a few
 * milliseconds for 2 MB), so that bytes changed anywhere are never answered
 * from counts loaded before: they go to the engine, which checks them.
 */
async function keyOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, b => b.toString(16).padStart(2, '0')).join('');
}

/** The ramp of `ask` from the kept counts `bytes` at the table of `rules`, the counts loaded once. */
export async function ramp(odds, held, { rules, bytes, ask }) {
  const kept = view(bytes);
  const key = await keyOf(kept);
  let loaded = held.get(key);
  if (loaded) {
    held.delete(key); // the most recently asked last
  } else {
    loaded = new odds.LabCounts(kept); // refused bytes: nothing held
    while (held.size >= HELD) {
      const [oldest, counts] = held.entries().next().value;
      held.delete(oldest);
      counts.free();
    }
  }
  held.set(key, loaded);
  return { ramp: loaded.ramp(rules, ask) };
}
