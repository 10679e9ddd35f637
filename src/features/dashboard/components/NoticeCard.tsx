/** A promotional NOTICE card interleaved with members (DASH-04): its image, linking in-app or out. */
import { SmartLink } from '@/shared/ui/SmartLink';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeItem } from '../types';

export const NoticeCard = memo(function NoticeCard({ item }: { item: NoticeItem }) {
  const { t } = useTranslation('dashboard');
  const img = <img src={item.img} alt={t('notice.label')} width={400} height={500} loading="lazy" decoding="async" />;
  return (
    <article className="ncard" data-testid="notice-card">
      <SmartLink to={item.link} className="ncard__link">
        {img}
      </SmartLink>
    </article>
  );
});
