/**
 * The profile-view modal (?modal=profile-view&id=, PROF-01..07): toolbar with back and (for others)
 * a menu; photo with counter (tap opens the gallery, PROF-03); nickname, 'años', location, status;
 * description, personal-data cards, activities with icons, tags and couple preferences; message,
 * like and dislike (PROF-04). One's own profile hides like, dislike and the menu (PROF-06).
 */
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ModalProps } from '@/app/public';
import { reportUserPath, useFeatureSaga, useAppDispatch, useAppSelector } from '@/app/public';
import { isBlocked, MemberActions, useMemberActions } from '@/features/lists';
import { selectMe } from '@/features/session';
import { hashCloseRequested, hashOpenRequested, modalOpenRequested, navigationRequested } from '@/features/shell';
import { registerNamespace } from '@/shared/i18n';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { Button } from '@/shared/ui/Button';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { IconBack, IconCamera, IconFlag, IconMore, IconOuting, IconPin, IconSport, IconTravel } from '@/shared/ui/icons';
import profileTexts from '@locales/es-AR/profile.json';
import { profileSaga } from '../sagas';
import { profileViewOpened, selectProfileView } from '../slice';
import type { ProfileView } from '../types';
import '../profile.css';

registerNamespace('profile', profileTexts);

export const GALLERY_HASH = '#gallery-open';
const Gallery = lazy(() => import(/* webpackChunkName: "gallery" */ '../components/Gallery'));

const ACTIVITY_ICONS: Record<string, typeof IconSport> = { deportes: IconSport, salidas: IconOuting, vacaciones: IconTravel };

export default function ProfileViewModal({ id: idParam, onClose }: ModalProps) {
  useFeatureSaga('profile', profileSaga);
  useMemberActions();
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const view = useAppSelector(selectProfileView);
  const me = useAppSelector(selectMe);
  const blocked = useAppSelector((s) => isBlocked(s, id));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const galleryOpen = location.hash === GALLERY_HASH;

  useEffect(() => {
    if (id !== null) dispatch(profileViewOpened({ id }));
  }, [dispatch, id]);

  useEffect(() => {
    const el = dialogRef.current;
    if (el && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    return () => {
      if (el?.open && typeof el.close === 'function') el.close();
    };
  }, []);

  // LIST-14: a blocked member's profile is never shown (a dislike from here closes it).
  useEffect(() => {
    if (blocked) onClose();
  }, [blocked, onClose]);

  const data = view.id === id ? view.data : null;
  const own = me?.id === id;

  const openGallery = () => dispatch(hashOpenRequested(GALLERY_HASH));
  const closeGallery = () => dispatch(hashCloseRequested());

  return (
    <dialog
      ref={dialogRef}
      className="pview"
      aria-label={data?.nickname ?? t('loading')}
      data-testid="profile-view"
      onCancel={(e) => {
        e.preventDefault();
        if (!galleryOpen) onClose();
      }}
    >
      <header className="pview__bar">
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('back')}>
          <IconBack />
        </button>
        <h2 className="pview__title">{data?.nickname || <span className="visually-hidden">{t('title')}</span>}</h2>
        {!own && data ? <ProfileMenu profile={data} /> : <span className="pview__bar-spacer" />}
      </header>
      {id === null || blocked ? null : data ? (
        <ProfileBody profile={data} own={own} onOpenGallery={openGallery} />
      ) : view.status === 'error' ? (
        <div className="pview__state" role="alert">
          <p>{t('error')}</p>
          <Button variant="secondary" onClick={() => dispatch(profileViewOpened({ id }))}>
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
    </dialog>
  );
}

function ProfileMenu({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Escape closes only the popover (not the profile view): its default, the dialog's 'cancel', is prevented.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    }
  };
  return (
    <div className="pmenu">
      <button
        type="button"
        ref={trigger}
        onKeyDown={onKeyDown}
        className="icon-btn"
        aria-label={t('menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <IconMore />
      </button>
      {open ? (
        <div className="pmenu__list" role="menu" tabIndex={-1} onKeyDown={onKeyDown}>
          {profile.reported ? (
            <div className="pmenu__note" role="menuitem" aria-disabled="true" tabIndex={-1}>
              <IconFlag size={18} />
              {t('reported')}
            </div>
          ) : (
            <button
              type="button"
              role="menuitem"
              className="pmenu__item"
              // OPEN-37: the report page of the viewed member; replaces the modal's history entry.
              onClick={() => dispatch(navigationRequested({ to: reportUserPath(profile.id), replace: true }))}
            >
              <IconFlag size={18} />
              {t('report')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}

function ProfileActions({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const message = () => dispatch(modalOpenRequested({ modal: 'message-view', id: profile.id }));
  // Sticky at the bottom of the view: within thumb reach while the member reads the profile.
  return (
    <div className="pview__actions">
      <MemberActions
        id={profile.id}
        liked={profile.liked}
        variant="profile"
        onMessage={message}
        labels={{
          like: t('like', { nickname: profile.nickname }),
          dislike: t('dislike', { nickname: profile.nickname }),
          message: t('message', { nickname: profile.nickname }),
          sendMessage: t('sendMessage'),
        }}
      />
    </div>
  );
}

function ProfileBody({ profile, own, onOpenGallery }: { profile: ProfileView; own: boolean; onOpenGallery: () => void }) {
  const { t } = useTranslation('profile');
  const total = profile.photos.length;
  const tagGroups = (['films', 'music', 'books'] as const).filter((k) => profile.tags[k].length > 0);
  return (
    <div className="pview__content">
      <div className="pview__media">
        <button
          type="button"
          className="pview__photo"
          onClick={onOpenGallery}
          disabled={total === 0}
          aria-label={t('openGallery', { nickname: profile.nickname })}
        >
          <ProfileImage
            name={profile.photos[0]}
            gender={profile.gender}
            alt={t('photoAlt', { nickname: profile.nickname })}
            size={IMAGE_SIZES.profile}
            eager
          />
          {total > 0 ? (
            <span className="pview__counter" data-testid="photo-counter">
              <IconCamera size={14} />
              {t('photoCounter', { current: 1, total })}
            </span>
          ) : null}
        </button>
      </div>
      <div className="pview__details">
        <div className="pview__head">
          <h3 className="pview__name">
            {/* <bdi>: a direction override in a nickname (U+202E) never reorders the ', 29 años' after it. */}
            <bdi>{profile.nickname}</bdi>
            {', '}
            <span className="pview__age">{t('years', { count: profile.years })}</span>
          </h3>
          <p className="pview__where">
            <span className="pview__loc">
              <IconPin size={16} />
              <span>{profile.locationText}</span>
            </span>
            {profile.online ? (
              <span className="pview__online">
                <span className="status-dot" aria-hidden="true" />
                {t('online')}
              </span>
            ) : null}
          </p>
        </div>
        {profile.description ? (
          <section className="pcard">
            <h4 className="pcard__title">{t('sections.description')}</h4>
            <p className="pview__desc">{profile.description}</p>
          </section>
        ) : null}
        <div className="pview__cards">
          {profile.sections.map((s) => (
            <section key={s.key} className="pcard" data-section={s.key}>
              <h4 className="pcard__title">{s.title}</h4>
              <dl className="pcard__list">
                {s.items.map((f) => (
                  <div key={f.label} className="pcard__row">
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        {profile.activities.length > 0 ? (
          <section className="pcard">
            <h4 className="pcard__title">{t('sections.activities')}</h4>
            {profile.activities.map((g) => {
              const Icon = ACTIVITY_ICONS[g.key] ?? IconSport;
              return (
                <div key={g.key} className="pact">
                  <span className="pact__icon" aria-hidden="true">
                    <Icon />
                  </span>
                  <div>
                    <p className="pact__title">{g.title}</p>
                    <ul className="chips">
                      {g.items.map((x) => (
                        <li key={x} className="chip">
                          {x}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              );
            })}
          </section>
        ) : null}
        {tagGroups.length > 0 ? (
          <section className="pcard">
            <h4 className="pcard__title">{t('sections.tags')}</h4>
            {tagGroups.map((k) => (
              <div key={k} className="ptags">
                <p className="pact__title">{t(`tags.${k}`)}</p>
                <ul className="chips">
                  {profile.tags[k].map((x) => (
                    <li key={x} className="chip chip--soft">
                      {x}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ) : null}
        <section className="pcard" data-section="pareja">
          <h4 className="pcard__title">{profile.couple.title || t('sections.couple')}</h4>
          <dl className="pcard__list">
            <div className="pcard__row">
              <dt>{t('sections.couple')}</dt>
              <dd>{t('coupleAge', { min: profile.couple.ageMin, max: profile.couple.ageMax })}</dd>
            </div>
            {profile.couple.items.map((f) => (
              <div key={f.label} className="pcard__row">
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {own ? null : <ProfileActions profile={profile} />}
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div className="pview__content" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <div className="pview__media">
        <div className="skeleton pview__skel-photo" />
      </div>
      <div className="pview__details">
        <div className="skeleton" style={{ height: 28, width: '60%' }} />
        <div className="skeleton" style={{ height: 18, width: '45%', marginTop: 10 }} />
        <div className="skeleton" style={{ height: 120, marginTop: 20 }} />
      </div>
    </div>
  );
}
