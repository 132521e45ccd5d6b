// The promises of IndexedDB's requests and transactions, for the modules
// that keep data there (the round history, the counting lab): every failure a
// rejected promise that stops there, never a console error.

/** The promise of an IndexedDB request's result (its error stops there: no console error). */
export function req(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = event => {
      event.preventDefault();
      event.stopPropagation();
      reject(request.error);
    };
  });
}

/**
 * The promise of a transaction's end: resolved when committed, rejected with
 * its error when aborted (marked handled at once, so that an abort before it
 * is awaited is no unhandled rejection).
 */
export function done(tx) {
  const ended = new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error || new DOMException('the transaction was aborted', 'AbortError'));
    tx.onerror = event => event.preventDefault();
  });
  ended.catch(() => {});
  return ended;
}
