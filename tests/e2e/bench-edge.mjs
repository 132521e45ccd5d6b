// A benchmark of the next round's exact return, not a test: the README's
// 307-card land-casino shoe and a european shoe of as many cards, natively
// (the release CLI, one core) and in Chromium (the engine port's
// worker, www/worker/engine-worker.js, running the odds module), side by side in
// one run, alternating, and the ratio: each the median of N runs (default 5)
// with their min–max, the date and the machine's load average.
//
//   cargo build --release && bash www/build.sh && cd tests && node e2e/bench-edge.mjs [--runs N]
//
// Native: `blackjack edge` prints the computation's own time (process start
// left out); in Chromium the worker times `nextRoundEdge` with performance.now
// (the message's round trip left out). Both returns must agree.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchPage } from './harness.mjs';
import { machine, ratio, spread } from './bench-stats.mjs';

const CLI = fileURLToPath(new URL('../../target/release/blackjack', import.meta.url));
const SHOES = [
  ['land-casino', '24,24,24,24,23,20,24,24,24,96'],
  ['european', '24,24,24,24,23,20,24,24,24,96'],
  ['european', '20,24,24,22,23,24,24,24,24,80'],
];
const argv = process.argv.slice(2);
const RUNS = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 5;

/** One native computation: its milliseconds and the return in percent. */
function native(name, left) {
  const run = spawnSync(CLI, ['edge', '--rules', name, '--cards-left', left], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${CLI}: ${run.stderr}`);
  const m = /next round (-?[\d.]+) % \(([\d.]+) s\)/.exec(run.stdout);
  return { ms: Number(m[2]) * 1000, edge: Number(m[1]) };
}

const run = machine();
const { page, browser, close } = await benchPage({ test: false });
try {
  await page.evaluate(async () => {
    const { presets } = await import('./www/pkg/blackjack.js');
    const { enginePort } = await import('./www/core/engine.js');
    const port = enginePort();
    window.benchEdge = (name, left) => {
      const rules = presets().find(p => p.name === name).rules;
      return port.ask({ kind: 'edge', rules, left: left.split(',').map(Number) }).then(({ ms, edge }) => ({ ms, edge }));
    };
    await window.benchEdge('land-casino', '24,24,24,24,24,24,24,24,24,96'); // loads the wasm: not timed
  });
  const rows = [];
  for (const [name, left] of SHOES) {
    const [nat, web] = [[], []];
    let edge = null;
    for (let i = 0; i < RUNS; i++) {
      const n = native(name, left);
      const w = await page.evaluate(([p, l]) => window.benchEdge(p, l), [name, left]);
      if (Math.abs(n.edge - w.edge) > 5e-6) throw new Error(`${name} ${left}: native ${n.edge} %, Chromium ${w.edge} %`);
      nat.push(n.ms);
      web.push(w.ms);
      edge = w.edge;
    }
    const cards = left.split(',').reduce((a, b) => a + Number(b), 0);
    rows.push(`${name} | ${left} (${cards}) | ${spread(nat)} | ${spread(web, { digits: 1 })} | ${ratio(web, nat)} | ${edge.toFixed(6)} %`);
  }
  console.log(`$ cd tests && node e2e/bench-edge.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
  console.log(`Chromium ${browser.version()} (module worker) against the native release build; ${run.line()}`);
  console.log('table | cards left | native | Chromium | ratio Chromium/native (pairs) | next round');
  for (const row of rows) console.log(row);
} finally {
  await close();
}
