// The offline service worker of a built copy (dist/sw.js, written by
// www/dist.sh): registered from the page, never from an embedding site. A new
// version installs beside the one in use and waits; the page offers it with
// an Update button, and every page of the game reloads once it takes over, so
// no page ever runs one version's script with another version's files.
export async function register(game) {
  const sw = navigator.serviceWorker;
  let controlled = !!sw.controller;
  sw.addEventListener('controllerchange', () => {
    // The first worker only starts serving this page; a later one replaces its files.
    if (controlled) location.reload();
    controlled = true;
  });
  let reg;
  try {
    reg = navigator.onLine === false ? await sw.getRegistration() : await sw.register('sw.js');
  } catch (e) {
    console.warn('The game cannot be made available offline:', e);
    return;
  }
  if (!reg) return;
  const offer = worker => game.offerUpdate(() => worker.postMessage('skip-waiting'));
  if (reg.waiting && sw.controller) offer(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && sw.controller) offer(worker);
    });
  });
}
