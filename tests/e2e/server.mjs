// A tiny static file server for the end-to-end tests and the benchmark
// (node:http only). It serves the repository root on 127.0.0.1 at a random
// free port. In test mode, requests for /www/pkg/* are answered from
// target/pkg-test/* (the engine build whose Table can stack the shoe).
//
//   node e2e/server.mjs [--test]     # serve until Ctrl-C, printing the address

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (tests/e2e/../..). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Starts the server. Resolves to
 * `{ url, port, test, log, close() }` where `log` lists every request served:
 * `{ path, file, status, bytes }` (`file` is the absolute file sent, if any).
 */
export async function startServer({ test = false, root = ROOT } = {}) {
  const log = [];
  const pkgTest = path.join(root, 'target', 'pkg-test');

  function resolveFile(urlPath) {
    let rel = decodeURIComponent(urlPath);
    if (rel.includes('\0')) return null;
    if (test && rel.startsWith('/www/pkg/')) {
      const file = path.resolve(pkgTest, '.' + rel.slice('/www/pkg'.length));
      return file.startsWith(pkgTest + path.sep) ? file : null;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(root, '.' + rel);
    return file === root || file.startsWith(root + path.sep) ? file : null;
  }

  const server = createServer(async (req, res) => {
    const entry = { path: req.url, file: null, status: 0, bytes: 0 };
    log.push(entry);
    const send = (status, body, type) => {
      entry.status = status;
      entry.bytes = body.length;
      res.writeHead(status, {
        'Content-Type': type,
        'Content-Length': body.length,
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return send(405, Buffer.from('method not allowed\n'), 'text/plain; charset=utf-8');
      }
      const urlPath = new URL(req.url, 'http://localhost').pathname;
      let file = resolveFile(urlPath);
      if (!file) return send(403, Buffer.from('forbidden\n'), 'text/plain; charset=utf-8');
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = path.join(file, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info?.isFile()) return send(404, Buffer.from('not found\n'), 'text/plain; charset=utf-8');
      const body = await readFile(file);
      entry.file = file;
      send(200, body, MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    } catch (e) {
      send(500, Buffer.from(String(e) + '\n'), 'text/plain; charset=utf-8');
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    test,
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const test = process.argv.includes('--test');
  const s = await startServer({ test });
  console.log(`serving ${ROOT}${test ? ' (test build for /www/pkg/)' : ''} at ${s.url}`);
}
