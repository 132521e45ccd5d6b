// A link carried in a page address's fragment (`#review=<text>`,
// `#daily=<text>`): the engine reads the text and says whether it is one.

/** The text after `prefix` (e.g. `#daily=`) in the fragment `hash`, unescaped where it can be; null without the prefix. */
export function fragmentText(hash, prefix) {
  if (!hash || !hash.startsWith(prefix)) return null;
  const text = hash.slice(prefix.length);
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
