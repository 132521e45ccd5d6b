// The session worker (a module worker started by session-graph.js): the
// advisor's wasm reviews finished rounds here, decision by decision with the
// exact odds, off the main thread, so the table answers meanwhile.
//   in:  {id, record, stack}     out: {id, review} or {id, error}
import { RoundReviewer } from '../pkg/advisor/advisor.js';
import { answerEach } from '../advisor/advisor-worker.js';

let reviewer = null;

answerEach(({ record, stack }) => {
  reviewer ||= new RoundReviewer();
  return { review: reviewer.review(record, stack) };
});
