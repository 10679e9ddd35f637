/**
 * The snackbar (issue 30): a notice at the bottom with one button, e.g. 'Deshacer' for 5 s after a
 * dislike. It is announced politely and never takes the focus (the member stays on the list); its
 * time stops while the pointer or the focus is on it, so it can be reached with the keyboard.
 */
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectSnackbar, snackbarClosed } from '../slice';
import { useDialogText } from './DialogText';

export function SnackbarHost() {
  const dispatch = useAppDispatch();
  const bar = useAppSelector(selectSnackbar);
  const text = useDialogText();
  const [held, setHeld] = useState(false);
  const left = useRef(0);
  const id = bar?.id;

  useEffect(() => {
    if (bar) left.current = bar.ms;
    setHeld(false);
  }, [bar]);

  useEffect(() => {
    if (!id || held) return undefined;
    const started = Date.now();
    const timer = window.setTimeout(() => dispatch(snackbarClosed({ id })), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [id, held, dispatch]);

  return (
    <div className="snackbar-region" role="status" aria-live="polite" aria-atomic="true">
      {bar ? (
        <div
          className="snackbar"
          data-testid="snackbar"
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span className="snackbar__text">{text(bar.text)}</span>
          <button
            type="button"
            className="snackbar__action"
            onClick={() => {
              dispatch(snackbarClosed({ id: bar.id }));
              dispatch(bar.action);
            }}
          >
            {text(bar.actionLabel)}
          </button>
        </div>
      ) : null}
    </div>
  );
}
