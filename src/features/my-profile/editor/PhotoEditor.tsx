/**
 * The photo editor (ME-33..36): canvas 900x700, output 800x600; pan by drag or arrow keys; zoom 1x..4x
 * by pinch, wheel, slider and +/- keys; the eight filters; linear and radial vignettes and the
 * watermark. Then the upload (ME-32) with a real progress bar and a cancel; a failed upload keeps
 * the edited photo and 'Reintentar' sends it again without editing.
 *
 * Pointer moves never re-render React: the scene lives in a ref and is drawn once per frame.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { stageUpload, unstageUpload } from '../sagas';
import { selectUpload, uploadCancelled, uploadRequested, uploadReset } from '../slice';
import { decodePhoto, exportPhoto, MAX_INPUT_BYTES, PhotoFileError, type DecodedPhoto, type FileProblem } from './engine';
import {
  CANVAS,
  clampScene,
  drawCanvas,
  FILTERS,
  initialScene,
  LAYERS,
  OUTPUT,
  ZOOM,
  zoomAround,
  type FilterName,
  type LayerName,
  type SceneState,
} from './scene';
import './editor.css';

export interface PhotoEditorProps {
  file: Blob;
  insideWizard: boolean;
  onBack: () => void;
  onDone: () => void;
}

export default function PhotoEditor({ file, insideWizard, onBack, onDone }: PhotoEditorProps) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const upload = useAppSelector(selectUpload);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const photoRef = useRef<DecodedPhoto | null>(null);
  const sceneRef = useRef<SceneState>(initialScene());
  const frame = useRef(0);
  const [status, setStatus] = useState<'decoding' | 'ready' | FileProblem>('decoding');
  const [zoom, setZoom] = useState(1);
  const [filter, setFilter] = useState<FilterName>('none');
  const [layers, setLayers] = useState<Record<LayerName, boolean>>(initialScene().layers);
  const [token, setToken] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const id = useId();

  const draw = useCallback(() => {
    frame.current = 0;
    const photo = photoRef.current;
    const ctx = canvasRef.current?.getContext('2d');
    if (photo && ctx) drawCanvas(ctx, photo.preview, photo.size, sceneRef.current);
  }, []);
  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(draw);
  }, [draw]);
  const update = useCallback(
    (next: (s: SceneState) => SceneState) => {
      const photo = photoRef.current;
      if (!photo) return;
      sceneRef.current = clampScene(photo.size, next(sceneRef.current));
      setZoom(sceneRef.current.zoom);
      schedule();
    },
    [schedule],
  );

  useEffect(() => {
    let live = true;
    decodePhoto(file).then(
      (photo) => {
        if (!live) return photo.close();
        photoRef.current = photo;
        sceneRef.current = initialScene();
        setStatus('ready');
        schedule();
      },
      (e: unknown) => {
        if (live) setStatus(e instanceof PhotoFileError ? e.problem : 'corrupt');
      },
    );
    return () => {
      live = false;
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
      photoRef.current?.close();
      photoRef.current = null;
    };
  }, [file, schedule]);

  // Leaving the editor frees what it held at once rather than at the next GC: the 900x700 canvas's
  // backing store (3.6 MB of pixels) and an edited photo kept for a retry that will not come.
  const tokenRef = useRef<number | null>(null);
  tokenRef.current = token;
  useEffect(() => {
    const canvas = canvasRef.current;
    // (Mounted again after a cleanup, as StrictMode does in development: the canvas gets its size back.)
    if (canvas && canvas.width === 0) {
      canvas.width = CANVAS.width;
      canvas.height = CANVAS.height;
      schedule();
    }
    return () => {
      if (canvas) {
        canvas.width = 0;
        canvas.height = 0;
      }
      if (tokenRef.current !== null) unstageUpload(tokenRef.current);
    };
  }, [schedule]);

  useEffect(() => {
    if (upload.status === 'done' && token !== null && upload.token === token) {
      dispatch(uploadReset());
      onDone();
    }
  }, [upload, token, dispatch, onDone]);

  // ---- gestures: drag to pan, two pointers to pinch, wheel to zoom ----
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ dist: number; zoom: number } | null>(null);
  /** Client px -> output px (the canvas is scaled by CSS). */
  const unit = () => {
    const el = canvasRef.current;
    return el ? CANVAS.width / (el.getBoundingClientRect().width || CANVAS.width) : 1;
  };
  const framePoint = (clientX: number, clientY: number) => {
    const r = canvasRef.current?.getBoundingClientRect();
    const u = unit();
    return r ? { x: (clientX - r.left) * u - CANVAS.width / 2, y: (clientY - r.top) * u - CANVAS.height / 2 } : { x: 0, y: 0 };
  };
  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      pinch.current = { dist: Math.hypot(a.x - b.x, a.y - b.y), zoom: sceneRef.current.zoom };
    }
  };
  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size >= 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      const c = framePoint((a.x + b.x) / 2, (a.y + b.y) / 2);
      const target = (pinch.current.zoom * dist) / (pinch.current.dist || 1);
      const photo = photoRef.current;
      if (photo) update((s) => zoomAround(photo.size, s, target, c.x, c.y));
      return;
    }
    const u = unit();
    update((s) => ({ ...s, x: s.x + (e.clientX - prev.x) * u, y: s.y + (e.clientY - prev.y) * u }));
  };
  const onPointerUp = (e: React.PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  // Wheel: a non-passive listener so the page does not scroll while zooming.
  useEffect(() => {
    const el = canvasRef.current;
    if (!el || status !== 'ready') return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const photo = photoRef.current;
      if (!photo) return;
      const p = framePoint(e.clientX, e.clientY);
      update((s) => zoomAround(photo.size, s, s.zoom * Math.exp(-e.deltaY / 500), p.x, p.y));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  });
  const onKeyDown = (e: React.KeyboardEvent) => {
    const photo = photoRef.current;
    if (!photo) return;
    const step = e.shiftKey ? 60 : 20;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      update((s) => ({ ...s, x: s.x + move[0], y: s.y + move[1] }));
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      update((s) => zoomAround(photo.size, s, s.zoom + 0.25));
    } else if (e.key === '-' || e.key === '_') {
      e.preventDefault();
      update((s) => zoomAround(photo.size, s, s.zoom - 0.25));
    }
  };

  const setSceneFilter = (f: FilterName) => {
    setFilter(f);
    update((s) => ({ ...s, filter: f }));
  };
  const toggleLayer = (l: LayerName) => {
    setLayers((cur) => ({ ...cur, [l]: !cur[l] }));
    update((s) => ({ ...s, layers: { ...s.layers, [l]: !s.layers[l] } }));
  };

  const send = async () => {
    const photo = photoRef.current;
    if (!photo || exporting) return;
    if (token !== null) {
      // Retry: the same edited photo, no new export.
      dispatch(uploadRequested({ token, insideWizard }));
      return;
    }
    setExporting(true);
    try {
      const blob = await exportPhoto(photo, sceneRef.current);
      const tk = stageUpload([blob]);
      setToken(tk);
      dispatch(uploadRequested({ token: tk, insideWizard }));
    } finally {
      setExporting(false);
    }
  };

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

  const mine = token !== null && upload.token === token;
  const uploading = mine && upload.status === 'uploading';
  const failed = mine && upload.status === 'failed';
  const percent = Math.round((mine ? upload.progress : 0) * 100);

  return (
    <div className="me-editor" data-testid="photo-editor" data-ready={status === 'ready'}>
      <div className="me-editor__stage">
        <canvas
          ref={canvasRef}
          width={CANVAS.width}
          height={CANVAS.height}
          className="me-editor__canvas"
          tabIndex={0}
          role="img"
          aria-label={t('editor.canvas')}
          data-output={`${OUTPUT.width}x${OUTPUT.height}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        />
        {status === 'decoding' ? (
          <div className="me-editor__wait">
            <Spinner label={t('editor.preparing')} />
          </div>
        ) : null}
      </div>
      <div className="me-editor__tools">
        <div className="me-editor__zoom">
          <button
            type="button"
            className="icon-btn"
            aria-label={t('editor.zoomOut')}
            disabled={uploading}
            onClick={() => photoRef.current && update((s) => zoomAround(photoRef.current!.size, s, s.zoom - 0.25))}
          >
            {'−'}
          </button>
          <label htmlFor={`${id}-zoom`} className="visually-hidden">
            {t('editor.zoom')}
          </label>
          <input
            id={`${id}-zoom`}
            type="range"
            min={ZOOM.min}
            max={ZOOM.max}
            step={0.01}
            value={zoom}
            disabled={status !== 'ready' || uploading}
            aria-valuetext={`${zoom.toFixed(1)}x`}
            onChange={(e) => {
              const photo = photoRef.current;
              if (photo) update((s) => zoomAround(photo.size, s, Number(e.target.value)));
            }}
          />
          <button
            type="button"
            className="icon-btn"
            aria-label={t('editor.zoomIn')}
            disabled={uploading}
            onClick={() => photoRef.current && update((s) => zoomAround(photoRef.current!.size, s, s.zoom + 0.25))}
          >
            {'+'}
          </button>
        </div>
        <fieldset className="me-editor__group" disabled={uploading}>
          <legend className="me-label">{t('editor.filters')}</legend>
          <div className="me-editor__chips">
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                className={`me-fchip me-fchip--${f}`}
                aria-pressed={filter === f}
                onClick={() => setSceneFilter(f)}
              >
                {t(`editor.filter.${f}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="me-editor__group" disabled={uploading}>
          <legend className="me-label">{t('editor.layers')}</legend>
          <div className="me-editor__chips me-editor__chips--wrap">
            {LAYERS.map((l) => (
              <label key={l} className="me-check">
                <input type="checkbox" checked={layers[l]} onChange={() => toggleLayer(l)} />
                {t(`editor.layer.${l}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="me-editor__foot">
        {uploading ? (
          <div className="me-editor__progress">
            <div
              className="me-complete__bar"
              role="progressbar"
              aria-label={t('editor.uploading', { percent })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span style={{ transform: `scaleX(${percent / 100})` }} />
            </div>
            <span className="me-hint">{t('editor.uploading', { percent })}</span>
            <Button variant="secondary" onClick={() => dispatch(uploadCancelled())}>
              {t('editor.cancel')}
            </Button>
          </div>
        ) : (
          <>
            {failed && upload.error ? (
              <p className="me-error" role="alert">
                {t(`upload.errors.${upload.error}`)}
              </p>
            ) : null}
            <div className="me-editor__actions">
              <Button variant="ghost" onClick={onBack}>
                {t('editor.back')}
              </Button>
              <Button onClick={() => void send()} loading={exporting} disabled={status !== 'ready' || (failed && upload.error === 'limit')}>
                {failed ? t('editor.retry') : t('editor.upload')}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
