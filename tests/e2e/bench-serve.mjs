// The shipped copy served for a benchmark, as a host would: www/serve.py
// (brotli or gzip, application/wasm, ETag, Cache-Control, the Link header;
// `noLinks` without it), or with `uncompressed` python3's http.server.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './harness.mjs';

/** Starts the server of `dir` on a free port; resolves to { url, stop }. */
export function serveDist(dir, { uncompressed = false, noLinks = false } = {}) {
  const cmd = uncompressed
    ? ['-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dir]
    : [path.join(ROOT, 'www', 'serve.py'), dir, '0', ...(noLinks ? ['--no-links'] : [])];
  const child = spawn('python3', ['-u', ...cmd], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('exit', (code) => reject(new Error(`the server ended (${code}): ${out}`)));
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/localhost:(\d+)\/|port (\d+)/);
      if (m) resolve({ url: `http://127.0.0.1:${m[1] || m[2]}/`, stop: () => child.kill() });
    });
  });
}
