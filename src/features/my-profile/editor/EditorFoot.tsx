/** The photo editor's foot (ME-32): while uploading, the progress and 'Cancelar'; else a failed upload's error, 'Volver' and 'Subir foto' (or 'Reintentar'). */
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { ProgressBar } from '../components/controls';
import type { usePhotoUpload } from './use-photo-upload';

interface EditorFootProps {
  upload: ReturnType<typeof usePhotoUpload>;
  ready: boolean;
  onBack: () => void;
}

export function EditorFoot({ upload, ready, onBack }: EditorFootProps) {
  const { t } = useTranslation('my-profile');
  const { uploading, failed, error, percent, exporting } = upload;
  return (
    <div className="me-editor__foot">
      {uploading ? (
        <div className="me-editor__progress">
          <ProgressBar percent={percent} label={t('editor.uploading', { percent })} />
          <span className="me-hint">{t('editor.uploading', { percent })}</span>
          <Button variant="secondary" onClick={upload.cancel}>
            {t('editor.cancel')}
          </Button>
        </div>
      ) : (
        <>
          {failed && error ? (
            <p className="me-error" role="alert">
              {t(`upload.errors.${error}`)}
            </p>
          ) : null}
          <div className="me-editor__actions">
            <Button variant="ghost" onClick={onBack}>
              {t('editor.back')}
            </Button>
            <Button onClick={() => void upload.send()} loading={exporting} disabled={!ready || (failed && error === 'limit')}>
              {failed ? t('editor.retry') : t('editor.upload')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
