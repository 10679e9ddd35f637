/** /dashboard-recent, /dashboard-new, /dashboard-online (DASH-01, SHELL-11, SHELL-12). */
import { useEffect } from 'react';
import { useFeature } from '@/store';
import { DashboardList } from '../components/DashboardList';
import { DashboardTabs } from '../components/DashboardTabs';
import { dashboardFeature } from '../feature';
import { dashboardSignals } from '../actions';
import type { DashboardKind } from '../types';
import '../dashboard.css';
import '../i18n';

export function DashboardScreen({ kind }: { kind: DashboardKind }) {
  const { t, dispatch } = useFeature(dashboardFeature);
  useEffect(() => {
    dispatch(dashboardSignals.opened({ kind }));
  }, [dispatch, kind]);

  return (
    <div className="dash">
      {/* The list's name for screen readers, between the page's h1 and the cards' h3. */}
      <h2 className="visually-hidden">{t(`tabs.${kind}`)}</h2>
      <DashboardTabs />
      <DashboardList key={kind} kind={kind} />
    </div>
  );
}
