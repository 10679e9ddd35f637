import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useStoreDialog } from '@/store';
import { promoClosed, promoTapped } from '../actions';
import { selectPromo } from '../slice';
import { OverlayDialog } from './OverlayDialog';

/** RT-13, RT-14: the promotional image; a tap follows its (allow-listed) link. */
export default function PromoModal() {
  const { t } = useTranslation('realtime');
  const dispatch = useAppDispatch();
  const promo = useAppSelector(selectPromo);
  const close = () => dispatch(promoClosed());
  const promoDialog = useStoreDialog((s) => Boolean(selectPromo(s)));
  return (
    <OverlayDialog name="promo" {...promoDialog} onClose={close} label={t('promo.label')} closeLabel={t('promo.close')}>
      {promo ? (
        <button type="button" className="promo-modal__image" onClick={() => dispatch(promoTapped())} aria-label={t('promo.open')}>
          <img src={promo.imageMobile} alt="" />
        </button>
      ) : null}
    </OverlayDialog>
  );
}
