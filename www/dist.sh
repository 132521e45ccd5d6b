#!/usr/bin/env bash
# Writes dist/: a self-contained copy of the game that works when copied as it
# is to any static host, at its root or under any sub-path (every URL in it is
# relative). It holds the page (index.html, with a link to the web app
# manifest that only this copy has), www/ (the page's modules bundled by
# esbuild into a few files, the stylesheets, the catalogues of www/i18n/, the
# icon, the engine built by www/build.sh), the <blackjack-table> example page
# (embed.html), sw.js, the offline service worker, and sw-embed.js, what a
# site owner's own worker imports to play the element offline: www/sw.js and
# www/sw-embed.js, each preceded by this version's hash, the list of files it
# caches (each with the SHA-256 of its content) and www/sw-files.js.
#
#   bash www/dist.sh [--no-build] [OUT]   # OUT defaults to dist/ (in the
#                                         # repository); --no-build uses the
#                                         # www/pkg/ already built
#   bash www/dist.sh --worker DIR         # only rewrites DIR/sw.js and sw-embed.js for the
#                                         # files DIR holds now
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
# A folder named on the command line is relative to where the command was run.
from_caller() { case "$1" in /*) printf '%s' "$1" ;; *) printf '%s/%s' "$caller" "$1" ;; esac; }

# DIR/sw.js and DIR/sw-embed.js: the version, the files with their hashes,
# then the shared part (www/sw-files.js) and each worker's own template.
write_worker() {
  local dir=$1 files version worker
  files=$(cd "$dir" && find . -type f ! -path ./sw.js ! -path ./sw-embed.js -printf '%P\n' | LC_ALL=C sort | while IFS= read -r f; do
    printf '  ["%s", "%s"],\n' "$f" "$(sha256sum "$f" | cut -c1-64)"
  done)
  [ -n "$files" ] || { echo "www/dist.sh: $dir holds no file" >&2; exit 1; }
  version=$({ printf '%s' "$files"; cat www/sw-files.js www/sw.js www/sw-embed.js; } | sha256sum | cut -c1-16)
  for worker in sw sw-embed; do
    {
      printf '// Written by www/dist.sh: version %s and its files.\n' "$version"
      printf 'const VERSION = "%s";\nconst FILES = [\n%s\n];\n\n' "$version" "$files"
      cat www/sw-files.js
      printf '\n'
      cat "www/$worker.js"
    } > "$dir/$worker.js"
  done
  echo "wrote $dir/sw.js and $dir/sw-embed.js (version $version, $(printf '%s\n' "$files" | wc -l) files)"
}

if [ "${1:-}" = "--worker" ]; then
  [ -n "${2:-}" ] && [ -d "$(from_caller "$2")" ] || { echo "usage: bash www/dist.sh --worker DIR" >&2; exit 2; }
  write_worker "$(from_caller "$2")"
  exit 0
fi

build=1
if [ "${1:-}" = "--no-build" ]; then
  build=0
  shift
fi
out=dist
if [ -n "${1:-}" ]; then
  out=$(from_caller "$1")
fi
case "$(realpath -m "$out")" in
  /|"$(pwd)"|"$(pwd)"/www|"$(pwd)"/crate|"$(pwd)"/tests|"$(pwd)"/target) echo "www/dist.sh: will not write into '$out'" >&2; exit 2 ;;
esac
if [ -d "$out" ] && [ -n "$(ls -A "$out")" ] && [ ! -f "$out/sw.js" ]; then
  echo "www/dist.sh: $out is not empty and is not a copy of the game; choose another folder" >&2
  exit 2
fi

if [ "$build" = 1 ]; then
  bash www/build.sh
fi
for f in www/pkg/blackjack.js www/pkg/blackjack_bg.wasm; do
  [ -f "$f" ] || { echo "www/dist.sh: $f is missing: run bash www/build.sh (or drop --no-build)" >&2; exit 1; }
done
grep -q '<!-- dist: manifest -->' index.html || { echo "www/dist.sh: index.html lacks its <!-- dist: manifest --> marker" >&2; exit 1; }

esbuild=tests/node_modules/.bin/esbuild
[ -x "$esbuild" ] || { echo "www/dist.sh: $esbuild is missing: run bash tests/setup.sh" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out/www/pkg/odds" "$out/www/pkg/recall" "$out/www/pkg/practice" "$out/www/i18n"
# The page's modules, bundled and minified (esbuild, through www/bundle.mjs)
# into one flat folder, whatever feature folder each lives in: one
# self-contained file per file a page or a lazy import loads by name: the
# full page (app.js) and the element (blackjack-table.js) each in one file,
# the example page's own script (embed-example.js); what the first action
# needs (present.js, fetched when the page is idle), the notices, the
# history, the advisor, the engine port and its worker, the Simulate panel, the offline
# worker's registration, the sounds, and what the page builds once idle (the
# card options, the keys list, the fair deal's controls) on their own,
# loaded when needed (the day's game too); and warm-intl.js, which index.html runs before app.js.
# The engine's glue (it finds its wasm from its own address) and the
# catalogues (fetched by language) stay files of their own.
lazy=(table/present table/notices fair/recall fair/records advisor/advisor-ui advisor/advisor offline/offline advisor/grading strategy/strategy strategy/strategy-compute strategy/trainer-stats simulate/simulate table/sound table/card-options table/keys-panel table/phone-round fair/fair-controls session/session-track session/session session/reality history/history progress/progress progress/progress-weights count/count-panel count/count-engine core/engine game/after-idle worker/engine-worker practice/practice review/review review/review-link review/review-words daily/daily daily/daily-view daily/daily-link daily/daily-days lab/lab)
node www/bundle.mjs "$out/www" app warm-intl blackjack-table embed-example "${lazy[@]}" -- "${lazy[@]}"
for f in app warm-intl blackjack-table embed-example "${lazy[@]}"; do
  [ -f "$out/www/${f##*/}.js" ] || { echo "www/dist.sh: esbuild wrote no www/${f##*/}.js" >&2; exit 1; }
done
# The stylesheets sit beside the bundles that load them.
cp www/*.css www/*/*.css www/*.svg "$out/www/"
find www/i18n -maxdepth 1 -name '*.js' ! -name i18n.js ! -name words.js -exec cp {} "$out/www/i18n/" \;
cp www/pkg/blackjack.js www/pkg/blackjack_bg.wasm "$out/www/pkg/"
cp www/pkg/odds/odds.js www/pkg/odds/odds_bg.wasm "$out/www/pkg/odds/"
cp www/pkg/recall/recall.js www/pkg/recall/recall_bg.wasm "$out/www/pkg/recall/"
cp www/pkg/practice/practice.js www/pkg/practice/practice_bg.wasm "$out/www/pkg/practice/"
cp www/manifest.webmanifest "$out/manifest.webmanifest"
# The copy has the manifest (named by a meta: app.js links it once the page is
# idle, as it is not needed to play) and the icon (a strict Content-Security-Policy
# would refuse the page's data: icon); its app.js holds the page's modules, so
# the source's preload of www/game/game.js goes.
sed -e 's#<!-- dist: manifest -->#<meta name="blackjack-manifest" content="manifest.webmanifest">#' \
    -e 's#<link rel="icon" href="data:,">#<link rel="icon" href="www/icon.svg">#' \
    -e '/<link rel="modulepreload" href="www\/game\/game\.js">/d' index.html > "$out/index.html"
# The example page lives in www/ (it works there too); at the root of the copy
# its "./" links point into www/.
sed 's#="\./#="www/#g' www/embed.html > "$out/embed.html"
grep -q 'name="blackjack-manifest"' "$out/index.html" && grep -q 'href="www/icon.svg"' "$out/index.html" \
  || { echo "www/dist.sh: index.html did not get its manifest and icon links" >&2; exit 1; }
! grep -q 'www/game/game\.js' "$out/index.html" || { echo "www/dist.sh: index.html still preloads www/game/game.js" >&2; exit 1; }
# The rest is minified file by file (the engine's glue, the catalogues, the stylesheets).
for f in "$out"/www/*.css "$out"/www/i18n/*.js "$out"/www/pkg/*.js "$out"/www/pkg/odds/*.js "$out"/www/pkg/recall/*.js "$out"/www/pkg/practice/*.js; do
  "$esbuild" "$f" --minify --charset=utf8 --log-level=warning --allow-overwrite --outfile="$f"
done
write_worker "$out"
echo "built $out/ ($(du -sk "$out" | cut -f1) KB): copy it as it is to any static host"
