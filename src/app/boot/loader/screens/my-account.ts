/**
 * My account ('/my-account'): the prerendered screen (../../static-my-account.ts) filled from the early
 * getAccount answer and the session's member, each read by the app's own reader (toAccount, toMe): the
 * age range (its line, both thumbs and the fill between them), email, username and gender, the
 * subscription card in the form the app gives it (a plan, active or expired, renewed or not, with or
 * without its cancel link; none; being processed), every notification switch (the 'Resumen' row for
 * women only, the Android column when the member has an Android set) and the data saver's switch. A plan
 * paid once (the app's one-time card reads this browser's promo), or a data saver turned on by the
 * browser, is left to the app.
 *
 * The screen opens with controls (the age range's two sliders, the switches). A tap on a switch (or
 * its label) is kept and replayed on the same switch of the app's card, as a press on its buttons and
 * links is on every static first screen: the switch shows the press (dimmed) and flips, and saves,
 * once the app's is there. The sliders are inert: a drag cannot be replayed, so it does nothing rather
 * than move a thumb that the app would then show back where it was; the app's take it a moment later.
 */
import { ALERT_KEYS, toAccount } from '@/features/account/first-screen';
import { toMe } from '@/features/session/first-screen';
import { formatDay } from '@/shared/lib/format';
import { AGE_MAX, AGE_MIN } from '@/shared/lib/age-range';
import { browserSaveData, dataSaverChoice, isDataSaverOn } from '@/shared/lib/data-saver';
import { isRecord } from '@/shared/lib/wire';
import { GENDER_SAMPLES, MY_ACCOUNT_SLOTS as SLOTS, SUBSCRIPTION_SAMPLES } from '../../static-my-account';
import type { FirstScreenRenderer } from '../first-screen';

const SPAN = AGE_MAX - AGE_MIN;
/** The slider's place of an age (src/shared/ui/AgeRangeSlider.tsx). */
const percent = (age: number) => ((age - AGE_MIN) / SPAN) * 100;

export const myAccount: FirstScreenRenderer = {
  // A card's buttons and links: a press is replayed on the same one of the app's card.
  item: 'aria-labelledby',
  fill(page, [session, answer]) {
    const account = toAccount(answer);
    if (!account || !isRecord(session) || !isRecord(session.me)) return false;
    const me = toMe(session.me);
    // ACC-09 and the one-time card as MyAccountScreen decides them.
    const processing = !account.subscription && me.billing.activeSubscription;
    const subscribed = me.billing.premium || me.billing.activeSubscription;
    if (!account.subscription && subscribed && !processing) return false;
    const saver = isDataSaverOn();
    if (saver && dataSaverChoice() === 'auto' && browserSaveData()) return false;
    const screen = page.querySelector('[data-testid="my-account"]');
    if (!screen) return false;

    // ACC-03: the age range.
    const { min, max } = account.ageRange;
    const value = screen.querySelector('.acc-age__value');
    const fill = screen.querySelector('.age-range__fill');
    const thumbs = Array.from(screen.querySelectorAll('input.age-range__input'));
    if (!value || !fill || thumbs.length !== 2) return false;
    const ages: Record<string, string> = { [SLOTS.min]: String(min), [SLOTS.max]: String(max) };
    const slotsRe = new RegExp(SLOTS.min + '|' + SLOTS.max, 'g');
    value.textContent = (value.textContent ?? '').replace(slotsRe, (slot) => ages[slot] ?? slot);
    fill.setAttribute('data-style', 'left:' + String(percent(min)) + '%;width:' + String(percent(max) - percent(min)) + '%');
    for (const [i, input] of thumbs.entries()) {
      const age = i === 0 ? min : max;
      input.setAttribute('value', String(age));
      input.setAttribute(
        'aria-valuetext',
        (input.getAttribute('aria-valuetext') ?? '').replace(slotsRe, (slot) => ages[slot] ?? slot),
      );
      if (i === 0) input.classList.toggle('age-range__input--top', min > AGE_MIN + SPAN / 2);
    }

    // ACC-01: my data.
    const [email, username, genderDd, ...genders] = Array.from(screen.querySelectorAll('[aria-labelledby="acc-data"] dd'));
    const gender = genders[GENDER_SAMPLES.indexOf(me.genderText)]?.textContent;
    for (const g of genders) g.remove();
    if (!email || !username || !genderDd || !gender || genders.length !== GENDER_SAMPLES.length) return false;
    if (email.textContent !== SLOTS.email || username.textContent !== SLOTS.username) return false;
    email.textContent = account.email;
    username.textContent = account.username;
    genderDd.textContent = gender;

    // ACC-08, ACC-09: the subscription card in its form, the samples after it removed.
    const [plan, expired, none, busy] = Array.from(screen.querySelectorAll('section[aria-labelledby="acc-sub"]'));
    if (!plan || !expired || !none || !busy || SUBSCRIPTION_SAMPLES.length !== 3) return false;
    const sub = account.subscription;
    if (sub) {
      const badge = plan.querySelector('.acc-badge');
      const dds = plan.querySelectorAll('dd');
      const renewalOff = expired.querySelectorAll('dd')[2];
      const expiredBadge = expired.querySelector('.acc-badge');
      const description = plan.querySelector('.spread-row strong');
      if (!badge || dds.length !== 3 || !renewalOff || !expiredBadge || description?.textContent !== SLOTS.plan) return false;
      description.textContent = sub.description;
      dds[0]!.textContent = formatDay(sub.startDate);
      dds[1]!.textContent = formatDay(sub.endDate);
      if (!sub.renewal) dds[2]!.textContent = renewalOff.textContent;
      if (sub.expired) badge.replaceWith(expiredBadge);
      if (sub.hideCancelButton) plan.querySelector('a')?.remove();
      for (const s of [expired, none, busy]) s.remove();
    } else {
      for (const s of [plan, expired, processing ? none : busy]) s.remove();
    }

    // ACC-10..13: the switches; 'Resumen' for women only, the Android column with an Android set.
    const female = account.genderId !== 1;
    const rows = Array.from(screen.querySelectorAll('[data-testid="notification-toggles"] tbody tr'));
    if (rows.length !== ALERT_KEYS.length) return false;
    for (const [i, row] of rows.entries()) {
      const key = ALERT_KEYS[i]!;
      if (key === 'resumen' && !female) {
        row.remove();
        continue;
      }
      const [web, android] = Array.from(row.querySelectorAll('input'));
      if (!web || !android) return false;
      web.toggleAttribute('checked', account.alerts.web[key]);
      if (account.alerts.android) android.toggleAttribute('checked', account.alerts.android[key]);
      else android.closest('td')?.remove();
    }
    if (!account.alerts.android) screen.querySelectorAll('[data-testid="notification-toggles"] thead th')[2]?.remove();
    screen.querySelector('[data-testid="data-saver-toggle"]')?.toggleAttribute('checked', saver);

    // The sliders take nothing (see above).
    for (const input of Array.from(screen.querySelectorAll('input[type="range"]'))) input.setAttribute('inert', '');
    return true;
  },
};
