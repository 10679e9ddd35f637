/**
 * The send queue survives a reload (nothing typed is lost): text entries are kept in localStorage per
 * member; image entries live in memory only (a File cannot be stored there).
 */
import type { OutboxEntry } from './types';

const key = (meId: number) => `flechazo.outbox.${meId}`;

export function readOutbox(meId: number): OutboxEntry[] {
  try {
    const raw = localStorage.getItem(key(meId));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is OutboxEntry =>
        !!e &&
        typeof e === 'object' &&
        typeof (e as OutboxEntry).localId === 'string' &&
        typeof (e as OutboxEntry).userId === 'number' &&
        typeof (e as OutboxEntry).text === 'string',
    );
  } catch {
    return [];
  }
}

export function writeOutbox(meId: number, entries: OutboxEntry[]): void {
  try {
    const texts = entries.filter((e) => e.type === 1).map(({ preview: _preview, ...e }) => e);
    if (texts.length === 0) localStorage.removeItem(key(meId));
    else localStorage.setItem(key(meId), JSON.stringify(texts));
  } catch {
    // Storage full or unavailable: the queue still lives in memory.
  }
}
