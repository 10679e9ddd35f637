/** /recomendados (DASH-08): the recommended (matching) profiles with the dashboard's cards. */
import { useEffect } from 'react';
import { useFeature } from '@/store';
import { DashboardList } from '../components/DashboardList';
import { dashboardFeature } from '../feature';
import { dashboardSignals } from '../actions';
import '../dashboard.css';
import '../i18n';

export function MatchingScreen() {
  const { t, dispatch } = useFeature(dashboardFeature);
  useEffect(() => {
    dispatch(dashboardSignals.reloadRequested({ kind: 'matching' }));
  }, [dispatch]);

  return (
    <div className="dash">
      <p className="dash__intro">{t('matching.intro')}</p>
      <DashboardList kind="matching" />
    </div>
  );
}
