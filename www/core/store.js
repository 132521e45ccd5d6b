// One game's store, after TodoMVC's: its fields are declared once, where the
// game is made (game.js), and sealed, so no module adds one later. A field
// that several modules write, or that others must hear of, is guarded: it is
// read-only (a write throws) and changes only through the store's named
// change for it, which tells that change's subscribers:
//   setError(e)       the refusal on screen (play.js, game.js)
//   showSnapshot(v)   the snapshot fully on screen (play.js, present.js)
//   reveal(wait)      the reveal under way, or null (play.js, present.js, game.js)
//   select(sel)       the box and bet chosen: 'select' (play.js, felt.js)
//   setTable(table)   the engine's table (game.js, play.js)
//   setActive(on)     this tab holds the table: 'active' (game.js)
//   speak(lang, w)    the language and its words: 'lang' (game.js; the Count, Session and Strategy panels redraw)
//   setPref(name, v)  one display setting (Mute, the card options, the count's switch): 'prefs'
//                     (the game saves them; `prefs` is frozen, as readPrefs gives it: written only through this)
// The other fields are each written by one module for its own bookkeeping
// and stay plain: presets, tabs, sound, destroyed (game.js); current, seen,
// afresh, present and its load (play.js); decision and the advisor's,
// Strategy's and Session's loads (assist.js);
// optionsLoad (prefs.js);
// the listeners (controls.js); notices (voice.js). What a panel keeps is its
// own store, in a slot of `lazy` (panelSlots below): made once by the panel
// through own(name, make), read by anyone, forgotten by drop(name); no module
// writes `lazy` itself.
// Events, besides the changes':
//   'view' (snapshot)       a snapshot is on screen (render.js)
//   'action' (name)         the player chose an action the engine lists, before it is played (play.js)
//   'step' (snapshot|null)  after each action the engine played (play.js; null: Start over)
//   'deal' ()               the player dealt a round (play.js)
//   'labelled' ()           the table's labels were drawn again (felt.js)
// Two games on one page have two stores and share nothing.

/**
 * `fields` sealed, with on(event, fn) and emit(event, value), and the named
 * changes `changes(guard, fields)` returns: guard(name, event) makes field `name`
 * read-only and returns the one function that writes it (and emits `event`).
 * `on` and `emit` are the store's own: no field may take those names.
 */
export function createStore(fields, changes) {
  const heard = {}, own = {};
  fields.on = (event, fn) => (heard[event] ||= []).push(fn);
  fields.emit = (event, value) => heard[event]?.forEach(fn => fn(value));
  const guard = (name, event) => {
    own[name] = fields[name];
    Object.defineProperty(fields, name, { get: () => own[name], enumerable: true });
    return value => {
      own[name] = value;
      if (event) fields.emit(event, value);
    };
  };
  if (changes) Object.assign(fields, changes(guard, fields));
  return Object.seal(fields);
}

/**
 * The panels' stores of one game, a slot each by the panel's name: made once
 * by its panel through own(name, make), read through `view` (a write to it
 * throws), forgotten by drop(name).
 */
export function panelSlots() {
  const slots = {};
  const refuse = () => false; // in a module (strict code), a refused write throws a TypeError
  return {
    view: new Proxy(slots, { set: refuse, defineProperty: refuse, deleteProperty: refuse }),
    own: (name, make) => (slots[name] ??= make()),
    drop: name => { slots[name] = null; },
  };
}

/** A game's named changes (game.js's store; see above). */
export function gameChanges(guard, fields) {
  const lang = guard('lang', 'lang'), w = guard('w');
  const prefs = guard('prefs', 'prefs');
  return {
    setError: guard('error'),
    showSnapshot: guard('shown'),
    reveal: guard('revealing'),
    select: guard('selected', 'select'),
    setTable: guard('table'),
    setActive: guard('active', 'active'),
    speak: (code, words) => { w(words); lang(code); },
    setPref: (name, value) => prefs(Object.freeze({ ...fields.prefs, [name]: value })),
  };
}
