import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store';
import { selectSession } from '@/features/session';
import { config, versionString } from '@/shared/config/env';
import '../components/shell.css';

/** SHELL-26: the debug route shows the build and configuration the app is running with. */
export function DebugScreen() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const sw =
    'serviceWorker' in navigator
      ? navigator.serviceWorker.controller
        ? t('debug.swControlled')
        : t('debug.swNone')
      : t('debug.swUnsupported');
  const rows: [string, string][] = [
    [t('debug.version'), versionString],
    [t('debug.apiBaseUrl'), config.apiBaseUrl],
    [
      t('debug.pusher'),
      `${config.pusher.key} / ${config.pusher.cluster} / ${config.pusher.host || t('debug.default')}:${config.pusher.port ?? ''}`,
    ],
    [t('debug.imageHost'), config.imageHost],
    [t('debug.locationsUrl'), config.locationsUrl],
    [t('debug.session'), t('debug.sessionValue', { status: session.status, id: session.me?.id ?? '-' })],
    [t('debug.realtime'), session.realtime ? `${session.realtime.authEndpoint} · ${session.realtime.notificationsChannel}` : '-'],
    [t('debug.serviceWorker'), sw],
  ];
  return (
    <section className="debug" data-testid="debug-screen">
      <h2>{t('titles.debug')}</h2>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
