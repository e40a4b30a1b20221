// Optional sounds (off by default, one switch in the settings), synthesized with
// WebAudio so the site ships no audio files: a card played, a trick won, your turn.
import { settings } from "./settings.js";

let ctx = null;

function audio() {
  if (!ctx) {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return null;
    ctx = new Ctx();
  }
  if (ctx.state === "suspended") ctx.resume().catch(() => {});
  return ctx;
}

/** One short tone: frequency from `f0` to `f1` Hz over `ms`, with a soft attack and decay. */
function tone(ac, { f0, f1 = f0, ms, type = "sine", gain = 0.12, delay = 0 }) {
  const start = ac.currentTime + delay / 1000;
  const end = start + ms / 1000;
  const osc = ac.createOscillator();
  const amp = ac.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(f0, start);
  osc.frequency.exponentialRampToValueAtTime(f1, end);
  amp.gain.setValueAtTime(0.0001, start);
  amp.gain.exponentialRampToValueAtTime(gain, start + 0.01);
  amp.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(amp).connect(ac.destination);
  osc.start(start);
  osc.stop(end + 0.02);
}

const SOUNDS = {
  card: (ac) => tone(ac, { f0: 320, f1: 180, ms: 70, type: "triangle", gain: 0.1 }),
  trick: (ac) => {
    tone(ac, { f0: 520, ms: 110, gain: 0.08 });
    tone(ac, { f0: 660, ms: 150, gain: 0.08, delay: 90 });
  },
  turn: (ac) => tone(ac, { f0: 880, ms: 160, gain: 0.06 }),
};

/** Play `kind` ("card" | "trick" | "turn") when the player switched sound on. */
export function playSound(kind) {
  if (!settings().sound || !SOUNDS[kind]) return;
  const ac = audio();
  if (ac) SOUNDS[kind](ac);
}
