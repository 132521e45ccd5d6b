// A scored day drawn (the engine's DayScore, from 'daily-score'): the EV lost
// `[data-daily-score]` (its `data-value` the engine's plain figure), the
// decisions by grade, the net result and luck apart from the score, one mark
// per round (a square with its grade in words, a button that opens that
// round's review: review/review.js with the day's record of it), and, for
// the player's own day, the link to share with its line and Copy. Used at the
// end of the day (daily.js) and for a shared link (daily-view.js). Every
// figure is the engine's; this module only writes it.
import { make } from '../core/dom.js';
import { dailyHref, shareLine, squareGrade } from './daily-share.js';

const GRADES = ['best', 'inaccuracy', 'mistake', 'blunder'];

/** A figure in bets: `[attr]` with the engine's plain value in data-value. */
function figure(doc, attr, label, text, value) {
  const dd = make(doc, 'dd', '', text);
  dd.setAttribute(attr, '');
  dd.dataset.value = value;
  return make(doc, 'div', 'daily-figure', make(doc, 'dt', '', label), dd);
}

/** The decisions by grade: `[data-daily-grades]`, each count in data-{grade}. */
function grades(doc, w, day) {
  const list = make(doc, 'dl', 'daily-grades', ...GRADES.map(k => {
    const dd = make(doc, 'dd', '', w.count(day.grades[k]));
    dd.dataset.grade = k;
    return make(doc, 'div', `daily-grade grade-${k}`, make(doc, 'dt', '', w.t(`grade-${k}`)), dd);
  }));
  list.dataset.dailyGrades = '';
  for (const k of GRADES) list.dataset[k] = String(day.grades[k]);
  return list;
}

/** Round `i`'s mark: a square button (its number shown, its grade in words) opening its review. */
function mark(c, day, i) {
  const { doc, w } = c;
  const grade = day.marks[i] || 'none';
  const said = w.t('mark', i + 1, w.t(`mark-${grade}`));
  const number = make(doc, 'span', '', String(i + 1));
  number.setAttribute('aria-hidden', 'true');
  const button = make(doc, 'button', `daily-mark mark-${grade}`, number, make(doc, 'span', 'visually-hidden', said));
  button.type = 'button';
  button.title = `${said} · ${w.t('review-round', i + 1)}`;
  Object.assign(button.dataset, { control: 'daily-round-review', round: String(i + 1), mark: grade });
  button.addEventListener('click', () => c.review(day.records[i], button));
  return make(doc, 'li', '', button);
}

/** The legend of the squares, in words. */
function legend(doc, w) {
  const item = grade => make(doc, 'li', '', make(doc, 'span', `daily-swatch mark-${grade}`), ' ', w.t(`mark-${grade}`));
  const list = make(doc, 'ul', 'daily-legend', ...[...GRADES, 'none'].map(item));
  list.setAttribute('aria-hidden', 'true'); // each mark says its grade itself
  return list;
}

/** The share part: the line `[data-daily-line]`, the link `[data-control="daily-share"]` and Copy. */
function sharePart(c, day) {
  const { doc, w } = c;
  const href = dailyHref(doc.location.href, day.link);
  const line = shareLine(w, day, c.tableName(day.table));
  // The line's text as copied; each square also drawn in its grade's colour (a page may lack an emoji font).
  const text = make(doc, 'p', 'daily-line', ...[...line].map(ch => {
    const grade = squareGrade(ch);
    return grade ? make(doc, 'span', `daily-square mark-${grade}`, ch) : ch;
  }));
  text.dataset.dailyLine = '';
  const link = make(doc, 'a', 'btn btn-small', w.t('share'));
  link.href = href;
  Object.assign(link.dataset, { control: 'daily-share', link: day.link });
  const copy = make(doc, 'button', 'btn btn-small', w.t('copy'));
  copy.type = 'button';
  copy.dataset.control = 'daily-copy';
  const said = make(doc, 'p', 'daily-copied');
  said.setAttribute('role', 'status');
  copy.addEventListener('click', async () => {
    try {
      await doc.defaultView.navigator.clipboard.writeText(`${line}\n${href}`);
      said.textContent = w.t('copied');
    } catch {
      said.textContent = w.t('copy-failed');
    }
  });
  return make(doc, 'div', 'daily-share', text, make(doc, 'div', 'daily-share-buttons', link, copy), said);
}

/**
 * The section of the scored `day`. `c`: {doc, w (daily-words.js), title,
 * tableName(name), review(record, opener), share (the share part shown)}.
 */
export function resultSection(c, day) {
  const { doc, w } = c;
  const heading = make(doc, 'h3', 'daily-result-title', c.title);
  const figures = make(doc, 'dl', 'daily-figures',
    figure(doc, 'data-daily-score', w.t('score-label'), w.t('score', w.exact(day.score)), day.score),
    figure(doc, 'data-daily-net', w.t('net'), w.bets(day.net, 'always'), day.net),
    figure(doc, 'data-daily-luck', w.t('luck'), w.bets(day.luck, 'always'), day.luck));
  const marks = make(doc, 'ol', 'daily-marks', ...day.marks.map((_, i) => mark(c, day, i)));
  marks.dataset.dailyMarks = '';
  marks.setAttribute('aria-label', w.t('marks'));
  const section = make(doc, 'section', 'daily-result', heading, figures,
    make(doc, 'p', 'daily-note', `${w.t('perfect')} ${w.t('luck-note')}`),
    make(doc, 'h4', 'daily-subtitle', w.t('grades')), grades(doc, w, day),
    make(doc, 'h4', 'daily-subtitle', `${w.t('marks')} · ${w.t('review')}`), marks, legend(doc, w),
    c.share ? sharePart(c, day) : null);
  section.dataset.dailyResult = '';
  section.dataset.date = day.date;
  section.dataset.table = day.table;
  return section;
}

/** A scored day as the DAYS helper keeps it: the DayScore without its rounds and records. */
export function keptOf(day) {
  const { date, table, link, score, lostCents, grades: g, marks, netCents, luckCents, net, luck } = day;
  return { date, table, link, score, lostCents, grades: g, marks, netCents, luckCents, net, luck };
}
