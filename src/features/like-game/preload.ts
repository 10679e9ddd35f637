/**
 * Image preloading for the like game (GAME-07): a picture is fetched and decoded before its pair is
 * shown, so the next pair paints in the frame after a choice. Decoded images stay referenced (a small
 * LRU) so the browser keeps them until their card has painted.
 *
 * The saga calls `imagePreloader.load` through `call([imagePreloader, 'load'], ...)`: tests replace it.
 */
const KEEP = 24;
const kept = new Map<string, HTMLImageElement>();

function keep(url: string, img: HTMLImageElement): void {
  kept.delete(url);
  kept.set(url, img);
  while (kept.size > KEEP) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
}

function decodeOne(url: string): Promise<boolean> {
  if (typeof Image === 'undefined') return Promise.resolve(true);
  const img = new Image();
  img.decoding = 'async';
  img.src = url;
  // Without decode() (jsdom, old browsers) the request has started; the card's <img> takes it over.
  if (typeof img.decode !== 'function') return Promise.resolve(true);
  return img.decode().then(
    () => {
      keep(url, img);
      return true;
    },
    () => false,
  );
}

export const imagePreloader = {
  /** Loads and decodes the first candidate that works; resolves with it (or the last one if none did). */
  async load(candidates: readonly string[]): Promise<string> {
    for (const url of candidates) {
      if (kept.has(url) || (await decodeOne(url))) return url;
    }
    return candidates[candidates.length - 1] ?? '';
  },
};
