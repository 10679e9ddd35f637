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

/** Records an approved payment under a new subscription id and makes the member a subscriber; returns the id. */
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
  makePremium(member);
  return subscriptionSeq;
}
