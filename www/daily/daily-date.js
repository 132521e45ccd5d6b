// The day's game is the player's local day: the date of the local calendar
// (not UTC), written YYYY-MM-DD as the engine reads it. Two players in
// different time zones compare the same day through the date their link
// carries. Pure (tests/unit/daily.test.mjs).

const two = n => String(n).padStart(2, '0');

/** The local calendar's date of `now`, 'YYYY-MM-DD'. */
export function localDate(now = new Date()) {
  return `${String(now.getFullYear()).padStart(4, '0')}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
