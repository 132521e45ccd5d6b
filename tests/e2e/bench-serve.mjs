// The shipped copy served for a benchmark, as a host would: www/serve.py
// (brotli or gzip, application/wasm, ETag, Cache-Control, the Link header;
// `noLinks` without it), or with `uncompressed` python3's http.server; and the
// mid-range phone the page benchmarks emulate.

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

// Lighthouse's mobile emulation: a Moto G Power (412 × 823 CSS px, device pixel ratio 1.75).
export const PHONE = { width: 412, height: 823 };
export const DPR = 1.75;
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) };
export const CPU = 4;

/** A new browser context in `browser` emulating the phone: resolves to { context, page, cdp } (network and CPU throttled). */
export async function phonePage(browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: DPR });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  return { context, page, cdp };
}
