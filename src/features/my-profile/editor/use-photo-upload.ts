/**
 * The edited photo's export and upload (ME-32): the scene is exported once (engine.exportPhoto, in a
 * worker where it can) and staged under a token; the saga uploads it with its progress. A failed upload
 * keeps the staged photo, so 'Reintentar' sends it again without a new export; leaving drops it.
 */
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useSlice } from '@/store';
import { stageUpload, unstageUpload } from '../sagas';
import { myProfileActions, selectMyProfile } from '../slice';
import { uploadCancelled, uploadRequested } from '../actions';
import { exportPhoto } from './engine';
import type { PhotoScene } from './use-photo-scene';

export function usePhotoUpload(
  { photoRef, sceneRef }: Pick<PhotoScene, 'photoRef' | 'sceneRef'>,
  insideWizard: boolean,
  onDone: () => void,
) {
  const dispatch = useAppDispatch();
  const upload = useSlice(selectMyProfile, (p) => p.upload);
  const [token, setToken] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  // Leaving the editor drops an edited photo kept for a retry that will not come.
  const tokenRef = useRef<number | null>(null);
  tokenRef.current = token;
  useEffect(
    () => () => {
      if (tokenRef.current !== null) unstageUpload(tokenRef.current);
    },
    [],
  );

  useEffect(() => {
    if (upload.status === 'done' && token !== null && upload.token === token) {
      dispatch(myProfileActions.uploadReset());
      onDone();
    }
  }, [upload, token, dispatch, onDone]);

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

  const mine = token !== null && upload.token === token;
  return {
    send,
    cancel: () => dispatch(uploadCancelled()),
    exporting,
    uploading: mine && upload.status === 'uploading',
    failed: mine && upload.status === 'failed',
    error: mine ? upload.error : null,
    percent: Math.round((mine ? upload.progress : 0) * 100),
  };
}
