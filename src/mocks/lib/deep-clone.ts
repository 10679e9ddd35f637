/**
 * Deep copy of plain data (objects, arrays, Maps, Sets, primitives), for resetting the demo db.
 *
 * Why not structuredClone: it serialises, and costs ~10 ms per reset of the seeded state against
 * ~2-3 ms here; jest resets before every test. Frozen values are shared, not copied (the static
 * locations table). Not for cyclic data or class instances other than Map and Set.
 */
export function deepClone<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = deepClone(value[i] as unknown);
    return out as T;
  }
  if (value instanceof Map) {
    const out = new Map<unknown, unknown>();
    for (const [key, item] of value) out.set(key, deepClone(item));
    return out as T;
  }
  if (value instanceof Set) {
    const out = new Set<unknown>();
    for (const item of value) out.add(deepClone(item));
    return out as T;
  }
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) out[key] = deepClone(source[key]);
  return out as T;
}

/** Freezes a plain-data tree so deepClone shares it instead of copying it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}
