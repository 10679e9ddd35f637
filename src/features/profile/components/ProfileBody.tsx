/**
 * The profile view's content (PROF-02, PROF-04, PROF-06): photo with counter (opens the gallery),
 * nickname, 'años', location, status; description, data cards, activities with icons, tags and couple
 * preferences; message, like and dislike unless it is one's own profile. And its loading skeleton.
 */
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store';
import { MemberActions, selectSeenOnline } from '@/features/lists';
import { locationLabel, selectProvinces } from '@/features/locations';
import { IMAGE_SIZES, type ImageSize } from '@/shared/lib/images';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { IconCamera, IconPin } from '@/shared/ui/icons';
import { IconOuting, IconSport, IconTravel } from './icons';
import type { ProfileView } from '../types';

/**
 * The photo's size with the data saver on (shared/lib/image-sizes.ts SAVER_SCALE, three image pixels per
 * four CSS pixels): its 4:5 box is the screen's width less 32 px, 358x448 CSS px on a 390 px-wide phone
 * (IMAGE_SIZES.profile is more than twice it, for wider screens), so 272x340.
 */
const PHOTO_SAVER_SIZE: ImageSize = { width: 272, height: 340 };

const ACTIVITY_ICONS: Record<string, typeof IconSport> = { deportes: IconSport, salidas: IconOuting, vacaciones: IconTravel };

function ProfileActions({ profile }: { profile: ProfileView }) {
  // Sticky at the bottom of the view: within thumb reach while the member reads the profile.
  return (
    <div className="pview__actions">
      <MemberActions id={profile.id} nickname={profile.nickname} variant="profile" />
    </div>
  );
}

/** A data card's label and value rows. */
function Rows({ items }: { items: { label: string; value: string }[] }) {
  return (
    <>
      {items.map((f, i) => (
        <div key={`${i}:${f.label}`} className="pcard__row">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </>
  );
}

/**
 * The couple preferences the answer holds (PROF-02): each pareja section, the age looked for as the first
 * row ('Busca: De X a Y años'); nothing when the answer holds none.
 */
function CouplePreferences({ couple }: { couple: ProfileView['couple'] }) {
  const { t } = useTranslation('profile');
  const ageRow = couple.age ? [{ label: t('sections.couple'), value: t('coupleAge', { min: couple.age.min, max: couple.age.max }) }] : [];
  const cards = couple.sections.length > 0 ? couple.sections : ageRow.length > 0 ? [{ key: 'pareja', title: '', items: [] }] : [];
  return (
    <>
      {cards.map((s, i) => (
        <section key={s.key} className="pcard" data-section={s.key}>
          <h4 className="pcard__title">{s.title || t('sections.couple')}</h4>
          <dl className="pcard__list">
            <Rows items={i === 0 ? [...ageRow, ...s.items] : s.items} />
          </dl>
        </section>
      ))}
    </>
  );
}

export function ProfileBody({ profile, own, onOpenGallery }: { profile: ProfileView; own: boolean; onOpenGallery: () => void }) {
  const { t } = useTranslation('profile');
  const total = profile.photos.length;
  const tagGroups = (['films', 'music', 'books'] as const).filter((k) => profile.tags[k].length > 0);
  const provinces = useAppSelector(selectProvinces);
  const place = locationLabel(provinces, profile.location.provinceId, profile.location.cityId);
  // The status when the answer has it; otherwise what the list the member came from showed.
  const seenOnline = useAppSelector((s) => selectSeenOnline(s, profile.id));
  const online = profile.online ?? seenOnline ?? false;
  // ficha.signo (PROF-07), unless a data card already shows it.
  const sign = profile.sections.some((s) => s.items.some((f) => f.value === profile.sign)) ? '' : profile.sign;
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
            saverSize={PHOTO_SAVER_SIZE}
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
            {profile.years !== null ? (
              <>
                {', '}
                <span className="pview__age">{t('years', { count: profile.years })}</span>
              </>
            ) : null}
          </h3>
          <p className="pview__where">
            {place ? (
              <span className="pview__loc">
                <IconPin size={16} />
                <span>{place}</span>
              </span>
            ) : null}
            {online ? (
              <span className="pview__online">
                <span className="status-dot" aria-hidden="true" />
                {t('online')}
              </span>
            ) : null}
          </p>
          {sign ? (
            <p className="pview__sign">
              {t('sections.sign')}: {sign}
            </p>
          ) : null}
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
                <Rows items={s.items} />
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
                    <ul className="chip-list">
                      {g.items.map((x) => (
                        <li key={x} className="pchip">
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
                <ul className="chip-list">
                  {profile.tags[k].map((x) => (
                    <li key={x} className="pchip pchip--soft">
                      {x}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ) : null}
        <CouplePreferences couple={profile.couple} />
        {own ? null : <ProfileActions profile={profile} />}
      </div>
    </div>
  );
}

export function ProfileSkeleton() {
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
