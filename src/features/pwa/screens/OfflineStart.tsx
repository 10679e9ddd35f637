import '../i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { readQueued } from '@/features/messages';
import { sessionRestoreRetryRequested } from '@/features/session';
import { config } from '@/shared/config/env';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { formatListDate } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { IconBack } from '@/shared/ui/icons';
import { IconCloudOff } from '../icons';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { offlineStore, type OfflineConversation, type OfflineSnapshot } from '../offline-store';
import '../pwa.css';

type Queued = Awaited<ReturnType<typeof readQueued>>;
type Loaded = { state: 'loading' } | { state: 'done'; snap: OfflineSnapshot | null; queued: Queued };

/** Reads the last member's offline copy and send queue (IndexedDB) once; any failure is simply "nothing kept". */
function useOfflineCopy(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const meId = offlineStore.lastMember();
    const read = meId === null ? Promise.resolve(null) : offlineStore.read(meId).catch(() => null);
    const queued = meId === null ? Promise.resolve([]) : readQueued(meId).catch((): Queued => []);
    void Promise.all([read, queued]).then(([snap, q]) => {
      if (live) setLoaded({ state: 'done', snap, queued: q });
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

function parseDate(s: string): number | null {
  const n = Date.parse(s.includes('T') ? s : s.replace(' ', 'T'));
  return Number.isNaN(n) ? null : n;
}

/**
 * The installed app opened with no connection: the shell's bar, a clear 'Sin conexión' state and the
 * last conversations and messages seen on this device; the session restore retries by itself (and at
 * once when the browser reports the connection back), then the app takes over.
 */
export default function OfflineStart() {
  const { t } = useTranslation('pwa');
  const dispatch = useAppDispatch();
  const copy = useOfflineCopy();
  const [open, setOpen] = useState<OfflineConversation | null>(null);

  useEffect(() => {
    const back = () => dispatch(sessionRestoreRetryRequested());
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [dispatch]);

  const snap = copy.state === 'done' ? copy.snap : null;
  const chat = open && snap ? snap.chats[String(open.userId)] : undefined;
  const queued = open && copy.state === 'done' ? copy.queued.filter((e) => e.userId === open.userId) : [];

  return (
    <div className="offline-start" data-testid="offline-start">
      <header className="offline-start__bar">
        <img src="/icons/icon.svg" alt="" width={34} height={34} />
        <h1>{config.appName}</h1>
      </header>
      <main className="offline-start__body">
        <div className="offline-banner" role="status">
          <IconCloudOff size={28} />
          <div>
            <h2>{t('offline.title')}</h2>
            <p>{t('offline.text')}</p>
            <Button variant="secondary" onClick={() => dispatch(sessionRestoreRetryRequested())}>
              {t('offline.retry')}
            </Button>
          </div>
        </div>

        {copy.state === 'loading' ? null : open ? (
          <section aria-label={open.userName}>
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(null)}>
              <IconBack size={20} /> {t('offline.back')}
            </button>
            <div className="offline-chat__head">
              <span className="offline-row__avatar">
                <ProfileImage
                  name={chat?.picture ?? open.userImg}
                  alt={open.userName}
                  gender={chat?.gender ?? open.userGenderId}
                  size={IMAGE_SIZES.thumb}
                  ratio="1"
                  eager
                />
              </span>
              <strong>{chat?.nickname ?? open.userName}</strong>
            </div>
            {(chat?.messages.length ?? 0) + queued.length > 0 || open.messageText || open.messageType === 2 ? (
              <ol className="offline-chat" data-testid="offline-chat">
                {!chat?.messages.length && (open.messageText || open.messageType === 2) ? (
                  // Never opened on this device: the list's last message at least.
                  <li className="offline-msg">{open.messageType === 2 ? t('offline.photo') : open.messageText.replace(/<[^>]*>/g, ' ')}</li>
                ) : null}
                {(chat?.messages ?? []).map((m) => (
                  <li key={m.id} className={`offline-msg${m.isMine ? ' offline-msg--mine' : ''}`}>
                    {m.tipoMensaje === 2 ? t('offline.photo') : m.texto}
                    <span className="offline-msg__hour">{m.hour}</span>
                  </li>
                ))}
                {queued.map((e) => (
                  <li key={e.localId} className="offline-msg offline-msg--mine offline-msg--queued">
                    {e.type === 2 ? t('offline.photo') : e.text}
                    <span className="offline-msg__hour">{t('offline.queued')}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="offline-empty">{t('offline.noMessages')}</p>
            )}
          </section>
        ) : snap && snap.conversations.length > 0 ? (
          <section className="offline-list">
            <h3>{t('offline.conversations')}</h3>
            <ul>
              {snap.conversations.map((c) => {
                const when = parseDate(c.date);
                return (
                  <li key={c.userId}>
                    <button type="button" className="row-btn offline-row" data-testid="offline-row" onClick={() => setOpen(c)}>
                      <span className="offline-row__avatar">
                        <ProfileImage name={c.userImg} alt={c.userName} gender={c.userGenderId} size={IMAGE_SIZES.thumb} ratio="1" eager />
                      </span>
                      <span className="offline-row__main">
                        <span className="offline-row__top">
                          <span className="offline-row__name">{c.userName}</span>
                          {when !== null ? <span className="offline-row__date">{formatListDate(when)}</span> : null}
                        </span>
                        <span className="offline-row__text">
                          {c.messageType === 2 ? t('offline.photo') : c.messageText.replace(/<[^>]*>/g, ' ')}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : (
          <p className="offline-empty" data-testid="offline-empty">
            {t('offline.empty')}
          </p>
        )}
      </main>
    </div>
  );
}
