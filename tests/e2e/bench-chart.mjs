// A benchmark of the strategy chart, not a test: each preset's best chart,
// natively (the release CLI, one core) and in Chromium (the advisor's wasm,
// www/pkg), side by side in one run, and the ratio.
//
//   cargo build --release && bash www/build.sh && cd tests && node e2e/bench-chart.mjs
//
// Native: `blackjack chart --rules NAME --json` prints the search's own time
// (process start left out) on stderr; in Chromium the page times
// strategyChart with performance.now. Median of 3 each, alternating.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchPage } from './harness.mjs';

const CLI = fileURLToPath(new URL('../../target/release/blackjack', import.meta.url));
const PRESETS = ['single-deck', 'land-casino', 'european', 'shuffle-machine'];
const median = xs => [...xs].sort((a, b) => a - b)[xs.length >> 1];

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
  console.log('$ cd tests && node e2e/bench-chart.mjs');
  console.log(`Chromium ${browser.version()} against the native release build, ${new Date().toISOString()}`);
  console.log('preset           | native ms | Chromium ms | ratio | chart return');
  for (const name of PRESETS) {
    const [nat, web] = [[], []];
    let ret = null;
    for (let i = 0; i < 3; i++) {
      const n = native(name);
      const w = await page.evaluate(p => window.benchChart(p), name);
      if (Math.abs(n.chart - w.chart) > 1e-9) throw new Error(`${name}: native ${n.chart} %, Chromium ${w.chart} %`);
      nat.push(n.ms);
      web.push(w.ms);
      ret = w.chart;
    }
    const [n, w] = [median(nat), median(web)];
    console.log(`${name.padEnd(16)} | ${n.toFixed(0).padStart(9)} | ${w.toFixed(0).padStart(11)} | ${(w / n).toFixed(2).padStart(5)} | ${ret.toFixed(6)} %`);
  }
} finally {
  await close();
}
