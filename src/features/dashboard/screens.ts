/** Dashboards: built by the Discovery issue (#4). */
import { ComingSoonScreen } from '@/features/shell/screens';

export type DashboardKind = 'recent' | 'new' | 'online';
export const DashboardScreen = (_props: { kind: DashboardKind }) => ComingSoonScreen();
