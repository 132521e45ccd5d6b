// Building the markup: elements by createElement and textContent only (no HTML
// from strings, for the strict Content-Security-Policy), with their words
// taken from the catalogue and redone when the language changes.

/**
 * A builder for the game `g` (its document `g.doc`, its words `g.w` and the
 * list `g.texts` of [node, attribute or null, key, args] to redo).
 */
export function builder(g) {
  function write(node, attr, text) {
    if (attr) node.setAttribute(attr, text);
    else node.textContent = text;
  }

  /** Sets the text (or `attr`) of `node` from `key` now and in every later language. */
  function tr(node, key, attr = null, ...args) {
    g.texts.push([node, attr, key, args]);
    write(node, attr, g.w.t(key, ...args));
    return node;
  }

  /** An element: attributes, `text` (a catalogue key), `t:attr` (a key for an attribute), children. */
  function el(tag, attrs, ...kids) {
    const node = g.doc.createElement(tag);
    // ::part() names for a host page's styles (<blackjack-table>); attrs may name another.
    if (tag === 'button') node.setAttribute('part', 'button');
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v == null || v === false) continue;
      if (k === 'class') node.className = v;
      else if (k === 'text') tr(node, v);
      else if (k.startsWith('t:')) tr(node, v, k.slice(2));
      else node.setAttribute(k, v === true ? '' : v);
    }
    node.append(...kids);
    return node;
  }

  /** An element with a class and a text (not translated: the caller redraws it). */
  function h(tag, className, text) {
    const node = g.doc.createElement(tag);
    if (className) node.className = className;
    if (text != null) node.textContent = text;
    return node;
  }

  /** An action button (`data-action`), disabled until the engine lists the action. */
  const button = (action, cls, keys) => el('button', {
    type: 'button', class: `btn ${cls}`, 'data-action': action, 'aria-keyshortcuts': keys, disabled: true, text: `action-${action}`,
  });

  return { el, h, tr, write, button };
}

/** Redoes every translated text of `g` in its current language. */
export function retranslate(g) {
  for (const [node, attr, key, args] of g.texts) {
    const text = g.w.t(key, ...args);
    if (attr) node.setAttribute(attr, text);
    else node.textContent = text;
  }
}

/** A new `tag` of `doc` with the class `className` (none when empty) holding `kids` (nodes or text; null and undefined left out). */
export function make(doc, tag, className, ...kids) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  node.append(...kids.filter(kid => kid != null));
  return node;
}
