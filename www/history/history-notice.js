// The round history's notices and listeners (history.js, history-value.js):
// what the Session panel says of the history, `h.notice` with `h.why` (the
// browser's reason, for a failed write or read), the gravest kept, each
// said once; and the listeners told of every change.

/** The notices, the gravest first. */
const RANK = ['unavailable', 'quota', 'write-failed', 'read-failed', 'damaged'];

/** Tells the listeners of a change (a listener's failure is its own). */
export function changed(h) {
  for (const fn of h.listeners) {
    try { fn(); } catch {}
  }
}

/** Sets the notice, unless a graver one is kept; resolves to whether it changed. */
export function note(h, notice, why = '') {
  if (h.notice && RANK.indexOf(h.notice) < RANK.indexOf(notice)) return false;
  const news = h.notice !== notice || h.why !== why;
  h.notice = notice;
  h.why = why;
  return news;
}

/** The browser's reason for a failure, in a few words. */
const reason = e => String((e && (e.message || e.name)) || e || 'unknown');

/** A write that failed: the quota reached, or another failure with its reason; the listeners told when the notice is new. */
export function failedWrite(h, e) {
  const news = e && e.name === 'QuotaExceededError' ? note(h, 'quota') : note(h, 'write-failed', reason(e));
  if (news) changed(h);
}

/** A read that failed (an export): the notice 'read-failed' with its reason. */
export function failedRead(h, e) {
  if (note(h, 'read-failed', reason(e))) changed(h);
}

/** Lets go of the notice when it is one of `kinds` (what failed worked again). */
export function recovered(h, ...kinds) {
  if (!kinds.includes(h.notice)) return;
  h.notice = null;
  h.why = '';
  changed(h);
}
