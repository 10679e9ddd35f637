/** /recomendados (DASH-08): the recommended (matching) profiles with the dashboard's cards. */
import { useEffect } from 'react';
import { useAppSelector, useFeature } from '@/store';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { CardList } from '../components/CardList';
import { dashboardFeature } from '../feature';
import { dashboardSignals } from '../actions';
import { selectDashList } from '../slice';
import '../dashboard.css';
import '../i18n';

export function MatchingScreen() {
  const { t, dispatch } = useFeature(dashboardFeature);
  const list = useAppSelector((s) => selectDashList(s, 'matching'));
  useEffect(() => {
    dispatch(dashboardSignals.reloadRequested({ kind: 'matching' }));
  }, [dispatch]);

  return (
    <div className="dash">
      <p className="dash__intro">{t('matching.intro')}</p>
      {/* One page, no infinite scroll. */}
      <CardList
        list={list}
        label={t('matching.title')}
        onRetry={() => dispatch(dashboardSignals.reloadRequested({ kind: 'matching' }))}
        onRetryMore={() => dispatch(dashboardSignals.moreRequested({ kind: 'matching', force: true }))}
        onSettled={releaseStaticPreview}
      />
    </div>
  );
}
