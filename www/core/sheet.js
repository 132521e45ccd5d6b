// A lazily loaded module's stylesheet, added once to the game's document or
// to the <blackjack-table>'s shadow root (where the document's styles do not
// reach). Shared by recall.js and strategy.js; bundled into each.

// Document or shadow root → Map(href → Promise): which stylesheets were added where, a load-once cache.
const added = new WeakMap();

/** Adds the stylesheet `href` next to `node` (its document or shadow root), once; resolves when it applies. */
export function addSheet(doc, node, href) {
  const root = node.getRootNode();
  if (!added.has(root)) added.set(root, new Map());
  const sheets = added.get(root);
  if (!sheets.has(href)) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    sheets.set(href, new Promise(done => { link.onload = link.onerror = done; }));
    (root.head || root).append(link);
  }
  return sheets.get(href);
}
