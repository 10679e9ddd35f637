/**
 * Lazy moderation of the member's own photos, nickname and description: what arrived waits
 * `moderation.delayMs` and is approved on the next read (POST /__demo/moderation {delayMs} changes it).
 */
import { http, HttpResponse } from 'msw';
import type { DbMember } from '../../db';
import { apiUrl, int, jsonError, readBody } from '../base';

/** The demo's moderation delay (ms). */
export const moderation = { delayMs: 3000 };

/** Approves what has waited long enough (lazy moderation). */
export function settleModeration(m: DbMember, now = Date.now()): void {
  const due = (at: number | undefined) => at !== undefined && now - at >= moderation.delayMs;
  for (const p of m.photos) {
    if (!p.approved && due(p.submittedAt)) {
      p.approved = true;
      delete p.submittedAt;
    }
  }
  if (m.nicknameModeration === 0 && due(m.nicknameSubmittedAt)) {
    m.nicknameModeration = 1;
    delete m.nicknameApproved;
    delete m.nicknameSubmittedAt;
  }
  if (m.descriptionModeration === 0 && due(m.descriptionSubmittedAt)) {
    m.descriptionModeration = 1;
    delete m.descriptionApproved;
    delete m.descriptionSubmittedAt;
  }
}

/** A new nickname or description waits for moderation; the approved one is kept meanwhile. */
export function submitModerated(m: DbMember, field: 'nickname' | 'description', text: string): void {
  if (text === m[field]) return;
  if (m[`${field}Moderation` as const] === 1) m[`${field}Approved` as const] = m[field];
  m[field] = text;
  m[`${field}Moderation` as const] = 0;
  m[`${field}SubmittedAt` as const] = Date.now();
}

export const moderationHandlers = [
  http.post(apiUrl('/__demo/moderation'), async ({ request }) => {
    const body = await readBody(request);
    const delay = int(body.delayMs);
    if (delay === null || delay < 0) return jsonError(400, { errors: { delayMs: 'invalid' } });
    moderation.delayMs = delay;
    return HttpResponse.json({ delayMs: delay });
  }),
];
