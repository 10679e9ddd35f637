/**
 * ?modal=post-register (WIZ-01..07): shown to a new member. Step 0 photo (continuing without one asks
 * to confirm), 1 nickname and description, 2 age range and personal data, 3 the one-time promo
 * 'PLAN 3 DÍAS' (plan 6041) whose button opens that plan's checkout (the payment modal). The promo records an
 * impression, closing records a finish; every field saves as it is left, so closing loses nothing.
 */
import '../i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ModalProps } from '@/store';
import { useFeature, useSlice } from '@/store';
import { formatArs, THREE_DAY_PRICE } from '@/features/paywall';
import { modalOpenRequested } from '@/features/shell';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { ModalBar } from '@/shared/ui/ModalBar';
import { myProfileFeature } from '../feature';
import { PROMO_PLAN_ID } from '../sagas';
import { myProfileActions, selectMyProfile } from '../slice';
import { wizardClosed, wizardPromoShown } from '../actions';
import { AgeRangeField, DescriptionField, FormFieldInput, NicknameField } from '../components/fields';
import { LoadError } from '../components/controls';
import { UploadDialog } from '../components/UploadDialog';
import '../my-profile.css';
import { ModalScreen } from '@/shared/ui/ModalScreen';

const STEPS = 4;

/** A step of the wizard; its heading takes the focus when the step shows. */
function WizardStep({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="me-wiz__step" aria-labelledby={`wiz-s${n}`}>
      <h3 id={`wiz-s${n}`} tabIndex={-1} className="me-wiz__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

export default function PostRegisterWizard({ onClose }: ModalProps) {
  const { t, dispatch } = useFeature(myProfileFeature);
  const { wizard, images } = useSlice(selectMyProfile, ({ wizard, images }) => ({ wizard, images }));
  const bodyRef = useRef<HTMLDivElement>(null);
  const [askNoPhoto, setAskNoPhoto] = useState(false);
  const [uploading, setUploading] = useState(false);
  const promoSeen = useRef(false);
  const step = wizard.step;
  const data = wizard.data;

  useEffect(() => {
    dispatch(myProfileActions.wizardRequested());
    dispatch(myProfileActions.imagesRequested());
  }, [dispatch]);

  // WIZ-04: the promo's impression, once per showing.
  useEffect(() => {
    if (step === 3 && !promoSeen.current) {
      promoSeen.current = true;
      dispatch(wizardPromoShown());
    }
  }, [step, dispatch]);

  // Each step starts at its top with its heading focused (screen readers hear where they are).
  const loaded = data !== null;
  useEffect(() => {
    bodyRef.current?.scrollTo?.(0, 0);
    bodyRef.current?.querySelector<HTMLElement>('h3')?.focus();
  }, [step, loaded]);

  const close = () => {
    // A field being edited is saved on blur: leave it first, then close (WIZ-05 finish event).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    dispatch(wizardClosed({ step }));
    onClose();
  };
  const go = (n: 0 | 1 | 2 | 3) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    dispatch(myProfileActions.wizardStepChanged(n));
  };
  const hasPhoto = images.list.length > 0 || Boolean(data?.picture.hasPicture || data?.picture.name);
  const next = () => {
    if (step === 0 && !hasPhoto) {
      setAskNoPhoto(true);
      return;
    }
    if (step < 3) go((step + 1) as 1 | 2 | 3);
  };

  return (
    <ModalScreen
      className="modal-screen modal-screen--page modal-screen--card me-wiz"
      aria-labelledby="me-wiz-title"
      testId="post-register"
      data-step={step}
      onEscape={() => {
        if (!uploading && !askNoPhoto) close();
      }}
    >
      <ModalBar kind="close" label={t('wizard.close')} onClose={close} className="modal-bar modal-bar--sticky me-wiz__bar">
        <div className="me-wiz__head">
          <h2 id="me-wiz-title" className="modal-bar__title">
            {t('wizard.label')}
          </h2>
          <p className="me-hint">{t('wizard.stepOf', { n: step + 1 })}</p>
        </div>
      </ModalBar>
      <div className="me-wiz__dots" aria-hidden="true">
        {Array.from({ length: STEPS }, (_, i) => (
          <span key={i} className={i <= step ? 'is-on' : ''} />
        ))}
      </div>
      <div className="me-wiz__body" ref={bodyRef}>
        {!data ? (
          wizard.status === 'error' ? (
            <LoadError message={t('loadError')} onRetry={() => dispatch(myProfileActions.wizardRequested())} />
          ) : (
            <div className="me-wiz__skel" aria-busy="true">
              <div className="skeleton" style={{ height: 220, borderRadius: 22 }} />
            </div>
          )
        ) : step === 0 ? (
          <WizardStep n={0} title={t('wizard.photo.title')}>
            <p className="me-hint">{t('wizard.photo.text')}</p>
            <button type="button" className="me-wiz__photo" onClick={() => setUploading(true)} aria-label={t('wizard.photo.add')}>
              <ProfileImage
                name={images.list[0]?.src ?? data.picture.name}
                gender={data.gender}
                alt=""
                size={IMAGE_SIZES.card}
                ratio="4 / 5"
                eager
              />
            </button>
            {hasPhoto ? (
              <p className="me-note" role="status">
                {images.list.some((p) => !p.approved) ? t('wizard.photo.done') : t('wizard.photo.approved')}
              </p>
            ) : null}
            <Button variant={hasPhoto ? 'secondary' : 'primary'} onClick={() => setUploading(true)}>
              {t('wizard.photo.add')}
            </Button>
          </WizardStep>
        ) : step === 1 ? (
          <WizardStep n={1} title={t('wizard.about.title')}>
            <NicknameField nickname={data.nickname} moderation={data.nicknameModeration} />
            <DescriptionField description={data.description} moderation={data.descriptionModeration} />
          </WizardStep>
        ) : step === 2 ? (
          <WizardStep n={2} title={t('wizard.data.title')}>
            <AgeRangeField range={data.ageRange} />
            {data.personalData.map((g) => (
              <fieldset key={g.title} className="me-card me-card--tight me-wiz__group">
                <legend className="section-title">{g.title}</legend>
                {g.list.map((f) => (
                  <FormFieldInput key={f.id} field={f} />
                ))}
              </fieldset>
            ))}
          </WizardStep>
        ) : (
          <section className="me-wiz__step me-promo" aria-labelledby="wiz-s3" data-plan={PROMO_PLAN_ID}>
            <span className="me-promo__badge">{t('wizard.promo.badge')}</span>
            <h3 id="wiz-s3" tabIndex={-1} className="me-promo__title">
              {t('wizard.promo.title')}
            </h3>
            <p>{t('wizard.promo.text')}</p>
            {/* PAY-12 (B §9): plan 6041 costs 10,00 ARS, said before the member taps through to pay. */}
            <p className="me-promo__price" data-testid="wizard-promo-price">
              <span className="visually-hidden">{t('wizard.promo.priceLabel')} </span>
              <strong>{formatArs(THREE_DAY_PRICE)}</strong> <span className="me-promo__price-note">{t('wizard.promo.priceNote')}</span>
            </p>
            <ul className="me-promo__list">
              <li>{t('wizard.promo.benefits.unlimited')}</li>
              <li>{t('wizard.promo.benefits.readable')}</li>
              <li>{t('wizard.promo.benefits.placement')}</li>
            </ul>
            {/* Issue 42 #3: straight to the plan's checkout (the payment modal of plan 6041), not a paywall type. */}
            <Button block variant="light" onClick={() => dispatch(modalOpenRequested({ modal: 'payment', id: PROMO_PLAN_ID }))}>
              {t('wizard.promo.cta')}
            </Button>
          </section>
        )}
      </div>
      {data ? (
        <footer className="me-wiz__foot">
          {step > 0 ? (
            <Button variant="ghost" onClick={() => go((step - 1) as 0 | 1 | 2)}>
              {t('wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          {step < 3 ? <Button onClick={next}>{t('wizard.next')}</Button> : <Button onClick={close}>{t('wizard.finish')}</Button>}
        </footer>
      ) : null}
      <Dialog
        open={askNoPhoto}
        onClose={() => setAskNoPhoto(false)}
        title={t('wizard.noPhoto.title')}
        testId="confirm-no-photo"
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setAskNoPhoto(false);
                go(1);
              }}
            >
              {t('wizard.noPhoto.continue')}
            </Button>
            <Button
              onClick={() => {
                setAskNoPhoto(false);
                setUploading(true);
              }}
            >
              {t('wizard.noPhoto.upload')}
            </Button>
          </>
        }
      >
        <p className="dialog__text">{t('wizard.noPhoto.text')}</p>
      </Dialog>
      {uploading ? <UploadDialog current={images.list.length} insideWizard onClose={() => setUploading(false)} /> : null}
    </ModalScreen>
  );
}
