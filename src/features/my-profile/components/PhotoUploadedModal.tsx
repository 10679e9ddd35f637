/** ?modal=photo-uploaded (ME-37, OPEN-36): '¡Foto subida!', the moderation text and 'Entendido'. */
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '@/app/modals/registry';
import { registerNamespace } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import texts from '@locales/es-AR/my-profile.json';

registerNamespace('my-profile', texts);

export default function PhotoUploadedModal({ onClose }: ModalProps) {
  const { t } = useTranslation('my-profile');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('uploaded.title')}
      testId="photo-uploaded"
      actions={
        <Button block onClick={onClose}>
          {t('uploaded.ok')}
        </Button>
      }
    >
      <p className="dialog__text">{t('uploaded.text')}</p>
    </Dialog>
  );
}
