/**
 * The card list of a dashboard or the recommended list (DASH-03..09), from the dashboard slice: the
 * shared CardList with this list's paging, retry and dislike animation.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { dashboardActions, selectDashList, selectLeaving } from '../slice';
import { dashboardSignals } from '../actions';
import type { DashListKey } from '../types';
import { CardList } from './CardList';

export function DashboardList({ kind }: { kind: DashListKey }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => selectDashList(s, kind));
  const leaving = useAppSelector(selectLeaving);
  const onLeft = useCallback((id: number) => dispatch(dashboardActions.dashboardCardLeft({ id })), [dispatch]);
  const paged = kind !== 'matching';
  return (
    <CardList
      list={list}
      label={t(kind === 'matching' ? 'matching.title' : `tabs.${kind}`)}
      leaving={leaving}
      onLeft={onLeft}
      onMore={paged ? () => dispatch(dashboardSignals.moreRequested({ kind })) : undefined}
      onRetry={() => dispatch(dashboardSignals.reloadRequested({ kind }))}
      onRetryMore={() => dispatch(dashboardSignals.moreRequested({ kind, force: true }))}
      // The boot loader's prerendered first cards (if any) make way once these are in.
      onSettled={releaseStaticPreview}
    />
  );
}
