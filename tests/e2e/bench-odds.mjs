// A benchmark of the advisor in Chromium (the shipped copy, dist/), not a test:
//
//   cd tests && node e2e/bench-odds.mjs [--runs N]
//
// Loads the page, then its odds module (www/pkg/odds, on the page's thread
// for the bench: the game asks it in its engine port's worker), and times inside the page
// (performance.now): each table's full return-to-player analysis (median and
// min–max of N, default 5) and one hint (of 50 hands: 8+8, 9+3, T+6 against
// several up cards), with the date and the machine's load average.
// It stops by itself.
import { benchPage } from './harness.mjs';
import { machine, spread } from './bench-stats.mjs';

const argv = process.argv.slice(2);
const RUNS = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 5;
const run = machine();

const { page, browser, close } = await benchPage({ dist: true });
try {
  const result = await page.evaluate(async (runs) => {
    const { presets } = await import('./www/pkg/blackjack.js');
    const odds = await import('./www/pkg/odds/odds.js');
    await odds.default();
    const tables = {};
    let hint = [];
    for (const p of presets()) {
      const times = [];
      let value = null;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        value = odds.tableReturn(p.rules).player;
        times.push(performance.now() - t0);
      }
      tables[p.name] = { times, player: value };
      if (p.name === 'single-deck') {
        const hands = [['8S', '8H'], ['9S', '3H'], ['TS', '6H']];
        const ups = ['7D', 'TD', '6C', 'AC', '2D'];
        for (let i = 0; i < 50; i++) {
          const hand = hands[i % 3];
          const up = ups[i % 5];
          const view = {
            phase: 'playing', legal: ['hit', 'stand', 'double', 'split'], dealer: { cards: [up, null] },
            hands: [{ active: true, box: 1, cards: hand }], seen: [...hand, up],
          };
          const fresh = new odds.Advisor(p.rules);
          const t0 = performance.now();
          fresh.advise(view.seen, hand, up, 1, view.legal);
          hint.push(performance.now() - t0);
          fresh.free();
        }
      }
    }
    return { tables, hint };
  }, RUNS);
  console.log(`$ cd tests && node e2e/bench-odds.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
  console.log(`Chromium ${browser.version()}, the odds module; ${run.line()}`);
  for (const [name, t] of Object.entries(result.tables)) {
    console.log(`table return ${name.padEnd(16)} | ${spread(t.times, { digits: 1 })} | ${(100 + t.player).toFixed(6)} % to the player`);
  }
  console.log(`one hint (fresh analyzer) | ${spread(result.hint, { digits: 2 })}`);
} finally {
  await close();
}
