/** What every approved payment does: a new subscription id, the payment on record, the member premium at once. */
import { db } from '../../db';
import type { DbMember, DbPayment } from '../../db';

/** The member becomes a subscriber: messages unlock and the refund entry shows (a payment, or an approved return). */
export function makePremium(m: DbMember): void {
  m.premium = true;
  m.activeSubscription = true;
  m.btnRefund = true;
}

let subscriptionSeq = 9000;

/** Plan 6041, 'PLAN 3 DÍAS' (B §9): the one-time promo, unlimited messages without a subscription. */
export const ONE_TIME_PROMO_PLAN = 6041;

/**
 * The one-time promo: premium (unlimited messages, WIZ-07) without an active subscription, and no
 * subscription in the account (`subscriptions: null`); the withdrawal entry shows as for any purchase.
 */
function grantPromo(m: DbMember): void {
  m.premium = true;
  m.btnRefund = true;
  if (!db.subscriptions.has(m.id)) db.subscriptions.set(m.id, null);
}

/**
 * Records an approved payment under a new subscription id and makes the member a subscriber (the
 * one-time promo: premium without a subscription); returns the id.
 */
export function recordPayment(
  member: DbMember,
  { planId, kind, call, sandbox }: Pick<DbPayment, 'planId' | 'kind' | 'call' | 'sandbox'>,
): number {
  subscriptionSeq += 1;
  db.payments.push({
    memberId: member.id,
    planId,
    kind,
    call,
    idsubscription: subscriptionSeq,
    sandbox,
    at: new Date().toISOString(),
  });
  if (planId === ONE_TIME_PROMO_PLAN) grantPromo(member);
  else {
    // A subscription after the promo: the account shows it (the demo's default plan) from now on.
    if (db.subscriptions.get(member.id) === null) db.subscriptions.delete(member.id);
    makePremium(member);
  }
  return subscriptionSeq;
}
