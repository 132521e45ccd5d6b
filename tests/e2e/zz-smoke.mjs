import { openGame, startServerFor, screenshot } from './harness.mjs';
const server = await startServerFor({ test: false });
for (const [name, opts] of [['smoke', {}], ['smoke-phone', { viewport: { width: 360, height: 740 } }], ['smoke-ru', { locale: 'ru-RU' }]]) {
  const s = await openGame(server, { speed: null, ...opts });
  const { page } = s;
  try {
    await page.click('button[data-control="simulate"]');
    await page.waitForSelector('[data-sim]');
    await page.fill('[data-sim-field="rounds"]', '50000');
    await page.fill('[data-sim-field="sessions"]', '300');
    await page.click('button[data-control="run-simulation"]');
    await page.waitForSelector('[data-sim-return]', { timeout: 60000 });
    await screenshot(page, name);
    await page.locator('[data-sim]').screenshot({ path: `artifacts/${name}-panel.png` });
    console.log(name, await page.evaluate(() => document.documentElement.scrollWidth - innerWidth));
  } catch (e) { console.log('ERR', e.message); }
  console.log(s.errors);
  await s.close();
}
await server.close();
