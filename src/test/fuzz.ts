/**
 * Fuzzed answers (issue 22): fast-check arbitraries that turn a real answer of the demo API into
 * arbitrary, truncated and wrongly typed JSON, the seed every property runs with, and a count of the
 * cases run (printed at the end of each fuzz suite).
 *
 * Replaying a failure: fast-check's message names the seed and the path of the failing case; run the
 * suite again with FUZZ_SEED=<seed> (and the property's `path` in fcOptions while debugging).
 */
import fc from 'fast-check';
import { XSS_CORPUS } from './xss-corpus';

/** One seed for every property of a run: fixed by default so CI is reproducible, FUZZ_SEED to change it. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 220022);

/** Cases run so far in this test file (each suite prints its total). */
export const fuzzCount = { cases: 0 };

/** fast-check parameters: the shared seed and `numRuns`; the count is kept. */
export function fcOptions(numRuns: number): fc.Parameters<unknown> {
  fuzzCount.cases += numRuns;
  return { seed: FUZZ_SEED, numRuns, endOnFailure: true };
}

/** Runs a property and counts its cases (the seed and path are in the error fast-check throws). */
export function fuzz<T>(arb: fc.Arbitrary<T>, check: (v: T) => void, numRuns: number): void {
  fc.assert(
    fc.property(arb, (v) => {
      check(v);
    }),
    fcOptions(numRuns) as fc.Parameters<[T]>,
  );
}

/** What JSON.parse could have produced (a fresh copy: no shared, circular or null-prototype objects). */
const asParsed = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

/** Values of the wrong type, or of the right type with hostile contents (undefined stands for a missing field). */
export const weirdValue: fc.Arbitrary<unknown> = fc
  .oneof(
    fc.constantFrom(null, undefined, true, false, 0, -1, -0, 1.5, 2 ** 53, -(2 ** 31), 1e308, -1e308),
    fc.constantFrom('', ' ', '0', '-1', '1e400', 'NaN', 'Infinity', 'true', 'false', 'null', '[]', '{}', '__proto__', 'constructor'),
    fc.constantFrom(...XSS_CORPUS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 40 }),
    fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null)), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null)), { maxKeys: 3 }),
    fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}') as unknown),
  )
  .map(asParsed);

type Path = (string | number)[];

/** Every path of a JSON value (the root is []), objects' keys and arrays' indexes alike. */
function allPaths(v: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => allPaths(x, [...at, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) allPaths(x, [...at, k], out);
  return out;
}

type Op = 'replace' | 'delete' | 'truncate' | 'wrap' | 'retype';

function mutate(root: unknown, path: Path, op: Op, value: unknown): unknown {
  if (path.length === 0) return op === 'wrap' ? [root] : op === 'delete' ? undefined : value;
  let parent: unknown = root;
  for (const k of path.slice(0, -1)) {
    if (!parent || typeof parent !== 'object') return root;
    parent = (parent as Record<string | number, unknown>)[k];
  }
  if (!parent || typeof parent !== 'object') return root;
  const p = parent as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  const cur = p[key];
  switch (op) {
    case 'delete':
      if (Array.isArray(p)) p.splice(Number(key), 1);
      else delete p[key];
      break;
    case 'truncate':
      if (Array.isArray(cur)) cur.length = Math.floor(cur.length / 2);
      else if (typeof cur === 'string') p[key] = cur.slice(0, Math.floor(cur.length / 2));
      else p[key] = value;
      break;
    case 'wrap':
      p[key] = [cur];
      break;
    case 'retype':
      // The same value with the other type the wire sometimes uses: '12' for 12, 12 for '12', {} for [].
      p[key] =
        typeof cur === 'number'
          ? String(cur)
          : typeof cur === 'string'
            ? Number(cur)
            : typeof cur === 'boolean'
              ? Number(cur)
              : Array.isArray(cur)
                ? { ...cur }
                : cur && typeof cur === 'object'
                  ? Object.values(cur)
                  : value;
      break;
    default:
      p[key] = value;
  }
  return root;
}

/**
 * Arbitrary answers shaped like `sample` (a real answer): the sample with 1 to 8 of its fields
 * replaced by wrong types or hostile values, removed, truncated, wrapped in a list or retyped; or
 * with every leaf replaced at random (1 in 2 to 1 in 6) by such values; or
 * arbitrary JSON; or the sample's JSON text cut off (what axios hands over when it cannot parse it);
 * or a lone odd value.
 */
export function wireAnswer(sample: unknown): fc.Arbitrary<unknown> {
  const paths = allPaths(sample);
  const text = JSON.stringify(sample) ?? '';
  const mutation = fc.tuple(
    fc.nat({ max: paths.length - 1 }),
    fc.constantFrom<Op>('replace', 'delete', 'truncate', 'wrap', 'retype'),
    weirdValue,
  );
  const mutated = fc.array(mutation, { minLength: 1, maxLength: 8 }).map((ms) => {
    let root: unknown = structuredClone(sample);
    for (const [i, op, value] of ms) root = mutate(root, paths[i]!, op, value);
    return asParsed(root);
  });
  // Every leaf replaced with probability 1/k by an odd value: many fields wrong at once.
  const scrambled = fc
    .tuple(fc.integer({ min: 2, max: 6 }), fc.infiniteStream(fc.nat(99)), fc.infiniteStream(weirdValue))
    .map(([k, dice, values]) => {
      const roll = dice[Symbol.iterator]();
      const next = values[Symbol.iterator]();
      const walk = (v: unknown): unknown => {
        if (Array.isArray(v)) return v.map(walk);
        if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([key, x]) => [key, walk(x)]));
        return (roll.next().value as number) < 100 / k ? next.next().value : v;
      };
      return asParsed(walk(sample));
    });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 3, arbitrary: scrambled },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(asParsed) },
    { weight: 1, arbitrary: fc.nat({ max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n)) },
    { weight: 1, arbitrary: weirdValue },
  );
}

/** The JSON text of an arbitrary answer as a server could send it: JSON, or JSON cut off mid-way. */
export function wireText(sample: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: wireAnswer(sample).map((v) => JSON.stringify(v) ?? '') },
    {
      weight: 1,
      arbitrary: fc.nat().map((n) => {
        const t = JSON.stringify(sample) ?? '';
        return t.slice(0, n % Math.max(1, t.length));
      }),
    },
  );
}

/**
 * What a mapper's output must be, whatever it was fed: plain data that serialises, every number
 * finite (NaN and Infinity break layouts, sorting and arithmetic), no functions.
 */
export function expectPlainData(v: unknown, at = '$'): void {
  if (typeof v === 'number' && !Number.isFinite(v)) throw new Error(`${at} is ${v}`);
  if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') throw new Error(`${at} is a ${typeof v}`);
  if (Array.isArray(v)) v.forEach((x, i) => expectPlainData(x, `${at}[${i}]`));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) expectPlainData(x, `${at}.${k}`);
}

const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** The types found at each path of a value (list indexes and numeric keys collapsed, items told apart by `type`). */
function shapeOf(v: unknown, at = '$', out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  const set = out.get(at) ?? new Set<string>();
  set.add(typeName(v));
  out.set(at, set);
  if (Array.isArray(v)) v.forEach((x) => shapeOf(x, `${at}[]`, out));
  else if (v && typeof v === 'object') {
    const tag = typeof (v as { type?: unknown }).type === 'string' ? `<${(v as { type: string }).type}>` : '';
    for (const [k, x] of Object.entries(v)) shapeOf(x, `${at}${tag}.${/^\d+$/.test(k) ? '{}' : k}`, out);
  }
  return out;
}

/**
 * What a mapper makes of a fuzzed answer has the types it makes of the real one: a text stays a
 * string, a count a number, a list a list (null or a missing field is accepted anywhere: nullable
 * fields are the mappers' fallbacks). This is what catches a mapper that passes a wire value through
 * unchecked — the object a screen would then try to render.
 */
export function expectShapeOf(baseline: unknown, v: unknown, unions?: RegExp): void {
  const want = shapeOf(baseline);
  for (const [path, types] of shapeOf(v)) {
    const allowed = want.get(path);
    // `unions`: paths whose type legitimately varies (an option's value is a string or a number).
    if (!allowed || unions?.test(path)) continue;
    for (const t of types)
      if (t !== 'null' && t !== 'undefined' && !allowed.has(t)) throw new Error(`${path} is ${t}, expected ${[...allowed].join(' | ')}`);
  }
}
