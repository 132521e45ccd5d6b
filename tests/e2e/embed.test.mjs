// <blackjack-table> as a site owner uses it: dist/ served under a sub-path
// (/games/blackjack/) with the strict Content-Security-Policy as an HTTP
// header on every response; the example page (dist/embed.html) holds two
// elements and a host stylesheet that tries to break them. Every test fails
// on any policy violation, console error or failed request (harness.mjs).

import { test } from 'node:test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  assert,
  ROOT,
  CSP,
  useServer,
  gameTest,
  action,
  expectText,
  expectVisible,
  eventually,
  playRound,
  screenshot,
  waitReady,
  amountOf,
} from './harness.mjs';
import { countSounds, sounds, soundsSettled } from './sounds.mjs';

const server = useServer({ dist: true, csp: true });

/** Waits until every <blackjack-table> of the page is playable. */
const allReady = (page) =>
  page.waitForFunction(() => {
    const games = [...document.querySelectorAll('blackjack-table')];
    return games.length > 0 && games.every((e) => e.dataset.ready === 'true');
  });
const embed = { path: 'embed.html', speed: null, ready: allReady };
const saved = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);

gameTest(server, 'embed: two elements under a sub-path and the strict policy, each with its attributes and its own bankroll', embed, async (session) => {
  const { page } = session;
  assert.equal(new URL(page.url()).pathname, '/games/blackjack/embed.html');
  const response = await page.request.get(page.url());
  assert.equal(response.headers()['content-security-policy'], CSP, 'the page is served with the policy');
  const first = page.locator('#first');
  const second = page.locator('#second');

  // table="european" bankroll="500" lang="ru"
  await expectText(action(first, 'deal'), 'Раздать');
  await expectText(first.locator('[data-bankroll]'), '500');
  assert.equal(await first.locator('select[data-table-select]').inputValue(), 'european');
  await expectText(first.locator('[data-rules]'), /Удвоение только на 9, 10 или 11/);
  assert.equal(await first.getAttribute('lang'), 'ru');
  const engines = server.server.log.filter((e) => e.path.endsWith('/blackjack_bg.wasm'));
  assert.equal(engines.length, 1, 'the engine is fetched once for both elements');
  // table="land-casino" lang="ro" (and the default bankroll)
  await expectText(action(second, 'deal'), 'Împarte cărțile');
  await expectText(second.locator('[data-bankroll]'), '1000');
  assert.equal(await second.locator('select[data-table-select]').inputValue(), 'land-casino');
  assert.equal(await second.locator('button[data-pair]').count(), 3);
  await screenshot(page, 'embed-two-elements');

  // A round in the first changes only the first's bankroll, saved under its own key.
  await playRound(first, 25);
  const afterText = await first.locator('[data-bankroll]').textContent();
  const after = await amountOf(first.locator('[data-bankroll]'));
  assert.ok([475, 500, 525, 537.5].includes(after), `a round of 25 at 500 ends at ${after}`);
  await expectText(second.locator('[data-bankroll]'), '1000');
  assert.equal((await saved(page, 'example-european')).bankroll, after);
  assert.equal((await saved(page, 'example-land')).bankroll, 1000);
  assert.equal(await saved(page, 'blackjack'), null, "the full page's game is untouched");
  assert.equal(await saved(page, 'blackjack-embed'), null);

  // A saved game wins over the bankroll attribute; the language stays.
  await session.reload();
  await expectText(first.locator('[data-bankroll]'), afterText);
  await expectText(second.locator('[data-bankroll]'), '1000');
  await expectText(action(first, 'deal'), 'Раздать');
});

gameTest(server, "embed: the host page's styles do not break the element", embed, async ({ page }) => {
  // The host stylesheet is there and does its worst on the host page itself.
  const host = await page.evaluate(() => {
    const p = getComputedStyle(document.querySelector('main p'));
    const b = document.createElement('button');
    document.body.append(b);
    const shown = getComputedStyle(b).display;
    b.remove();
    return { border: p.borderTopStyle, button: shown };
  });
  assert.deepEqual(host, { border: 'dotted', button: 'none' }, 'embed-host.css applies to the host page');

  for (const id of ['#first', '#second']) {
    const game = page.locator(id);
    const style = await game.evaluate((el) => {
      const inner = el.shadowRoot.querySelector('.game');
      const deal = el.shadowRoot.querySelector('[data-action="deal"]');
      const s = getComputedStyle(inner);
      return {
        host: getComputedStyle(el).display,
        visibility: getComputedStyle(el).visibility,
        fontSize: s.fontSize,
        color: s.color,
        letterSpacing: s.letterSpacing,
        transform: s.textTransform,
        deal: getComputedStyle(deal).display,
        gold: s.getPropertyValue('--gold').trim(),
        cardWidth: s.getPropertyValue('--cw').trim(),
        width: el.getBoundingClientRect().width,
      };
    });
    assert.equal(style.host, 'block', `${id} is a block`);
    assert.equal(style.visibility, 'visible');
    assert.equal(style.fontSize, '16px', `${id} keeps its own font size`);
    assert.equal(style.color, 'rgb(238, 243, 239)', `${id} keeps its own colour`);
    assert.equal(style.letterSpacing, 'normal');
    assert.equal(style.transform, 'none');
    assert.notEqual(style.deal, 'none', "the host's button rule does not reach in");
    // The host's --gold does not reach in; its --bj-gold (the example's theme, on #first) does.
    assert.equal(style.gold, id === '#first' ? '#ffd98a' : '#f0c75e', "only the documented custom properties reach in");
    assert.ok(style.width > 600, `${id} takes the page's width (${style.width})`);
    for (const selector of ['button[data-action="deal"]', 'button[data-chip="5"]', 'select[data-lang]', 'select[data-table-select]', '[data-bankroll]']) {
      await expectVisible(game.locator(selector).first());
    }
  }
  // And it plays, clicked like a person: the host page's pointer-events: none does not stop it.
  await playRound(page.locator('#second'), 5);
});

gameTest(
  server,
  'embed: an element without storage-key keeps its own game, apart from the full page; lang and table apply when changed',
  async (session) => {
    const { page } = session;
    // The full page of the copy, under the policy too: its game is saved under "blackjack".
    await playRound(page, 5);
    const full = (await saved(page, 'blackjack')).bankroll;
    await page.goto(new URL('embed.html', page.url()).href);
    await allReady(page);
    await page.evaluate(() => {
      const game = document.createElement('blackjack-table');
      game.id = 'third';
      game.setAttribute('bankroll', '250');
      game.setAttribute('lang', 'en');
      document.querySelector('main').append(game);
    });
    await allReady(page);
    const third = page.locator('#third');
    await expectText(third.locator('[data-bankroll]'), '250');
    await expectText(action(third, 'deal'), 'Deal');
    assert.equal((await saved(page, 'blackjack-embed')).bankroll, 250);
    assert.equal((await saved(page, 'blackjack')).bankroll, full, "the full page's bankroll is its own");

    // The site owner changes the attributes: the element follows.
    await page.locator('#first').evaluate((el) => el.setAttribute('lang', 'en'));
    await expectText(action(page.locator('#first'), 'deal'), 'Deal');
    await page.locator('#second').evaluate((el) => el.setAttribute('table', 'european'));
    await eventually(async () => assert.equal(await page.locator('#second select[data-table-select]').inputValue(), 'european'));
    await expectText(page.locator('#second [data-rules]'), /Dublare doar la 9, 10 sau 11/);

    // Back on the full page: its own game, in its own language.
    await page.goto(new URL('./', page.url()).href);
    await waitReady(page);
    // The bankroll reads as money ("1007.50" after a blackjack): compare it as a number.
    await eventually(async () => assert.equal(Number(await page.locator('[data-bankroll]').textContent()), full));
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  },
);

gameTest(server, 'embed: the example page at 360 px wide', { ...embed, viewport: { width: 360, height: 740 } }, async ({ page }) => {
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(width <= 360, `scrollWidth ${width} > 360`);
  const second = page.locator('#second');
  for (const name of ['deal', 'cancel', 'rebet', 'hit', 'stand', 'double', 'split', 'surrender']) {
    const box = await action(second, name).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360.5, `${name} lies within the width (${JSON.stringify(box)})`);
  }
  await screenshot(page, 'embed-phone');
});

/** Records every round-settled and bankroll-change event the document hears. */
const listen = (page) => page.evaluate(() => {
  window.__events = [];
  for (const type of ['round-settled', 'bankroll-change']) {
    document.addEventListener(type, (e) => window.__events.push({ type, detail: e.detail, bubbles: e.bubbles, composed: e.composed, from: e.target.id }));
  }
});

gameTest(server, "embed: round-settled and bankroll-change bring the engine's figures to the host, under the strict policy", embed, async ({ page }) => {
  await listen(page);
  const first = page.locator('#first');
  const result = await playRound(first, 25);
  const bankroll = await amountOf(first.locator('[data-bankroll]'));
  const events = await eventually(async () => {
    const seen = await page.evaluate(() => window.__events);
    assert.ok(seen.some((e) => e.type === 'round-settled'), 'the round was settled');
    return seen;
  });
  const chip = { type: 'bankroll-change', detail: { bankroll: 475, previous: 500 }, bubbles: true, composed: true, from: 'first' };
  assert.deepEqual(events[0], chip, 'the chip took 25 from 500');
  const settled = events.filter((e) => e.type === 'round-settled');
  assert.equal(settled.length, 1, 'one round, one event');
  const { detail } = settled[0];
  assert.equal(settled[0].from, 'first');
  assert.ok(settled[0].bubbles && settled[0].composed);
  assert.equal(detail.table, 'european');
  assert.equal(detail.round, 1);
  assert.deepEqual(detail.bets, [{ box: 1, main: 25, pair: 0 }]);
  assert.equal(detail.hands[0].box, 1);
  assert.equal(detail.hands[0].outcome, result, 'the outcome on the table');
  assert.equal(detail.hands[0].outcome, await first.locator('.hand[data-hand="0"] [data-outcome]').getAttribute('data-outcome'));
  assert.equal(detail.bankroll, bankroll, 'the bankroll on the table');
  assert.equal(detail.net, bankroll - 500, 'what the round won or lost');
  const sides = [...detail.insurance, ...detail.pair].filter(Boolean).reduce((n, x) => n + x.net, 0);
  assert.equal(detail.hands.reduce((n, hd) => n + hd.net, 0) + sides, detail.net, "the hands' and side bets' nets add up to the round's");
  const after = events.slice(events.indexOf(settled[0]) + 1);
  assert.deepEqual(after, bankroll === 475 ? [] : [{ ...chip, detail: { bankroll, previous: 475 } }], 'then the bankroll moved, if it did');
  // The example page's own script heard it too, and shows the last event.
  const last = events.at(-1);
  await expectText(page.locator('#last-event'), `${last.type}: ${JSON.stringify(last.detail)}`);
  assert.equal(await page.evaluate(() => window.__events.filter((e) => e.from === 'second').length), 0, 'the other game said nothing');
});

gameTest(server, "embed: the host's theme restyles the first game through ::part() and --bj-* custom properties, and only it", embed, async ({ page }) => {
  const look = (id) => page.locator(id).evaluate((el) => {
    const style = (q) => getComputedStyle(el.shadowRoot.querySelector(q));
    return {
      felt: style('.felt').borderTopLeftRadius,
      feltColour: style('.felt').backgroundImage.includes('rgb(29, 66, 116)'),
      rail: style('.felt').borderTopColor,
      button: style('[data-action="deal"]').borderTopLeftRadius,
      chip: style('[data-chip="5"]').borderTopStyle,
      font: style('.game').fontFamily.split(',')[0],
    };
  });
  assert.deepEqual(await look('#first'), { felt: '24px', feltColour: true, rail: 'rgb(43, 43, 51)', button: '8px', chip: 'solid', font: 'Georgia' });
  assert.deepEqual(await look('#second'), { felt: '30px', feltColour: false, rail: 'rgb(77, 43, 20)', button: '999px', chip: 'dashed', font: 'system-ui' });
  await page.locator('#first').locator('[data-chip="5"]').click();
  await screenshot(page, 'embed-themed');
});

gameTest(server, 'embed: silent unless its host sets sound, and then with its own Mute', { ...embed, init: countSounds }, async ({ page }) => {
  const mute = (id) => page.locator(`${id} [data-control="mute"]`);
  assert.equal(await mute('#second').isVisible(), false, 'no Mute where nothing is heard');
  await playRound(page.locator('#second'), 5);
  assert.deepEqual(await soundsSettled(page), [], 'without the sound attribute, a round makes no sound');
  // #first has sound: its Mute shows, and a chip is heard.
  await expectVisible(mute('#first'));
  await page.locator('#first [data-chip="5"]').click();
  await eventually(async () => assert.deepEqual(await sounds(page), ['osc', 'osc']));
  // The host takes the attribute away: silent again, and no Mute.
  await page.locator('#first').evaluate((el) => el.removeAttribute('sound'));
  assert.equal(await mute('#first').isVisible(), false);
  await page.locator('#first [data-chip="5"]').click();
  await expectText(page.locator('#first [data-bankroll]'), '490');
  assert.deepEqual(await soundsSettled(page), ['osc', 'osc']);
});

test('the sources hold no inline script or style, no eval and no HTML written from strings', () => {
  const pages = ['index.html', 'www/embed.html'];
  for (const file of pages) {
    const html = readFileSync(path.join(ROOT, file), 'utf8');
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/i, `${file}: an inline script`);
    assert.doesNotMatch(html, /<style\b|\sstyle=/i, `${file}: an inline style`);
    assert.doesNotMatch(html, /\son[a-z]+=/i, `${file}: an inline event handler`);
  }
  const scripts = readdirSync(path.join(ROOT, 'www'), { recursive: true }).filter((f) => f.endsWith('.js') && !f.startsWith('pkg')).map((f) => `www/${f}`);
  for (const file of scripts) {
    const js = readFileSync(path.join(ROOT, file), 'utf8').replace(/^\s*\/\/.*$/gm, '');
    for (const [what, re] of [
      ['innerHTML', /\.(inner|outer)HTML\b|insertAdjacentHTML|document\.write/],
      ['eval', /\beval\(|new Function\b|setTimeout\(\s*['"`]/],
      ['an inline style', /\.style\b|setAttribute\(\s*['"]style|cssText/],
    ]) {
      assert.doesNotMatch(js, re, `${file}: ${what}`);
    }
  }
});

/** An owner's page at `/owner/`, served with the strict policy: the shipped element under `/games/blackjack/`, with `tag`. */
async function ownerPage(page, tag) {
  const url = new URL('/owner/', page.url()).href;
  await page.route(url, route => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    headers: { 'Content-Security-Policy': CSP },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An article</title>
<script type="module" src="/games/blackjack/www/blackjack-table.js"></script></head>
<body>${tag}</body></html>`,
  }));
  await page.goto(url);
  await allReady(page);
}

gameTest(server, 'embed: <blackjack-table compact> on an owner\'s page fits 400 × 800 with only what a round needs, plays a round, and grows back without the attribute', { ...embed, viewport: { width: 400, height: 800 } }, async ({ page }) => {
  await ownerPage(page, '<blackjack-table compact table="single-deck"></blackjack-table>');
  const table = page.locator('blackjack-table');
  // The element's height (the owner's page adds its own margins).
  const size = () => table.evaluate(el => Math.round(el.getBoundingClientRect().height));
  const height = await size();
  assert.ok(height <= 800, `the element is ${height} px tall, within 800`);
  // What a round needs is there; the table picker, the panels, the rules and the footer are not.
  for (const sel of ['[data-bankroll]', '[data-dealer]', 'button[data-chip="5"]', 'button[data-action="deal"]', 'button[data-action="hit"]', '[data-status]']) {
    await expectVisible(table.locator(sel).first());
  }
  for (const sel of ['select[data-table-select]', 'select[data-lang]', '[data-rules]', 'button[data-control="strategy"]', '[data-commitment]', '.fair', '[data-printed]', 'button[data-control="hint"]']) {
    assert.equal(await table.locator(sel).first().isVisible(), false, `${sel} is put away`);
  }
  await screenshot(page, 'embed-compact');
  const before = await amountOf(table.locator('[data-bankroll]'));
  const outcome = await playRound(table);
  assert.ok(outcome, 'a round settled');
  await eventually(async () => assert.notEqual(await table.locator('[data-outcome]').count(), 0));
  assert.ok(Number.isFinite(before));
  const settled = await size();
  assert.ok(settled <= 800, `settled, the element is ${settled} px tall, within 800`);
  console.log(`compact element: ${height} px tall before the round, ${settled} px settled (400 × 800)`);
  await screenshot(page, 'embed-compact-settled');
  // Without the attribute, the full element.
  await table.evaluate(el => el.removeAttribute('compact'));
  await expectVisible(table.locator('select[data-table-select]'));
  const full = await size();
  assert.ok(full > settled, 'the full element is taller');
  console.log(`the full element at 400 px wide, settled: ${full} px tall`);
});

// What the docs' custom properties name (docs/embedding.md, "Theming"), and
// the words that keep their own colour or font, and why.
const OWN_COLOUR = [
  ['.btn:not(:disabled), .btn:not(:disabled) *', "a button's words, on the button's own colour"],
  ['.chip, .spot.has-bet', "a chip's figure, on the chip"],
  ['.card *, .mini', "a card's face"],
  ['.outcome, .total.bj, .hand.active .total, .code', 'a result pill or a strategy code, on its own colour'],
  ['.status.error, .fair-ok, .fair-bad, .review-error, [class*="grade-"]', 'a colour that says something (an error, a verdict, a grade)'],
];
const ACCENT = '.title, .panel-title, .printed, .printed *, .chart-table caption, .sim-subtitle, .keys dt, .fair-about summary';
const OWN_FONT = [['.card, .card *, .mini', "a card's face, in its serif"], ['code, .sim-field-seed input', 'a seed or fingerprint, in monospace']];
gameTest(server, 'embed: every --bj-* custom property the docs list restyles what it names, in every part and panel (the text, the font, the accent, the felt, the rail, the background)', { ...embed, timeout: 120_000 }, async ({ page }) => {
  const game = page.locator('#second');
  // A round played, then what a player opens: the Session, Strategy, Simulate and count panels (the rules list is in the side panel).
  assert.ok(await playRound(game));
  for (const panel of ['session', 'strategy', 'simulate', 'count']) await game.locator(`button[data-control="${panel}"]`).click();
  await game.locator('[data-strategy] [data-cell="hard-16-T"]').waitFor({ timeout: 60_000 });
  await game.locator('svg[data-graph] [data-graph-round="1"]').waitFor({ timeout: 60_000 });
  await expectVisible(game.locator('[data-rules] li').first());
  await game.locator('[data-sim]').first().waitFor();
  // …and History, the dialog of the rounds played.
  await game.locator('button[data-control="history"]').click();
  await game.locator('dialog[data-history] .round-title').first().waitFor();
  // Every visible word of the element, styled with the property at one value and then another.
  const words = (name, values, own, accent) => game.evaluate((el, [name, values, own, accent]) => {
    const texts = [...el.shadowRoot.querySelectorAll('*')].filter((e) =>
      ([...e.childNodes].some((n) => n.nodeType === 3 && n.data.trim()) || e.matches('select, input[type=number], input[type=text]'))
      && e.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !e.closest('.visually-hidden')
      && e.getBoundingClientRect().width > 0);
    const styles = values.map((v) => {
      el.style.setProperty(name, v);
      return texts.map((e) => ({ color: getComputedStyle(e).color, fontFamily: getComputedStyle(e).fontFamily }));
    });
    el.style.removeProperty(name);
    const say = (e) => `${e.localName}${e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\s+/).join('.') : ''} "${(e.textContent || e.value || '').trim().slice(0, 30)}"`;
    return texts.map((e, i) => ({
      say: say(e),
      own: own.find(([sel]) => e.matches(sel))?.[1] ?? null,
      accent: e.matches(accent),
      styles: styles.map((s) => s[i]),
    }));
  }, [name, values, own, accent]);

  // --bj-text: every word but the listed ones, in a colour that follows it.
  const text = await words('--bj-text', ['rgb(255, 0, 255)', 'rgb(0, 255, 255)'], OWN_COLOUR, ACCENT);
  const follows = text.filter((w) => w.styles[0].color !== w.styles[1].color);
  assert.ok(follows.length >= 60, `${follows.length} words follow --bj-text`);
  const stuck = text.filter((w) => !w.own && !w.accent && w.styles[0].color === w.styles[1].color);
  assert.deepEqual(stuck.map((w) => `${w.say}: ${w.styles[0].color}`), [], 'every word follows --bj-text');
  // Most in it exactly; the rest (muted words, figures in the accent's light) mixed from it.
  const exact = follows.filter((w) => w.styles[0].color === 'rgb(255, 0, 255)' && w.styles[1].color === 'rgb(0, 255, 255)');
  assert.ok(exact.length >= follows.length / 2, `${exact.length} of ${follows.length} words in the text colour itself`);
  console.log(`--bj-text: ${follows.length} of ${text.length} visible words follow it (${exact.length} exactly); ${text.filter((w) => w.accent).length} in the accent; their own colour: ${OWN_COLOUR.map(([, why]) => `${text.filter((w) => w.own === why).length} ${why}`).join('; ')}`);

  // --bj-font: every word but the cards' faces and the seeds in it.
  const font = await words('--bj-font', ['"Trebuchet MS", serif', 'Courier, monospace'], OWN_FONT, ':not(*)');
  const unfonted = font.filter((w) => !w.own && !(w.styles[0].fontFamily.startsWith('"Trebuchet MS"') && w.styles[1].fontFamily.startsWith('Courier')));
  assert.deepEqual(unfonted.map((w) => `${w.say}: ${w.styles[0].fontFamily}`), [], 'every word in --bj-font');

  // --bj-gold: the accent's words in it (the titles exactly), and the chosen box and the focus ring.
  const gold = await words('--bj-gold', ['rgb(0, 128, 255)', 'rgb(255, 64, 0)'], [], ACCENT);
  const accented = gold.filter((w) => w.accent);
  assert.ok(accented.length >= 5, `${accented.length} words in the accent`);
  const titles = accented.filter((w) => /^\S*\.(panel-)?title[ .]/.test(w.say));
  assert.ok(titles.length >= 5, `${titles.length} titles among them`);
  for (const w of accented) assert.notEqual(w.styles[0].color, w.styles[1].color, `${w.say} follows --bj-gold`);
  for (const w of titles) assert.equal(w.styles[0].color, 'rgb(0, 128, 255)', `${w.say} in --bj-gold`);
  await game.evaluate((el) => el.style.setProperty('--bj-gold', 'rgb(0, 128, 255)'));
  const spotLook = await game.locator('.spot[aria-pressed="true"]').first().evaluate((e) => getComputedStyle(e).borderTopColor);
  assert.equal(spotLook, 'rgb(0, 128, 255)', 'the chosen box in --bj-gold');
  await game.locator('dialog[data-history] [data-control="close-history"]').click();
  await game.locator('button[data-chip="5"]').focus();
  await page.keyboard.press('Tab');
  const ring = await game.evaluate((el) => {
    const e = el.shadowRoot.activeElement;
    return e && e.matches(':focus-visible') && getComputedStyle(e).outlineColor;
  });
  assert.equal(ring, 'rgb(0, 128, 255)', 'the focus ring in --bj-gold');

  // --bj-felt, --bj-rail, --bj-bg: the felt, its rail, the element's background.
  const table = await game.evaluate((el) => {
    for (const [k, v] of [['--bj-felt', 'rgb(1, 2, 3)'], ['--bj-rail', 'rgb(4, 5, 6)'], ['--bj-bg', 'rgb(7, 8, 9)']]) el.style.setProperty(k, v);
    const felt = getComputedStyle(el.shadowRoot.querySelector('.felt'));
    const look = { felt: felt.backgroundColor, rail: felt.borderTopColor, bg: getComputedStyle(el.shadowRoot.querySelector('.game')).backgroundColor };
    el.style.setProperty('--bj-felt', 'linear-gradient(rgb(10, 20, 30), rgb(40, 50, 60))');
    look.gradient = getComputedStyle(el.shadowRoot.querySelector('.felt')).backgroundImage.includes('linear-gradient(rgb(10, 20, 30), rgb(40, 50, 60))');
    return look;
  });
  assert.deepEqual(table, { felt: 'rgb(1, 2, 3)', rail: 'rgb(4, 5, 6)', bg: 'rgb(7, 8, 9)', gradient: true });
  await screenshot(page, 'embed-theme-every-word');
});
