/**
 * My account (../static-my-account.ts): the app's render of the screen once its account is in, with
 * the MY_ACCOUNT_SLOTS tokens that the boot loader fills from the early answers
 * (../loader/screens/my-account.ts): a woman's account (every notification row) with an Android set (its
 * column) and an active plan that renews, with its cancel link; after its subscription card, the card
 * as the app renders it for an expired plan, no plan and a plan being processed (SUBSCRIPTION_SAMPLES);
 * after the member's data, the gender's text for each of GENDER_SAMPLES (the screen's texts, loaded with it).
 */
import { accountLoaded, type Account } from '@/features/account';
import { authenticated, toMe } from '@/features/session';
import { i18n } from '@/shared/i18n';
import { GENDER_SAMPLES, MY_ACCOUNT_SLOTS, SUBSCRIPTION_SAMPLES } from '../static-my-account';
import { renderAt } from './kit';

const SUBSCRIPTION_CARD = /<section[^>]*aria-labelledby="acc-sub"[^>]*>[\s\S]*?<\/section>/;

export async function renderStaticMyAccount(): Promise<string> {
  const S = MY_ACCOUNT_SLOTS;
  const on = { messages: true, visits: true, matches: true, recomendados: true, resumen: true, promociones: true };
  const account = (subscription: Account['subscription']): Account => ({
    email: S.email,
    username: S.username,
    genderId: 2,
    ageRange: { min: S.min, max: S.max },
    subscription,
    alerts: { web: on, android: on },
  });
  const plan = { description: S.plan, expired: false, startDate: S.start, endDate: S.end, renewal: true, hideCancelButton: false };
  const render = (subscription: Account['subscription'], billing: Record<string, boolean> = {}) =>
    renderAt('/my-account', [
      authenticated({
        token: 'prerender',
        recoveryToken: null,
        me: toMe({ id: 1, gender: 2, genderText: 'mujer', billing }),
        counters: { visits: 0, matches: 0, messages: 0 },
        realtime: null,
        webPushPublicKey: null,
      }),
      accountLoaded(account(subscription)),
    ]);
  const samples = {
    expired: await render({ ...plan, expired: true, renewal: false, hideCancelButton: true }),
    none: await render(null),
    processing: await render(null, { active_subscription: true }),
  };
  const html = await render(plan);
  const card = SUBSCRIPTION_CARD.exec(html)?.[0];
  const cards = SUBSCRIPTION_SAMPLES.map((k) => SUBSCRIPTION_CARD.exec(samples[k])?.[0]);
  if (!html.includes('data-testid="my-account"') || !card || !html.includes(S.email) || cards.some((c) => !c))
    throw new Error('prerender: my account did not render');
  const genders = GENDER_SAMPLES.map((g) => {
    const label: unknown = i18n.t(`account:myData.genders.${g}`);
    if (typeof label !== 'string' || !label || /[<&]/.test(label) || label.includes('myData'))
      throw new Error('prerender: no text for a gender');
    return `<dd>${label}</dd>`;
  }).join('');
  const dl = /(<section[^>]*aria-labelledby="acc-data"[^>]*>[\s\S]*?)(<\/dl>)/;
  if (!dl.test(html)) throw new Error('prerender: my account did not render');
  return html.replace(card, card + cards.join('')).replace(dl, `$1${genders}$2`);
}
