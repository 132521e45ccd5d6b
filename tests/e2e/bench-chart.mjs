// A benchmark of the strategy chart, not a test: each preset's best chart,
// natively (the release CLI, one core) and in Chromium (the advisor's wasm,
// www/pkg), side by side in one run, and the ratio.
//
//   cargo build --release && bash www/build.sh && cd tests && node e2e/bench-chart.mjs
//
// Native: `blackjack chart --rules NAME --json` prints the search's own time
// (process start left out) on stderr; in Chromium the page times
// strategyChart with performance.now. Alternating, N runs each (default 3):
// the medians with min–max, the ratio, the date and the load average.
//
//   ... node e2e/bench-chart.mjs [--runs N]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchPage } from './harness.mjs';
import { machine, ratio, spread } from './bench-stats.mjs';

const CLI = fileURLToPath(new URL('../../target/release/blackjack', import.meta.url));
const PRESETS = ['single-deck', 'land-casino', 'european', 'shuffle-machine'];
const argv = process.argv.slice(2);
const RUNS = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 3;
const run = machine();

/** One native search: its milliseconds and the chart's return. */
function native(name) {
  const run = spawnSync(CLI, ['chart', '--rules', name, '--json'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${CLI}: ${run.stderr}`);
  return { ms: parseFloat(run.stderr) * 1000, chart: JSON.parse(run.stdout).return };
}

const { page, browser, close } = await benchPage({ test: false });
try {
  await page.evaluate(async () => {
    const m = await import('./www/pkg/odds/odds.js');
    await m.default({ module_or_path: new URL('./www/pkg/odds/odds_bg.wasm', location.href) });
    const { presets } = await import('./www/pkg/blackjack.js');
    window.benchChart = name => {
      const rules = presets().find(p => p.name === name).rules;
      const t0 = performance.now();
      const chart = m.strategyChart(rules);
      return { ms: performance.now() - t0, chart: chart.return };
    };
  });
  const rows = [];
  for (const name of PRESETS) {
    const [nat, web] = [[], []];
    let ret = null;
    for (let i = 0; i < RUNS; i++) {
      const n = native(name);
      const w = await page.evaluate(p => window.benchChart(p), name);
      if (Math.abs(n.chart - w.chart) > 1e-9) throw new Error(`${name}: native ${n.chart} %, Chromium ${w.chart} %`);
      nat.push(n.ms);
      web.push(w.ms);
      ret = w.chart;
    }
    rows.push(`${name} | ${spread(nat)} | ${spread(web)} | ${ratio(web, nat)} | ${ret.toFixed(6)} %`);
  }
  console.log(`$ cd tests && node e2e/bench-chart.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
  console.log(`Chromium ${browser.version()} against the native release build; ${run.line()}`);
  console.log('preset | native | Chromium | ratio Chromium/native (pairs) | chart return');
  for (const row of rows) console.log(row);
} finally {
  await close();
}
