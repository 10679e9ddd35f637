/** A promotional NOTICE card interleaved with members (DASH-04): its image, linking in-app or out. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NoticeItem } from '../types';

export const NoticeCard = memo(function NoticeCard({ item }: { item: NoticeItem }) {
  const { t } = useTranslation('dashboard');
  const img = <img src={item.img} alt={t('notice.label')} width={400} height={500} loading="lazy" decoding="async" />;
  const internal = item.link.startsWith('/');
  return (
    <article className="ncard" data-testid="notice-card">
      {!item.link ? (
        <span className="ncard__link">{img}</span>
      ) : internal ? (
        <Link to={item.link} className="ncard__link">
          {img}
        </Link>
      ) : (
        <a href={item.link} className="ncard__link" target="_blank" rel="noopener noreferrer">
          {img}
        </a>
      )}
    </article>
  );
});
