// The engine as an npm package: tsc type-checks tests/npm/round.ts against the
// package's .d.ts, then Node plays rounds on every table through it.
// Needs `bash www/package.sh` (target/npm) first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = path.join(repo, 'target/npm');

test('the npm package has a proper package.json, types, and plays rounds under Node', async () => {
  assert.ok(existsSync(path.join(pkg, 'package.json')), 'target/npm is missing: run bash www/package.sh first');
  const manifest = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  assert.equal(manifest.name, 'blackjack');
  assert.equal(manifest.types, 'blackjack.d.ts');
  assert.ok(manifest.files.includes('blackjack_bg.wasm'));
  assert.ok(manifest.license && manifest.description && manifest.version);
  const dts = readFileSync(path.join(pkg, 'blackjack.d.ts'), 'utf8');
  for (const name of ['interface Snapshot', 'interface HandView', 'interface Rules', 'type Insurance', 'snapshot(): Snapshot', 'presets(): PresetView[]']) {
    assert.ok(dts.includes(name), `the types lack ${name}`);
  }

  const tsc = path.join(repo, 'tests/node_modules/typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(repo, 'tests/npm/tsconfig.json')], { stdio: 'pipe' });

  const { play } = await import(pathToFileURL(path.join(repo, 'target/npm-check/round.js')).href);
  const played = await play(readFileSync(path.join(pkg, 'blackjack_bg.wasm')), 5);
  assert.deepEqual(played.tables, ['single-deck', 'land-casino', 'european', 'shuffle-machine']);
  assert.equal(played.rounds, 20);
  const names = new Set(['blackjack', 'win', 'push', 'lose', 'bust', 'surrender', 'even-money']);
  assert.ok(played.outcomes.length >= 20 && played.outcomes.every((o) => names.has(o)), String(played.outcomes));
  assert.ok(played.bankrolls.every((b) => b > 0 && b < 2000));
  assert.equal(played.refusal.code, 'over-maximum');
  assert.equal(played.refusal.max, '500');
});

test('a type error in code using the package fails the compile', () => {
  const tsc = path.join(repo, 'tests/node_modules/typescript/bin/tsc');
  const bad = path.join(repo, 'target/npm-check/bad.ts');
  execFileSync('mkdir', ['-p', path.dirname(bad)]);
  const source = `import { Table } from "../npm/blackjack.js";\nconst t = new Table("single-deck", 1000);\nconst n: number = t.snapshot().phase;\n`;
  execFileSync('sh', ['-c', `cat > '${bad}'`], { input: source });
  assert.throws(
    () => execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--moduleResolution', 'bundler', '--module', 'es2022', '--target', 'es2022', '--lib', 'es2022,esnext.disposable,dom', bad], { stdio: 'pipe' }),
    (error) => String(error.stdout).includes("Type 'string' is not assignable to type 'number'"),
  );
});
