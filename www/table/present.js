// Showing a step (loaded when the page is idle, or at the first action if
// that comes first): the new cards one by one at the chosen speed (the plan
// is reveal.js's), then the whole snapshot, and the announcer's words
// (narrate.js), with the table's sounds (prefs.js). The page's drawing, focus,
// announcer and sounds come through `g`.
import { planReveal, maskView } from './reveal.js';
import { describe } from './narrate.js';

/**
 * The sound a step ends with, from the engine's figures: the round's result
 * (its net: win, push or lose) once it is over, a chip when more lies on the
 * table, else a card when one was drawn and not shown one by one (`dealt`).
 */
export function cue(before, after, dealt) {
  const settled = after.roundOver && after.result && !(before && before.roundOver && before.roundsDealt === after.roundsDealt);
  if (settled) return after.result.net > 0 ? 'win' : after.result.net < 0 ? 'lose' : 'push';
  if (before && after.phase === 'betting' && before.phase === 'betting' && after.onTable > before.onTable) return 'chip';
  const drew = before && (after.roundsDealt !== before.roundsDealt || after.drawn > before.drawn);
  return drew && !dealt ? 'card' : null;
}

/** Shows `after` whole: drawn, the focus put back where the keys work, announced, and heard. */
function settle(g, before, after, said, dealt = false) {
  const sound = before && cue(before, after, dealt);
  if (sound) g.play(sound);
  g.showSnapshot(after);
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
    g.reveal(null);
    settle(g, before, after, said, true);
  };
  const tick = () => {
    if (k < steps.length) {
      const [slot, to] = steps[k++];
      stage.set(slot, to);
      g.play('card');
      g.render(maskView(before, after, stage));
      g.revealing.timer = setTimeout(tick, g.delay());
    } else {
      finish();
    }
  };
  g.reveal({ timer: 0, finish });
  tick();
}
