/**
 * The card grid of a dashboard or the recommended list: skeletons on first load, the designed empty
 * (DASH-07, 'No hay resultados') and error states, and infinite scroll (DASH-09). A long list is
 * virtualised by rows (CardGrid), so 1,000 loaded cards keep a small DOM.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { IconHeart } from '@/shared/ui/icons';
import { dashboardCardLeft, dashboardMoreRequested, dashboardReloadRequested, selectDashList, selectLeaving } from '../slice';
import type { DashListKey } from '../types';
import { MemberCard } from './MemberCard';
import { NoticeCard } from './NoticeCard';
import { useNearBottom } from './useNearBottom';
import { CardGrid } from './CardGrid';

const SKELETON_CARDS = 8;
/** Cards in the first row(s) load their photo at once (above the fold). */
const EAGER_CARDS = 4;

export function DashboardList({ kind }: { kind: DashListKey }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => selectDashList(s, kind));
  const leaving = useAppSelector(selectLeaving);
  const onLeft = useCallback((id: number) => dispatch(dashboardCardLeft({ id })), [dispatch]);
  const canLoadMore = list.loaded && !list.loading && !list.error && list.page !== null && kind !== 'matching';
  const checkNearBottom = useNearBottom(() => dispatch(dashboardMoreRequested({ kind })), canLoadMore);

  const skeleton = (
    <div className="dash-grid" aria-busy="true" data-testid="dashboard-skeleton">
      <span className="visually-hidden" role="status">
        {t('common:loading')}
      </span>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className="mcard mcard--skeleton skeleton" aria-hidden="true" />
      ))}
    </div>
  );
  const firstLoad = !list.loaded || (list.loading && list.items.length === 0);
  // Whether this list was still loading when it appeared (its first cards then render behind the skeleton).
  const [loadingAtMount] = useState(firstLoad);
  if (firstLoad) return skeleton;

  if (list.items.length === 0) {
    return list.error ? (
      <div className="dash-state" role="alert">
        <p className="dash-state__title">{t('error')}</p>
        <Button variant="secondary" onClick={() => dispatch(dashboardReloadRequested({ kind }))}>
          {t('retry')}
        </Button>
      </div>
    ) : (
      <div className="dash-state" data-testid="dashboard-empty">
        <span className="dash-state__icon" aria-hidden="true">
          <IconHeart size={36} />
        </span>
        <p className="dash-state__title">{t('empty')}</p>
        <p className="dash-state__hint">{t('emptyHint')}</p>
      </div>
    );
  }

  return (
    <>
      <CardGrid
        items={list.items}
        itemKey={(item) => (item.type === 'NOTICE' ? item.key : `u${item.id}`)}
        label={t(kind === 'matching' ? 'matching.title' : `tabs.${kind}`)}
        busy={list.loading}
        skeleton={skeleton}
        onShown={checkNearBottom}
        deferFirst={loadingAtMount}
        renderItem={(item, index) =>
          item.type === 'NOTICE' ? <NoticeCard item={item} /> : <MemberCard item={item} leaving={leaving.includes(item.id)} onLeft={onLeft} eager={index < EAGER_CARDS} />
        }
      />
      <div className="dash-foot">
        {list.loading ? <Spinner label={t('loadingMore')} /> : null}
        {list.error ? (
          <Button variant="secondary" onClick={() => dispatch(dashboardMoreRequested({ kind, force: true }))}>
            {t('retry')}
          </Button>
        ) : null}
        {!list.loading && !list.error && list.page === null && kind !== 'matching' ? <p className="dash-foot__end">{t('end')}</p> : null}
      </div>
    </>
  );
}
