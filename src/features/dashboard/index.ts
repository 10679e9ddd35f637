/** Public surface: the member card other lists (search) reuse, and the item types. */
export { MemberCard } from './components/MemberCard';
export { NoticeCard } from './components/NoticeCard';
export { toDashItems } from './mappers';
export type { DashItem, MemberItem, NoticeItem, DashboardKind } from './types';
export { dashboardMoreRequested } from './slice';
