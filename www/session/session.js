// The Session panel (loaded on its button by session-track.js): the net
// result, the rounds played, the total wagered, the time played, the biggest
// win and loss of the session, New session, the reality check's setting
// (off, every 15, 30 or 60 minutes), and the bankroll graph of the rounds
// History keeps (session-graph.js), and the round history's controls
// (history/history-controls.js: export, import, clear). The figures are the tracker's `t`
// (session-track.js); `[data-session-net]`, `[data-session-rounds]` and
// `[data-session-wagered]` hold them as plain numbers (their attribute value)
// beside their text. Its words are i18n/session-*.js.
import { addSheet } from '../core/sheet.js';
import { sessionWords } from './session-words.js';
import { REALITY } from './session-store.js';
import { graphSection } from './session-graph.js';
import { historySection } from '../history/history-controls.js';
import { createStore } from '../core/store.js';
import { practiceButton } from '../practice/practice-button.js';
import { dailyButton, pastDaysButton } from '../daily/daily-button.js';
import { make } from '../core/dom.js';

const styled = g => addSheet(g.doc, g.ui.game, new URL('./session.css', import.meta.url).href);

const FIGURES = ['net', 'rounds', 'wagered', 'time', 'best', 'worst'];

/** The figures' values: [text, plain number or null] by name. */
function values(w, s) {
  return {
    net: [w.signed(s.net), s.net / 100],
    rounds: [w.count(s.rounds), s.rounds],
    wagered: [w.money(s.wagered), s.wagered / 100],
    time: [w.time(s.played), null],
    best: [s.best ? w.signed(s.best) : '—', null],
    worst: [s.worst ? w.signed(s.worst) : '—', null],
  };
}

/** Writes the tracker's figures and notes into the panel. */
function fill(p) {
  const { w, t } = p;
  if (!w) return;
  const v = values(w, t.s);
  for (const name of FIGURES) {
    const [text, plain] = v[name];
    p.figures[name].textContent = text;
    if (plain != null) p.figures[name].dataset[`session${name[0].toUpperCase()}${name.slice(1)}`] = String(plain);
  }
  const notes = [];
  if (t.refused) notes.push(w.t('refused', t.refused));
  if (!t.saved) notes.push(w.t('unsaved'));
  p.note.textContent = notes.join(' ');
  p.note.hidden = !notes.length;
  p.reality.value = String(t.s.reality);
}

/** The panel's frame, made once. */
function frame(p) {
  const { doc } = p.g;
  const button = (control, className = 'btn btn-small') => {
    const b = make(doc, 'button', className);
    b.type = 'button';
    b.dataset.control = control;
    return b;
  };
  p.title = make(doc, 'h2', 'panel-title');
  p.title.id = `session-title-${Math.random().toString(36).slice(2)}`;
  p.title.tabIndex = -1;
  p.fresh = button('new-session');
  p.fresh.addEventListener('click', () => {
    p.t.newSession();
    p.g.announce(p.w.t('new-session'));
  });
  p.progress = button('progress');
  p.progress.setAttribute('aria-expanded', 'false');
  p.progress.addEventListener('click', () => toggleProgress(p));
  p.close = button('close-session');
  p.close.addEventListener('click', () => toggle(p));
  p.note = make(doc, 'p', 'session-note');
  p.list = make(doc, 'dl', 'session-figures');
  p.labels = {};
  p.figures = {};
  for (const name of FIGURES) {
    p.labels[name] = make(doc, 'dt');
    p.figures[name] = make(doc, 'dd');
    p.list.append(make(doc, 'div', 'session-figure'));
    p.list.lastChild.append(p.labels[name], p.figures[name]);
  }
  p.reality = make(doc, 'select');
  p.reality.dataset.realitySelect = '';
  p.reality.addEventListener('change', () => p.t.setReality(Number(p.reality.value)));
  p.realityLabel = make(doc, 'span');
  const field = make(doc, 'label', 'field session-reality');
  field.append(p.realityLabel, ' ', p.reality);
  p.graph = graphSection(p.g);
  p.kept = historySection(p.g, p.t);
  p.node = make(doc, 'section', 'panel session');
  p.node.dataset.sessionPanel = '';
  p.node.setAttribute('aria-labelledby', p.title.id);
  const head = make(doc, 'div', 'session-head');
  head.append(p.title, p.fresh, p.progress, practiceButton(p.g, () => mistakes(p)), dailyButton(p.g), pastDaysButton(p.g), p.close);
  p.node.append(head, p.note, p.list, field, p.graph.node, p.kept.node);
  p.node.addEventListener('keydown', event => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    toggle(p);
  });
}

/** Words the panel in the game's language and fills it. */
async function draw(p) {
  const { g } = p;
  const lang = g.lang;
  p.lang = lang;
  const [w] = await Promise.all([sessionWords(lang), styled(g)]);
  if (p.lang !== lang) return;
  p.w = w;
  p.title.textContent = w.t('title');
  p.fresh.textContent = w.t('new-session');
  p.close.textContent = w.t('close');
  p.progress.textContent = w.t('progress');
  for (const name of FIGURES) p.labels[name].textContent = w.t(name);
  p.realityLabel.textContent = w.t('reality');
  p.reality.replaceChildren(...REALITY.map(m => {
    const option = make(g.doc, 'option', '', m ? w.t('reality-every', m) : w.t('reality-off'));
    option.value = String(m);
    return option;
  }));
  fill(p);
  p.graph.draw(w);
  p.kept.draw(w);
  if (p.lifetime && p.lifetime.node.isConnected) p.lifetime.draw(w);
}

/** The drill's weights by kind from the round history (where mistakes cost most), or null. */
async function mistakes(p) {
  const [{ mistakeWeights }, history] = await Promise.all([import('../progress/progress-weights.js'), p.graph.history()]);
  return mistakeWeights(await p.g.engine(), history);
}

/** Opens lifetime progress under the graph (its code loaded on the first click), or closes it. */
async function toggleProgress(p) {
  if (p.lifetime && p.lifetime.node.isConnected) {
    p.lifetime.node.remove();
    p.progress.setAttribute('aria-expanded', 'false');
    return;
  }
  if (!p.lifetime) {
    const [{ progressSection }, history] = await Promise.all([import('../progress/progress.js'), p.graph.history()]);
    p.lifetime ||= progressSection(p.g, history);
  }
  p.graph.node.after(p.lifetime.node);
  p.progress.setAttribute('aria-expanded', 'true');
  await p.lifetime.draw(p.w);
}

/** Opens the panel (after the game's layout) or closes it. */
function toggle(p) {
  const { ui } = p.g;
  // Its button is the fair deal's controls' (fair/fair-controls.js).
  const button = ui.game.querySelector('button[data-control="session"]');
  if (p.node && p.node.isConnected) {
    p.node.remove();
    if (p.unlisten) p.unlisten();
    button?.setAttribute('aria-expanded', 'false');
    button?.focus();
    return Promise.resolve();
  }
  if (!p.node) frame(p);
  ui.game.querySelector('.layout').after(p.node);
  button?.setAttribute('aria-expanded', 'true');
  p.unlisten = p.t.listen(() => {
    if (p.lang !== p.g.lang) draw(p);
    else fill(p);
    p.graph.follow();
  });
  const drawn = draw(p);
  drawn.then(() => p.title.focus(), () => {});
  return drawn;
}

/** The Session panel of the game `g` with the tracker `t`: {toggle()}. */
export function sessionPanel(g, t) {
  // The panel's store, kept in the game's (g.lazy.session), written only by this module's functions.
  const p = g.own('session', () => createStore({
    g, t, w: null, node: null, lang: null, unlisten: null, title: null, close: null, fresh: null, note: null, list: null,
    labels: null, figures: null, reality: null, realityLabel: null, graph: null, kept: null, progress: null, lifetime: null,
  }));
  // The open panel speaks the game's language as soon as it changes (the store's 'lang').
  g.on('lang', () => p.node && p.node.isConnected && p.lang && draw(p));
  return { toggle: () => toggle(p) };
}
