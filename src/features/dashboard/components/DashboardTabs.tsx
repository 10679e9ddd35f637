/** The three dashboards (DASH-01) as links: each tab is its own route. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PATHS } from '@/store';
import type { DashboardKind } from '../types';

const TABS: { kind: DashboardKind; to: string }[] = [
  { kind: 'recent', to: PATHS.DASHBOARD_RECENT },
  { kind: 'new', to: PATHS.DASHBOARD_NEW },
  { kind: 'online', to: PATHS.DASHBOARD_ONLINE },
];

/** Memo: the screen above it re-renders with each page of its list; the tabs do not change with it. */
export const DashboardTabs = memo(function DashboardTabs() {
  const { t } = useTranslation('dashboard');
  return (
    <nav className="tab-bar dash-tabs" aria-label={t('tabs.label')}>
      {TABS.map((tab) => (
        <NavLink key={tab.kind} to={tab.to} replace className="tab-bar__tab">
          {t(`tabs.${tab.kind}`)}
        </NavLink>
      ))}
    </nav>
  );
});
