// Showing a step (loaded when the page is idle, or at the first action if
// that comes first): the new cards one by one at the chosen speed (the plan
// is reveal.js's), then the whole snapshot, and the announcer's words
// (narrate.js). The page's drawing, focus and announcer come through `g`.
import { planReveal, maskView } from './reveal.js';
import { describe } from './narrate.js';

/** Shows `after` whole: drawn, the focus put back where the keys work, and announced. */
function settle(g, before, after, said) {
  g.shown = after;
  g.render(after);
  g.refocus();
  g.announce(g.error ? g.w.message(g.error) : describe(before, after, said, g.w, g.current));
}

/** Shows the step from `before` (null: nothing to reveal) to `after`; `said` opens the announcement. */
export function present(g, before, after, said) {
  const hole = g.current.rules.hole_card ? 1 : -1;
  const plan = !before || g.speed() === 'instant' ? null : planReveal(before, after, { hole });
  if (!plan || !plan.steps.length) {
    settle(g, before, after, said);
    return;
  }
  const { stage, steps } = plan;
  let k = 0;
  const finish = () => {
    clearTimeout(g.revealing.timer);
    g.revealing = null;
    settle(g, before, after, said);
  };
  const tick = () => {
    if (k < steps.length) {
      const [slot, to] = steps[k++];
      stage.set(slot, to);
      g.render(maskView(before, after, stage));
      g.revealing.timer = setTimeout(tick, g.delay());
    } else {
      finish();
    }
  };
  g.revealing = { timer: 0, finish };
  tick();
}
