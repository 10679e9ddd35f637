import { useTranslation } from 'react-i18next';
import './ui.css';

/** A neutral placeholder while a screen's code loads: reserves space, announces loading. */
export function ScreenSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen-skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <div className="skeleton" style={{ height: 180 }} />
      <div className="skeleton" style={{ height: 22, width: '60%' }} />
      <div className="skeleton" style={{ height: 22, width: '40%' }} />
    </div>
  );
}
