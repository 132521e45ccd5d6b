// The advisor on the page: the Hint (the exact values of the legal actions),
// the Trainer (what each decision cost) and each table's return to player.
// Stacked shoes, test build. No timing asserts.

import {
  assert, useServer, gameTest, act, action, chips, stack, handTotal, expectText, expectEnabled,
  expectDisabled, eventually, chooseTable, expectRoundOver,
} from './harness.mjs';

const server = useServer({ test: true });

const hintButton = page => page.locator('button[data-control="hint"]');
/** "Best: Hit. Stand −0.154 · Hit −0.212" → {best: 'Hit', values: {Stand: -0.154, ...}, raw}. */
async function readHint(page) {
  const box = page.locator('[data-hint]');
  await eventually(async () => assert.match(await box.textContent(), /^Best: /));
  const text = await box.textContent();
  const [, best, rest] = text.match(/^Best: (\w+)\. (.*)$/);
  const values = {};
  for (const part of rest.split(' · ')) {
    const m = part.match(/^(\w+) (−?\d+\.\d{3})$/);
    assert.ok(m, `"${part}" reads as an action and a value with 3 decimals`);
    values[m[1]] = Number(m[2].replace('−', '-'));
    assert.ok(Number.isFinite(values[m[1]]), part);
  }
  return { best, values, text };
}

for (const [name, cards] of [
  ['single-deck', ['9S', 'TD', '3H', '7C']],
  ['land-casino', ['9S', 'TD', '3H', '7C']],
  ['european', ['9S', 'TD', '3H']],
  ['shuffle-machine', ['9S', 'TD', '3H', '7C']],
]) {
  gameTest(server, `hint on ${name}: 9+3 against a ten is a hit`, async ({ page }) => {
    if (name !== 'single-deck') await chooseTable(page, name);
    await expectDisabled(hintButton(page));
    await chips(page, 5, 5);
    await stack(page, cards);
    await act(page, 'deal');
    await expectText(handTotal(page, 0), '12');
    await expectEnabled(hintButton(page));
    await hintButton(page).click();
    const { best, values, text } = await readHint(page);
    assert.equal(best, 'Hit', text);
    assert.ok('Stand' in values && 'Hit' in values, text);
    const double = !(await action(page, 'double').isDisabled());
    assert.equal('Double' in values, double, text);
    assert.ok(values.Hit > values.Stand, text);
    await expectText(page.locator('#announcer'), /Best: Hit/);
  });
}

gameTest(server, 'trainer: a mistake costs, a right decision costs nothing', async ({ page }) => {
  await page.locator('input[data-control="trainer"]').check();
  const trainer = page.locator('[data-trainer]');
  // Hard 11 (5+6) against a 6: standing is a clear mistake.
  await chips(page, 5, 5);
  await stack(page, ['5S', '6D', '6H', 'TC', 'TS']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '11');
  // The advisor loads when the box is ticked; wait until the Hint works.
  await hintButton(page).click();
  await readHint(page);
  await act(page, 'stand');
  await eventually(async () => assert.match(await trainer.textContent(), /^Stand cost /));
  const text = await trainer.textContent();
  const [, cost, best, total] = text.match(/^Stand cost (\d+\.\d{3}) \(best: (\w+)\)\. Cost of mistakes this session: (\d+\.\d{3})$/);
  assert.ok(Number(cost) > 0, text);
  assert.equal(best, 'Double', text);
  assert.equal(total, cost, text);
  // Next round: hard 20 against a 6, standing is right; the total stays.
  await eventually(async () => assert.ok(!(await action(page, 'rebet').isDisabled())));
  await act(page, 'rebet');
  await stack(page, ['TS', '6D', 'KH', 'TC']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '20');
  await act(page, 'stand');
  await eventually(async () => assert.match(await trainer.textContent(), /^Right: Stand was best\./));
  assert.match(await trainer.textContent(), new RegExp(`Cost of mistakes this session: ${total.replace('.', '\\.')}$`));
});

gameTest(server, 'the return to player of each table, after a round', async ({ page }) => {
  await chips(page, 5, 5);
  await stack(page, ['TS', '9D', 'KH', '7C']);
  await act(page, 'deal');
  await act(page, 'stand');
  const rules = page.locator('[data-rules]');
  await eventually(async () =>
    assert.match(await rules.textContent(), /Return to player with perfect play: 100\.041\u00a0%/));
  const options = page.locator('select[data-table-select] option');
  const once = async () => {
    for (const o of await options.allTextContents()) assert.match(o, /^[^—%]+ — \d+\.\d{3}\u00a0%$/, o);
  };
  // The returns are computed one table at a time, each labelled as it comes:
  // once every option has one, the last has come, and each has it once.
  await eventually(async () => {
    const texts = await options.allTextContents();
    assert.equal(texts.length, 4);
    for (const o of texts) assert.match(o, / — \d+\.\d{3}\u00a0%$/, o);
  }, { timeout: 30_000 });
  await once();
  // Another round labels nothing again: still one return each (it was appended at every label).
  await act(page, 'rebet');
  await stack(page, ['TS', '9D', 'KH', '7C']);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectRoundOver(page);
  await once();
});
