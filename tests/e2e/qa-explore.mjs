import { benchPage } from './harness.mjs';
const { page, close } = await benchPage({});
const shot = n => page.screenshot({ path: `/tmp/qa/${n}.png`, fullPage: true });
const pshot = n => page.locator('[data-lab]').screenshot({ path: `/tmp/qa/${n}.png` });
await page.setViewportSize({ width: 1280, height: 900 });
// record live-region announcements
await page.evaluate(() => {
  window.__said = [];
  const obs = new MutationObserver(ms => { for (const m of ms) { const el = m.target.nodeType === 1 ? m.target : m.target.parentElement; const live = el.closest('[aria-live],[role=status],[role=alert]'); if (live) window.__said.push(`${live.getAttribute('aria-live')||live.getAttribute('role')}: ${live.textContent.trim().slice(0,160)}`); } });
  obs.observe(document.body, { subtree: true, childList: true, characterData: true });
});
await page.locator('select[data-table-select]').selectOption('land-casino');
await page.locator('button[data-control="lab"]').click();
await page.locator('button[data-control="run-lab"]').click();
const t0 = Date.now();
await page.locator('[data-lab-figures]').first().waitFor({ timeout: 240000 });
console.log('computed in', Date.now() - t0);
await pshot('lab-land');
await page.locator('select[data-table-select]').selectOption('european');
await page.waitForTimeout(1500);
await pshot('lab-after-european');
console.log('after european: figures', await page.locator('[data-lab-figures]').count(), 'text:', (await page.locator('[data-lab]').innerText()).slice(0, 600));
await page.locator('select[data-table-select]').selectOption('single-deck');
await page.waitForTimeout(1500);
await pshot('lab-after-single');
console.log('after single: ', (await page.locator('[data-lab]').innerText()).slice(0, 600));
const said = await page.evaluate(() => window.__said);
console.log(said.filter((s, i) => s !== said[i - 1]).slice(0, 60).join('\n'));
await close();
