/**
 * The photo editor (ME-33..36): canvas 900x700, output 800x600; pan by drag or arrow keys; zoom 1x..4x
 * by pinch, wheel, slider and +/- keys; the eight filters; linear and radial vignettes and the
 * watermark. Then the upload (ME-32) with a real progress bar and a cancel; a failed upload keeps
 * the edited photo and 'Reintentar' sends it again without editing.
 *
 * The parts: the photo and its scene (use-photo-scene: pointer moves never re-render React, the scene
 * lives in a ref and is drawn once per frame), the canvas's gestures (use-canvas-gestures), the
 * controls (EditorTools), the export and upload (use-photo-upload) and its foot (EditorFoot).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { EditorFoot } from './EditorFoot';
import { EditorTools } from './EditorTools';
import { MAX_INPUT_BYTES } from './engine';
import { CANVAS, OUTPUT } from './scene';
import { useCanvasGestures } from './use-canvas-gestures';
import { usePhotoScene } from './use-photo-scene';
import { usePhotoUpload } from './use-photo-upload';
import './editor.css';

export interface PhotoEditorProps {
  file: Blob;
  insideWizard: boolean;
  onBack: () => void;
  onDone: () => void;
}

export default function PhotoEditor({ file, insideWizard, onBack, onDone }: PhotoEditorProps) {
  const { t } = useTranslation('my-profile');
  const scene = usePhotoScene(file);
  const gestures = useCanvasGestures(scene);
  const upload = usePhotoUpload(scene, insideWizard, onDone);
  const { status } = scene;

  if (status !== 'ready' && status !== 'decoding') {
    const mb = Math.round(MAX_INPUT_BYTES / 1024 / 1024);
    return (
      <div className="me-upload__body">
        <p className="me-error" role="alert">
          {t(`upload.errors.${status}`, { mb })}
        </p>
        <Button variant="secondary" onClick={onBack}>
          {t('editor.back')}
        </Button>
      </div>
    );
  }

  return (
    <div className="me-editor" data-testid="photo-editor" data-ready={status === 'ready'}>
      <div className="me-editor__stage">
        <canvas
          ref={scene.canvasRef}
          width={CANVAS.width}
          height={CANVAS.height}
          className="me-editor__canvas"
          tabIndex={0}
          role="img"
          aria-label={t('editor.canvas')}
          data-output={`${OUTPUT.width}x${OUTPUT.height}`}
          {...gestures}
        />
        {status === 'decoding' ? (
          <div className="me-editor__wait">
            <Spinner label={t('editor.preparing')} />
          </div>
        ) : null}
      </div>
      <EditorTools scene={scene} uploading={upload.uploading} />
      <EditorFoot upload={upload} ready={status === 'ready'} onBack={onBack} />
    </div>
  );
}
