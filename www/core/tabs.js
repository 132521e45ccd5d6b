// The tab bridge: one live table per browser profile and storage key, and the
// newest tab takes it. Each tab asks for the Web Lock "blackjack:<key>" with
// `steal`, so the newest gets it and the tab that held it is told (its
// request rejects): that tab goes inactive. Where Web Locks are missing, a
// BroadcastChannel of the same name: a tab posts "claim" when it takes the
// table, and a tab that hears another's claim goes inactive. A tab also goes
// inactive when a save finds the game taken (the page calls `lost()`).
//
//   const tabs = tabBridge(key, () => { ...inactive... });
//   await tabs.claim();      // at start, and on "Play here"
//   tabs.close();            // the game leaves the page

class TabBridge {
  constructor(key, onLost, env) {
    this.name = `blackjack:${key}`;
    this.onLost = onLost;
    this.locks = env.navigator && env.navigator.locks;
    this.Channel = env.BroadcastChannel;
    this.id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    this.token = null;     // the latest lock request of this tab
    this.release = null;   // lets go of the lock held
    this.channel = null;
    this.active = false;   // this tab holds the table
    this.closed = false;
  }

  /** This tab learnt that another took the table. */
  lost() {
    if (this.closed) return;
    this.active = false;
    this.onLost();
  }

  /** Takes the table (from any other tab); resolves once this tab holds it. */
  claim() {
    if (this.closed) return Promise.resolve(false);
    if (this.locks && typeof this.locks.request === 'function') return this.claimLock();
    if (this.Channel) return this.claimChannel();
    this.active = true;
    return Promise.resolve(true);
  }

  claimLock() {
    const mine = {};
    this.token = mine;
    if (this.release) this.release();
    return new Promise(granted => {
      const held = () => new Promise(done => {
        if (this.token !== mine || this.closed) return done();
        this.release = done;
        this.active = true;
        granted(true);
      });
      const stolen = () => {
        // A newer tab stole the lock (an AbortError).
        if (this.token === mine && this.active) {
          this.release = null;
          this.lost();
        }
        granted(false);
      };
      try {
        this.locks.request(this.name, { steal: true }, held).then(() => {}, stolen);
      } catch {
        // Locks refused here (an opaque origin): the channel, or this tab alone.
        granted(this.Channel ? this.claimChannel() : (this.active = true));
      }
    });
  }

  claimChannel() {
    if (!this.channel) {
      this.channel = new this.Channel(this.name);
      this.channel.onmessage = event => {
        if (event.data && event.data.type === 'claim' && event.data.id !== this.id) this.lost();
      };
    }
    this.channel.postMessage({ type: 'claim', id: this.id });
    this.active = true;
    return Promise.resolve(true);
  }

  /** Lets the table go (the game leaves the page). */
  close() {
    this.closed = true;
    this.active = false;
    if (this.release) this.release();
    this.release = null;
    if (this.channel) this.channel.close();
    this.channel = null;
  }
}

/** The bridge for the game saved under `key`; `onLost()` when another tab takes it. `env`: the window (tests give another). */
export const tabBridge = (key, onLost, env = globalThis) => new TabBridge(key, onLost, env);
