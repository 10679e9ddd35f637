/** A promotional NOTICE (DASH-04) interleaved with members: its image, linking in-app or out. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeBanner } from '@/features/cards';
import type { NoticeItem } from '../types';

/** The dashboards' notice card. */
export const NoticeCard = memo(function NoticeCard({ item, eager }: { item: NoticeItem; eager?: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <NoticeBanner item={item} alt={t('notice.label')} className="ncard" linkClassName="ncard__link" testId="notice-card" eager={eager} />
  );
});
