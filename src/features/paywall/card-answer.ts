/**
 * What a card-payment answer says (API-58 to API-60; CONTRACT-NOTES §27; docs/api-decisions.md "Card
 * payment answer"). The contract admits two readings of 'status 200 or 201 is success, otherwise message
 * in data.message': `status` is the body's field ({status, idsubscription, idsubscriber}, the demo's), or
 * the HTTP status, with the failure as {data: {message}}. Money succeeds only on an explicit success:
 *
 * - paid: the body's status is 200 or 201, or (no body status) the body carries the subscription's ids;
 *   in both cases with no failure message and an HTTP 200 or 201.
 * - failed: a body status other than 200 / 201 (400 is the card-only price, PAY-24), a failure message
 *   (`data.message`, or a top-level `message`) without a success status, or an HTTP status other than
 *   200 / 201 (the 403 the catalogue passes on).
 * - unconfirmed: anything else (an empty body, a status that is no number, a success status beside a
 *   failure message, a body that is no object): the server may or may not have charged; the app asks it
 *   (the session's billing) and never congratulates on its own.
 */
import { isRecord, str } from '@/shared/lib/wire';
import { digits } from './format';
import type { PayText } from './types';
import { PAYMENT_FALLBACK, PRICE_CARD_ONLY, text } from './saga-support';

export type CardOutcome = { kind: 'paid' } | { kind: 'failed'; error: PayText } | { kind: 'unconfirmed' };

const SUCCESS = new Set([200, 201]);

/** The failure shape's message: `data.message` (the contract's), else a top-level `message` (the demo's). */
export function failureMessage(body: unknown): PayText | null {
  if (!isRecord(body)) return null;
  const inner = isRecord(body.data) ? text(body.data.message) : null;
  return inner ?? text(body.message);
}

export function cardOutcome(httpStatus: number, body: unknown): CardOutcome {
  const b = isRecord(body) ? body : null;
  const message = failureMessage(b);
  const hasStatus = b !== null && b.status !== undefined && b.status !== null && b.status !== '';
  const bodyStatus = hasStatus ? digits(b.status) : null;
  if (!SUCCESS.has(httpStatus)) return { kind: 'failed', error: bodyStatus === '400' ? PRICE_CARD_ONLY : (message ?? PAYMENT_FALLBACK) };
  if (!b) return { kind: 'unconfirmed' };
  if (hasStatus) {
    if (bodyStatus !== null && SUCCESS.has(Number(bodyStatus))) return message ? { kind: 'unconfirmed' } : { kind: 'paid' };
    if (bodyStatus === null) return message ? { kind: 'failed', error: message } : { kind: 'unconfirmed' };
    return { kind: 'failed', error: bodyStatus === '400' ? PRICE_CARD_ONLY : (message ?? PAYMENT_FALLBACK) };
  }
  // No body status: the other reading, where the HTTP status is the status.
  if (message) return { kind: 'failed', error: message };
  return str(b.idsubscription) || str(b.idsubscriber) ? { kind: 'paid' } : { kind: 'unconfirmed' };
}
