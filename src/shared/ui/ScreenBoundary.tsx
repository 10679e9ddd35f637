/**
 * The error boundary of every screen and modal: a crash while rendering one screen (a value nobody
 * expected, a bug) is contained there, with the Spanish 'Algo salió mal' panel and 'Reintentar' (which
 * renders the screen again from scratch), while the toolbar, the menu and the rest of the app keep
 * working. A screen's code that did not arrive (ChunkLoadError) gets the SHELL-28 panel instead.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '@/shared/lib/chunk-error';
import { Button } from './Button';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { ChunkErrorPanel, ScreenRetryPanel } from './ChunkErrorPanel';
import { Dialog } from './Dialog';
import './ui.css';

export interface ScreenBoundaryProps {
  children: ReactNode;
  /** A failed chunk's retry (a fresh lazy import); without it 'Reintentar' only renders again. */
  onChunkRetry?: () => void;
  /** Set for a modal: the panel shows in a dialog with 'Cerrar'. */
  onClose?: () => void;
  /** An overlay (toasts, banners): after a crash it shows nothing rather than a panel. */
  quiet?: boolean;
}

interface State {
  error: unknown;
  attempt: number;
}

export class ScreenBoundary extends Component<ScreenBoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('render failed') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!this.props.quiet) releaseStaticPreview(); // the error shows, not the boot loader's static dashboard
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  retry = () => {
    if (isChunkLoadError(this.state.error)) this.props.onChunkRetry?.();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    if (error === null) return <ScreenBoundaryKey key={attempt}>{this.props.children}</ScreenBoundaryKey>;
    if (this.props.quiet) return null;
    if (isChunkLoadError(error) && !this.props.onClose) return <ChunkErrorPanel onRetry={this.retry} error={error} />;
    return <ScreenErrorPanel onRetry={this.retry} onClose={this.props.onClose} />;
  }
}

/** Remounts the screen on 'Reintentar' (a new key), so it starts again with fresh local state. */
function ScreenBoundaryKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function ScreenErrorPanel({ onRetry, onClose }: { onRetry: () => void; onClose?: () => void }) {
  const { t } = useTranslation();
  if (onClose)
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('crash.title')}
        testId="screen-error"
        actions={
          <>
            <Button onClick={onRetry}>{t('crash.retry')}</Button>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.close')}
            </Button>
          </>
        }
      >
        <p role="alert">{t('crash.modalText')}</p>
      </Dialog>
    );
  return <ScreenRetryPanel kind="crash" onRetry={onRetry} />;
}
