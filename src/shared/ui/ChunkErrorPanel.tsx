import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import './ui.css';

/**
 * The centred panel of a screen that could not be shown, with 'Reintentar': its code did not load
 * ('chunk', SHELL-28) or it crashed while rendering ('crash', the screen boundary).
 */
export function RetryPanel({ kind, onRetry }: { kind: 'chunk' | 'crash'; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="panel-center" role="alert" data-testid={kind === 'chunk' ? 'chunk-error' : 'screen-error'}>
      <h2>{t(`${kind}.title`)}</h2>
      <p>{t(`${kind}.text`)}</p>
      <Button onClick={onRetry}>{t(`${kind}.retry`)}</Button>
    </div>
  );
}

/** SHELL-28: shown when a screen's code could not be loaded. */
export function ChunkErrorPanel({ onRetry }: { onRetry: () => void }) {
  return <RetryPanel kind="chunk" onRetry={onRetry} />;
}
