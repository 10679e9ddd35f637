/** The realtime overlays (match and promotional modals), mounted by the toast host. */
import { useAppDispatch, useAppSelector, useAppStore, useNavigationBlocker } from '@/store';
import { matchClosed, promoClosed } from '../actions';
import { selectMatch, selectPromo } from '../slice';
import MatchModal from './MatchModal';
import PromoModal from './PromoModal';
import '../i18n';
import './realtime.css';

export default function RealtimeOverlays() {
  const match = useAppSelector(selectMatch);
  const promo = useAppSelector(selectPromo);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // SHELL-31 (A §2): while one is open, a navigation (Back, a link, a saga) closes it and is stopped.
  // Read from the store, not the render: a button that closes it and then navigates is let through.
  useNavigationBlocker(Boolean(match || promo), () => {
    const s = store.getState();
    const [openMatch, openPromo] = [selectMatch(s), selectPromo(s)];
    if (!openMatch && !openPromo) return false;
    dispatch(openMatch ? matchClosed() : promoClosed()); // the one shown (a promo waits behind a match)
    return true;
  });
  return (
    <>
      {match ? <MatchModal /> : null}
      {promo && !match ? <PromoModal /> : null}
    </>
  );
}
