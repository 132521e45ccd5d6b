// www/serve.py, the server of www/serve.sh: it serves a folder as a real host
// would (brotli or gzip when accepted, application/wasm, a strong ETag and 304,
// Cache-Control: no-cache, the page's first fetches as a Link header), and
// refuses paths outside the folder. No browser: raw HTTP requests against a
// small folder made here, holding the repository's index.html.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROOT } from './server.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'blackjack-serve-'));
const WASM = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4000)]);
const SCRIPT = 'export const answer = 42;\n'.repeat(50);
let server;
let base;

before(async () => {
  mkdirSync(path.join(dir, 'www', 'pkg'), { recursive: true });
  copyFileSync(path.join(ROOT, 'index.html'), path.join(dir, 'index.html'));
  writeFileSync(path.join(dir, 'www', 'pkg', 'blackjack_bg.wasm'), WASM);
  writeFileSync(path.join(dir, 'www', 'app.js'), SCRIPT);
  server = spawn('python3', ['-u', path.join(ROOT, 'www', 'serve.py'), dir, '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  base = await new Promise((resolve, reject) => {
    let out = '';
    server.on('exit', (code) => reject(new Error(`www/serve.py ended (${code}): ${out}`)));
    server.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/served at (http:\/\/localhost:(\d+)\/)/);
      if (m) resolve({ printed: m[1], port: Number(m[2]) });
    });
  });
});

after(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET (the path sent as written); resolves to { status, headers, body }. */
function get(urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: base.port, path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('it prints the address it serves', () => {
  assert.match(base.printed, /^http:\/\/localhost:\d+\/$/);
});

test('the wasm comes compressed as application/wasm (streaming compilation), with an ETag and Cache-Control', async () => {
  // Brotli needs Node (which runs this test); gzip for a browser without it.
  const br = await get('/www/pkg/blackjack_bg.wasm', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  const gz = await get('/www/pkg/blackjack_bg.wasm', { 'Accept-Encoding': 'gzip, deflate, br;q=0' });
  for (const [res, coding, unzip] of [[br, 'br', brotliDecompressSync], [gz, 'gzip', gunzipSync]]) {
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'application/wasm');
    assert.equal(res.headers['content-encoding'], coding);
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(res.headers.etag, new RegExp(`^"[0-9a-f]{32}-${coding}"$`));
    assert.ok(res.body.length < WASM.length / 4, `${coding}: ${res.body.length} of ${WASM.length} bytes`);
    assert.deepEqual(unzip(res.body), WASM);
  }
});

test('a script comes gzipped as JavaScript; without Accept-Encoding it comes as it is', async () => {
  const zipped = await get('/www/app.js', { 'Accept-Encoding': 'gzip' });
  assert.equal(zipped.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(zipped.body).toString(), SCRIPT);
  const plain = await get('/www/app.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), SCRIPT);
  assert.equal(plain.headers.etag, zipped.headers.etag.replace('-gzip', ''), 'one ETag per representation');
});

test('a file revalidated with its ETag is answered 304, without a body', async () => {
  const first = await get('/www/app.js', { 'Accept-Encoding': 'br' });
  const again = await get('/www/app.js', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers.etag, first.headers.etag);
  const changed = await get('/www/app.js', { 'If-None-Match': '"0000"' });
  assert.equal(changed.status, 200);
});

test('the page comes gzipped with its first fetches as a Link header: the wasm preloaded with crossorigin, as the glue fetches it', async () => {
  for (const p of ['/', '/index.html']) {
    const res = await get(p, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(brotliDecompressSync(res.body).toString(), /<script type="module" src="www\/app\.js">/);
    const links = res.headers.link.split(', ');
    assert.ok(links.includes('<www/pkg/blackjack_bg.wasm>; rel=preload; as=fetch; crossorigin'), res.headers.link);
    assert.ok(links.includes('<www/app.js>; rel=modulepreload'), res.headers.link);
    assert.ok(links.includes('<www/style.css>; rel=preload; as=style'), res.headers.link);
  }
  const script = await get('/www/app.js');
  assert.equal(script.headers.link, undefined, 'only a page has a Link header');
});

test('a folder without its slash is redirected; a missing file is 404; a path out of the folder is refused', async () => {
  const folder = await get('/www');
  assert.equal(folder.status, 301);
  assert.equal(folder.headers.location, '/www/');
  assert.equal((await get('/www/missing.js')).status, 404);
  for (const p of ['/../../etc/passwd', '/www/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
    const res = await get(p);
    assert.ok([403, 404].includes(res.status), `${p}: ${res.status}`);
    assert.doesNotMatch(res.body.toString(), /root:/);
  }
});
