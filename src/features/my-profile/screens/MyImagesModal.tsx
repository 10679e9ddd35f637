/**
 * ?modal=my-profile-images (ME-19..29): toolbar with back; the grid of own photos (clock on pending,
 * 'Foto de perfil' on approved non-first photos, delete with a confirm); 'Imágenes en moderación.'
 * while any is pending; the add tile while fewer than 12; tapping a photo opens the gallery.
 */
import '../i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ModalProps } from '@/store';
import { useAppDispatch, useAppSelector, useFeature, useSlice } from '@/store';
import { GALLERY_HASH, loadGallery } from '@/features/profile';
import { selectMe } from '@/features/session';
import { hashCloseRequested, hashOpenRequested } from '@/features/shell';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { IconTrash } from '@/shared/ui/icons';
import { ModalBar } from '@/shared/ui/ModalBar';
import { IconClock, IconPlus, IconStarSmall } from '../components/icons';
import { myProfileFeature } from '../feature';
import { myProfileActions, selectMyProfile } from '../slice';
import { LIMITS, type OwnImage } from '../types';
import { LoadError } from '../components/controls';
import { UploadDialog } from '../components/UploadDialog';
import '../my-profile.css';
import { ModalScreen } from '@/shared/ui/ModalScreen';

const Gallery = lazy(loadGallery);

export default function MyImagesModal({ onClose }: ModalProps) {
  const { t, dispatch } = useFeature(myProfileFeature);
  const images = useSlice(selectMyProfile, (p) => p.images);
  const me = useAppSelector(selectMe);
  const location = useLocation();
  const galleryOpen = location.hash === GALLERY_HASH;
  const [galleryIndex, setGalleryIndex] = useState(0);
  const [confirm, setConfirm] = useState<OwnImage | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    dispatch(myProfileActions.imagesRequested());
  }, [dispatch]);

  const list = images.list;
  const pending = list.some((p) => !p.approved);
  const canAdd = list.length < LIMITS.photos;

  return (
    <ModalScreen
      className="modal-screen modal-screen--page me-photos"
      aria-labelledby="me-photos-title"
      testId="my-profile-images"
      onEscape={() => {
        if (!galleryOpen && !uploading && !confirm) onClose();
      }}
    >
      <ModalBar kind="back" label={t('images.back')} onClose={onClose} className="modal-bar modal-bar--sticky">
        <h2 className="modal-bar__title" id="me-photos-title">
          {t('images.title')}
        </h2>
        <span className="modal-bar__spacer" />
      </ModalBar>
      <div className="me-photos__body">
        {pending ? (
          <p className="me-photos__notice" role="status">
            <IconClock />
            {t('images.moderation')}
          </p>
        ) : null}
        {images.status === 'error' ? (
          <LoadError message={t('images.error')} onRetry={() => dispatch(myProfileActions.imagesRequested())} />
        ) : images.status !== 'ok' ? (
          <ul className="me-grid me-photos__grid" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="skeleton me-photos__skel" />
            ))}
          </ul>
        ) : (
          <>
            {list.length === 0 ? <p className="me-hint me-photos__empty">{t('images.empty')}</p> : null}
            <ul className="me-grid me-photos__grid">
              {list.map((p, i) => (
                <PhotoTile
                  key={p.id}
                  photo={p}
                  index={i}
                  gender={me?.gender ?? 2}
                  busy={images.busyId === p.id}
                  onOpen={() => {
                    setGalleryIndex(i);
                    dispatch(hashOpenRequested(GALLERY_HASH));
                  }}
                  onDelete={() => setConfirm(p)}
                />
              ))}
              {canAdd ? (
                <li>
                  <button type="button" className="me-photos__add" onClick={() => setUploading(true)}>
                    <IconPlus />
                    <span>{t('images.add')}</span>
                  </button>
                </li>
              ) : null}
            </ul>
            {!canAdd ? <p className="me-hint">{t('images.limit')}</p> : null}
          </>
        )}
      </div>
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('images.deleteTitle')}
        testId="confirm-delete"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {t('images.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (confirm) dispatch(myProfileActions.imageDeleteRequested({ id: confirm.id, at: Date.now() }));
                setConfirm(null);
              }}
            >
              {t('images.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p className="dialog__text">{t('images.deleteText')}</p>
      </Dialog>
      {uploading ? <UploadDialog current={list.length} insideWizard={false} onClose={() => setUploading(false)} /> : null}
      {galleryOpen && list.length > 0 ? (
        <Suspense fallback={null}>
          <Gallery
            photos={list.map((p) => p.src)}
            gender={me?.gender === 1 ? 1 : 2}
            nickname={me?.nickname ?? ''}
            index={galleryIndex}
            onClose={() => dispatch(hashCloseRequested())}
          />
        </Suspense>
      ) : null}
    </ModalScreen>
  );
}

function PhotoTile({
  photo,
  index,
  gender,
  busy,
  onOpen,
  onDelete,
}: {
  photo: OwnImage;
  index: number;
  gender: number;
  busy: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  return (
    <li className="me-tile" data-testid="own-photo" data-photo-id={photo.id} data-approved={photo.approved} aria-busy={busy || undefined}>
      <button type="button" className="me-tile__open" onClick={onOpen} aria-label={t('images.open', { n: index + 1 })}>
        <ProfileImage name={photo.src} gender={gender} alt="" size={IMAGE_SIZES.card} ratio="4 / 5" />
      </button>
      {!photo.approved ? (
        <span className="me-tile__pending" role="img" aria-label={t('images.pending')}>
          <IconClock />
        </span>
      ) : null}
      {index === 0 ? <span className="me-tile__badge">{t('images.isProfile')}</span> : null}
      <div className="me-tile__actions">
        {photo.approved && index > 0 ? (
          <button type="button" className="me-tile__btn" onClick={() => dispatch(myProfileActions.imageDefaultRequested({ id: photo.id }))}>
            <IconStarSmall />
            {t('images.makeProfile')}
          </button>
        ) : (
          <span className="me-tile__note">{photo.approved ? '' : t('images.pending')}</span>
        )}
        <button type="button" className="icon-btn me-tile__delete" onClick={onDelete} aria-label={t('images.delete')}>
          <IconTrash size={20} />
        </button>
      </div>
    </li>
  );
}
