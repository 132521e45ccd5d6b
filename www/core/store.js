// One game's store, after TodoMVC's: its fields are declared once, where the
// game is made (game.js), and sealed, so no module adds one later; what a
// module must hear of, it subscribes to by name, and the module that changes
// it says so:
//   'view' (snapshot)       a snapshot is on screen (render.js)
//   'action' (name)         the player chose an action the engine lists, before it is played (play.js)
//   'step' (snapshot|null)  after each action the engine played (play.js; null: Start over)
//   'deal' ()               the player dealt a round (play.js)
//   'labelled' ()           the table's labels were drawn again (felt.js)
// Two games on one page have two stores and share nothing.

/** `fields` sealed, with on(event, fn) and emit(event, value). */
export function createStore(fields) {
  const heard = {};
  fields.on = (event, fn) => (heard[event] ||= []).push(fn);
  fields.emit = (event, value) => heard[event]?.forEach(fn => fn(value));
  return Object.seal(fields);
}
