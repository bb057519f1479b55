/** Plays the fill voice (spec 000 §7: a static audio file) from this remote's own origin. */
export interface VoicePlayer {
  play(): void;
}

/** The file beside the remote's bundle (`static/` is copied into `dist/` by rspack.config.ts). */
export const VOICE_FILE = 'static/order-filled.wav';

/** This remote's origin as its bundle resolved it (`publicPath: 'auto'`); empty in tests. */
function ownBase(): string {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
}

interface AudioContextLike {
  readonly state: string;
  resume(): Promise<void>;
  decodeAudioData(data: ArrayBuffer): Promise<AudioBuffer>;
  createBufferSource(): AudioBufferSourceNode;
  readonly destination: AudioNode;
}

/**
 * Fetched once and played through Web Audio: the host page's CSP allows the remote's origin
 * for `connect-src` (its manifest and locales come from there) but not as a media source, so
 * an `<audio src>` on another origin would be refused. A browser that blocks sound until the
 * user interacts just stays silent; nothing throws.
 */
export function createVoicePlayer(url: string = ownBase() + VOICE_FILE): VoicePlayer {
  let context: AudioContextLike | null = null;
  let buffer: Promise<AudioBuffer | null> | null = null;
  const load = (ctx: AudioContextLike) =>
    (buffer ??= fetch(url)
      .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((data) => ctx.decodeAudioData(data))
      .catch((error: unknown) => {
        console.warn('[orders] the fill voice could not be loaded', error);
        return null;
      }));
  return {
    play() {
      try {
        const Ctor = (globalThis as { AudioContext?: new () => AudioContextLike }).AudioContext;
        if (!Ctor) return;
        context ??= new Ctor();
        const ctx = context;
        void load(ctx).then(async (decoded) => {
          if (!decoded) return;
          if (ctx.state === 'suspended') await ctx.resume().catch(() => undefined);
          const source = ctx.createBufferSource();
          source.buffer = decoded;
          source.connect(ctx.destination);
          source.start();
        });
      } catch (error) {
        console.warn('[orders] the fill voice could not play', error);
      }
    },
  };
}
