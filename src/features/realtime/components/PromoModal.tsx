import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { Dialog } from '@/shared/ui/Dialog';
import { promoClosed, promoTapped } from '../actions';
import { selectPromo } from '../slice';

/** RT-13, RT-14: the promotional image; a tap follows its (allow-listed) link. */
export default function PromoModal() {
  const { t } = useTranslation('realtime');
  const dispatch = useAppDispatch();
  const promo = useAppSelector(selectPromo);
  return (
    <Dialog
      open={Boolean(promo)}
      onClose={() => dispatch(promoClosed())}
      label={t('promo.label')}
      className="promo-modal"
      testId="promo-modal"
      actions={
        <button type="button" className="btn btn--ghost btn--block" onClick={() => dispatch(promoClosed())}>
          {t('promo.close')}
        </button>
      }
    >
      {promo ? (
        <button type="button" className="promo-modal__image" onClick={() => dispatch(promoTapped())} aria-label={t('promo.open')}>
          <img src={promo.imageMobile} alt="" />
        </button>
      ) : null}
    </Dialog>
  );
}
