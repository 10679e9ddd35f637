/**
 * 'Continuar con Facebook' (A §4 'Social sign-in'): the button, the 'Conectando...' overlay while the
 * sign-in runs (AUTH-20) and, without a Facebook app id, the demo chooser standing in for FB's dialog.
 */
import { useTranslation } from 'react-i18next';
import { useAppSelector, useFeature } from '@/store';
import { config } from '@/shared/config/env';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { Spinner } from '@/shared/ui/Spinner';
import { demoAnswers, isDemoLoginOpen, useDemoLoginOpen } from './demo-adapter';
import { socialFeature } from './feature';
import { socialActions, selectSocialConnecting } from './slice';
import './i18n';
import './social.css';

function FacebookMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#fff" />
      <path
        fill="#1877f2"
        d="M13.4 20v-6.6h2.2l.4-2.6h-2.6V9.2c0-.8.3-1.3 1.4-1.3H16V5.6c-.3 0-1.1-.1-2-.1-2 0-3.3 1.2-3.3 3.4v1.9H8.5v2.6h2.2V20h2.7z"
      />
    </svg>
  );
}

export function ConnectingOverlay() {
  const { t } = useTranslation('home');
  const connecting = useAppSelector(selectSocialConnecting);
  if (!connecting) return null;
  return (
    <div className="connecting" data-testid="connecting-overlay">
      <div className="connecting__card">
        <Spinner label={t('connecting')} />
        <p aria-hidden="true">{t('connecting')}</p>
      </div>
    </div>
  );
}

function DemoChooser() {
  const { t } = useTranslation('home');
  const open = useDemoLoginOpen();
  return (
    <Dialog
      open={open}
      isOpen={isDemoLoginOpen}
      onClose={demoAnswers.cancel}
      title={t('facebook.demo.title')}
      testId="facebook-demo"
      actions={
        <div className="fb-demo__actions">
          <Button block onClick={() => demoAnswers.connected()}>
            {t('facebook.demo.connected')}
          </Button>
          <Button block variant="secondary" onClick={demoAnswers.newPerson}>
            {t('facebook.demo.newPerson')}
          </Button>
          <Button block variant="ghost" onClick={demoAnswers.cancel}>
            {t('facebook.demo.cancel')}
          </Button>
        </div>
      }
    >
      <p className="dialog__text">{t('facebook.demo.text')}</p>
    </Dialog>
  );
}

/** The Facebook button with its overlay; `tone` adapts it to the gradient hero or a light page. */
export function SocialSignIn({ label }: { label?: string }) {
  const { t, dispatch } = useFeature(socialFeature);
  const connecting = useAppSelector(selectSocialConnecting);
  return (
    <>
      <Button block className="btn--facebook" loading={connecting} onClick={() => dispatch(socialActions.socialSignInRequested())}>
        <FacebookMark />
        {label ?? t('facebook.continue')}
      </Button>
      <ConnectingOverlay />
      {config.facebookAppId ? null : <DemoChooser />}
    </>
  );
}
