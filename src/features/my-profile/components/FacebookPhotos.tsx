/**
 * The upload dialog's 'photos' state (ME-30): the member's Facebook photos through the Facebook adapter
 * (the SDK, or the demo Facebook of the demo API). Connecting, the permission refused, an album picker,
 * a grid of lazy thumbnails loaded page by page; choosing one fetches it and hands it to the editor.
 * Every state settles: content, empty, or an error with 'Reintentar'. At most 12 photos in total (ME-29):
 * with no room left the picker does not connect at all.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useSlice } from '@/store';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { takeFacebookPhoto } from '../sagas';
import { myProfileActions, selectMyProfile } from '../slice';
import { fbOpened } from '../actions';
import { LIMITS } from '../types';
import { LoadError, OptionSelect } from './controls';

const SKELETONS = Array.from({ length: 9 }, (_, i) => i);

export function FacebookPhotos({ current, onBack, onPick }: { current: number; onBack: () => void; onPick: (photo: Blob) => void }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const fb = useSlice(selectMyProfile, (p) => p.facebook);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const room = LIMITS.photos - current;

  // Open once per upload dialog (the dialog's closing resets it); back from the editor keeps the grid.
  useEffect(() => {
    rootRef.current?.focus();
    if (room > 0 && fb.status === 'idle') dispatch(fbOpened());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);

  // The chosen photo arrived: its bytes go to the editor (taken once, never stored).
  const pick = fb.pick;
  useEffect(() => {
    if (pick?.status !== 'ready') return;
    const blob = takeFacebookPhoto(pick.token);
    dispatch(myProfileActions.fbPickConsumed());
    if (blob) onPick(blob);
  }, [pick, dispatch, onPick]);

  const album = fb.albums.find((a) => a.id === fb.albumId);
  const busy = pick?.status === 'loading';

  let content: React.ReactNode;
  if (room <= 0) {
    content = (
      <p className="me-error" role="alert">
        {t('upload.errors.limit')}
      </p>
    );
  } else if (fb.status === 'idle' || fb.status === 'connecting') {
    content = (
      <div className="panel-center me-fb__state">
        <Spinner label={t('upload.facebook.connecting')} />
        <p aria-hidden="true">{t('upload.facebook.connecting')}</p>
      </div>
    );
  } else if (fb.status === 'denied' || fb.status === 'error') {
    content = (
      <LoadError
        className="me-fb__state"
        variant="primary"
        message={t(fb.status === 'denied' ? 'upload.facebook.denied' : 'upload.facebook.unavailable')}
        retryLabel={t(fb.status === 'denied' ? 'upload.facebook.grant' : 'retry')}
        onRetry={() => dispatch(myProfileActions.fbConnectRequested())}
      />
    );
  } else if (fb.albums.length === 0) {
    content = <p className="me-hint me-fb__state">{t('upload.facebook.empty')}</p>;
  } else {
    content = (
      <>
        <OptionSelect
          id={`${id}-album`}
          className="me-fb__album"
          label={t('upload.facebook.album')}
          options={fb.albums.map((a) => ({ value: a.id, label: t('upload.facebook.albumOption', { name: a.name, count: a.count }) }))}
          selected={fb.albumId}
          disabled={busy}
          onChange={(e) => dispatch(myProfileActions.fbAlbumRequested({ albumId: e.target.value }))}
        />
        {/* Shown while the grid loads too, so nothing moves when the photos arrive. */}
        {fb.photosStatus === 'error' || (fb.photosStatus === 'ok' && fb.photos.length === 0) ? null : (
          <p className="me-hint">{t('upload.facebook.hint')}</p>
        )}
        {fb.photosStatus === 'error' ? (
          <LoadError
            className="me-fb__state"
            variant="primary"
            message={t('upload.facebook.error')}
            onRetry={() => fb.albumId && dispatch(myProfileActions.fbAlbumRequested({ albumId: fb.albumId }))}
          />
        ) : fb.photosStatus !== 'ok' ? (
          <ul className="me-grid me-fb__grid" aria-busy="true" aria-label={t('upload.facebook.loading')}>
            {SKELETONS.map((i) => (
              <li key={i} className="skeleton me-fb__skel" />
            ))}
          </ul>
        ) : fb.photos.length === 0 ? (
          <p className="me-hint me-fb__state">{t('upload.facebook.albumEmpty')}</p>
        ) : (
          <>
            <ul
              className="me-grid me-fb__grid"
              aria-label={t('upload.facebook.grid', { name: album?.name ?? '' })}
              data-testid="facebook-grid"
            >
              {fb.photos.map((p, i) => {
                const loading = pick?.id === p.id && pick.status === 'loading';
                return (
                  <li key={p.id}>
                    <button
                      type="button"
                      className="me-fb__item"
                      data-testid="facebook-photo"
                      aria-label={t('upload.facebook.choose', { n: i + 1 })}
                      aria-busy={loading || undefined}
                      aria-disabled={busy || undefined}
                      onClick={() => {
                        if (!busy) dispatch(myProfileActions.fbPhotoRequested({ id: p.id }));
                      }}
                    >
                      <img src={p.thumb} alt="" loading="lazy" decoding="async" width={160} height={160} draggable={false} />
                      {loading ? (
                        <span className="me-fb__busy">
                          <Spinner small label={t('upload.facebook.fetching')} />
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
            {pick?.status === 'error' ? (
              <p className="me-error" role="alert">
                {t('upload.facebook.fetchError')}
              </p>
            ) : null}
            {fb.moreStatus === 'error' ? (
              <p className="me-error" role="alert">
                {t('upload.facebook.moreError')}
              </p>
            ) : null}
            {fb.next ? (
              <Button
                variant="secondary"
                block
                loading={fb.moreStatus === 'loading'}
                onClick={() => dispatch(myProfileActions.fbMoreRequested())}
              >
                {fb.moreStatus === 'error' ? t('retry') : t('upload.facebook.more')}
              </Button>
            ) : null}
          </>
        )}
      </>
    );
  }

  return (
    <div
      ref={rootRef}
      className="me-upload__body me-fb"
      data-testid="facebook-photos"
      data-status={room <= 0 ? 'full' : fb.status}
      tabIndex={-1}
    >
      {content}
      <Button variant="ghost" onClick={onBack}>
        {t('upload.facebook.back')}
      </Button>
    </div>
  );
}
