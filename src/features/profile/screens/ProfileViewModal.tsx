/**
 * The profile-view modal (?modal=profile-view&id=, PROF-01..07): toolbar with back and (for others)
 * a menu; photo with counter (tap opens the gallery, PROF-03); nickname, 'años', location, status;
 * description, personal-data cards, activities with icons, tags and couple preferences; message,
 * like and dislike (PROF-04). One's own profile hides like, dislike and the menu (PROF-06).
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ModalProps } from '@/store';
import { useFeature, useAppSelector } from '@/store';
import { isBlocked } from '@/features/lists';
import { releaseStaticPreview, staticPreviewStandsFor } from '@/shared/boot/handoff';
import { selectMe } from '@/features/session';
import { hashCloseRequested, hashOpenRequested } from '@/features/shell';
import { Button } from '@/shared/ui/Button';
import { ModalBar } from '@/shared/ui/ModalBar';
import { ModalScreen } from '@/shared/ui/ModalScreen';
import { ProfileBody, ProfileSkeleton } from '../components/ProfileBody';
import { ProfileMenu } from '../components/ProfileMenu';
import { GALLERY_HASH } from '../index';
import { profileFeature } from '../feature';
import { profileActions, selectProfileView } from '../slice';
import '../profile.css';
import '../i18n';
import { routeId } from '@/shared/lib/wire';

const Gallery = lazy(() => import(/* webpackChunkName: "gallery" */ '../components/Gallery'));

export default function ProfileViewModal({ id: idParam, onClose }: ModalProps) {
  const { t, dispatch } = useFeature(profileFeature);
  const id = routeId(idParam);
  const view = useAppSelector(selectProfileView);
  const me = useAppSelector(selectMe);
  const blocked = useAppSelector((s) => isBlocked(s, id));
  const location = useLocation();
  const galleryOpen = location.hash === GALLERY_HASH;

  useEffect(() => {
    if (id !== null) dispatch(profileActions.profileViewOpened({ id }));
  }, [dispatch, id]);

  // LIST-14: a blocked member's profile is never shown (a dislike from here closes it).
  useEffect(() => {
    if (blocked) onClose();
  }, [blocked, onClose]);

  const data = view.id === id ? view.data : null;
  const own = me?.id === id;

  const openGallery = () => dispatch(hashOpenRequested(GALLERY_HASH));
  const closeGallery = () => dispatch(hashCloseRequested());

  // A reopened link's static copy of this view (the boot loader's) stands in until the app's own content
  // is in (the profile, its error, or no profile to show): the dialog is not there before, then opens in
  // the frame the static copy goes, with no entrance (the page opened on it). Otherwise it opens at once.
  const { pathname, search } = location;
  const [standsIn] = useState(() => staticPreviewStandsFor(pathname + search));
  const settled = blocked || id === null || Boolean(data) || view.status === 'error';
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    if (!standsIn || !settled) return;
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') el.showModal();
    releaseStaticPreview();
  }, [standsIn, settled]);
  if (standsIn && !settled) return null;

  return (
    <ModalScreen
      ref={dialog}
      className={`modal-screen modal-screen--page pview${standsIn ? ' pview--no-entrance' : ''}`}
      data-profile-id={id ?? undefined}
      aria-label={data?.nickname ?? t('loading')}
      testId="profile-view"
      onEscape={() => {
        if (!galleryOpen) onClose();
      }}
    >
      <ModalBar kind="back" label={t('back')} onClose={onClose} className="modal-bar modal-bar--sticky pview__bar">
        <h2 className="modal-bar__title pview__title">{data?.nickname || <span className="visually-hidden">{t('title')}</span>}</h2>
        {!own && data ? <ProfileMenu profile={data} /> : <span className="modal-bar__spacer" />}
      </ModalBar>
      {blocked ? null : id === null || (view.status === 'notFound' && !data) ? (
        // A link whose id names no one (0, -3), or a member the server does not know (a 400): said in
        // Spanish, with the way back (OPEN-18).
        <div className="pview__state" role="alert">
          <p>{t('notFound')}</p>
          <Button variant="secondary" onClick={onClose}>
            {t('back')}
          </Button>
        </div>
      ) : data ? (
        <ProfileBody profile={data} own={own} onOpenGallery={openGallery} />
      ) : view.status === 'error' ? (
        <div className="pview__state" role="alert">
          <p>{t('error')}</p>
          <Button variant="secondary" onClick={() => dispatch(profileActions.profileViewOpened({ id }))}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <ProfileSkeleton />
      )}
      {galleryOpen && data && data.photos.length > 0 ? (
        <Suspense fallback={null}>
          <Gallery photos={data.photos} gender={data.gender} nickname={data.nickname} onClose={closeGallery} />
        </Suspense>
      ) : null}
    </ModalScreen>
  );
}
