/**
 * /my-profile (ME-01..18): completeness, photo gallery and preview buttons, and every editable part —
 * nickname, location, description, personal data, activities, tags and the couple section — then the
 * terms text. Settles on content or an error with 'Reintentar'.
 */
import '../i18n';
import { startTransition, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useFeature, useSlice } from '@/store';
import { modalOpenRequested } from '@/features/shell';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { config } from '@/shared/config/env';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { Button } from '@/shared/ui/Button';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { IconEye } from '@/shared/ui/icons';
import { ActivityPicker, AgeRangeField, DescriptionField, FormFieldInput, NicknameField, Section, TagEditor } from '../components/fields';
import { LoadError, ProgressBar } from '../components/controls';
import { LocationFields } from '../components/LocationFields';
import { displayedCompleteness } from '../head';
import { myProfileFeature } from '../feature';
import { MyProfileFormAtOnce } from '../form-at-once';
import { myProfileActions, selectMyProfile } from '../slice';
import { TAG_KINDS, type MyProfile } from '../types';
import '../my-profile.css';

export function MyProfileScreen() {
  const { t, dispatch } = useFeature(myProfileFeature);
  const { status, data } = useSlice(selectMyProfile, ({ status, data }) => ({ status, data }));
  useEffect(() => {
    dispatch(myProfileActions.myProfileRequested());
  }, [dispatch]);
  // The boot loader's static copy of this screen (its header and the form's first sections), if any,
  // makes way in the frame that brings the app's error, or its form (MyProfileBody).
  const failed = !data && status === 'error';
  useLayoutEffect(() => {
    if (failed) releaseStaticPreview();
  }, [failed]);

  if (data) return <MyProfileBody data={data} />;
  if (status === 'error') return <LoadError message={t('loadError')} onRetry={() => dispatch(myProfileActions.myProfileRequested())} />;
  return (
    <div className="me" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <div className="skeleton" style={{ height: 120, borderRadius: 22 }} />
      <FormSkeleton />
    </div>
  );
}

function CompletenessBar({ complitud }: { complitud: number }) {
  const { t } = useTranslation('my-profile');
  const shown = displayedCompleteness(complitud);
  return (
    <div className="me-complete">
      <p className="me-complete__text" id="me-complete-label">
        {t('completeness', { percent: shown })}
      </p>
      <ProgressBar percent={shown} labelledBy="me-complete-label" />
    </div>
  );
}

/**
 * Every field component is memoised and takes its own part of the state, which immer keeps as it was
 * unless that part changed: saving one field re-renders that field, not the whole form (the blur that
 * saves a text re-rendered every select and picker inside the key press that left it, issue 32).
 */
function MyProfileBody({ data }: { data: MyProfile }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const openPhotos = () => dispatch(modalOpenRequested({ modal: 'my-profile-images' }));
  // The form below the header (every select with its options: most of the screen's DOM) renders after
  // the header's frame, as a transition that yields to the browser every few milliseconds, not in the one
  // task that brought the profile (issue 32: 60 ms of CPU there, four times that on a low-end phone, with
  // every tap waiting). Until then its place holds skeletons, as while loading; a reopened link's static
  // copy of the screen (the boot loader's: the header and the form's first sections) stands in until the
  // form is in, and makes way in the frame that brings it (no skeleton shows, nothing moves).
  const atOnce = useContext(MyProfileFormAtOnce);
  const [formShown, setFormShown] = useState(atOnce);
  useEffect(() => startTransition(() => setFormShown(true)), []);
  useLayoutEffect(() => {
    if (formShown) releaseStaticPreview();
  }, [formShown]);
  return (
    <div className="me" data-testid="my-profile" aria-busy={!formShown}>
      <header className="me-card me-head">
        <button type="button" className="me-head__photo" onClick={openPhotos} aria-label={t('gallery')}>
          <ProfileImage name={data.picture.name} gender={data.gender} alt={t('photoAlt')} size={IMAGE_SIZES.thumb} ratio="1" eager />
        </button>
        <div className="me-head__main">
          <h2 className="me-head__name">
            {data.years !== null ? t('nameAge', { nickname: data.nickname, years: data.years }) : data.nickname}
          </h2>
          {data.find ? <p className="me-hint">{data.find}</p> : null}
          <CompletenessBar complitud={data.complitud} />
        </div>
        <div className="me-head__actions">
          <Button variant="secondary" onClick={openPhotos}>
            {t('gallery')}
          </Button>
          <Button variant="ghost" onClick={() => dispatch(modalOpenRequested({ modal: 'profile-view', id: data.id }))}>
            <IconEye size={20} />
            {t('preview')}
          </Button>
        </div>
      </header>

      {formShown ? <MyProfileForm data={data} /> : <FormSkeleton />}
    </div>
  );
}

/** The form's place while it loads or renders: the same skeletons either way, so nothing moves. */
function FormSkeleton() {
  return (
    <>
      <div className="skeleton" style={{ height: 260, borderRadius: 22 }} />
      <div className="skeleton" style={{ height: 200, borderRadius: 22 }} />
    </>
  );
}

function MyProfileForm({ data }: { data: MyProfile }) {
  const { t } = useTranslation('my-profile');
  return (
    <>
      <Section title={t('sections.data')} id="me-s-data">
        <NicknameField key={`n-${data.id}`} nickname={data.nickname} moderation={data.nicknameModeration} />
        <LocationFields location={data.location} />
      </Section>

      <Section title={t('sections.description')} id="me-s-desc">
        <DescriptionField key={`d-${data.id}`} description={data.description} moderation={data.descriptionModeration} />
      </Section>

      {data.personalData.map((g, i) => (
        <Section key={g.title || i} title={g.title} id={`me-s-pd-${i}`}>
          {g.list.map((f) => (
            <FormFieldInput key={f.id} field={f} />
          ))}
        </Section>
      ))}

      <Section title={data.activities.title || t('sections.activities')} id="me-s-act">
        <p className="me-hint">{t('activities.hint')}</p>
        {data.activities.list.map((f) => (
          <ActivityPicker key={f.id} field={f} />
        ))}
      </Section>

      <Section title={t('sections.tags')} id="me-s-tags">
        {TAG_KINDS.map((k) => (
          <TagEditor key={k} group={data.tags[k]} />
        ))}
      </Section>

      <Section title={t('sections.couple')} id="me-s-couple">
        <AgeRangeField key={`a-${data.id}`} range={data.ageRange} />
        {data.coupleData.list.map((f) => (
          <FormFieldInput key={f.id} field={f} />
        ))}
      </Section>

      <p className="me-terms">{t('terms', { app: config.appName })}</p>
    </>
  );
}
