// Many stored rounds, written straight into a page's round history (the
// IndexedDB that www/history/ keeps) for the tests and the bench of a long
// history: real rounds, played by the engine's own JavaScript API in the
// page (a table of its own, not the page's), each valued by the review module's
// RoundReviewer as the page values them, in the layout the page writes
// (the round in `rounds`, its figures in `figures`: history-figures.js), under
// the fingerprint of the engine's review that valued them (`meta`), as the
// page keeps them.
// Used by history-long.test.mjs and bench-history.mjs; `storedRounds` reads
// the rounds back for the tests of the history.

/**
 * The rounds the page's round history (`${key}-history`) holds, in their
 * order; none while the database does not exist yet: opening it here must
 * not make it (an empty database of version 1, without its stores, where the
 * read would never finish and the page's own opening would find it).
 */
export function storedRounds(page, key = 'blackjack') {
  return page.evaluate(name => new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = event => { event.preventDefault(); resolve([]); };
    open.onsuccess = () => {
      const db = open.result;
      try {
        const all = db.transaction('rounds').objectStore('rounds').index('n').getAll();
        all.onsuccess = () => { db.close(); resolve(all.result); };
        all.onerror = () => { db.close(); reject(all.error); };
      } catch (e) {
        db.close();
        reject(e);
      }
    };
  }), `${key}-history`);
}

/**
 * Plays `count` single-deck rounds in `page` (bet 5; hit below 12 against
 * any card, else stand; offers declined), values each, and stores them in
 * `${key}-history` under the session `session` (a string). Resolves to the
 * milliseconds it took.
 */
export function writeRounds(page, { count, session, key = 'blackjack' }) {
  return page.evaluate(async ({ count, session, key }) => {
    const t0 = performance.now();
    const engine = await import(new URL('www/pkg/blackjack.js', location.href).href);
    await engine.default();
    const review = await import(new URL('www/pkg/odds/odds.js', location.href).href);
    await review.default({ module_or_path: new URL('www/pkg/odds/odds_bg.wasm', location.href) });
    const { openDb } = await import(new URL('www/history/history-db.js', location.href).href);
    const { putFigures } = await import(new URL('www/history/history-figures.js', location.href).href);
    const table = new engine.Table('single-deck', 1_000_000);
    const reviewer = new review.RoundReviewer();
    const db = await openDb(`${key}-history`); // the page's own opening: the stores made if new
    // The reviews written below are this engine's: said first, so that a page opening the history meanwhile keeps them.
    const meta = db.transaction('meta', 'readwrite');
    meta.objectStore('meta').put({ id: 'review', fingerprint: review.methodFingerprints().review });
    await new Promise((resolve, reject) => { meta.oncomplete = resolve; meta.onabort = () => reject(meta.error); });
    const put = async rows => {
      const tx = db.transaction(['rounds', 'figures'], 'readwrite');
      const ended = new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onabort = () => reject(tx.error); });
      for (const row of rows) tx.objectStore('rounds').put(row);
      await putFigures(tx, rows);
      await ended;
    };
    // After the rounds already stored (their sequence numbers go on).
    const last = await new Promise((resolve, reject) => {
      const cursor = db.transaction('rounds').objectStore('rounds').index('n').openCursor(null, 'prev');
      cursor.onsuccess = () => resolve(cursor.result ? cursor.result.value.n : 0);
      cursor.onerror = () => reject(cursor.error);
    });
    let rows = [];
    for (let n = last + 1; n <= last + count; n++) {
      table.act('bet 1 5');
      table.act('deal');
      for (let view = table.snapshot(); view.phase !== 'betting'; view = table.snapshot()) {
        const { legal } = view;
        const total = view.hands.find(h => h.active)?.total ?? 21;
        const move = ['no-insurance', 'no-even-money'].find(a => legal.includes(a)) || (total < 12 && legal.includes('hit') ? 'hit' : 'stand');
        table.act(move);
      }
      const record = table.history().at(-1);
      const review = reviewer.review(record, []);
      rows.push({ id: `${record.seed}@${record.streamPos}`, session, n, at: Date.now(), record, stack: [], review });
      if (rows.length === 500) {
        await put(rows);
        rows = [];
      }
    }
    if (rows.length) await put(rows);
    db.close();
    table.free();
    return performance.now() - t0;
  }, { count, session, key });
}
