import { isRecord } from '@/shared/lib/wire';
import { toPromptRecord } from './mappers';

/**
 * PWA-06: each push dialog (the custom one and the tutorial) is offered at most 5 times, at least 24 h
 * apart. Kept per device in localStorage (it outlives the session on purpose: a logout does not reset it).
 */
export const MAX_PROMPTS = 5;
export const PROMPT_INTERVAL_MS = 86_400_000;
export const PROMPTS_KEY = 'flechazo.pushPrompts';

export type PromptKind = 'ask' | 'tutorial';
interface Record_ {
  count: number;
  last: number;
}
type Stored = Partial<Record<PromptKind, Record_>>;

function read(): Stored {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(PROMPTS_KEY) ?? '{}');
    return isRecord(v) ? v : {};
  } catch {
    return {};
  }
}

function entry(s: Stored, kind: PromptKind): Record_ {
  return toPromptRecord(s[kind]);
}

export function mayPrompt(kind: PromptKind, now: number): boolean {
  const e = entry(read(), kind);
  return e.count < MAX_PROMPTS && now - e.last >= PROMPT_INTERVAL_MS;
}

export function recordPrompt(kind: PromptKind, now: number): void {
  const s = read();
  const e = entry(s, kind);
  try {
    localStorage.setItem(PROMPTS_KEY, JSON.stringify({ ...s, [kind]: { count: e.count + 1, last: now } }));
  } catch {
    /* storage full: the limit cannot be kept, the dialog simply shows again next time */
  }
}
