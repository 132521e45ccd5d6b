// Loaded by index.html before app.js, and run while app.js is still on its
// way: a page's first Intl object loads the browser's locale data (on a slow
// phone ~150 ms of the main thread), which numbers.js would otherwise pay for
// in the middle of the game's start. Whatever the language, its formats and
// plural rules then come in a few milliseconds.
new Intl.NumberFormat().format();
