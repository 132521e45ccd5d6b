// The three languages: every catalogue has exactly the keys of English, and
// every key the engine can produce (rules lines, refusal codes, actions,
// phases, outcomes, tables); then, in Chromium, each language shows its own
// words (buttons, rules, totals, results, refusals, card names) and the
// announcer speaks it; the browser's language picks it, the switch saves it.

import { test } from 'node:test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assert,
  ROOT,
  useServer,
  gameTest,
  act,
  action,
  chips,
  stack,
  handTotal,
  handCards,
  expectBankroll,
  expectText,
  expectEnabled,
  expectOutcome,
  eventually,
  norm,
  spot,
  pairSpot,
  screenshot,
  chooseTable,
} from './harness.mjs';

const LANGS = ['en', 'ru', 'ro'];
const load = async (lang) => (await import(pathToFileURL(path.join(ROOT, 'www', 'i18n', `${lang}.js`)).href)).default;
const catalogues = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, await load(l)])));
const en = catalogues.en;
/** A source file of the engine (under crate/engine/src/, or `root`), or every file of a folder (crate/wasm-game/src/). */
const source = (file, root = 'crate/engine/src') => {
  const where = path.join(ROOT, root, file);
  if (where.endsWith('.rs') && existsSync(where)) return readFileSync(where, 'utf8');
  const dir = where.replace(/\.rs$/, '');
  return readdirSync(dir).filter((f) => f.endsWith('.rs')).map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
};
const matches = (text, re) => [...text.matchAll(re)].map((m) => m[1]);
const placeholders = (text) => new Set(matches(text, /\{(\w+)(?:\|[^}]*)?\}/g));

test('every catalogue has exactly the keys of the English one, each a non-empty string', () => {
  for (const lang of LANGS) {
    const cat = catalogues[lang];
    const missing = Object.keys(en).filter((k) => !(k in cat));
    const extra = Object.keys(cat).filter((k) => !(k in en));
    assert.deepEqual(missing, [], `${lang} lacks keys`);
    assert.deepEqual(extra, [], `${lang} has keys English lacks`);
    for (const [key, value] of Object.entries(cat)) {
      assert.equal(typeof value, 'string', `${lang} ${key}`);
      assert.ok(value.trim().length > 0, `${lang} ${key} is empty`);
    }
  }
});

test('translations name only values English names, and every plural has its "other" form', () => {
  for (const lang of LANGS) {
    for (const [key, value] of Object.entries(catalogues[lang])) {
      const known = placeholders(en[key]);
      for (const name of placeholders(value)) assert.ok(known.has(name), `${lang} ${key} names {${name}}, unknown to English`);
      for (const forms of matches(value, /\{\w+\|([^}]*)\}/g)) {
        assert.match(forms, /(^|\|)other:/, `${lang} ${key}: a plural without "other"`);
      }
      assert.doesNotMatch(value, /[<>]/, `${lang} ${key}: no markup in a catalogue`);
    }
  }
});

test('every key the engine can produce is in every catalogue', async () => {
  const engine = await import(pathToFileURL(path.join(ROOT, 'www', 'pkg', 'blackjack.js')).href);
  engine.initSync({ module: readFileSync(path.join(ROOT, 'www', 'pkg', 'blackjack_bg.wasm')) });
  const presets = engine.presets();
  const wanted = {
    'rules lines of the presets': presets.flatMap((p) => p.description.map((l) => l.key)),
    // (Not the Cargo feature `rule-words`, which view.rs names too.)
    'rules lines the engine can write': matches(source('view.rs'), /(?<!feature = )"(rule-[a-z0-9-]+)"/g),
    'refusal codes': [
      ...matches(source('error.rs'), /ActionError::\w+(?: \{ \.\. \}|\(_\))? => "([a-z-]+)"/g),
      ...matches(source('refusal.rs'), /Refusal::\w+ => "([a-z0-9-]+)"/g),
      ...matches(source('wasm-game/src', 'crate') + source('js/src', 'crate'), /js_error\(\s*"([a-z-]+)"/g),
    ].map((c) => `err-${c}`),
    actions: matches(source('action.rs'), /ActionKind::\w+ => "([a-z-]+)"/g).map((a) => `action-${a}`),
    phases: matches(source('phase.rs'), /Phase::\w+ => "([a-z-]+)"/g).map((p) => `phase-${p}`),
    outcomes: matches(source('hand.rs'), /Outcome::\w+ => "([a-z-]+)"/g).map((o) => `outcome-${o}`),
    tables: presets.map((p) => `table-${p.name}`),
    cards: [...'A23456789TJQK'].map((r) => `rank-${r}`).concat([...'SHDC'].map((s) => `suit-${s}`)),
  };
  for (const [what, keys] of Object.entries(wanted)) {
    assert.ok(keys.length >= 3, `found the ${what} (${keys.length})`);
    for (const lang of LANGS) {
      const missing = [...new Set(keys)].filter((k) => !(k in catalogues[lang]));
      assert.deepEqual(missing, [], `${lang} lacks ${what}`);
    }
  }
});

test('the language comes from the browser: ru*, ro* and mo*, else English', async () => {
  const { browserLang, langOf } = await import(pathToFileURL(path.join(ROOT, 'www', 'game', 'game.js')).href);
  assert.equal(browserLang(['ru-RU', 'en']), 'ru');
  assert.equal(browserLang(['ro']), 'ro');
  assert.equal(browserLang(['mo-MD']), 'ro');
  assert.equal(browserLang(['de-DE', 'ru']), 'ru');
  assert.equal(browserLang(['fr', 'de']), 'en');
  assert.equal(browserLang([]), 'en');
  assert.equal(langOf('RO_ro'), 'ro');
  assert.equal(langOf('uk'), null);
});

// ---- in the browser ---------------------------------------------------------

const server = useServer({ test: true });

/** Words of `lang` the page shows for a stacked round: [deal, chip spoken, win, bankroll spoken, ten of spades]. */
const WORDS = {
  en: { deal: 'Deal', bet: 'Box 1: bet 5. Bankroll 995.', win: 'Win +10', bank: 'Bankroll 1010', ten: '10 of spades', rule: /reshuffled before every round/, soft: 'soft 17' },
  ru: { deal: 'Раздать', bet: 'Бокс 1: ставка 5. Баланс 995.', win: 'Выигрыш +10', bank: 'Баланс 1010', ten: 'десятка пик', rule: /1 колода, перетасовка перед каждым раундом/, soft: 'мягкие 17' },
  ro: { deal: 'Împarte cărțile', bet: 'Box 1: miză 5. Sold 995.', win: 'Câștig +10', bank: 'Sold 1010', ten: '10 de pică', rule: /1 pachet, amestecare înainte de fiecare rundă/, soft: '17 moale' },
};

/** English words that must not be left on a page in `lang` (those that differ and are not its own words too). */
function englishLeft(text, lang) {
  const own = Object.values(catalogues[lang]).join('\n');
  return Object.entries(en)
    .filter(([key, value]) => value !== catalogues[lang][key] && !/[{]/.test(value) && value.length >= 4 && !own.includes(value))
    .map(([, value]) => value)
    .filter((value) => new RegExp(`(^|[^\\p{L}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));
}

for (const lang of ['ru', 'ro', 'en']) {
  gameTest(server, `i18n: the ${lang} switch shows ${lang} words everywhere, speaks ${lang}, and is saved`, async (session) => {
    const { page } = session;
    const w = WORDS[lang];
    const select = page.locator('select[data-lang]');
    if (lang === 'en') {
      await select.selectOption('ru');
      await expectText(action(page, 'deal'), WORDS.ru.deal);
    }
    await select.selectOption(lang);
    await expectText(action(page, 'deal'), w.deal);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(await page.title(), catalogues[lang].title);
    await expectText(page.locator('[data-rules] li').first(), w.rule);
    await expectText(action(page, 'hit'), catalogues[lang]['action-hit']);
    await expectText(page.locator('[data-status]'), catalogues[lang]['hint-bet']);
    const body = await page.locator('body').innerText();
    assert.doesNotMatch(body, /\b(action|hint|say|err|rule|table|outcome|total|speed|rank|suit)-[a-z0-9]/, 'no catalogue key on the page');
    if (lang !== 'en') assert.deepEqual(englishLeft(body, lang), [], 'no English left on the page');

    // A round, spoken in the language: chips, cards, totals, the result.
    await chips(page, 5);
    await expectText(page.locator('#announcer'), w.bet);
    await chips(page, 5);
    await stack(page, ['TS', '6D', '7H', 'TC', '9C']);
    await act(page, 'deal');
    await expectText(handTotal(page, 0), '17');
    assert.equal(await handCards(page, 0).first().getAttribute('aria-label'), w.ten);
    await expectText(page.locator('#announcer'), new RegExp(w.ten));
    await act(page, 'stand');
    await expectOutcome(page, 0, 'win', w.win);
    await expectBankroll(page, 1010);
    await expectText(page.locator('#announcer'), new RegExp(`${w.win.replace('+', '\\+')}.*${w.bank}`));
    await screenshot(page, `i18n-${lang}-settled`);

    // A refusal, by its code: 100, then 500 would pass the table maximum.
    await chips(page, 100, 500);
    const refusal = catalogues[lang]['err-over-maximum'].replace('{total}', '600').replace('{max}', '500');
    await expectText(page.locator('[data-status]'), refusal);
    await expectText(page.locator('#announcer'), refusal);

    // The choice is saved with the game.
    await session.reload();
    await expectText(action(page, 'deal'), w.deal);
    assert.equal(await select.inputValue(), lang);
  });
}

gameTest(
  server,
  'i18n: a Russian browser gets Russian at once, with plurals and a decimal comma; a saved choice wins',
  { locale: 'ru-RU' },
  async (session) => {
    const { page } = session;
    await expectText(action(page, 'deal'), 'Раздать');
    assert.equal(await page.locator('select[data-lang]').inputValue(), 'ru');
    await chooseTable(page, 'land-casino');
    await expectText(page.locator('[data-rules]'), /6 колод, перетасовка после того, как сдано 75 %/);
    await expectText(page.locator('[data-rules]'), /Ставки от 5 до 500, 3 бокса/);
    await chooseTable(page, 'european');
    await expectText(page.locator('[data-rules]'), /Страховка от 0,01 до половины ставки/);
    // A soft total in Russian.
    await chips(page, 5);
    await stack(page, ['AS', '6D', '6H', 'TC', '5C']);
    await act(page, 'deal');
    await expectText(handTotal(page, 0), 'мягкие 17');
    await act(page, 'stand');
    await expectOutcome(page, 0, 'lose', 'Проигрыш -5');
    await page.locator('select[data-lang]').selectOption('en');
    await expectOutcome(page, 0, 'lose', 'Lose -5');
    await session.reload();
    await expectText(action(page, 'deal'), 'Deal');
  },
);

gameTest(server, 'i18n: a Romanian browser (ro-MD) gets Romanian, with the Latin keys on a Cyrillic layout too', { locale: 'ro-MD' }, async ({ page }) => {
  await expectText(action(page, 'deal'), 'Împarte cărțile');
  await expectText(page.locator('.topbar .bank-label'), 'Sold');
  await chips(page, 5);
  await stack(page, ['TS', '7D', '6H', 'TC', '9C']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '16');
  // H on a Russian layout types "р": the key at H's place still hits.
  await page.evaluate(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'р', code: 'KeyH', bubbles: true })));
  await eventually(async () => assert.equal(await handCards(page, 0).count(), 3));
  await expectOutcome(page, 0, 'bust', 'Depășire -5');
  await expectText(handTotal(page, 0), 'Depășire (25)');
});

// ---- the casino words that must never be confused again (issue 14) --------

/** The words of `lang` read off the page: a button's text, the rules panel. */
const shown = async (locator) => norm(await locator.innerText());

/** Fails when a button's text is cut or wider than the button (a long word at 360 px). */
async function fitsButtons(page, names, label) {
  for (const name of names) {
    const b = action(page, name);
    const [scroll, client, right] = await b.evaluate((el) => [el.scrollWidth, el.clientWidth, el.getBoundingClientRect().right]);
    assert.ok(scroll <= client + 1, `${label}: ${name}'s text is wider than the button (${scroll} > ${client})`);
    assert.ok(right <= 360.5, `${label}: ${name} ends at ${right}, outside 360 px`);
  }
}

const PLAY = ['hit', 'stand', 'double', 'split', 'surrender'];
/** What each language's Hint and Trainer lines begin with, around the quoted move. */
const MOVE = {
  ru: { hint: /^Лучший ход: «([^»]+)»\. /, quote: (w) => `«${w}»` },
  ro: { hint: /^Cea mai bună decizie: „([^”]+)”\. /, quote: (w) => `„${w}”` },
};

for (const lang of ['ru', 'ro']) {
  gameTest(
    server,
    `i18n: ${lang} at 360 px, a surrender and a split: ${lang === 'ro' ? 'Split is not Deal' : 'Surrender is «Сюрренд», not «Сдача»'}, on the buttons, the outcome and the rules`,
    { viewport: { width: 360, height: 740 }, timeout: 120_000 },
    async ({ page }) => {
      const cat = catalogues[lang];
      await page.locator('select[data-lang]').selectOption(lang);
      await expectText(action(page, 'deal'), cat['action-deal']);
      await chooseTable(page, 'shuffle-machine');
      const rules = page.locator('[data-rules]');
      await expectText(rules.locator('li').first(), /6/);
      const deal = await shown(action(page, 'deal'));
      const split = await shown(action(page, 'split'));
      const surrender = await shown(action(page, 'surrender'));
      const rulesText = await shown(rules);
      if (lang === 'ro') {
        assert.equal(split, 'Split');
        assert.ok(!split.toLowerCase().includes(deal.toLowerCase()), `Split "${split}" holds Deal "${deal}"`);
        for (const word of deal.toLowerCase().split(' ')) assert.ok(!split.toLowerCase().includes(word), `Split holds "${word}"`);
        assert.doesNotMatch(split, /împ/i);
        assert.match(rulesText, /Split doar pe două cărți de același rang \(K\+K, nu K\+Q\)/);
        assert.match(rulesText, /pierzi jumătate din miză/);
        assert.doesNotMatch(rulesText, /despărț|împarte/i);
      } else {
        assert.equal(surrender, 'Сюрренд');
        assert.equal(split, 'Сплит');
        assert.match(rulesText, /Сюрренд на первых двух картах/);
        assert.match(rulesText, /одного ранга \(два короля, но не король и дама\)/);
        assert.doesNotMatch(`${surrender}\n${rulesText}`, /сдач|сдать/i);
      }
      await screenshot(page, `i18n-${lang}-360-rules`);

      // Box 1: 25 on 10♠ 6♦, box 2: 10 on K♥ K♠, against a 10. Box 1
      // surrenders (12.50 back), box 2 splits its kings: K A (21) and K Q (20).
      await page.locator('input[data-control="trainer"]').check();
      await spot(page, 1).click();
      await chips(page, 25);
      await spot(page, 2).click();
      await chips(page, 5, 5);
      await fitsButtons(page, ['deal', 'cancel', 'rebet'], 'betting');
      await stack(page, ['TS', 'KH', 'TC', '6D', 'KS', 'AD', 'QD', '7S']);
      await act(page, 'deal');
      await expectText(handTotal(page, 0), '16');
      await expectEnabled(action(page, 'surrender'));
      await fitsButtons(page, PLAY, 'playing');
      // The Hint and the Trainer quote the move, as on its button.
      await page.locator('button[data-control="hint"]').click();
      const hint = page.locator('[data-hint]');
      await eventually(async () => assert.match(norm(await hint.textContent()), MOVE[lang].hint));
      const best = norm(await hint.textContent()).match(MOVE[lang].hint)[1];
      assert.ok(PLAY.some((a) => cat[`action-${a}`] === best), `the hint's move "${best}" is a button's word`);
      await screenshot(page, `i18n-${lang}-360-hint`);
      await act(page, 'surrender');
      const trainer = page.locator('[data-trainer]');
      await eventually(async () => assert.ok(norm(await trainer.textContent()).includes(MOVE[lang].quote(surrender)), await trainer.textContent()));
      await expectText(handTotal(page, 1), '20');
      await act(page, 'split');
      await eventually(async () => assert.ok(norm(await trainer.textContent()).includes(MOVE[lang].quote(split)), await trainer.textContent()));
      await expectText(handTotal(page, 2), '20');
      await screenshot(page, `i18n-${lang}-360-split`);
      await fitsButtons(page, PLAY, 'split');
      await act(page, 'stand');
      await expectOutcome(page, 0, 'surrender', `${cat['outcome-surrender']} -12,50`);
      await expectOutcome(page, 1, 'win', `${cat['outcome-win']} +10`);
      await expectOutcome(page, 2, 'win', `${cat['outcome-win']} +10`);
      await expectBankroll(page, '1007,50');
      if (lang === 'ru') assert.doesNotMatch(await shown(page.locator('.hand').first()), /сдач/i);
      await screenshot(page, `i18n-${lang}-360-settled`);

      // The land-casino table's rules: the pair bonus, its return, the words of the ten-value card.
      await chooseTable(page, 'land-casino');
      await expectText(rules, lang === 'ru' ? /Бонус за пару: / : /același semn/);
      for (const box of [1, 2, 3]) {
        await spot(page, box).click();
        await chips(page, 5);
        await pairSpot(page, box).click();
        await chips(page, 5);
      }
      await expectText(pairSpot(page, 1), /5/);
      await screenshot(page, `i18n-${lang}-360-land-casino`);
      await chooseTable(page, 'single-deck');
      await expectText(rules, lang === 'ru' ? /карта в 10 очков/ : /o carte de 10 puncte/);
      await screenshot(page, `i18n-${lang}-360-single-deck`);
    },
  );
}
