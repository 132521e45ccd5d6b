// The strategy worker (a module worker started by strategy-compute.js): the
// advisor's wasm computes a table's best chart, or its index plays, here,
// off the main thread, so the page answers every click while it works.
//   in:  {id, rules, kind}    kind 'chart' (the default) or 'indices'
//   out: {id, result} or {id, error}
import { strategyChart, indexPlays } from '../pkg/advisor/advisor.js';
import { answerEach } from '../advisor/advisor-worker.js';

answerEach(({ rules, kind }) => ({ result: kind === 'indices' ? indexPlays(rules) : strategyChart(rules) }));
