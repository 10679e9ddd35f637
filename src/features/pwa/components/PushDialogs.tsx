import '../i18n';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useStoreDialog } from '@/store';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { IconBell, IconBellOff } from '../icons';
import { pwaActions, selectPushDialog, type PushDialog } from '../slice';
import '../pwa.css';

/**
 * PWA-04: our own dialog before the browser's notification prompt (which only follows a 'yes').
 * PWA-05: with notifications blocked, a short tutorial on re-enabling them.
 */
export default function PushDialogs({ dialog }: { dialog: Exclude<PushDialog, 'none'> }) {
  const { t } = useTranslation('pwa');
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(pwaActions.pushDialogDismissed());
  const shown = useStoreDialog((s) => selectPushDialog(s) === dialog);
  if (dialog === 'ask') {
    return (
      <Dialog
        {...shown}
        onClose={dismiss}
        title={t('push.ask.title')}
        testId="push-dialog"
        className="pwa-dialog"
        actions={
          <>
            <Button variant="secondary" onClick={dismiss}>
              {t('push.ask.later')}
            </Button>
            <Button onClick={() => dispatch(pwaActions.pushDialogAccepted())}>{t('push.ask.accept')}</Button>
          </>
        }
      >
        <div className="pwa-dialog__art" aria-hidden="true">
          <IconBell size={40} />
        </div>
        <p className="dialog__text">{t('push.ask.text')}</p>
      </Dialog>
    );
  }
  const steps = t('push.tutorial.steps', { returnObjects: true }) as unknown;
  return (
    <Dialog
      {...shown}
      onClose={dismiss}
      title={t('push.tutorial.title')}
      testId="push-tutorial"
      className="pwa-dialog"
      actions={<Button onClick={dismiss}>{t('push.tutorial.close')}</Button>}
    >
      <div className="pwa-dialog__art pwa-dialog__art--muted" aria-hidden="true">
        <IconBellOff size={40} />
      </div>
      <p className="dialog__text">{t('push.tutorial.text')}</p>
      <ol className="pwa-steps">
        {(Array.isArray(steps) ? (steps as string[]) : []).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </Dialog>
  );
}
