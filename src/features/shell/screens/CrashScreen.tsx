import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { isChunkLoadError } from '@/shared/lib/chunk-error';
import { ChunkErrorPanel } from '@/shared/ui/ChunkErrorPanel';
import { Button } from '@/shared/ui/Button';
import '../components/shell.css';

/** A friendly Spanish screen instead of a white page when rendering throws. */
export function CrashScreen() {
  const { t } = useTranslation();
  return (
    <main className="panel-center crash" role="alert" data-testid="crash-screen">
      <h1>{t('crash.title')}</h1>
      <p>{t('crash.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('crash.retry')}</Button>
      <a href="/">{t('crash.home')}</a>
    </main>
  );
}

/**
 * Around the route tree: a render error shows the crash screen (a chunk that failed to load, its retry
 * panel) until the location changes (`resetKey`), so the member can still go elsewhere.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; key: string | null }> {
  override state: { error: unknown; key: string | null } = { error: null, key: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('render failed') };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string | null }) {
    if (state.error && state.key === null) return { key: props.resetKey };
    if (state.error && state.key !== props.resetKey) return { error: null, key: null };
    return null;
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    releaseStaticPreview(); // the error shows, not the boot loader's static dashboard
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <ChunkErrorPanel onRetry={() => window.location.reload()} error={error} />;
    return <CrashScreen />;
  }
}

/** Outermost boundary, for errors outside the router (providers). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    releaseStaticPreview();
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
