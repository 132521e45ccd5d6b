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

export function tabBridge(key, onLost, env = globalThis) {
  const name = `blackjack:${key}`;
  const locks = env.navigator && env.navigator.locks;
  const Channel = env.BroadcastChannel;
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  let token = null;      // the latest lock request of this tab
  let release = null;    // lets go of the lock held
  let channel = null;
  let active = false;
  let closed = false;

  function lost() {
    if (closed) return;
    active = false;
    onLost();
  }

  function claimLock() {
    const mine = {};
    token = mine;
    if (release) release();
    return new Promise(granted => {
      const held = () => new Promise(done => {
        if (token !== mine || closed) return done();
        release = done;
        active = true;
        granted(true);
      });
      const taken = () => {
        // Stolen by a newer tab (an AbortError).
        if (token === mine && active) {
          release = null;
          lost();
        }
        granted(false);
      };
      try {
        locks.request(name, { steal: true }, held).then(() => {}, taken);
      } catch {
        // Locks refused here (an opaque origin): the channel, or this tab alone.
        granted(Channel ? claimChannel() : (active = true));
      }
    });
  }

  function claimChannel() {
    if (!channel) {
      channel = new Channel(name);
      channel.onmessage = event => {
        if (event.data && event.data.type === 'claim' && event.data.id !== id) lost();
      };
    }
    channel.postMessage({ type: 'claim', id });
    active = true;
    return Promise.resolve(true);
  }

  return {
    /** Takes the table (from any other tab); resolves once this tab holds it. */
    claim() {
      if (closed) return Promise.resolve(false);
      if (locks && typeof locks.request === 'function') return claimLock();
      if (Channel) return claimChannel();
      active = true;
      return Promise.resolve(true);
    },
    /** This tab learnt that another took the table. */
    lost,
    get active() {
      return active;
    },
    /** Lets the table go (the game leaves the page). */
    close() {
      closed = true;
      active = false;
      if (release) release();
      release = null;
      if (channel) channel.close();
      channel = null;
    },
  };
}
