/** The realtime overlays (match and promotional modals), mounted by the toast host. */
import { useAppSelector } from '@/app/public';
import { selectMatch, selectPromo } from '../slice';
import MatchModal from './MatchModal';
import PromoModal from './PromoModal';
import '../i18n';
import './realtime.css';

export default function RealtimeOverlays() {
  const match = useAppSelector(selectMatch);
  const promo = useAppSelector(selectPromo);
  return (
    <>
      {match ? <MatchModal /> : null}
      {promo && !match ? <PromoModal /> : null}
    </>
  );
}
