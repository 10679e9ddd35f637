/**
 * The live state shared by every handler (jest, the node server), restored to the seeded snapshot
 * by resetDemoDb() before each test and by POST /__demo/reset.
 *
 * The snapshot is generated once per process and deep-cloned on reset, which keeps a reset to a few
 * milliseconds (the static locations table is frozen and shared rather than copied).
 */
import { deepClone } from '../lib/deep-clone';
import { generateDemoDb } from './seed';
import type { DemoDbState } from './types';

/** Minute-aligned so two processes started close together usually agree on "x minutes ago". */
const SNAPSHOT_NOW = Math.floor(Date.now() / 60_000) * 60_000;
const snapshot: Readonly<DemoDbState> = generateDemoDb({ now: SNAPSHOT_NOW });

/** The live state. Its identity never changes (modules keep a reference); a reset swaps its fields. */
export const db: DemoDbState = deepClone(snapshot);

export function resetDemoDb(): void {
  Object.assign(db, deepClone(snapshot));
}
