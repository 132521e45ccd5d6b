// The count panel, built once the page is idle (mounted from game.js, as the
// keys list is): a toggle `[data-control="count"]` (off by default, saved as
// `g.prefs.counting`) that shows the Hi-Lo running and true counts of the
// cards seen since the shuffle, as the cards are shown, and between rounds
// the next round's exact return (`[data-next-edge]`, percent, computed in a
// worker). The counts and the return are the engine's (count-engine.js:
// asked through the game's engine port); the quiz and
// the practice drill are count-quiz.js. The words are a catalogue of their
// own per language (i18n/count-*.js).
import { fillTemplate, numbers } from '../core/format.js';
import { seenOnScreen } from './count-seen.js';
import { quizPart } from './count-quiz.js';
import { addSheet } from '../core/sheet.js';
import { createStore } from '../core/store.js';
import { lazyCatalogue } from '../core/catalogue.js';

/** The count panel's words in `lang`: a flat catalogue. */
const countWords = lang => lazyCatalogue('count', lang);

/** Loads the words of the game's language into the panel `c` and redoes its texts. */
async function useLang(c) {
  const lang = c.g.lang;
  c.lang = lang;
  const cat = await countWords(lang);
  c.n = numbers(lang);
  c.t = (key, ...args) => fillTemplate(cat[key] ?? key, args, c.n.plural);
  for (const [node, key, attr] of c.texts) {
    if (attr) node.setAttribute(attr, c.t(key));
    else node.textContent = c.t(key);
  }
  if (c.ui) c.quiz.relabel();
}

/** An element of the panel: attributes (`text`: a catalogue key), children. */
function elementMaker(c) {
  return (tag, attrs = {}, ...kids) => {
    const node = c.g.doc.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v == null || v === false) continue;
      if (k === 'text' || k.startsWith('t:')) {
        const attr = k === 'text' ? null : k.slice(2);
        c.texts.push([node, v, attr]);
        if (attr) node.setAttribute(attr, c.t(v));
        else node.textContent = c.t(v);
      } else if (k === 'class') node.className = v;
      else node.setAttribute(k, v === true ? '' : v);
    }
    node.append(...kids);
    return node;
  };
}

function build(c) {
  const { g } = c;
  const el = c.el = elementMaker(c);
  const ui = c.ui = {};
  ui.toggle = el('button', { type: 'button', class: 'btn btn-small', part: 'button', 'data-control': 'count', 'aria-pressed': String(c.counting), text: 'toggle' });
  ui.note = el('p', { class: 'count-note', text: 'not-shoe' });
  ui.running = el('strong', { 'data-running-count': true });
  ui.trueCount = el('strong', { 'data-true-count': true });
  ui.left = el('p', { class: 'count-left' });
  ui.figures = el('div', { class: 'count-figures' },
    el('p', {}, el('span', { text: 'running' }), ' ', ui.running),
    el('p', {}, el('span', { text: 'true' }), ' ', ui.trueCount, ' ', el('small', { text: 'true-note' })),
    ui.left);
  ui.edge = el('strong', { 'data-next-edge': true, 'data-state': 'idle' });
  ui.percent = el('span', { hidden: true }, '\u00a0%');
  ui.edgeLine = el('p', { class: 'count-edge' }, el('span', { text: 'edge' }), ' ', ui.edge, ui.percent);
  ui.shoe = el('div', {}, ui.figures, ui.edgeLine);
  c.quiz = quizPart(c);
  ui.body = el('div', { class: 'count-body' }, ui.note, ui.shoe, c.quiz.node);
  ui.body.hidden = true;
  ui.panel = el('section', { class: 'panel count', 'aria-labelledby': 'count-title' },
    el(g.page ? 'h2' : 'h3', { class: 'panel-title', id: 'count-title', text: 'title' }), ui.toggle, ui.body);
  ui.toggle.addEventListener('click', () => setOn(c, !c.counting));
  c.quiz.relabel();
  addSheet(g.doc, g.ui.side, new URL('./count.css', import.meta.url).href);
  g.ui.side.append(ui.panel);
}

/** Turns the counts on or off (saved with the display settings). */
async function setOn(c, on) {
  c.counting = on;
  c.g.setPref('counting', on);
  c.ui.toggle.setAttribute('aria-pressed', String(on));
  c.ui.body.hidden = !on;
  if (!on) return;
  c.engine ||= await Promise.all([import('./count-engine.js'), c.g.engine()]).then(([m, port]) => m.countEngine(port));
  update(c, c.g.ui.lastView || c.g.shown);
}

/** The edge line between rounds: the next round's return from `count.left`, asked of the worker once per state of the shoe (`count` is read only between rounds). */
function drawEdge(c, v, count) {
  const { ui, g } = c;
  const between = !v.revealing && v.phase === 'betting';
  const key = between ? `${g.current.name}:${v.roundsDealt}:${count.cardsLeft}` : null;
  if (key === c.edgeKey) return;
  c.edgeKey = key;
  const show = (state, text) => {
    ui.edge.dataset.state = state;
    ui.edge.textContent = text;
    ui.percent.hidden = state !== 'ready';
  };
  if (!key) return show('idle', c.t('edge-between'));
  if (count.cardsLeft < count.minCardsLeft) return show('refused', c.t('edge-few', count.cardsLeft, count.minCardsLeft));
  show('computing', c.t('edge-computing'));
  ui.edge.setAttribute('aria-busy', 'true');
  c.engine.nextEdge(g.current.rules, count.left).then(r => {
    if (c.edgeKey !== key) return; // a new round started meanwhile: dropped
    ui.edge.removeAttribute('aria-busy');
    show('ready', c.n.num(r.edge, 6, 'always'));
    ui.edge.dataset.value = String(r.edge);
  }, e => {
    if (c.edgeKey !== key || e.stale) return;
    ui.edge.removeAttribute('aria-busy');
    show('failed', c.t('edge-failed', e.message));
  });
}

/** Draws the counts of `v` (a snapshot, perhaps masked while its cards are revealed). */
function update(c, v) {
  const { g, ui } = c;
  if (!c.counting || !c.engine || !v || !g.current) return;
  if (c.lang !== g.lang) useLang(c).then(() => { c.edgeKey = undefined; update(c, g.ui.lastView); }, () => {});
  if (v.revealing && c.fullFor !== v.seen) {
    // The step being revealed, whole: asked of the table once a step.
    c.fullFor = v.seen;
    c.full = g.table ? g.table.snapshot() : null;
  }
  // Once a round is dealt, the next round's return goes at once (its line waits for the round's end).
  if (v.revealing || v.phase !== 'betting') drawEdge(c, v, null);
  // The count is asked of the engine's worker; only the newest answer is drawn.
  const asked = ++c.asked;
  c.engine.shoeCount(g.current.rules, seenOnScreen(v, v.revealing ? c.full : null)).then(count => {
    if (asked === c.asked && g.current) draw(c, v, count);
  }, () => {});
}

/** Draws the engine's `count` of the snapshot `v`. */
function draw(c, v, count) {
  const { g, ui } = c;
  ui.note.hidden = count.shoe;
  ui.shoe.hidden = !count.shoe;
  if (c.table !== g.current.name) {
    c.table = g.current.name;
    c.rounds = null;
  }
  if (count.shoe && c.rounds != null && v.roundsDealt !== c.rounds && v.reshuffled && c.running != null) {
    c.quiz.ask('quiz-shuffle', c.running, false);
  }
  c.rounds = v.roundsDealt;
  c.running = count.running;
  c.count = count;
  ui.running.textContent = c.n.num(count.running);
  ui.trueCount.textContent = c.n.num(count.true, 0, 'auto', 1);
  ui.left.textContent = c.t('left', count.cardsLeft, count.decks * 52);
  ui.figures.hidden = c.quiz.open;
  if (count.shoe) drawEdge(c, v, count);
}

/** Adds the count panel to the side panel of `g` (once). */
export async function mount(g) {
  if (g.lazy.count || g.destroyed || !g.ui.side) return;
  // The panel's store, kept in the game's (g.lazy.count), written only by this module's functions.
  const c = g.own('count', () => createStore({
    g, counting: g.prefs.counting === true, texts: [], engine: null, asked: 0, edgeKey: undefined, rounds: null, running: null, count: null,
    lang: null, n: null, t: null, el: null, ui: null, quiz: null, refresh: null, fullFor: undefined, full: null, table: null,
  }));
  await useLang(c);
  if (g.destroyed) return;
  build(c);
  g.on('view', v => update(c, v));
  // The words follow the language whether or not the count is shown.
  g.on('lang', () => useLang(c).then(() => { c.edgeKey = undefined; c.refresh(); }, () => {}));
  c.refresh = () => update(c, g.ui.lastView || g.shown);
  if (c.counting) setOn(c, true).catch(() => {});
}
