import { useTranslation } from 'react-i18next';
import './ui.css';

export function Spinner({ small, label }: { small?: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={`spinner${small ? ' spinner--sm' : ''}`}>
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}
