import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import './ui.css';

/** SHELL-28: shown when a screen's code could not be loaded. */
export function ChunkErrorPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="panel-center" role="alert" data-testid="chunk-error">
      <h2>{t('chunk.title')}</h2>
      <p>{t('chunk.text')}</p>
      <Button onClick={onRetry}>{t('chunk.retry')}</Button>
    </div>
  );
}
