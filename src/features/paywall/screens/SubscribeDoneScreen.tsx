/**
 * /subscribe-done (PAY-30): congratulations, the nickname, unlimited messages, support, 'Comenzá ahora'.
 * After the one-time promo it says what was bought and until when instead of a subscription (issue 42 #4).
 */
import { useTranslation } from 'react-i18next';
import { AUTH_HOME } from '@/store';
import { useAppSelector, useSlice } from '@/store';
import { formatHour, formatShortDate } from '@/shared/lib/format';
import { THREE_DAY_PLAN_ID } from '../mappers';
import { readPromo } from '../promo-storage';
import { selectPaywallState } from '../slice';
import { selectMe } from '@/features/session';
import { config } from '@/shared/config/env';
import { IconCrown } from '@/shared/ui/icons';
import '../i18n';
import '../components/paywall.css';
import { ButtonLink } from '@/shared/ui/ButtonLink';

export function SubscribeDoneScreen() {
  const { t } = useTranslation('paywall');
  const me = useAppSelector(selectMe);
  const lastPaid = useSlice(selectPaywallState, (p) => p.lastPaid);
  const promo = me && lastPaid === THREE_DAY_PLAN_ID ? readPromo(me.id) : null;
  const contact = config.supportContact;
  const href = contact.includes('@') ? `mailto:${contact}` : contact;
  return (
    <section className="pay-page" data-testid="subscribe-done">
      <span className="pay-page__art" aria-hidden="true">
        <IconCrown size={48} />
      </span>
      <h2 className="section-title">{t('done.title', { nickname: me?.nickname ?? '' })}</h2>
      <p className="muted">
        {promo ? t('done.promoText', { date: formatShortDate(promo.until), hour: formatHour(promo.until) }) : t('done.text')}
      </p>
      {contact ? (
        <p className="pay-page__support">
          {t('done.support')} <a href={href}>{contact}</a>
        </p>
      ) : null}
      <ButtonLink block className="pay-page__cta" to={AUTH_HOME}>
        {t('done.start')}
      </ButtonLink>
    </section>
  );
}
