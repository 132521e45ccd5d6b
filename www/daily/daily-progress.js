// A day in progress, kept across a reload, or a return to the table and
// back: the actions played on the day's table so far, under `<key>-daily`
// in localStorage (`{date, table, actions}`; one day at a time). The
// engine plays them again on a new DailyTable of that date, so nothing of
// the round is taken on trust from storage: an action it refuses drops the
// progress, and the day starts again. Once the day is scored, the progress
// goes (the days kept hold its result).
import { readText, writeText } from '../core/storage.js';

/** The actions a day's table plays (scenario names, no amount). */
const ACTION = /^(?:hit|stand|double|split|surrender|insure|no-insurance|even-money|no-even-money|deal)$/;

const slot = key => `${key}-daily`;

/**
 * The actions kept for the day of `date` at `table` under the game's `key`:
 * an array (none kept: empty), or null when what is kept is not a day's
 * progress (damaged: the day starts again, and the caller says so).
 */
export function readProgress(key, date, table) {
  const text = readText(slot(key));
  if (text === null || text === 'null') return [];
  try {
    const kept = JSON.parse(text);
    if (!kept || kept.date !== date || kept.table !== table) return [];
    const { actions } = kept;
    return Array.isArray(actions) && actions.every(a => typeof a === 'string' && ACTION.test(a)) ? actions : null;
  } catch {
    return null;
  }
}

/** Keeps `actions` as the progress of the day of `date` at `table`; false when the browser keeps nothing. */
export const saveProgress = (key, date, table, actions) => writeText(slot(key), JSON.stringify({ date, table, actions }));

/** Forgets the day in progress. */
export const dropProgress = key => writeText(slot(key), 'null');
