/**
 * The editor's photo and scene (ME-33..36): decodes the file, keeps the scene in a ref and draws it on
 * the canvas once per frame, so pointer moves never re-render React; only what the controls show
 * (status, zoom, filter, layers) is React state. Leaving frees the canvas's backing store at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { decodePhoto, PhotoFileError, type DecodedPhoto, type FileProblem } from './engine';
import { CANVAS, clampScene, drawCanvas, initialScene, zoomAround, type FilterName, type LayerName, type SceneState } from './scene';

export type PhotoStatus = 'decoding' | 'ready' | FileProblem;

export interface PhotoScene {
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
  photoRef: React.RefObject<DecodedPhoto | null>;
  sceneRef: React.RefObject<SceneState>;
  status: PhotoStatus;
  zoom: number;
  filter: FilterName;
  layers: Record<LayerName, boolean>;
  /** Applies a change to the scene (clamped so the frame stays covered) and draws it at the next frame. */
  update: (next: (s: SceneState) => SceneState) => void;
  /** Zooms to `zoom` around a point of the frame (output px from its centre); nothing before the photo is decoded. */
  zoomTo: (zoom: (s: SceneState) => number, px?: number, py?: number) => void;
  setFilter: (f: FilterName) => void;
  toggleLayer: (l: LayerName) => void;
}

export function usePhotoScene(file: Blob): PhotoScene {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const photoRef = useRef<DecodedPhoto | null>(null);
  const sceneRef = useRef<SceneState>(initialScene());
  const frame = useRef(0);
  const [status, setStatus] = useState<PhotoStatus>('decoding');
  const [zoom, setZoom] = useState(1);
  const [filter, setFilterState] = useState<FilterName>('none');
  const [layers, setLayers] = useState<Record<LayerName, boolean>>(initialScene().layers);

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
  const zoomTo = useCallback(
    (target: (s: SceneState) => number, px?: number, py?: number) => {
      const photo = photoRef.current;
      if (photo) update((s) => zoomAround(photo.size, s, target(s), px, py));
    },
    [update],
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

  // Leaving the editor frees the 900x700 canvas's backing store (3.6 MB of pixels) at once rather than at the next GC.
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
    };
  }, [schedule]);

  const setFilter = (f: FilterName) => {
    setFilterState(f);
    update((s) => ({ ...s, filter: f }));
  };
  const toggleLayer = (l: LayerName) => {
    setLayers((cur) => ({ ...cur, [l]: !cur[l] }));
    update((s) => ({ ...s, layers: { ...s.layers, [l]: !s.layers[l] } }));
  };

  return { canvasRef, photoRef, sceneRef, status, zoom, filter, layers, update, zoomTo, setFilter, toggleLayer };
}
