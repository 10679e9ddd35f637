import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/public';
import { selectSession } from '@/features/session';
import { config, versionString } from '@/shared/config/env';
import '../components/shell.css';

 
/** SHELL-26: the debug route shows the build and configuration the app is running with. */
export function DebugScreen() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const rows: [string, string][] = [
    ['version', versionString],
    ['apiBaseUrl', config.apiBaseUrl],
    ['pusher', `${config.pusher.key} / ${config.pusher.cluster} / ${config.pusher.host || 'default'}:${config.pusher.port ?? ''}`],
    ['imageHost', config.imageHost],
    ['locationsUrl', config.locationsUrl],
    ['session', `${session.status} · user ${session.me?.id ?? '-'}`],
    ['realtime', session.realtime ? `${session.realtime.authEndpoint} · ${session.realtime.notificationsChannel}` : '-'],
    ['serviceWorker', 'serviceWorker' in navigator ? (navigator.serviceWorker.controller ? 'controlled' : 'registered/none') : 'unsupported'],
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
