// Writes static/order-filled.wav: the fill voice (spec 000 §7), a two-note chime of 0.3 s,
// 16 kHz 8-bit mono PCM (about 5 KB). Run once: `node mfe-orders/scripts/make-order-filled-wav.mjs`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 16000;
const notes = [
  { hz: 880, seconds: 0.12 },
  { hz: 1318.5, seconds: 0.18 },
];
const samples = [];
for (const { hz, seconds } of notes) {
  const n = Math.round(RATE * seconds);
  for (let i = 0; i < n; i += 1) {
    const fadeIn = Math.min(1, i / (RATE * 0.005));
    const fadeOut = Math.min(1, (n - i) / (RATE * 0.04));
    const v = Math.sin((2 * Math.PI * hz * i) / RATE) * 0.45 * fadeIn * fadeOut;
    samples.push(Math.round(128 + v * 127));
  }
}
const data = Buffer.from(samples);
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // byte rate
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'order-filled.wav');
writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${44 + data.length} bytes)`);
