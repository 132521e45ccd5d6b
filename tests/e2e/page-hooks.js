// What the tests reach of the full page, served by server.mjs in test mode as
// /www/test-hooks.js: app.js loads it only when the engine is the test build
// (its table can stack the shoe), and the shipped copy has no such file.
//   window.blackjackTest.stack(cards)   the next cards of the shoe, in order
//   window.blackjackTest.realityMs      the reality check's interval in ms (0: the player's minutes)
//   window.blackjackTest.history()      the engine's history (the last 10 rounds' records)

/** Installs the hooks for the game `game` (mountGame's controller) mounted with `opts`. */
export function install(game, opts) {
  window.blackjackTest = {
    stack: cards => game.table.stack(cards),
    history: () => game.table.history(),
    get realityMs() { return opts.realityMs || 0; },
    set realityMs(ms) { opts.realityMs = ms; },
  };
}
