// The controls: clicks on buttons, chips, spots and selectors, the amount
// forms, and the keys (their mapping is keys.js's).
import { keyCommand } from '../core/keys.js';
import { clampField } from '../core/amounts.js';
import { home } from './voice.js';
import { doAction, placeChip, select, switchTable, startOver, setSetting } from './play.js';

// A pointer click leaves no focus behind, so Enter and Space deal from the page.
function dropPointerFocus(g, event) {
  if (event.detail > 0 && event.currentTarget.blur) home(g, event.currentTarget);
}

/** Where the game's keys are heard: the document for the full page, the game inside an element. */
export const keyTarget = g => (g.page ? g.doc : g.ui.game);

/** A key press: the game's keys, when this tab holds the table and no card is being dealt. */
export function onKey(g, event) {
  if (event.defaultPrevented) return;
  const node = event.target;
  const target = {
    tag: node && node.tagName,
    editable: !!(node && node.isContentEditable),
    inDialog: !!(node && node.closest && node.closest('dialog')),
  };
  const legal = g.active && !g.revealing && g.shown ? g.shown.legal : [];
  const command = keyCommand(event, target, legal);
  if (!command) return;
  if (command.consume) event.preventDefault();
  if (command.action) doAction(g, command.action);
}

/** The amount fields: a number above the engine's maximum becomes the maximum; Enter plays the action. */
function wireAmounts(g) {
  for (const kind of ['double', 'insure']) {
    const input = g.ui.amounts[kind];
    input.addEventListener('change', () => {
      const range = kind === 'double' ? g.shown.double : g.shown.offer && g.shown.offer.range;
      if (range) input.value = clampField(input.value, range);
    });
    g.ui.amountForms[kind].addEventListener('submit', event => {
      event.preventDefault();
      doAction(g, kind);
    });
  }
}

function wireSettings(g, applySpeed, setLang) {
  const { ui } = g;
  ui.tableSelect.addEventListener('change', () => switchTable(g, ui.tableSelect.value));
  ui.speed.addEventListener('change', () => {
    setSetting(g, 'speed', ui.speed.value);
    applySpeed();
    if (g.revealing && g.speed() === 'instant') g.revealing.finish();
  });
  ui.langSelect.addEventListener('change', () => setLang(ui.langSelect.value, true));
  g.motionListener = applySpeed;
  g.motion.addEventListener('change', applySpeed);
}

/** Wires the table's controls (the panels' buttons are game/assist.js's); `applySpeed` and `setLang` come from game.js. */
export function wire(g, applySpeed, setLang) {
  const { ui } = g;
  for (const b of ui.actions) {
    b.addEventListener('click', event => {
      dropPointerFocus(g, event);
      doAction(g, b.dataset.action);
    });
  }
  for (const chip of ui.chips) {
    chip.addEventListener('click', event => {
      dropPointerFocus(g, event);
      placeChip(g, chip.dataset.chip);
    });
  }
  ui.boxes.addEventListener('click', event => {
    const spot = event.target.closest('button[data-box], button[data-pair]');
    if (!spot) return;
    if (event.detail > 0) home(g, spot);
    if (spot.dataset.box) select(g, Number(spot.dataset.box), false);
    else select(g, Number(spot.dataset.pair), true);
  });
  wireAmounts(g);
  wireSettings(g, applySpeed, setLang);
  ui.startOver.addEventListener('click', () => startOver(g));
  g.keyListener = event => onKey(g, event);
  keyTarget(g).addEventListener('keydown', g.keyListener);
}
