#!/usr/bin/env python3
"""What a wasm module of the page is made of (docs/performance.md).

    bash www/build.sh && python3 tests/wasm-sizes.py odds [DEPTH] [TOP]

Takes the module's cargo output as www/build.sh left it
(target/{nightly,stable}-NAME/wasm32-unknown-unknown/PROFILE/*.wasm, which
keeps the name section), runs wasm-bindgen and the shipped wasm-opt flags on
it with -g (names kept, the code as shipped), then sums the function bodies
by crate and by module path (DEPTH parts, default 2) and lists the TOP
largest functions (default 25). An export's shim (`NAME externref shim`)
holds what wasm-opt inlined into it.
"""
import collections
import glob
import gzip
import os
import re
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HASH = re.compile(r'\[[0-9a-f]+\]')  # a crate's disambiguator in a demangled name
FEATURES = ['--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
            '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue']


def leb(b, i):
    """The unsigned LEB128 at b[i] and the index after it."""
    value = shift = 0
    while True:
        byte = b[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, i


def imported_functions(b, i):
    """How many functions the import section at b[i] imports."""
    count, i = leb(b, i)
    functions = 0
    for _ in range(count):
        for _ in range(2):
            length, i = leb(b, i)
            i += length
        kind = b[i]
        i += 1
        if kind == 0:
            _, i = leb(b, i)
            functions += 1
        elif kind in (1, 2):
            i += 1 if kind == 1 else 0
            flags, i = leb(b, i)
            _, i = leb(b, i)
            if flags & 1:
                _, i = leb(b, i)
        elif kind == 3:
            i += 2
        elif kind == 4:
            i += 1
            _, i = leb(b, i)
    return functions


def function_names(b, i, end):
    """The function names of the name section's payload b[i:end]."""
    names = {}
    while i < end:
        sub = b[i]
        size, i = leb(b, i + 1)
        if sub == 1:
            count, j = leb(b, i)
            for _ in range(count):
                index, j = leb(b, j)
                length, j = leb(b, j)
                names[index] = b[j:j + length].decode('utf-8', 'replace')
                j += length
        i += size
    return names


def functions(b):
    """[(name, body bytes)] of every function the module defines."""
    i, imports, bodies, names = 8, 0, [], {}
    while i < len(b):
        section = b[i]
        size, i = leb(b, i + 1)
        end = i + size
        if section == 2:
            imports = imported_functions(b, i)
        elif section == 10:
            count, j = leb(b, i)
            for _ in range(count):
                length, k = leb(b, j)
                bodies.append(b[j:k + length])
                j = k + length
        elif section == 0:
            length, j = leb(b, i)
            if b[j:j + length] == b'name':
                names = function_names(b, j + length, end)
        i = end
    return [(names.get(imports + n, f'func{imports + n}'), body) for n, body in enumerate(bodies)]


def path_of(name, depth):
    """The crate and module path a (demangled) function name starts with."""
    name = HASH.sub('', name).lstrip('<&*')
    if ' shim' in name:
        return 'exports (shims, with what wasm-opt inlined)'
    first = re.split(r'[ <>(]', name)[0]
    if '::' not in first and ' as ' in name:  # a primitive's trait: the trait's path
        first = re.split(r'[ <>(]', name.split(' as ', 1)[1])[0]
    parts = first.split('::')
    return '::'.join(p for p in parts[:depth] if p) or name


def named_copy(name, tmp):
    """The module NAME built as shipped but with its names, in `tmp`."""
    found = glob.glob(f'{ROOT}/target/*-{name}/wasm32-unknown-unknown/*/*.wasm')
    wasm = [f for f in found if os.path.basename(f).startswith('blackjack_wasm')]
    if not wasm:
        sys.exit(f'no cargo output for {name}: run bash www/build.sh')
    subprocess.run(['wasm-bindgen', '--target', 'web', '--out-name', name, '--out-dir', tmp,
                    max(wasm, key=os.path.getmtime)], check=True)
    out = f'{tmp}/named.wasm'
    subprocess.run([f'{ROOT}/tests/node_modules/.bin/wasm-opt', '-O3', '-g', '--low-memory-unused',
                    *FEATURES, f'{tmp}/{name}_bg.wasm', '-o', out], check=True)
    return out


def main(name, depth=2, top=25):
    """Prints what the module NAME is made of."""
    with tempfile.TemporaryDirectory() as tmp:
        b = open(named_copy(name, tmp), 'rb').read()
    funcs = functions(b)
    code = sum(len(body) for _, body in funcs)
    print(f'{name}: {code} bytes of code in {len(funcs)} functions '
          f'({len(gzip.compress(b, 9))} bytes gzipped with its names)')
    sums, gz = collections.Counter(), collections.defaultdict(bytearray)
    for fname, body in funcs:
        sums[path_of(fname, depth)] += len(body)
        gz[path_of(fname, depth)] += body
    print(f'\n{"bytes":>8} {"share":>6} {"~gzip":>7}  path')
    for path, size in sums.most_common():
        if size * 200 >= code:
            print(f'{size:8} {100 * size / code:5.1f}% {len(zlib.compress(bytes(gz[path]), 9)):7}  {path}')
    print('\nlargest functions')
    for fname, body in sorted(funcs, key=lambda f: -len(f[1]))[:top]:
        print(f'{len(body):8}  {HASH.sub("", fname)[:140]}')


if __name__ == '__main__':
    main(sys.argv[1], *map(int, sys.argv[2:4]))
