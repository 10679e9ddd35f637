/**
 * Strict demo mode: cuts a JSON answer down to what the contract names.
 *
 * - An object keeps only the names its schema gives: `properties`, `required` and `patternProperties`,
 *   through `$ref`, `allOf`, `anyOf`, `oneOf` and `if/then/else`; each kept value is pruned by the
 *   schema(s) of its name.
 * - A schema that names nothing for an object (`{}`, `{type: object, additionalProperties: true}`,
 *   x-spec: silent) keeps the value as it is: the contract says nothing there.
 * - An array's items are pruned by `items`.
 * - List envelopes (responses with `x-item-schema`, whose envelope the spec never names): in
 *   `strict` the envelope is kept as the demo sends it, with its item arrays pruned to the item schema
 *   (and its header objects to `x-related-schemas`); in `strict-bare` the answer becomes the bare
 *   array of the pruned items, the contract's own reading of a list.
 */
import { deref } from './documents';

/**
 * `other-reading` prunes as `strict-bare`, then answers the other branch wherever the contract admits
 * two (other-reading.ts).
 */
export type ContractMode = 'off' | 'strict' | 'strict-bare' | 'other-reading';

const CONTRACT_MODES: readonly ContractMode[] = ['off', 'strict', 'strict-bare', 'other-reading'];

export function parseContractMode(value: string | undefined | null): ContractMode {
  if (!value || value === 'off' || value === '0') return 'off';
  const mode = CONTRACT_MODES.find((m) => m === value);
  if (mode) return mode;
  throw new Error(`DEMO_CONTRACT must be strict, strict-bare, other-reading or off (got '${value}')`);
}

type Obj = Record<string, unknown>;

interface Names {
  /** name -> the schemas that describe it */
  props: Map<string, unknown[]>;
  patterns: { regex: RegExp; schema: unknown }[];
}

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function typesOf(schema: Obj): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  if ('const' in schema) return [schema.const === null ? 'null' : Array.isArray(schema.const) ? 'array' : typeof schema.const];
  return undefined;
}

/** Whether `schema` could describe a value of JSON type `kind` ('object' | 'array'). */
function admits(doc: unknown, schema: unknown, kind: string): boolean {
  const s = deref<unknown>(doc, schema);
  if (!isObj(s)) return s !== false;
  const types = typesOf(s);
  if (types && !types.includes(kind)) return false;
  if (Array.isArray(s.allOf) && !(s.allOf as unknown[]).every((b) => admits(doc, b, kind))) return false;
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[key]) && !(s[key] as unknown[]).some((b) => admits(doc, b, kind))) return false;
  }
  return true;
}

/** The names an object schema gives, or 'all' when it names none (silent: keep the value as it is). */
function namesOf(doc: unknown, schema: unknown, depth = 0): Names | 'all' {
  const s = deref<unknown>(doc, schema);
  if (!isObj(s) || depth > 30) return 'all';
  const own: Names = { props: new Map(), patterns: [] };
  let named = false;
  const add = (n: Names): void => {
    named = true;
    for (const [k, list] of n.props) own.props.set(k, [...(own.props.get(k) ?? []), ...list]);
    own.patterns.push(...n.patterns);
  };
  if (isObj(s.properties)) {
    named = true;
    for (const [k, sub] of Object.entries(s.properties)) own.props.set(k, [...(own.props.get(k) ?? []), sub]);
  }
  if (Array.isArray(s.required)) {
    named = true;
    for (const k of s.required as string[]) if (!own.props.has(k)) own.props.set(k, [{}]);
  }
  if (isObj(s.patternProperties)) {
    named = true;
    for (const [p, sub] of Object.entries(s.patternProperties)) own.patterns.push({ regex: new RegExp(p, 'u'), schema: sub });
  }
  // allOf: the union of what the branches name (a silent branch adds nothing).
  for (const branch of (Array.isArray(s.allOf) ? s.allOf : []) as unknown[]) {
    if (!admits(doc, branch, 'object')) continue;
    const n = namesOf(doc, branch, depth + 1);
    if (n !== 'all') add(n);
  }
  // anyOf/oneOf: the union of the branches an object can take; a silent one admits anything.
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = ((Array.isArray(s[key]) ? s[key] : []) as unknown[]).filter((b) => admits(doc, b, 'object'));
    for (const branch of branches) {
      const n = namesOf(doc, branch, depth + 1);
      if (n === 'all') return 'all';
      add(n);
    }
  }
  for (const key of ['then', 'else'] as const) {
    if (s[key] === undefined) continue;
    const n = namesOf(doc, s[key], depth + 1);
    if (n !== 'all') add(n);
  }
  return named ? own : 'all';
}

/** The item schemas an array schema gives (through allOf/anyOf/oneOf), or [] (keep the items). */
function itemsOf(doc: unknown, schema: unknown, depth = 0): unknown[] {
  const s = deref<unknown>(doc, schema);
  if (!isObj(s) || depth > 30) return [];
  const out: unknown[] = [];
  if (s.items !== undefined && typeof s.items !== 'boolean') out.push(s.items);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const branch of (Array.isArray(s[key]) ? s[key] : []) as unknown[]) {
      if (admits(doc, branch, 'array')) out.push(...itemsOf(doc, branch, depth + 1));
    }
  }
  return out;
}

/** `value` cut down to what `schemas` (any of them) name. */
export function pruneToSchema(doc: unknown, value: unknown, schemas: unknown[], depth = 0): unknown {
  if (depth > 40 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = schemas.flatMap((s) => itemsOf(doc, s));
    if (!items.length) return value;
    return value.map((item) => pruneToSchema(doc, item, items, depth + 1));
  }
  const applicable = schemas.filter((s) => admits(doc, s, 'object'));
  const names: Names = { props: new Map(), patterns: [] };
  for (const s of applicable.length ? applicable : schemas) {
    const n = namesOf(doc, s);
    if (n === 'all') return value;
    for (const [k, list] of n.props) names.props.set(k, [...(names.props.get(k) ?? []), ...list]);
    names.patterns.push(...n.patterns);
  }
  const out: Obj = {};
  for (const [key, sub] of Object.entries(value as Obj)) {
    const subs = [...(names.props.get(key) ?? []), ...names.patterns.filter((p) => p.regex.test(key)).map((p) => p.schema)];
    if (!subs.length) continue;
    out[key] = pruneToSchema(doc, sub, subs, depth + 1);
  }
  return out;
}

/** The envelope's field that holds the list's items: the first array of objects (or the first array). */
function itemField(envelope: Obj): string | undefined {
  const arrays = Object.entries(envelope).filter(([, v]) => Array.isArray(v));
  return (arrays.find(([, v]) => (v as unknown[]).some(isObj)) ?? arrays[0])?.[0];
}

/**
 * Prunes an answer by its response object (`response` as in the contract: with `content`, maybe
 * `x-item-schema`). Answers of another media type than JSON are left alone.
 */
export function pruneAnswer(doc: unknown, response: Obj, body: unknown, mode: ContractMode): unknown {
  if (mode === 'off') return body;
  const schema = (response.content as Record<string, Obj> | undefined)?.['application/json']?.schema;
  if (schema === undefined) return body;
  const itemSchema = response['x-item-schema'];
  if (typeof itemSchema === 'string' && isObj(body)) {
    const item = { $ref: itemSchema };
    const related = ((response['x-related-schemas'] ?? []) as string[]).map(($ref) => ({ $ref }));
    // Bare only where the contract's schema admits an array: the unsubscribe check names its item
    // list too (x-item-schema), but its answer is an object whose list field has no name.
    if ((mode === 'strict-bare' || mode === 'other-reading') && admits(doc, schema, 'array')) {
      const field = itemField(body);
      const items = field ? (body[field] as unknown[]) : [];
      return items.map((x) => pruneToSchema(doc, x, [item]));
    }
    return Object.fromEntries(
      Object.entries(body).map(([k, v]) => {
        if (Array.isArray(v)) return [k, v.map((x) => pruneToSchema(doc, x, [item]))];
        if (isObj(v) && related.length) return [k, pruneToSchema(doc, v, related)];
        return [k, v];
      }),
    );
  }
  return pruneToSchema(doc, body, [schema]);
}
