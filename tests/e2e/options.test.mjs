// The table's sounds and the cards anyone can read: the sounds are counted
// where WebAudio plays them (every source node started, oscillator or noise
// buffer), so a silent game and a game that plays the wrong sound both fail;
// Mute, the four-colour deck and the large index are kept across reloads,
// and hold for the session with site storage blocked.

import {
  assert,
  useServer,
  gameTest,
  act,
  chip,
  stack,
  expectEnabled,
  expectOutcome,
  expectVisible,
  eventually,
  screenshot,
} from './harness.mjs';
import { countSounds, sounds, soundsSettled } from './sounds.mjs';

const server = useServer({ test: true });
const control = (page, name) => page.locator(`[data-control="${name}"]`);

/** Waits until the sounds heard are exactly `expected`, and still are once every sound asked for has had its chance. */
async function expectSounds(page, expected) {
  await eventually(async () => assert.deepEqual(await sounds(page), expected));
  assert.deepEqual(await soundsSettled(page, './www/table/sound.js'), expected, 'no other sound came');
}
const prefs = (page, key = 'blackjack') => page.evaluate((k) => JSON.parse(localStorage.getItem(`${k}-prefs`)), key);

gameTest(server, 'sound: a chip, the cards and a win are played through WebAudio; Mute silences them, kept across reloads', { init: countSounds }, async (session) => {
  const { page } = session;
  const mute = page.getByRole('button', { name: 'Mute' });
  assert.equal(await mute.count(), 1, 'Mute is a button named Mute');
  assert.equal(await mute.getAttribute('aria-pressed'), 'false');
  assert.equal(await mute.getAttribute('data-control'), 'mute');
  assert.deepEqual(await sounds(page), [], 'nothing is heard before the player acts');

  await chip(page, 5).click();
  await expectSounds(page, ['osc', 'osc']); // the chip: two clicks
  // 20 against the dealer's 9 and 8.
  await stack(page, ['TS', '9H', 'TD', '8C']);
  await act(page, 'deal');
  await expectEnabled(page.locator('button[data-action="stand"]'));
  await expectSounds(page, ['osc', 'osc', 'buf']); // the cards, at once at instant speed
  await act(page, 'stand');
  await expectOutcome(page, 0, 'win');
  await expectSounds(page, ['osc', 'osc', 'buf', 'osc', 'osc', 'osc']); // the win: three rising notes
  // The result is not told by its colour alone: its words, its amount and a shape.
  const marker = await page.locator('[data-outcome]').evaluate((o) => [o.textContent, getComputedStyle(o, '::before').content]);
  assert.deepEqual([marker[0], marker[1].split(' / ')[0]], ['Win +5', '"▲"']);

  // Mute: pressed, nothing more is heard, and it is saved.
  await mute.click();
  assert.equal(await mute.getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await prefs(page), { mute: true, fourColour: false, largeIndex: false, counting: false });
  const before = await sounds(page);
  await chip(page, 5).click();
  await act(page, 'deal');
  await eventually(async () => assert.ok((await page.locator('.hand[data-hand="0"] .card').count()) >= 2, 'the cards are dealt'));
  assert.deepEqual(await soundsSettled(page, './www/table/sound.js'), before, 'muted: no sound');

  await session.reload();
  const again = page.getByRole('button', { name: 'Mute' });
  assert.equal(await again.getAttribute('aria-pressed'), 'true', 'Mute is kept across a reload');
  await again.focus();
  await page.keyboard.press('Enter'); // from the keyboard too
  assert.equal(await again.getAttribute('aria-pressed'), 'false');
  assert.equal((await prefs(page)).mute, false);
});

gameTest(server, 'four-colour deck and large index: diamonds blue, clubs green, readable on the card face, bigger corners; kept across reloads', { timeout: 120_000 }, async (session) => {
  const { page } = session;
  const four = control(page, 'four-colour');
  const large = control(page, 'large-index');
  await expectEnabled(four); // built once the page is idle
  assert.equal(await four.isChecked(), false);
  assert.equal(await page.getByRole('checkbox', { name: 'Four-colour deck' }).count(), 1);
  assert.equal(await page.getByRole('checkbox', { name: 'Large card index' }).count(), 1);
  // Every suit on the table: 2♦ 4♥ in the box, 3♣ up at the dealer, then 5♠.
  await chip(page, 5).click();
  await stack(page, ['2D', '3C', '4H', 'KS', '5S']);
  await act(page, 'deal');
  await act(page, 'hit');
  await expectEnabled(page.locator('button[data-action="stand"]'));
  const look = () => page.evaluate(() => {
    const card = (c) => document.querySelector(`.card[data-card="${c}"]`);
    const style = (c) => getComputedStyle(card(c));
    return {
      colours: Object.fromEntries(['2D', '3C', '4H', '5S'].map((c) => [c, style(c).color])),
      // The corner's rank in card widths.
      rank: parseFloat(getComputedStyle(card('2D').querySelector('.rank')).fontSize) / card('2D').getBoundingClientRect().width,
      width: card('2D').getBoundingClientRect().width,
    };
  });
  const plain = await look();
  assert.deepEqual(plain.colours, { '2D': 'rgb(200, 16, 46)', '3C': 'rgb(27, 27, 31)', '4H': 'rgb(200, 16, 46)', '5S': 'rgb(27, 27, 31)' });

  await four.check();
  await eventually(async () => assert.deepEqual((await look()).colours, { '2D': 'rgb(29, 79, 196)', '3C': 'rgb(23, 115, 46)', '4H': 'rgb(200, 16, 46)', '5S': 'rgb(27, 27, 31)' }));
  // Each colour against the card face's darker end (#f1efe8): WCAG contrast at least 4.5.
  for (const [c, colour] of Object.entries((await look()).colours)) {
    const ratio = contrast(colour.match(/\d+/g).map(Number), [0xf1, 0xef, 0xe8]);
    assert.ok(ratio >= 4.5, `${c} in ${colour}: contrast ${ratio.toFixed(2)} on the card face`);
  }
  await screenshot(page, 'four-colour-desktop');
  await large.check();
  await eventually(async () => assert.ok((await look()).rank >= plain.rank * 1.35, 'the corner index is larger'));
  assert.equal((await look()).width, plain.width, 'the cards keep their size');
  await screenshot(page, 'large-index-desktop');
  assert.deepEqual(await prefs(page), { mute: false, fourColour: true, largeIndex: true, counting: false });
  await page.setViewportSize({ width: 360, height: 740 });
  // Laid out at the new width, and drawn once more.
  await page.waitForFunction(() => innerWidth === 360);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(width <= 360, `no horizontal scroll at 360 px (${width})`);
  await screenshot(page, 'four-colour-large-index-phone');

  // Kept: after a reload the cards are drawn in four colours, large, from the start.
  await session.reload();
  await eventually(async () => assert.equal((await look()).colours['2D'], 'rgb(29, 79, 196)'));
  assert.ok((await look()).rank >= plain.rank * 1.35, 'the corner index is larger');
  assert.equal(await control(page, 'four-colour').isChecked(), true);
  assert.equal(await control(page, 'large-index').isChecked(), true);
  await control(page, 'four-colour').uncheck();
  await eventually(async () => assert.equal((await look()).colours['2D'], 'rgb(200, 16, 46)'));
  // Their words are a catalogue of their own, following the game's language.
  await page.locator('select[data-lang]').selectOption('ru');
  await expectVisible(page.getByRole('checkbox', { name: 'Четырёхцветная колода' }));
  await expectVisible(page.getByRole('checkbox', { name: 'Крупные индексы карт' }));
});

gameTest(server, 'the card options follow a language chosen while their words were still coming', async (session) => {
  const { page } = session;
  // Hold the English words of the options until Russian has been chosen.
  let release;
  const held = new Promise((r) => { release = r; });
  let asked = false;
  await page.route('**/i18n/options-en.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await session.reload();
  await eventually(async () => assert.ok(asked, 'the options asked for their English words'));
  await page.locator('select[data-lang]').selectOption('ru');
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  release();
  await expectVisible(page.getByRole('checkbox', { name: 'Четырёхцветная колода' }));
  await expectVisible(page.getByRole('checkbox', { name: 'Крупные индексы карт' }));
  await page.unroute('**/i18n/options-en.js');
});

gameTest(server, 'with site storage blocked, Mute and the card options hold for the session', { init: countSounds, initArg: true }, async ({ page }) => {
  await page.getByRole('button', { name: 'Mute' }).click();
  await expectEnabled(control(page, 'four-colour'));
  await control(page, 'four-colour').check();
  await chip(page, 5).click();
  await stack(page, ['2D', '3C', '4H', 'KS']);
  await act(page, 'deal');
  await expectEnabled(page.locator('button[data-action="stand"]'));
  await eventually(async () => assert.equal(await page.locator('.card[data-card="2D"]').evaluate((c) => getComputedStyle(c).color), 'rgb(29, 79, 196)'));
  assert.deepEqual(await soundsSettled(page, './www/table/sound.js'), [], 'muted in memory: no sound');
  assert.equal(await page.getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed'), 'true');
});

/** WCAG 2 contrast ratio of two sRGB colours ([r, g, b], 0–255). */
function contrast(a, b) {
  const lum = (rgb) => {
    const [r, g, bl] = rgb.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
