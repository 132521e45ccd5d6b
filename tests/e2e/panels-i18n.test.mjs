// Every panel in Russian and Romanian on a 390 px phone (issue 20): the rules
// list, Count (with the quiz asked), Session (with its graph), Strategy,
// Simulate (with results) and the Counting lab (with results, issue 37). Each fits the width (nothing wider than its box,
// no sideways scrolling of the page) and leaves no English text of its own
// catalogue. A picture of each in tests/artifacts/panel-LANG-NAME.png.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readdirSync } from 'node:fs';
import {
  assert, ROOT, ARTIFACTS, useServer, gameTest, chips, stack, act, expectRoundOver, expectVisible, eventually, chooseTable,
} from './harness.mjs';

const server = useServer({ test: true });
const WIDE = 390;

/** A catalogue by file name, wherever it lives under www/ (en.js, session-ru.js, simulate-words.js). */
const files = dir => readdirSync(dir, { withFileTypes: true })
  .flatMap(e => (e.isDirectory() ? (e.name === 'pkg' ? [] : files(path.join(dir, e.name))) : [path.join(dir, e.name)]));
const ALL = files(path.join(ROOT, 'www'));
const load = async name => (await import(pathToFileURL(ALL.find(p => path.basename(p) === name)).href)).default;
const OWN = { simulate: await load('simulate-words.js'), lab: await load('lab-words.js') };
const cat = async (part, lang) => (OWN[part] ? OWN[part][lang] : load(part === 'main' ? `${lang}.js` : `${part}-${lang}.js`));

/** English texts of `part` still on `text` (those `lang` translates, and that are not words of its own). */
async function englishLeft(text, part, lang) {
  const en = await cat(part, 'en');
  const own = await cat(part, lang);
  const mine = Object.values(own).join('\n') + Object.values(await cat('main', lang)).join('\n');
  return Object.entries(en)
    .filter(([key, value]) => value !== own[key] && !/[{]/.test(value) && value.length >= 4 && !mine.includes(value))
    .map(([, value]) => value)
    .filter(value => new RegExp(`(^|[^\\p{L}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));
}

/** Checks the panel `selector` (catalogue `part`) fits 390 px and speaks `lang`; saves its picture. */
async function look(page, lang, name, selector, part) {
  const panel = page.locator(selector).first();
  await expectVisible(panel);
  const wide = await panel.evaluate(el => {
    const over = [el, ...el.querySelectorAll('*')]
      .filter(n => n.getClientRects().length && n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX === 'visible'
        && !['svg', 'g', 'text', 'polyline', 'line', 'rect', 'path'].includes(n.localName) && n.clientWidth > 0)
      .map(n => `${n.localName}.${n.className} ${n.scrollWidth}>${n.clientWidth}`);
    const right = el.getBoundingClientRect().right;
    return { over, right, page: document.scrollingElement.scrollWidth };
  });
  assert.deepEqual(wide.over, [], `${lang} ${name}: a text wider than its box`);
  assert.ok(wide.right <= WIDE + 0.5, `${lang} ${name} ends at ${wide.right}`);
  assert.ok(wide.page <= WIDE, `${lang} ${name}: the page scrolls sideways (${wide.page})`);
  const text = await panel.innerText();
  assert.deepEqual(await englishLeft(text, part, lang), [], `${lang} ${name}: English left`);
  assert.doesNotMatch(text, /\b[a-z]+-[a-z]+-[a-z0-9]+\b/, `${lang} ${name}: a catalogue key on the panel`);
  await panel.screenshot({ path: path.join(ARTIFACTS, `panel-${lang}-${name}.png`) });
}

for (const [lang, locale] of [['ru', 'ru-RU'], ['ro', 'ro-RO']]) {
  gameTest(server, `panels: ${lang} at ${WIDE} px, every panel fits and speaks ${lang}`,
    { locale, viewport: { width: WIDE, height: 844 }, timeout: 420_000 }, async ({ page }) => {
      await chooseTable(page, 'land-casino');
      await chips(page, 5);
      await stack(page, ['TS', '6D', '7H', 'TC', '9C']);
      await act(page, 'deal');
      await act(page, 'stand');
      await expectRoundOver(page);
      await look(page, lang, 'rules', 'section:has([data-rules])', 'main');

      await page.locator('[data-control="count"]').click();
      await eventually(async () => assert.ok((await page.locator('[data-running-count]').textContent()) !== ''));
      await page.locator('[data-control="count-ask"]').click();
      await look(page, lang, 'count', '.panel.count', 'count');

      await page.locator('button[data-control="session"]').click();
      await eventually(async () => assert.equal(await page.locator('svg[data-graph] [data-graph-round]').count(), 1), { timeout: 60_000, interval: 100 });
      await page.locator('svg[data-graph] [data-graph-round="1"]').focus();
      await look(page, lang, 'session', '[data-session-panel]', 'session');
      await page.keyboard.press('Escape');

      await page.locator('button[data-control="strategy"]').click();
      await eventually(async () => assert.ok(await page.locator('[data-strategy] td[data-cell]').count() > 100), { timeout: 90_000, interval: 200 });
      await eventually(async () => assert.ok(await page.locator('[data-strategy] [data-index-play], [data-strategy] .strategy-indices td').count() > 0), { timeout: 90_000, interval: 200 }).catch(() => {});
      await look(page, lang, 'strategy', '[data-strategy]', 'strategy');
      await page.keyboard.press('Escape');

      await page.locator('button[data-control="simulate"]').click();
      const field = n => page.locator(`[data-sim-field="${n}"]`);
      await field('rounds').fill('20000');
      await field('sessions').fill('20');
      await field('session').fill('100');
      await page.locator('button[data-control="run-simulation"]').click();
      await eventually(async () => assert.equal(await page.locator('[data-sim-return]').count(), 1), { timeout: 60_000 });
      await look(page, lang, 'simulate', '[data-sim]', 'simulate');

      await page.locator('button[data-control="lab"]').click();
      await page.locator('button[data-control="run-lab"]').click();
      await eventually(async () => assert.equal(await page.locator('[data-lab-figures]').count(), 1), { timeout: 180_000, interval: 200 });
      await page.locator('[data-lab] details summary').click();
      await look(page, lang, 'lab', '[data-lab]', 'lab');
    });
}
