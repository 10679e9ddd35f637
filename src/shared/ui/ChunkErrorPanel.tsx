import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/shared/config/env';
import { applyUpdate, requestUpdateCheck } from '@/shared/lib/app-update';
import { isChunkGone } from '@/shared/lib/chunk-error';
import { Button, type ButtonVariant } from './Button';
import './ui.css';

export interface RetryPanelProps {
  /** What could not be shown (a heading), if the message needs one. */
  title?: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  variant?: ButtonVariant;
  className?: string;
  testId?: string;
}

/** The centred panel of something that could not load or be shown, with its retry action. */
export function RetryPanel({ title, message, retryLabel, onRetry, variant = 'primary', className, testId }: RetryPanelProps) {
  return (
    <div className={className ? `panel-center ${className}` : 'panel-center'} role="alert" data-testid={testId}>
      {title ? <h2>{title}</h2> : null}
      <p>{message}</p>
      <Button variant={variant} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** A screen that could not be shown: its code did not load ('chunk', SHELL-28) or it crashed ('crash', the screen boundary). */
export function ScreenRetryPanel({ kind, onRetry }: { kind: 'chunk' | 'crash'; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryPanel
      title={t(`${kind}.title`)}
      message={t(`${kind}.text`)}
      retryLabel={t(`${kind}.retry`)}
      onRetry={onRetry}
      testId={kind === 'chunk' ? 'chunk-error' : 'screen-error'}
    />
  );
}

/**
 * SHELL-28: shown when a screen's code could not be loaded: 'Reintentar' for a connection problem; when
 * the file is gone from the server (a new version was deployed while this one ran), retrying cannot
 * help, so it offers the update instead ('Actualizar': the new version, same screen, nothing queued lost).
 */
export function ChunkErrorPanel({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation();
  const [gone, setGone] = useState(false);
  useEffect(() => {
    let live = true;
    void isChunkGone(error).then((g) => {
      if (!live || !g) return;
      setGone(true);
      requestUpdateCheck();
    });
    return () => {
      live = false;
    };
  }, [error]);
  if (!gone) return <ScreenRetryPanel kind="chunk" onRetry={onRetry} />;
  return (
    <RetryPanel
      title={t('chunk.updateTitle', { appName: config.appName })}
      message={t('chunk.updateText')}
      retryLabel={t('chunk.update')}
      onRetry={applyUpdate}
      testId="chunk-update"
    />
  );
}
