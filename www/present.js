// Showing a step: the new cards one by one at the chosen speed (the plan is
// reveal.js's), then the whole snapshot, and the announcer's words.
import { planReveal, maskView } from './reveal.js';
import { render } from './render.js';
import { describe } from './status.js';

export const DELAY = { slow: 1000, normal: 560, fast: 220, instant: 0 };

/** Says `text` in the aria-live region (a repeated sentence counts as new). */
export function announce(g, text) {
  if (!text) return;
  const node = g.ui.announcer;
  node.textContent = node.textContent === text ? `${text} ` : text;
}

/** Takes the focus off a control, back to the page (or to the game, inside an element). */
export function home(g, node) {
  if (g.page) node.blur();
  else g.ui.game.focus({ preventScroll: true });
}

/** Shows `after` whole: drawn, the focus put back where the keys work, and announced. */
function settle(g, before, after, said) {
  g.shown = after;
  render(g, after);
  // Focus left on a control that is now hidden or disabled goes back to the
  // page (or the game), so the keys work at once.
  const focused = g.scope.activeElement;
  if (focused && focused !== g.doc.body && focused !== g.ui.game && (focused.disabled || !focused.offsetParent)) home(g, focused);
  announce(g, g.error ? g.w.message(g.error) : describe(before, after, said, g.w, g.current));
  if (g.onSettled) g.onSettled();
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
      render(g, maskView(before, after, stage));
      g.revealing.timer = setTimeout(tick, DELAY[g.speed()] || 0);
    } else {
      finish();
    }
  };
  g.revealing = { timer: 0, finish };
  tick();
}
