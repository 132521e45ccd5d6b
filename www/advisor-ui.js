// The advisor on the page (loaded by assist.js only when first needed): the
// Hint, the Trainer and each table's return to player. The odds come from
// advisor.js (its own wasm module).
import { loadAdvisor } from './advisor.js';

const DECISIONS = ['hit', 'stand', 'double', 'split', 'surrender'];

/**
 * `g` from assist.js: {ui, t, value(v, sign) (an advisor's value in words),
 * announce, table(), current(), presets(), decision()}. It imports nothing of
 * the page's, so the shipped bundle keeps the page in one file.
 */
export default function advisorUi(g) {
  const { ui, t } = g;
  const doc = ui.game.ownerDocument;
  let advisor = null;       // {name, ready: Promise, a: the loaded advisor | null}
  let cost = 0;             // the session's total cost of mistakes
  const rtp = {};           // preset name -> {player, pairBonus}
  let rtpStarted = false;

  const out = (attr) => {
    let node = ui.game.querySelector(`[${attr}]`);
    if (!node) {
      node = doc.createElement('p');
      node.className = 'advice';
      node.setAttribute(attr, '');
      ui.status.parentNode.after(node);
    }
    return node;
  };
  const dec = (v, sign = true) => g.value(v, sign);
  const word = a => t(`action-${a}`);

  /** The advisor for the table in play (loads it on first use or after a switch). */
  function get() {
    const name = g.current().name;
    if (!advisor || advisor.name !== name) {
      if (advisor && advisor.a) advisor.a.free();
      const entry = { name, a: null };
      entry.ready = loadAdvisor(g.table().rules()).then(a => {
        if (advisor === entry) entry.a = a; else a.free();
        return a;
      });
      advisor = entry;
    }
    return advisor;
  }
  const advise = a => (a ? a.advise(g.table().snapshot()) : null);

  /** The Hint for the decision in play (none if the decision changed while the advisor loaded). */
  async function hint() {
    const decision = g.decision();
    const advice = advise(await get().ready);
    if (!advice || g.decision() !== decision) return;
    const values = DECISIONS.filter(a => a in advice.values).map(a => `${word(a)} ${dec(advice.values[a])}`);
    const text = t('hint-text', word(advice.best), values.join(' · '));
    out('data-hint').textContent = text;
    g.announce(text);
  }

  /** Called just before an action is played. */
  function decide(name) {
    if (!ui.trainer.checked || !DECISIONS.includes(name)) return;
    const advice = advise(get().a);
    if (!advice || !(name in advice.values)) return;
    const lost = Math.max(0, advice.values[advice.best] - advice.values[name]);
    const right = name === advice.best || lost < 5e-7;
    cost += right ? 0 : lost;
    const text = (right ? t('tr-right', word(name)) : t('tr-cost', word(name), dec(lost), word(advice.best))) +
      ' ' + t('tr-total', dec(cost, false));
    out('data-trainer').textContent = text;
    g.announce(text);
  }

  /** Each table's return to player, one table per tick, then shown. */
  function startRtp() {
    if (rtpStarted) return;
    rtpStarted = true;
    const todo = [...g.presets()];
    const next = () => {
      const p = todo.shift();
      if (!p) return;
      loadAdvisor(p.rules).then(a => {
        try {
          rtp[p.name] = a.tableReturn();
        } finally {
          a.free();
        }
        label();
        setTimeout(next, 0);
      }).catch(() => setTimeout(next, 0));
    };
    setTimeout(next, 0);
  }

  /** Adds the returns to the rules panel and the table selector (after felt.js labels them). */
  function label() {
    const pct = v => `${dec(100 + v, false)} %`;
    for (const o of ui.tableSelect.options) {
      const r = rtp[o.value];
      if (r && !o.dataset.rtp) {
        o.dataset.rtp = '';
        o.textContent += ` — ${pct(r.player)}`;
      }
    }
    const r = g.current() && rtp[g.current().name];
    for (const li of ui.rules.querySelectorAll('[data-rtp]')) li.remove();
    if (!r) return;
    const lines = [t('rtp', pct(r.player))];
    if (r.pairBonus != null) lines.push(t('rtp-pair', pct(r.pairBonus)));
    for (const line of lines) {
      const li = doc.createElement('li');
      li.setAttribute('data-rtp', '');
      li.textContent = line;
      ui.rules.append(li);
    }
  }

  return { hint, decide, trainer: () => get().ready, rtp: startRtp, label };
}
