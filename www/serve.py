#!/usr/bin/env python3
"""Serves a folder (the shipped copy, dist/) as a real host would: text and
wasm compressed when the browser accepts it (brotli, quality 11, through
Node's zlib when there is Node; else gzip, level 9; each file compressed once,
all of them before the address is printed), the right Content-Type
(application/wasm for WebAssembly.instantiateStreaming), a strong ETag with
304 answers, and Cache-Control: no-cache (the file names carry no hash, so a
browser revalidates each file; the offline worker keeps the game for offline
play), and for a page, a Link header that starts its first fetches before
the browser parses it. Python's standard library only (and Node, if there,
for brotli).

    python3 www/serve.py DIR [PORT] [--no-links]   # PORT 0 picks a free one;
                                                   # prints the address
"""
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import threading
import sys
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote, urlsplit

TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.wasm': 'application/wasm',
    '.svg': 'image/svg+xml',
    '.json': 'application/json; charset=utf-8',
    '.webmanifest': 'application/manifest+json; charset=utf-8',
    '.txt': 'text/plain; charset=utf-8',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
}
# Already compressed: sent as they are.
STORED = {'.png', '.ico', '.woff2'}


LINK_TAG = re.compile(rb'<link rel="(stylesheet|preload|modulepreload)" href="([^"]+)"([^>]*)>')
MODULE_TAG = re.compile(rb'<script type="module" src="([^"]+)"')


def early_links(html):
    """A page's first fetches (its stylesheets, preloads and module scripts)
    as a Link header, as a host or CDN sends them (Cloudflare makes them 103
    Early Hints): the browser starts them as the answer arrives, before
    parsing the page, which a slow phone reaches a few hundred ms later."""
    links = []
    for rel, href, rest in LINK_TAG.findall(html):
        href, rest = href.decode(), rest.decode()
        if rel == b'stylesheet':
            links.append('<%s>; rel=preload; as=style' % href)
        elif rel == b'modulepreload':
            links.append('<%s>; rel=modulepreload' % href)
        else:
            kind = re.search(r'as="(\w+)"', rest)
            links.append('<%s>; rel=preload; as=%s%s' % (href, kind.group(1) if kind else 'fetch', '; crossorigin' if 'crossorigin' in rest else ''))
    links += ['<%s>; rel=modulepreload' % src.decode() for src in MODULE_TAG.findall(html)]
    return ', '.join(links)


# Brotli is not in Python's standard library; Node's zlib has it. One Node
# process compresses a list of files (quality 11), each into OUT/<index>.
BROTLI = """
const zlib = require('zlib'), fs = require('fs'), path = require('path');
const [out, ...files] = process.argv.slice(1);
files.forEach((file, i) => {
  const body = fs.readFileSync(file);
  fs.writeFileSync(path.join(out, String(i)), zlib.brotliCompressSync(body, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
});
"""


def brotli(paths):
    """Each file of `paths` brotli-compressed, by path; {} without Node."""
    node = shutil.which('node')
    if not node or not paths:
        return {}
    with tempfile.TemporaryDirectory() as out:
        done = subprocess.run([node, '-e', BROTLI, out, *paths], capture_output=True, check=False)
        if done.returncode != 0:
            return {}
        result = {}
        for i, path in enumerate(paths):
            with open(os.path.join(out, str(i)), 'rb') as f:
                result[path] = f.read()
        return result


def compressible(path):
    return os.path.splitext(path)[1].lower() not in STORED


class Files:
    """Each file read and compressed once (gzip, and brotli through Node when
    there is Node), until it changes on disk."""

    def __init__(self):
        self.cache = {}
        self.lock = threading.Lock()

    def warm(self, root):
        """Compresses every file under `root` now, in one Node process for brotli."""
        paths = [os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs]
        zipped = brotli([p for p in paths if compressible(p)])
        for path in paths:
            self.get(path, zipped.get(path))

    def get(self, path, br=None):
        info = os.stat(path)
        key = (info.st_mtime_ns, info.st_size)
        hit = self.cache.get(path)
        if hit and hit[0] == key:
            return hit[1]
        with open(path, 'rb') as f:
            body = f.read()
        ext = os.path.splitext(path)[1].lower()
        if br is None and compressible(path):
            with self.lock:
                br = brotli([path]).get(path)
        entry = {
            'body': body,
            'gzip': gzip.compress(body, 9, mtime=0) if compressible(path) else None,
            'br': br,
            'etag': hashlib.sha256(body).hexdigest()[:32],
            'type': TYPES.get(ext, 'application/octet-stream'),
            'links': early_links(body) if ext == '.html' else '',
        }
        self.cache[path] = (key, entry)
        return entry


FILES = Files()
LINKS = True  # --no-links: no Link header (as a plain static host; for comparing)


class Handler(SimpleHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'

    def log_message(self, *args):
        pass

    def send_plain(self, status, text='', headers=()):
        body = text.encode()
        self.send_response(status)
        self.send_header('Content-Type', 'text/plain; charset=utf-8')
        self.send_header('Content-Length', str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if self.command != 'HEAD':
            self.wfile.write(body)

    def coding(self, entry):
        """The best coding this file has and the browser accepts (q=0 refuses one)."""
        accepts = set()
        for part in self.headers.get('Accept-Encoding', '').split(','):
            name, _, q = part.partition(';')
            if q.replace(' ', '') not in ('q=0', 'q=0.0', 'q=0.00', 'q=0.000'):
                accepts.add(name.strip().lower())
        for name in ('br', 'gzip'):
            if entry[name] and name in accepts:
                return name
        return None

    def do_GET(self):
        root = os.path.realpath(self.directory)
        url = unquote(urlsplit(self.path).path)
        path = os.path.realpath(os.path.join(root, url.lstrip('/')))
        if '\0' in url or (path != root and not path.startswith(root + os.sep)):
            return self.send_plain(HTTPStatus.FORBIDDEN, 'forbidden\n')
        if os.path.isdir(path):
            if not url.endswith('/'):
                return self.send_plain(HTTPStatus.MOVED_PERMANENTLY, '', [('Location', url + '/')])
            path = os.path.join(path, 'index.html')
        if not os.path.isfile(path):
            return self.send_plain(HTTPStatus.NOT_FOUND, 'not found\n')
        entry = FILES.get(path)
        coding = self.coding(entry)
        # One strong ETag per representation: the content's hash, and the coding.
        etag = '"%s%s"' % (entry['etag'], '-' + coding if coding else '')
        common = [('ETag', etag), ('Cache-Control', 'no-cache'), ('Vary', 'Accept-Encoding')]
        if etag in self.headers.get('If-None-Match', ''):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            for name, value in common:
                self.send_header(name, value)
            self.end_headers()
            return None
        body = entry[coding] if coding else entry['body']
        self.send_response(HTTPStatus.OK)
        self.send_header('Content-Type', entry['type'])
        self.send_header('Content-Length', str(len(body)))
        if coding:
            self.send_header('Content-Encoding', coding)
        if entry['links'] and LINKS:
            self.send_header('Link', entry['links'])
        for name, value in common:
            self.send_header(name, value)
        self.end_headers()
        if self.command != 'HEAD':
            self.wfile.write(body)
        return None

    do_HEAD = do_GET

    def do_POST(self):
        self.send_plain(HTTPStatus.METHOD_NOT_ALLOWED, 'method not allowed\n')


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A browser that closes a connection mid-answer (a reload) is no error.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def main():
    global LINKS
    args = [a for a in sys.argv[1:] if a != '--no-links']
    LINKS = len(args) == len(sys.argv) - 1
    if not args or not os.path.isdir(args[0]):
        sys.exit('usage: python3 www/serve.py DIR [PORT] [--no-links]')
    directory = args[0]
    port = int(args[1]) if len(args) > 1 else 8080

    class Bound(Handler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=directory, **kwargs)

    FILES.warm(directory)
    server = Server(('127.0.0.1', port), Bound)
    print('Blackjack is being served at http://localhost:%d/ (Ctrl-C stops it)' % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == '__main__':
    main()
