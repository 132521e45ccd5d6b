// The reality check (in the style of the UK Gambling Commission's RTS 13),
// loaded when one is first due: a modal dialog with the time played and the
// net result of the session, Keep playing and Leave table. session-track.js
// opens it only between rounds, so it never interrupts one. Leave table ends
// the session: the dialog then says so calmly, with the session's figures,
// and Back to the table (or Escape) returns to a new session. The game is
// saved as it is either way.
import { sessionWords } from './session-words.js';
import { addSheet } from '../core/sheet.js';
import { make } from '../core/dom.js';

function button(doc, control, text, gold = false) {
  const b = make(doc, 'button', gold ? 'btn btn-gold' : 'btn', text);
  b.type = 'button';
  b.dataset.control = control;
  return b;
}

/** The dialog's frame: a title and a text, in the game's language. */
function frame(g, w, id, title, text) {
  const dialog = make(g.doc, 'dialog', 'reality');
  dialog.lang = g.lang;
  const head = make(g.doc, 'h2', 'panel-title', title);
  head.id = id;
  dialog.setAttribute('aria-labelledby', id);
  dialog.dataset.reality = '';
  const body = make(g.doc, 'p', 'reality-text', text);
  dialog.append(head, body);
  return dialog;
}

/** Shows the reality check; resolves once the player answered it. */
export async function remind(g, t) {
  const sheet = addSheet(g.doc, g.ui.game, new URL('./session.css', import.meta.url).href);
  const [w] = await Promise.all([sessionWords(g.lang), sheet]);
  if (g.destroyed || g.ui.game.querySelector('dialog[data-reality]')) return;
  const s = t.s;
  const dialog = frame(g, w, `reality-${Date.now()}`, w.t('reality'), w.t('reality-text', w.time(s.played), w.signed(s.net)));
  const keep = button(g.doc, 'keep-playing', w.t('keep-playing'), true);
  const leave = button(g.doc, 'leave-table', w.t('leave-table'));
  const row = make(g.doc, 'div', 'reality-actions');
  row.append(keep, leave);
  dialog.append(row);
  let left = false;
  await new Promise(done => {
    keep.addEventListener('click', () => dialog.close());
    leave.addEventListener('click', () => {
      left = true;
      const summary = w.t('left-text', w.time(s.played), w.signed(s.net));
      const back = button(g.doc, 'back-to-table', w.t('back'), true);
      dialog.dataset.left = '';
      dialog.querySelector('h2').textContent = w.t('left-title');
      dialog.querySelector('.reality-text').textContent = summary;
      row.replaceChildren(back);
      back.addEventListener('click', () => dialog.close());
      back.focus();
      g.announce(`${w.t('left-title')}. ${summary}`);
    });
    dialog.addEventListener('close', () => {
      dialog.remove();
      if (left) t.newSession();
      else t.kept();
      g.refocus();
      done();
    });
    g.ui.game.append(dialog);
    dialog.showModal();
    keep.focus();
    g.announce(dialog.querySelector('.reality-text').textContent);
  });
}
