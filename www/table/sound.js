// The table's sounds, synthesized with WebAudio (no audio files): a card laid
// down (a short burst of filtered noise), a chip (two bright clicks), a win
// (a rising arpeggio), a push (two even notes) and a loss (a low falling
// pair). Loaded by prefs.js on the first sound the game plays; one audio
// context per game (its store's `audio`), made then (after the player's first
// click, so the browser lets it play).

/** The game's audio: {ctx, noise} (made on its first sound), or null without WebAudio. */
function audioOf(g) {
  const Context = globalThis.AudioContext || globalThis.webkitAudioContext;
  if (!Context) return null;
  g.audio ||= { ctx: new Context(), noise: null };
  if (g.audio.ctx.state === 'suspended') g.audio.ctx.resume().catch(() => {});
  return g.audio;
}

/** A gain node into the speakers: up to `peak` in 5 ms, then down over `length` seconds from `at`. */
function envelope(ctx, at, peak, length) {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  gain.connect(ctx.destination);
  return gain;
}

/** A note of `freq` Hz (`type`: an oscillator's wave) at `at`, lasting `length` seconds. */
function tone(ctx, freq, at, length, peak = 0.12, type = 'triangle') {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  osc.connect(envelope(ctx, at, peak, length));
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/** A card: 70 ms of white noise through a band-pass filter. */
function card(ctx, at, audio) {
  if (!audio.noise) {
    audio.noise = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * 0.07), ctx.sampleRate);
    const data = audio.noise.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  }
  const source = ctx.createBufferSource();
  source.buffer = audio.noise;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = 2600;
  filter.Q.value = 0.8;
  source.connect(filter);
  filter.connect(envelope(ctx, at, 0.35, 0.07));
  source.start(at);
}

const SOUNDS = {
  card,
  chip: (ctx, at) => {
    tone(ctx, 2300, at, 0.035, 0.08, 'square');
    tone(ctx, 3100, at + 0.045, 0.03, 0.06, 'square');
  },
  win: (ctx, at) => [523.25, 659.25, 783.99].forEach((f, i) => tone(ctx, f, at + i * 0.09, 0.22)),
  push: (ctx, at) => [440, 440].forEach((f, i) => tone(ctx, f, at + i * 0.14, 0.12, 0.09)),
  lose: (ctx, at) => [293.66, 220].forEach((f, i) => tone(ctx, f, at + i * 0.12, 0.2, 0.08)),
};

/** Plays the sound `name` now for the game `g`; false when the browser has no WebAudio. */
export function play(g, name) {
  const audio = audioOf(g);
  if (!audio || !SOUNDS[name]) return false;
  SOUNDS[name](audio.ctx, audio.ctx.currentTime + 0.01, audio);
  return true;
}
