/**
 * The demo Facebook's photos: small landscape "snapshots" generated as real PNGs (a browser decodes them
 * with createImageBitmap, which SVG cannot do), deterministic per photo id, cached in memory. The PNG
 * encoder is node's zlib (deflate + crc32): no image library.
 */
import zlib from 'node:zlib';

export const FB_FULL = { width: 1024, height: 768 } as const;
export const FB_THUMB = { width: 320, height: 240 } as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Skies of a day out: morning blue, sunset, dusk, clear noon, overcast. */
const SKIES: [number, number][] = [
  [205, 28],
  [18, 330],
  [265, 20],
  [195, 45],
  [215, 200],
];

/** Sky, sun, two ranges of hills and a lake: a different sky and skyline per photo. */
function scene(id: string, w: number, h: number): Uint8Array {
  const seed = hash(id);
  const [hueTop, hueBottom] = SKIES[seed % SKIES.length]!;
  const sunX = 0.2 + ((seed >>> 9) % 60) / 100;
  const sunY = 0.16 + ((seed >>> 15) % 20) / 100;
  const f1 = 2 + ((seed >>> 3) % 4);
  const f2 = 3 + ((seed >>> 6) % 6);
  const skyTop = hsl(hueTop, 0.6, 0.45);
  const skyBottom = hsl(hueBottom, 0.8, 0.8);
  const sun = hsl(48, 1, 0.88);
  const far = hsl(140 + ((seed >>> 12) % 40), 0.22, 0.42);
  const near = hsl(110 + ((seed >>> 18) % 30), 0.35, 0.26);
  const lake = hsl(hueTop, 0.45, 0.4);
  const rowBytes = w * 3 + 1;
  const raw = new Uint8Array(rowBytes * h);
  const r = Math.min(w, h) * 0.08;
  const farLine = new Float64Array(w);
  const nearLine = new Float64Array(w);
  for (let x = 0; x < w; x++) {
    farLine[x] = h * (0.55 + 0.08 * Math.sin((x / w) * Math.PI * f1 + seed));
    nearLine[x] = h * (0.7 + 0.06 * Math.sin((x / w) * Math.PI * f2 + seed / 7));
  }
  const sx = sunX * w;
  const sy = sunY * h;
  const set = (o: number, a: number, b: number, c: number) => {
    raw[o] = a;
    raw[o + 1] = b;
    raw[o + 2] = c;
  };
  for (let y = 0; y < h; y++) {
    raw[y * rowBytes] = 0; // filter: none
    const lakeShade = 1 + 0.08 * Math.sin(y * 0.7);
    for (let x = 0; x < w; x++) {
      const o = y * rowBytes + 1 + x * 3;
      if (y > h * 0.86) set(o, lake[0] * lakeShade, lake[1] * lakeShade, Math.min(255, lake[2] * lakeShade));
      else if (y > nearLine[x]!) set(o, near[0], near[1], near[2]);
      else if (y > farLine[x]!) set(o, far[0], far[1], far[2]);
      else {
        const t = y / farLine[x]!;
        let c0 = skyTop[0] + (skyBottom[0] - skyTop[0]) * t;
        let c1 = skyTop[1] + (skyBottom[1] - skyTop[1]) * t;
        let c2 = skyTop[2] + (skyBottom[2] - skyTop[2]) * t;
        const d = Math.hypot(x - sx, y - sy);
        if (d < r) [c0, c1, c2] = sun;
        else if (d < r * 2.4) {
          const k = (1 - (d - r) / (r * 1.4)) * 0.4;
          c0 += (sun[0] - c0) * k;
          c1 += (sun[1] - c1) * k;
          c2 += (sun[2] - c2) * k;
        }
        set(o, c0, c1, c2);
      }
    }
  }
  return raw;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG from rows already prefixed with their filter byte. */
export function encodePng(width: number, height: number, raw: Uint8Array): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = zlib.deflateSync(raw, { level: 6 });
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))]));
}

const cache = new Map<string, Uint8Array>();
const CACHE_MAX = 48;

/** The photo `id` as a PNG at 'full' (1024x768) or 'thumb' (320x240) size. */
export function facebookPhotoPng(id: string, size: 'full' | 'thumb'): Uint8Array {
  const key = `${size}:${id}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { width, height } = size === 'full' ? FB_FULL : FB_THUMB;
  const png = encodePng(width, height, scene(id, width, height));
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}
