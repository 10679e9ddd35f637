/** /dashboard-recent, /dashboard-new, /dashboard-online (DASH-01, SHELL-11, SHELL-12). */
import { useEffect } from 'react';
import { useAppSelector, useFeature } from '@/store';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { CardList } from '../components/CardList';
import { DashboardTabs } from '../components/DashboardTabs';
import { dashboardFeature } from '../feature';
import { dashboardSignals } from '../actions';
import { selectDashList } from '../slice';
import type { DashboardKind } from '../types';
import '../dashboard.css';
import '../i18n';

export function DashboardScreen({ kind }: { kind: DashboardKind }) {
  const { t, dispatch } = useFeature(dashboardFeature);
  const list = useAppSelector((s) => selectDashList(s, kind));
  useEffect(() => {
    dispatch(dashboardSignals.opened({ kind }));
  }, [dispatch, kind]);

  return (
    <div className="dash">
      {/* The list's name for screen readers, between the page's h1 and the cards' h3. */}
      <h2 className="visually-hidden">{t(`tabs.${kind}`)}</h2>
      <DashboardTabs />
      <CardList
        key={kind}
        list={list}
        label={t(`tabs.${kind}`)}
        onMore={() => dispatch(dashboardSignals.moreRequested({ kind }))}
        onRetry={() => dispatch(dashboardSignals.reloadRequested({ kind }))}
        onRetryMore={() => dispatch(dashboardSignals.moreRequested({ kind, force: true }))}
        // The boot loader's prerendered first cards (if any) make way once these are in.
        onSettled={releaseStaticPreview}
      />
    </div>
  );
}
