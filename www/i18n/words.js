// Everything the page says, in one language: the catalogue's texts with their
// values, amounts, cards, totals, results, refusals and rules lines. Pure:
// `makeWords(catalogue, lang)` depends on nothing else (tests/unit/words.test.mjs).
import { fillTemplate, sentence, numbers } from '../core/format.js';

/** The texts, amounts (core/numbers.js), cards and lists of one language. */
function basics(cat, lang) {
  const n = numbers(lang);
  const lists = Intl.ListFormat ? new Intl.ListFormat(lang, { type: 'conjunction' }) : null;
  const t = (key, ...args) => fillTemplate(cat[key] ?? key, args, n.plural);
  return {
    lang, cat, t,
    money: n.money,
    signed: n.signed,
    magnitude: n.magnitude,
    /** A number the engine wrote as text ("7.50", "1000") in this language; any other value as it is. */
    num: v => (/^-?\d+(\.\d+)?$/.test(String(v)) ? n.money(v) : v),
    cardName: c => (c ? t('card', t(`rank-${c[0]}`), t(`suit-${c[1]}`)) : t('card-down')),
    list: words => (lists ? lists.format(words) : words.join(', ')),
    presetTitle: name => t(`table-${name}`),
  };
}

/** Totals, results and side bets, in the words `w`. */
function seats(w) {
  const { t } = w;
  return {
    /** "soft 17", "17", "Blackjack", "Bust (24)"; empty with no card face up. */
    totalText(seat) {
      if (!seat.cards.some(Boolean)) return '';
      if (seat.blackjack) return t('total-blackjack');
      if (seat.bust) return t('total-bust', seat.total);
      return seat.soft && seat.total < 21 ? t('total-soft', seat.total) : String(seat.total);
    },
    /** "Win +10", "Push": a settled hand's outcome and what it won or lost (the engine's `net`). */
    resultText: hd => (hd.net ? `${t(`outcome-${hd.outcome}`)} ${w.signed(hd.net)}` : t(`outcome-${hd.outcome}`)),
    /** "Insurance −12.50", "Pair bonus returned": a settled side bet and what it won or lost (the engine's `net`). */
    sideText(key, side) {
      return side.net ? `${t(key)} ${w.signed(side.net)}` : t('side-returned', t(key));
    },
    /** Each hand's name: "Box 2", or "Box 2, hand 1" where the box holds several. */
    labels(v) {
      const perBox = {};
      const seen = {};
      v.hands.forEach(hd => { perBox[hd.box] = (perBox[hd.box] || 0) + 1; });
      return v.hands.map(hd => {
        seen[hd.box] = (seen[hd.box] || 0) + 1;
        return perBox[hd.box] > 1 ? t('hand-name', hd.box, seen[hd.box]) : t('box', hd.box);
      });
    },
  };
}

/** Refusals and rules lines, by the engine's keys, in the words `w`. */
function engineWords(w) {
  const { t, cat } = w;
  return {
    /** What a refusal says: by the engine's code and params, else its message. */
    message(e) {
      if (e && e.key) return t(e.key, ...(e.args || []));
      const code = e && e.code;
      const params = { message: sentence(String((e && e.message) || e)) };
      if (!code || cat[`err-${code}`] == null) return params.message;
      for (const [name, value] of Object.entries(e.params || {})) {
        const known = cat[`${name}-${value}`];
        params[name] = known != null && (name === 'action' || name === 'phase') ? known : w.num(value);
      }
      return t(`err-${code}`, params);
    },
    /** A rules line of the engine (the engine's English when the key is unknown). */
    ruleText: line => (cat[line.key] != null ? t(line.key, ...line.values.map(w.num)) : line.text),
  };
}

/** The words of `lang`, from its catalogue `cat`. */
export function makeWords(cat, lang) {
  const w = basics(cat, lang);
  return Object.assign(w, seats(w), engineWords(w));
}
