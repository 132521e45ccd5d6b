// A lazily loaded module's stylesheet (recall.css, simulate.css), linked into
// the game's document or the <blackjack-table>'s shadow root when the module
// is first used. Imported only by lazy modules, so not part of the first load.

const sheets = new WeakMap(); // document or shadow root → href → loaded

/** Links `href` once into the document or shadow root that holds `node`; resolves when it applies. */
export function stylesheet(node, href) {
  const root = node.getRootNode();
  if (!sheets.has(root)) sheets.set(root, new Map());
  const loaded = sheets.get(root);
  if (!loaded.has(href)) {
    const link = node.ownerDocument.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    loaded.set(href, new Promise(done => { link.onload = link.onerror = done; }));
    (root.head || root).append(link);
  }
  return loaded.get(href);
}
