// A benchmark of the simulator, not a test: the same rounds natively (the
// release CLI on one thread) and in Chromium (the odds module's simulator, www/pkg/odds,
// the Simulator the Simulate panel's worker drives), side by side in one run,
// and the ratio (the issue asks Chromium for at least a third of native).
//
//   cargo build --release && bash www/build.sh && cd tests && node e2e/bench-sim.mjs [ROUNDS] [PRESET] [RUNS]
//
// Native: `blackjack simulate --rules PRESET --rounds N --threads 1 --json`
// prints its own rounds/s (process start and the chart's search left out);
// in Chromium the page finds the chart first, then times Simulator.run with
// performance.now. Both use the all-zero seed, so both must return exactly
// the same figures (checked). RUNS each (default 3), alternating: the
// medians with min–max, the ratio, the date and the load average.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchPage } from './harness.mjs';
import { machine, ratio, spread } from './bench-stats.mjs';

const CLI = fileURLToPath(new URL('../../target/release/blackjack', import.meta.url));
const ROUNDS = Number(process.argv[2] || 2_000_000);
const PRESET = process.argv[3] || 'single-deck';
const RUNS = Number(process.argv[4] || 3);
const run = machine();

/** One native run: rounds per second and the return. */
function native() {
  const args = ['simulate', '--rules', PRESET, '--rounds', String(ROUNDS), '--threads', '1', '--json'];
  const run = spawnSync(CLI, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${CLI}: ${run.stderr}`);
  const out = JSON.parse(run.stdout.split('\n')[0]);
  return { rate: out.rounds_per_s, ret: out.return, rounds: out.rounds };
}

const { page, browser, close } = await benchPage({ test: false });
try {
  await page.evaluate(async name => {
    const m = await import('./www/pkg/odds/odds.js');
    await m.default({ module_or_path: new URL('./www/pkg/odds/odds_bg.wasm', location.href) });
    const s = m;
    const { presets } = await import('./www/pkg/blackjack.js');
    const rules = presets().find(p => p.name === name).rules;
    const chart = m.strategyChart(rules);
    window.benchSim = rounds => {
      const sim = new s.Simulator(rules, chart, Number(rules.min_bet));
      const t0 = performance.now();
      sim.run(rounds);
      const ms = performance.now() - t0;
      const tally = sim.tally();
      sim.free();
      return { rate: rounds / (ms / 1000), ret: tally.return, rounds: tally.rounds };
    };
  }, PRESET);
  const [nat, web] = [[], []];
  for (let i = 0; i < RUNS; i++) {
    const n = native();
    const w = await page.evaluate(r => window.benchSim(r), ROUNDS);
    if (n.rounds !== w.rounds || Math.abs(n.ret - w.ret) > 1e-9) {
      throw new Error(`not the same run: native ${n.ret} % over ${n.rounds}, Chromium ${w.ret} % over ${w.rounds}`);
    }
    console.log(`run ${i + 1}: native ${(n.rate / 1e6).toFixed(3)} M rounds/s, Chromium ${(w.rate / 1e6).toFixed(3)} M rounds/s (return ${w.ret.toFixed(4)} %)`);
    nat.push(n.rate);
    web.push(w.rate);
  }
  const M = xs => xs.map(x => x / 1e6);
  console.log(`$ cd tests && node e2e/bench-sim.mjs ${ROUNDS} ${PRESET} ${RUNS}`);
  console.log(`$ target/release/blackjack simulate --rules ${PRESET} --rounds ${ROUNDS} --threads 1 --json`);
  console.log(`Chromium ${browser.version()} against the native release build; ${run.line()}`);
  console.log(`native ${spread(M(nat), { unit: 'M rounds/s', digits: 2 })}`);
  console.log(`Chromium ${spread(M(web), { unit: 'M rounds/s', digits: 2 })}`);
  console.log(`Chromium/native ${ratio(web, nat)}`);
} finally {
  await close();
}
