/** ?modal=photo-uploaded (ME-37, OPEN-36): '¡Foto subida!', the moderation text and 'Entendido'. */
import '../i18n';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '@/store';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';

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
