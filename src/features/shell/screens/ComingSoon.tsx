import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUTH_HOME } from '@/app/public';
import type { ModalProps } from '@/app/public';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { IconFlame } from '@/shared/ui/icons';
import '../components/shell.css';

/** The body of a route whose screen a later issue builds: honest, with a way back. */
export function ComingSoonScreen() {
  const { t } = useTranslation();
  return (
    <section className="panel-center" data-testid="coming-soon">
      <IconFlame size={56} className="soon__art" />
      <h2>{t('comingSoon.title')}</h2>
      <p>{t('comingSoon.text')}</p>
      <Link className="btn btn--primary" to={AUTH_HOME}>
        {t('comingSoon.cta')}
      </Link>
    </section>
  );
}

export function ComingSoonModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('comingSoon.title')} testId="coming-soon-modal" actions={<Button onClick={onClose}>{t('actions.close')}</Button>}>
      <p className="dialog__text">{t('comingSoon.text')}</p>
    </Dialog>
  );
}
