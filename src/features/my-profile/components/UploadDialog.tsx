/**
 * The upload dialog (ME-30, ME-31): 'default' (the rules, choose from the device — the camera on
 * phones — or from Facebook), 'edit' (the editor, its own lazy chunk) and 'photos' (Facebook photos
 * through the Facebook adapter; the chosen one opens in the editor; at most 12 in total, ME-29). A bad
 * file gets a clear reason and nothing is uploaded. The chosen file is dropped when the editor closes.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useStoreDialog } from '@/store';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { ModalBar } from '@/shared/ui/ModalBar';
import { IconCameraBig, IconPhoto } from './icons';
import { myProfileActions, selectMyProfile } from '../slice';
import { LIMITS } from '../types';
import { FacebookPhotos } from './FacebookPhotos';
import { ModalScreen } from '@/shared/ui/ModalScreen';

const PhotoEditor = lazy(() => import(/* webpackChunkName: "photo-editor" */ '../editor/PhotoEditor'));

export type UploadState = 'default' | 'edit' | 'photos';

export function UploadDialog({ current, insideWizard, onClose }: { current: number; insideWizard: boolean; onClose: () => void }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const [state, setState] = useState<UploadState>('default');
  const [file, setFile] = useState<Blob | null>(null);
  /** Where the photo in the editor came from: 'Elegir otra' goes back there. */
  const [source, setSource] = useState<'device' | 'photos'>('device');
  const deviceRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const full = current >= LIMITS.photos;
  // SHELL-31: it holds navigation while open, but not once its photo is up: the photo-uploaded modal
  // opens (OPEN-36) before the editor closes it.
  const { isOpen } = useStoreDialog((s) => selectMyProfile(s).upload.status !== 'done');

  useEffect(() => {
    dispatch(myProfileActions.uploadReset());
    return () => {
      dispatch(myProfileActions.fbClosed());
    };
  }, [dispatch]);

  const pick = (f: File | undefined) => {
    if (!f) return;
    setFile(f);
    setSource('device');
    setState('edit');
  };
  const pickFacebook = useCallback((photo: Blob) => {
    setFile(photo);
    setSource('photos');
    setState('edit');
  }, []);
  const backFromEditor = () => {
    setFile(null);
    setState(source === 'photos' ? 'photos' : 'default');
  };

  return (
    <ModalScreen
      className="me-upload"
      aria-labelledby="me-upload-title"
      testId="upload-dialog"
      data-state={state}
      onEscape={onClose}
      isOpen={isOpen}
    >
      <ModalBar kind="close" label={t('upload.close')} onClose={onClose} className="me-upload__bar">
        <h2 id="me-upload-title" className="section-title">
          {state === 'edit' ? t('editor.title') : state === 'photos' ? t('upload.facebookTitle') : t('upload.title')}
        </h2>
      </ModalBar>
      {state === 'default' ? (
        <div className="me-upload__body">
          <h3 className="me-label">{t('upload.rulesTitle')}</h3>
          <ul className="me-card me-card--tight me-rules">
            <li>{t('upload.rules.onlyYou')}</li>
            <li>{t('upload.rules.face')}</li>
            <li>{t('upload.rules.recent')}</li>
            <li>{t('upload.rules.quality')}</li>
          </ul>
          {full ? (
            <p className="me-error" role="alert">
              {t('upload.errors.limit')}
            </p>
          ) : (
            <div className="me-upload__choices">
              <Button block onClick={() => deviceRef.current?.click()}>
                <IconPhoto />
                {t('upload.fromDevice')}
              </Button>
              <Button block variant="secondary" className="me-only-touch" onClick={() => cameraRef.current?.click()}>
                <IconCameraBig />
                {t('upload.fromCamera')}
              </Button>
              <Button block variant="secondary" onClick={() => setState('photos')}>
                {t('upload.fromFacebook')}
              </Button>
            </div>
          )}
          <input
            ref={deviceRef}
            type="file"
            accept="image/*"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('upload.fromDevice')}
            data-testid="photo-file"
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="user"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('upload.fromCamera')}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
      ) : state === 'edit' && file ? (
        <Suspense
          fallback={
            <div className="panel-center">
              <Spinner label={t('editor.preparing')} />
            </div>
          }
        >
          <PhotoEditor file={file} insideWizard={insideWizard} onBack={backFromEditor} onDone={onClose} />
        </Suspense>
      ) : (
        <FacebookPhotos current={current} onBack={() => setState('default')} onPick={pickFacebook} />
      )}
    </ModalScreen>
  );
}
