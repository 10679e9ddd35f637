/** The realtime overlays (match and promotional modals), mounted by the toast host. */
import { useAppSelector } from '@/store';
import { selectMatch, selectPromo } from '../slice';
import MatchModal from './MatchModal';
import PromoModal from './PromoModal';
import '../i18n';
import './realtime.css';

export default function RealtimeOverlays() {
  const match = useAppSelector(selectMatch);
  const promo = useAppSelector(selectPromo);
  // SHELL-31 (A §2): while one is open, a navigation (Back, a link, a saga) closes it and is stopped: each
  // is a Dialog, which holds navigation, reading its state from the store (useStoreDialog).
  return (
    <>
      {match ? <MatchModal /> : null}
      {promo && !match ? <PromoModal /> : null}
    </>
  );
}
