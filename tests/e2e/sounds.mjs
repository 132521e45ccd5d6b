// Counting the game's sounds where WebAudio plays them: every source node
// started, "osc" (a tone) or "buf" (the card's noise buffer), in the page's
// window.__sounds. Shared by options.test.mjs and embed.test.mjs.

/**
 * An init script (openGame's `init`): counts every WebAudio source started;
 * with `blocked` (its `initArg`), every touch of localStorage throws, as in a
 * browser that blocks site data.
 */
export function countSounds(blocked) {
  if (blocked) {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
  window.__sounds = [];
  for (const [Node, kind] of [[OscillatorNode, 'osc'], [AudioBufferSourceNode, 'buf']]) {
    const start = Node.prototype.start;
    Node.prototype.start = function counted(...args) {
      window.__sounds.push(kind);
      return start.apply(this, args);
    };
  }
}

/** The sounds started so far in `page`. */
export const sounds = (page) => page.evaluate(() => window.__sounds.slice());

/**
 * The sounds started in `page` once every sound the game asked for so far
 * has had its chance to start: the game plays each one through a dynamic
 * import of sound.js, so an import of the same module made now resolves
 * after theirs (`url`: sound.js from the page's address: www/sound.js in the
 * built copy, www/table/sound.js in the source).
 */
export const soundsSettled = (page, url = './www/sound.js') =>
  page.evaluate(async (u) => {
    await import(u);
    return window.__sounds.slice();
  }, url);
