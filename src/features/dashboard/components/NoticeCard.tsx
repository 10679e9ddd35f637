/** A promotional NOTICE (DASH-04) interleaved with members: its image, linking in-app or out. */
import { SmartLink } from '@/shared/ui/SmartLink';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeItem } from '../types';

export interface NoticeBannerProps {
  item: Pick<NoticeItem, 'img' | 'link'>;
  alt: string;
  className: string;
  linkClassName: string;
  testId: string;
}

/** The notice's image and link, in the card or row of the list it stands in. */
export function NoticeBanner({ item, alt, className, linkClassName, testId }: NoticeBannerProps) {
  return (
    <article className={className} data-testid={testId}>
      <SmartLink to={item.link} className={linkClassName}>
        <img src={item.img} alt={alt} width={400} height={500} loading="lazy" decoding="async" />
      </SmartLink>
    </article>
  );
}

/** The dashboards' notice card. */
export const NoticeCard = memo(function NoticeCard({ item }: { item: NoticeItem }) {
  const { t } = useTranslation('dashboard');
  return <NoticeBanner item={item} alt={t('notice.label')} className="ncard" linkClassName="ncard__link" testId="notice-card" />;
});
