import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
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

/** errorElement of the route tree. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkErrorPanel onRetry={() => window.location.reload()} />;
  console.error(error);
  return <CrashScreen />;
}

/** Outermost boundary, for errors outside the router (providers). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
