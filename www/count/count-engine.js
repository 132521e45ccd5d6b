// The engine's side of counting, through the game's engine port (its quick
// worker): the count of the cards seen, the quiz's practice deals and the
// next round's exact return. Only the newest request for the return is
// answered: an older one still waiting rejects with `stale`.

/** The count panel's engine, asking `port` (core/engine.js). */
export function countEngine(port) {
  let newest = 0;
  return {
    /** The Hi-Lo count of `seen` at a table of `rules`: resolves to the engine's shoeCount. */
    shoeCount: (rules, seen) => port.ask({ kind: 'count', rules, seen }).then(answer => answer.count),
    /** `n` cards from a freshly shuffled shoe dealt from `seed` (bytes): resolves to {cards, running}. */
    practiceDeal: (rules, seed, n) => port.ask({ kind: 'practice-deal', rules, seed: [...seed], n }),
    /** The next round's exact return from the cards `left` (ten counts, aces first): resolves to {edge (percent), ms}. */
    nextEdge(rules, left) {
      const asked = ++newest;
      return port.ask({ kind: 'edge', rules, left: [...left] }).then(answer => {
        if (asked !== newest) throw Object.assign(new Error('stale'), { stale: true });
        return answer;
      });
    },
  };
}
