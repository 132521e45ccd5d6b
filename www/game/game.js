// The game on a page, shared by the full page (app.js: the document's light
// DOM) and <blackjack-table> (a shadow root). No game rule here: the page
// draws the engine's snapshot (render.js), enables a button exactly when the
// engine lists its action, reveals new cards one by one (reveal.js), takes
// every word from the catalogue of its language (words.js), keeps the game
// through the engine (storage.js) and plays only in the newest tab (tabs.js).
import init, { Table, presets } from '../pkg/blackjack.js';
import { langOf, browserLang, loadCatalogue } from '../i18n/i18n.js';
import { makeWords } from '../i18n/words.js';
import { retranslate } from '../core/dom.js';
import { build } from '../table/markup.js';
import { labelTable } from '../table/felt.js';
import { render } from '../table/render.js';
import { DELAY, announce, refocus, drawNotices, showNotice, hideNotice } from '../table/voice.js';
import { savedLang, shownHashes, openTable } from '../core/storage.js';
import { tabBridge } from '../core/tabs.js';
import { followDecision, track, wirePanels } from './assist.js';
import { save, fresh, switchTable, setSetting, loadPresent } from '../table/play.js';
import { wire, keyTarget } from '../table/controls.js';
import { readPrefs, savePrefs, wireMute, play, cardOptions } from '../table/prefs.js';
import { createStore, gameChanges, panelSlots } from '../core/store.js';
export { LANGS, langOf, browserLang, loadCatalogue } from '../i18n/i18n.js';

// The engine's load: one promise per page, made once (the wasm and the presets never change), shared by every game.
let engine = null;
/** Initialises the engine once per page, however many games it holds; resolves to the presets. */
export function loadEngine() {
  engine ||= init().then(() => presets());
  return engine;
}

/** The state of one game on the page (core/store.js): every field its modules use, declared here. */
function context(root, opts) {
  const page = !!opts.page;
  const key = opts.storageKey || (page ? 'blackjack' : 'blackjack-embed');
  // The panels' own stores, one slot each (core/store.js's panelSlots).
  const panels = panelSlots();
  const g = createStore({
    opts, page, root, Table, key,
    doc: root.ownerDocument || document,
    scope: root.getRootNode(), // the document or the shadow root: where activeElement is found
    motion: matchMedia('(prefers-reduced-motion: reduce)'),
    table: null, presets: [], current: null,
    shown: null,        // the snapshot fully on screen
    revealing: null,    // {timer, finish} while cards are being revealed
    selected: { box: 1, pair: false },
    error: null,        // the refusal on screen (an Error or {key, args})
    notices: new Map(), // notices.js
    amountKeys: { double: '', insure: '' },
    active: false,      // this tab holds the table
    destroyed: false,
    lang: 'en', w: makeWords({}, 'en'), texts: [], ui: {},
    decision: '', seen: null,
    afresh: false,      // drawn from scratch (play.js's fresh)
    tabs: null, keyListener: null, motionListener: null,
    // Loaded on first use (each with the promise of its load).
    present: null, presentLoad: null, advisorLoad: null,
    strategyLoad: null, trackLoad: null, optionsLoad: null,
    // The panels' own stores (each made by its module, sealed, written by its functions), declared here.
    lazy: panels.view, own: panels.own, drop: panels.drop,
    port: null,         // the promise of the game's one engine port (core/engine.js): made on first use, ended with the game
    engine: () => (g.port ||= import('../core/engine.js').then(m => m.enginePort())),
    sound: opts.sound ?? page, // an element plays sounds only when its host asks
    audio: null,        // sound.js's audio context, made at the first sound
    prefs: readPrefs(key),
    mark: (name, value) => { for (const node of page ? [g.ui.game, g.doc.body] : [g.ui.game]) node.dataset[name] = value; },
    speed: () => (g.motion.matches ? 'instant' : g.ui.speed.value),
    startAmount: () => (opts.bankroll > 0 ? opts.bankroll : g.current.rules.starting_bankroll),
    shownHashes: () => (g.seen ||= shownHashes(g.key)),
    play: name => play(g, name),
    // What present.js (loaded later) uses of the page.
    render: v => render(g, v),
    refocus: () => refocus(g),
    announce: text => announce(g, text),
    delay: () => DELAY[g.speed()] || 0,
    takeBack: () => takeBack(g),
  }, gameChanges); // its named changes: core/store.js
  g.on('prefs', () => savePrefs(g));
  g.on('view', v => {
    followDecision(g, v);
    if (opts.onView && !v.revealing) opts.onView(v, g.current.name, g.afresh);
  });
  return g;
}

/** Speaks `code`'s language from now on (`user`: chosen by the player, so saved). */
async function setLang(g, code, user = false) {
  const want = langOf(code) || 'en';
  const words = await loadCatalogue(want);
  if (g.destroyed) return;
  g.speak(want, makeWords(words, want));
  retranslate(g);
  if (g.ui.game) {
    g.ui.game.lang = want;
    g.ui.langSelect.value = want;
  }
  if (g.opts.onLang) g.opts.onLang(want, g.w.t);
  if (!g.table || !g.current) return;
  labelTable(g);
  drawNotices(g);
  render(g, g.revealing ? g.ui.lastView : g.shown);
  if (user) {
    setSetting(g, 'lang', want);
    announce(g, g.ui.status.textContent);
  }
}

/** Opens the saved game (or a new one) into `g.table`, with the notices it calls for. */
async function open(g) {
  const preset = (g.presets.find(p => p.name === g.opts.table) || g.presets[0]).name;
  const bankroll = g.opts.bankroll > 0 ? g.opts.bankroll : undefined;
  let opened = openTable(Table, g.key, preset, bankroll);
  if (opened.code === 'save-outdated') {
    // Brought up to date by the engine's on-demand module, then opened again.
    const upgraded = await import('../fair/records.js').then(m => m.upgradeStored(Table, g.key, preset, bankroll));
    if (upgraded.table) opened.table.free();
    opened = { table: opened.table, ...upgraded };
  }
  if (g.table) g.table.free();
  g.setTable(opened.table);
  g.notices.delete('save-refused');
  if (opened.code === 'save-refused') g.notices.set('save-refused', { reason: opened.notice || '' });
  if (opened.code === 'storage-unavailable') g.notices.set('unavailable', {});
  drawNotices(g);
}

/** Another tab took the table: this one shows it, disabled, with "Play here". */
function inactive(g) {
  if (!g.active && g.notices.has('tab')) return;
  g.setActive(false);
  if (g.revealing) g.revealing.finish();
  showNotice(g, 'tab');
  if (g.shown) render(g, g.shown);
}

/** "Play here": takes the table back from the other tab and plays on from the game it saved. */
async function takeBack(g) {
  if (g.active || g.destroyed || !g.table) return;
  await g.tabs.claim();
  if (g.destroyed || !g.tabs.active) return;
  g.setError(null);
  await open(g);
  if (g.destroyed) return;
  g.setActive(true);
  hideNotice(g, 'tab');
  await applySettings(g);
  save(g);
  fresh(g);
  announce(g, g.ui.status.textContent);
}

function applySpeed(g) {
  g.mark('pace', g.speed());
  g.ui.motionNote.hidden = !g.motion.matches;
}

/** The saved settings: the dealing speed and the language. */
async function applySettings(g) {
  const saved = g.table.settings || {};
  if (DELAY[saved.speed] != null) g.ui.speed.value = saved.speed;
  if (langOf(saved.lang) && langOf(saved.lang) !== g.lang) await setLang(g, saved.lang);
  applySpeed(g);
}

async function start(g) {
  const early = langOf(savedLang(g.key)) || langOf(g.opts.lang) || browserLang();
  const loading = loadEngine();
  loading.catch(() => {});
  await setLang(g, early).catch(() => setLang(g, 'en')).catch(() => {});
  if (g.destroyed) return;
  build(g, g.root);
  wireMute(g);
  if (g.prefs.fourColour || g.prefs.largeIndex) cardOptions(g);
  // The claim on the table (a Web Lock: a round trip to the browser) goes out
  // while the engine loads; a tab that took the table meanwhile wins.
  g.tabs = tabBridge(g.key, () => inactive(g));
  const claim = g.tabs.claim();
  try {
    g.presets = await loading;
    if (g.destroyed) return;
    g.setActive((await claim) && g.tabs.active);
    if (g.destroyed) return;
    await open(g);
    if (g.destroyed) return;
    if (!g.active) inactive(g);
  } catch (e) {
    g.ui.status.textContent = g.w.t('load-failed', g.w.message(e));
    g.ui.status.classList.add('error');
    throw e;
  }
  await applySettings(g);
  if (g.destroyed) return;
  wire(g, () => applySpeed(g), (code, user) => setLang(g, code, user));
  wirePanels(g);
  save(g);
  fresh(g);
}

/**
 * Mounts a game into `root` (an element, in a document or a shadow root);
 * returns `{ ready, table, lang, setLang, allowSound, switchTable, prefetch, offerUpdate, destroy }`.
 * Options: storageKey ("blackjack" for the page, else "blackjack-embed"),
 * table and bankroll (for a new game), lang (when none was saved), page (the
 * full page: keys on the document, h1), onLang(lang, t), sound (sounds
 * allowed; default: only on the full page), onView(snapshot, table, afresh)
 * (each snapshot drawn whole; `afresh` when drawn from scratch: the game
 * opened or taken back, another table, Start over), realityMs (the reality
 * check's interval in ms instead of the player's minutes; read at each check).
 */
export function mountGame(root, opts = {}) {
  const g = context(root, opts);
  const controller = {
    ready: start(g),
    /** The engine's table (null until ready). */
    get table() { return g.table; },
    /** The language in use. */
    get lang() { return g.lang; },
    /** Speaks another language (and saves it, as the player's choice). */
    setLang: code => setLang(g, code, true),
    /** Allows the game's sounds (the player's Mute still applies) or not. */
    allowSound(on) {
      g.sound = on;
      if (g.ui.mute) g.ui.mute.hidden = !on;
    },
    /** Moves to another preset's table between rounds. */
    switchTable: name => switchTable(g, name),
    /** Fetches what the first action needs (call it when the page is idle). */
    prefetch: () => {
      // The engine's odds load beside it, so that the first Hint waits for no download.
      if (!g.destroyed) g.engine().then(port => port.warm());
      // What is not needed to play comes after (after-idle.js).
      return loadPresent(g).then(() => track(g)).catch(() => {})
        .then(() => import('./after-idle.js')).then(m => m.afterIdle(g), () => {});
    },
    /** Shows that a new version is ready, with a button that calls `apply`. */
    offerUpdate(apply) {
      g.notices.set('update', { apply });
      drawNotices(g);
    },
    /** Takes the game off the page. */
    destroy() {
      g.destroyed = true;
      if (g.revealing) clearTimeout(g.revealing.timer);
      g.reveal(null);
      if (g.tabs) g.tabs.close();
      if (g.motionListener) g.motion.removeEventListener('change', g.motionListener);
      if (g.ui.game) {
        if (g.keyListener) keyTarget(g).removeEventListener('keydown', g.keyListener);
        g.ui.game.remove();
      }
      if (g.table) g.table.free();
      g.setTable(null);
      if (g.port) g.port.then(port => port.end());
    },
  };
  controller.ready.catch(() => {});
  return controller;
}
