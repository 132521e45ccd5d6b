// The Trainer's part of the Strategy panel: the grading setting (against the
// chart or perfect play) and the counts by kind kept across reloads
// (trainer-stats.js), with Clear. Hooks: select[data-control="trainer-grade"],
// tr[data-trainer-kind="hard"] with td[data-right], td[data-wrong],
// td[data-lost], button[data-control="trainer-clear"].
import { KINDS, GRADES, trainerStore } from './trainer-stats.js';
import { formatValue } from '../core/format.js';
import { tableWithHead } from './strategy-grid.js';
import { make } from '../core/dom.js';

/** The counts' rows, redrawn from `stats`. */
function drawRows(body, doc, w, stats, mark) {
  body.replaceChildren(...KINDS.map(kind => {
    const c = stats.kinds[kind];
    const tr = make(doc, 'tr');
    tr.dataset.trainerKind = kind;
    const th = make(doc, 'th', '', w[`kind-${kind}`]);
    th.scope = 'row';
    const td = (attr, text) => {
      const cell = make(doc, 'td', '', text);
      cell.dataset[attr] = '';
      return cell;
    };
    tr.append(th, td('right', String(c.right)), td('wrong', String(c.wrong)), td('lost', formatValue(c.lost, mark, false)));
    return tr;
  }));
}

/**
 * The Trainer's section for the game saved under `key`, in the words `w`
 * (`mark`: the decimal mark; `own`: the game's store's panel slots, which keep the counts). Returns {node, stop()}: stop() no longer
 * follows the counts.
 */
export function trainerSection(doc, w, key, mark, own) {
  const store = trainerStore(key, own);
  const select = make(doc, 'select');
  select.dataset.control = 'trainer-grade';
  for (const grade of GRADES) {
    const option = make(doc, 'option', '', w[`grade-${grade}`]);
    option.value = grade;
    select.append(option);
  }
  select.value = store.stats.grade;
  select.addEventListener('change', () => store.setGrade(select.value));
  const label = make(doc, 'label', 'field');
  label.append(make(doc, 'span', '', w.grade), ' ', select);
  const table = tableWithHead(doc, 'trainer-stats', w, ['kind', 'right', 'wrong', 'lost']);
  const body = table.createTBody();
  drawRows(body, doc, w, store.stats, mark);
  const clear = make(doc, 'button', 'btn btn-small', w.clear);
  clear.type = 'button';
  clear.dataset.control = 'trainer-clear';
  clear.addEventListener('click', () => store.clear());
  const stop = store.listen(stats => {
    select.value = stats.grade;
    drawRows(body, doc, w, stats, mark);
  });
  const node = make(doc, 'section', 'strategy-trainer');
  node.dataset.trainerStats = '';
  node.append(make(doc, 'h3', 'panel-title', w.trainer), label, table, clear);
  return { node, stop };
}
