// <blackjack-table>: the game as a custom element, for any site. One module
// script and one tag:
//
//   <script type="module" src="/games/blackjack/www/blackjack-table.js"></script>
//   <blackjack-table table="european" bankroll="500" lang="ro" storage-key="my-game"></blackjack-table>
//
// Attributes: `table` (a preset: single-deck, land-casino, european,
// shuffle-machine), `bankroll` (for a new game), `lang` (en, ru, ro; the
// browser's language otherwise), `storage-key` (where the game is saved;
// default "blackjack-embed", never the full page's "blackjack"), `sound` (the
// game plays its sounds, with a Mute button; silent without it), `compact`
// (only what a round needs: embed/compact.css). A game saved
// under the key wins over `table` and `bankroll`, and a language the player
// chose wins over `lang`; changing `lang` or `table` later applies at once
// (a table between rounds). The game draws itself in an open shadow root,
// styled by the stylesheet beside this module, so the host page's styles
// neither reach in nor leak out. The engine is fetched and started once per
// page, however many elements it holds. The element gets data-ready once
// playable; `element.ready` resolves then.
//
// Events (embed-events.js): `round-settled` and `bankroll-change`, bubbling
// and composed. Theming: the custom properties --bj-felt, --bj-rail, --bj-bg,
// --bj-gold, --bj-text and --bj-font, and the parts felt, cards, card, chips,
// chip, buttons and button (README.md).
import { mountGame, langOf } from './game/game.js';
import { whenIdle } from './core/idle.js';
import { hostEvents } from './embed/embed-events.js';

const STYLE = new URL('./style.css', import.meta.url).href;
const COMPACT = new URL('./embed/compact.css', import.meta.url).href;

/** A stylesheet link for `root`; `shown` is called once it loaded or failed (nothing shows before its styles). */
function sheet(href, shown) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.addEventListener('load', shown);
  link.addEventListener('error', shown);
  return link;
}
// Storage key → the elements using it: the one state shared by the games of a page, on purpose
// (two elements on one saved game must know of each other); each game's own state is its store.
const keys = new Map();

export class BlackjackTable extends HTMLElement {
  static get observedAttributes() {
    return ['lang', 'table', 'sound', 'compact'];
  }

  connectedCallback() {
    if (this.game) return;
    const root = this.shadowRoot || this.attachShadow({ mode: 'open' });
    // Nothing shows before its styles (the compact one too where asked): no flash of an unstyled or full table.
    const frame = document.createElement('div');
    frame.hidden = true;
    const links = [STYLE, ...(this.hasAttribute('compact') ? [COMPACT] : [])];
    let waiting = links.length;
    const shown = () => { frame.hidden = --waiting > 0; };
    root.replaceChildren(...links.map(href => sheet(href, shown)), frame);

    const key = this.getAttribute('storage-key') || 'blackjack-embed';
    const sharing = keys.get(key) || new Set();
    sharing.add(this);
    keys.set(key, sharing);
    if (sharing.size > 1) console.warn(`<blackjack-table>: ${sharing.size} games on this page share the storage key "${key}"; give each its own storage-key`);
    this.storageKey = key;

    const bankroll = Number(this.getAttribute('bankroll'));
    const game = mountGame(frame, {
      storageKey: key,
      table: this.getAttribute('table') || undefined,
      bankroll: bankroll > 0 ? bankroll : undefined,
      lang: this.getAttribute('lang') || undefined,
      sound: this.hasAttribute('sound'),
      onView: hostEvents(this),
      onLang: lang => {
        if (this.getAttribute('lang') !== lang) this.setAttribute('lang', lang);
      },
    });
    this.game = game;
    this.ready = game.ready.then(() => {
      if (this.game === game) this.dataset.ready = 'true';
      whenIdle(() => game.prefetch());
      return this;
    });
    this.ready.catch(() => {});
  }

  disconnectedCallback() {
    keys.get(this.storageKey)?.delete(this);
    if (this.game) this.game.destroy();
    this.game = null;
    delete this.dataset.ready;
  }

  attributeChangedCallback(name, old, value) {
    const game = this.game;
    if (!game || old === value) return;
    if (name === 'sound') game.allowSound(value !== null);
    if (name === 'lang' && langOf(value) && langOf(value) !== game.lang) game.setLang(value);
    if (name === 'table' && value) game.ready.then(() => game.switchTable(value), () => {});
    // Made compact later: its stylesheet added once (its rules follow the attribute).
    if (name === 'compact' && value !== null && !this.shadowRoot.querySelector(`link[href="${COMPACT}"]`)) {
      this.shadowRoot.prepend(sheet(COMPACT, () => {}));
    }
  }
}

if (!customElements.get('blackjack-table')) customElements.define('blackjack-table', BlackjackTable);
