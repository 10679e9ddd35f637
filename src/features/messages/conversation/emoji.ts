/**
 * Emoji-only messages get bigger (MSG-30): up to 50 characters made only of emoji; 1 emoji
 * 'emoji-3x', 2 'emoji-2x', 3 'emoji-1x'. Results are cached (MSG-31): up to 1000 entries, and the
 * oldest 30% are evicted when it is full.
 */
export const EMOJI_MAX_LENGTH = 50;
export const EMOJI_CACHE_MAX = 1000;
export const EMOJI_CACHE_EVICT = 0.3;

const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f|\s)+$/u;
const CLASSES: Record<number, string> = { 1: 'emoji-3x', 2: 'emoji-2x', 3: 'emoji-1x' };

const cache = new Map<string, string | null>();

function count(text: string): number {
  const Segmenter = (
    Intl as unknown as { Segmenter?: new (l: string, o: { granularity: string }) => { segment(t: string): Iterable<{ segment: string }> } }
  ).Segmenter;
  const compact = text.replace(/\s+/g, '');
  if (Segmenter) return [...new Segmenter('es', { granularity: 'grapheme' }).segment(compact)].length;
  return [...compact.replace(/\u200d./gu, '').replace(/\ufe0f/g, '')].length;
}

function compute(text: string): string | null {
  const t = text.trim();
  if (!t || t.length > EMOJI_MAX_LENGTH || !EMOJI_ONLY.test(t) || /^[\d#*\s]+$/.test(t)) return null;
  return CLASSES[count(t)] ?? null;
}

export function emojiClass(text: string): string | null {
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const value = compute(text);
  if (cache.size >= EMOJI_CACHE_MAX) {
    const drop = Math.ceil(EMOJI_CACHE_MAX * EMOJI_CACHE_EVICT);
    let i = 0;
    for (const k of cache.keys()) {
      if (i++ >= drop) break;
      cache.delete(k);
    }
  }
  cache.set(text, value);
  return value;
}

export function emojiCacheSize(): number {
  return cache.size;
}

export function clearEmojiCache(): void {
  cache.clear();
}
