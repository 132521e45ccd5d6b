// The example page's own script (www/embed.html): it listens to the first
// game's events (round-settled, bankroll-change: docs/embedding.md, "Events") and
// shows the last one, as a site would update its own scoreboard.
const game = document.getElementById('first');
const out = document.getElementById('last-event');
for (const type of ['round-settled', 'bankroll-change']) {
  game.addEventListener(type, event => {
    out.textContent = `${type}: ${JSON.stringify(event.detail)}`;
    out.dataset.event = type;
  });
}
