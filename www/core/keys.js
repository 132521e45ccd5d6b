// The game's keys, as a pure mapping from a key press to an action (the
// event's target described as plain data); tests/unit/keys.test.mjs.
//   H hit, S stand, D double, P split, R surrender, I take insurance or
//   even money, N decline, Enter or Space deal.

export const KEYS = {
  h: ['hit'], s: ['stand'], d: ['double'], p: ['split'], r: ['surrender'],
  i: ['insure', 'even-money'], n: ['no-insurance', 'no-even-money'],
};

const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
const NATIVE = new Set(['BUTTON', 'A', 'SUMMARY']);

/**
 * What a key press does: null when it is not the game's (a modifier held, a
 * field or a dialog has it, a button takes Enter itself), else `{action, consume}`:
 * the legal action it plays (or null) and whether the page takes the key
 * (Enter and Space always do, so Space does not scroll). `press`: {key, code,
 * ctrlKey, metaKey, altKey}; `target`: {tag, editable, inDialog}; `legal`:
 * the engine's legal actions.
 */
export function keyCommand(press, target, legal) {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (FIELDS.has(target.tag) || target.editable || target.inDialog) return null;
  if (press.key === 'Enter' || press.key === ' ') {
    if (NATIVE.has(target.tag)) return null;
    return { action: legal.includes('deal') ? 'deal' : null, consume: true };
  }
  // The letter, or the Latin key at its place on another layout (Cyrillic: Р is H).
  const key = String(press.key || '');
  let names = KEYS[key.toLowerCase()];
  if (!names && !/^[a-z]$/i.test(key) && /^Key[A-Z]$/.test(press.code || '')) names = KEYS[press.code[3].toLowerCase()];
  const action = names ? names.find(n => legal.includes(n)) : undefined;
  return action ? { action, consume: true } : null;
}
