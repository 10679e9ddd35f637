/**
 * Generated portrait "photos" for the demo image host: no internet and no binary fixtures, so every
 * member photo is an SVG drawn by DiceBear from the file name (same name -> same face).
 *
 * Style: DiceBear "Personas" by Draftbit, CC BY 4.0 (https://personas.draftbit.com/); the licence
 * travels inside every SVG's <metadata>. File names of seeded photos carry the member's 'Soy' letter
 * ("123-m-1-a1b2c3.webp"), which picks hair and facial hair that read as a woman or a man.
 */
import { createAvatar } from '@dicebear/core';
import type { Style } from '@dicebear/core';
import { personas as loadPersonas } from '@dicebear/collection/async';
import { Random, hashString } from '../lib/prng';

type PersonasStyle = Awaited<ReturnType<typeof loadPersonas>>;
type OptionsOf<S> = S extends Style<infer O> ? O : never;
type PersonasOptions = OptionsOf<PersonasStyle>;

/**
 * The style is loaded on first use through the collection's async entry: importing the whole
 * collection costs ~1.5 s per jest test file, and most files never ask for an image.
 */
let personasStyle: Promise<PersonasStyle> | null = null;
function personas(): Promise<PersonasStyle> {
  personasStyle ??= loadPersonas();
  return personasStyle;
}

type Hair = NonNullable<PersonasOptions['hair']>[number];

const WOMAN_HAIR: Hair[] = ['long', 'bobCut', 'pigtails', 'curlyBun', 'bobBangs', 'straightBun', 'extraLong', 'curly', 'bunUndercut'];
const MAN_HAIR: Hair[] = [
  'shortCombover',
  'buzzcut',
  'fade',
  'balding',
  'curlyHighTop',
  'sideShave',
  'shortComboverChops',
  'mohawk',
  'bald',
  'cap',
  'beanie',
];
/** Soft warm backgrounds (peach, apricot, blush, sand). */
const BACKGROUNDS = ['#fde2d4', '#fbd5c0', '#fce8c8', '#f9d6d9', '#fde6ef', '#f6dcc4', '#ffe9d6', '#f8dccf'];

export const MAX_IMAGE_SIDE = 2000;
const CACHE_LIMIT = 1500;
const cache = new Map<string, string>();

/** 'WxH' -> dimensions, or null when malformed or out of range. */
export function parseSize(size: string): { width: number; height: number } | null {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(size);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return null;
  return { width, height };
}

/** File names the host accepts: a safe base name, optionally .webp/.jpg/.jpeg/.png. */
export const IMAGE_NAME_PATTERN = /^[\w.-]{1,120}$/;

function baseName(name: string): string {
  return name.replace(/\.(webp|jpe?g|png|svg)$/i, '');
}

/** Portrait SVG of width x height for an image file name; cached by (name, size). */
export async function portraitSvg(name: string, width: number, height: number): Promise<string> {
  const seed = baseName(name);
  const key = `${seed}@${width}x${height}`;
  const hit = cache.get(key);
  if (hit) return hit;

  const rng = Random.fromSeed(hashString(seed));
  const letter = /^\d+-([hm])-/.exec(seed)?.[1];
  const hair = letter === 'm' ? WOMAN_HAIR : letter === 'h' ? MAN_HAIR : [...WOMAN_HAIR, ...MAN_HAIR];
  const avatar = createAvatar(await personas(), {
    seed,
    randomizeIds: true,
    hair,
    facialHairProbability: letter === 'h' ? 45 : 0,
    eyes: ['open', 'happy', 'wink', 'glasses', 'sunglasses'],
    mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
  }).toString();

  const background = rng.pick(BACKGROUNDS);
  // Portrait frames: cover, anchored at the bottom so shoulders touch the edge and the face stays.
  // Landscape frames: contain, centred, with the background filling the sides.
  const fit = height >= width ? 'xMidYMax slice' : 'xMidYMid meet';
  const nested = avatar.replace('<svg ', `<svg x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="${fit}" `);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffaf5"/><stop offset="1" stop-color="${background}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${nested}</svg>`;

  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, svg);
  return svg;
}

/** Static fallbacks for members without an approved photo (/img/default/{male,female}.svg). */
export function defaultGenderSvg(kind: 'male' | 'female'): string {
  const [bg, fg] = kind === 'male' ? ['#dde7f3', '#8fa8c8'] : ['#f8e1e7', '#d7a1b2'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500" role="img" aria-label="${kind === 'male' ? 'Sin foto (hombre)' : 'Sin foto (mujer)'}">` +
    `<rect width="400" height="500" fill="${bg}"/>` +
    // Long hair behind the head for the female image, drawn first so the face sits on top.
    (kind === 'female' ? `<path d="M100 205c0-70 45-115 100-115s100 45 100 115v95q-100 40-200 0z" fill="${fg}" opacity=".6"/>` : '') +
    `<circle cx="200" cy="190" r="88" fill="${fg}"/>` +
    `<path d="M60 500c0-95 63-160 140-160s140 65 140 160z" fill="${fg}"/></svg>`
  );
}
