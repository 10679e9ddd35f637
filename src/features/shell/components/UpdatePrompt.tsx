import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { Button } from '@/shared/ui/Button';
import { selectUpdateAvailable, updateAccepted, updateDismissed } from '../slice';
import './shell.css';

/** PWA update prompt: a new service worker is waiting; accepting activates it and reloads once. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectUpdateAvailable);
  if (!visible) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t('update.text')}</span>
      <div className="update-prompt__actions">
        <Button variant="ghost" onClick={() => dispatch(updateDismissed())}>
          {t('update.dismiss')}
        </Button>
        <Button variant="light" onClick={() => dispatch(updateAccepted())}>
          {t('update.accept')}
        </Button>
      </div>
    </div>
  );
}
