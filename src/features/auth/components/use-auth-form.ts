import { useEffect } from 'react';
import { useFeature, useSlice } from '@/store';
import { authFeature } from '../feature';
import { authActions, selectAuth, type AuthForm } from '../slice';

/**
 * A form screen's opening: the entry saga installed (once per store), the entry texts and dispatch, and
 * the form's state (loading, hasError...), cleared when the screen is left (AUTH-16).
 */
export function useAuthForm<F extends AuthForm>(name: F) {
  const { t, dispatch } = useFeature(authFeature);
  const form = useSlice(selectAuth, (a) => a[name]);
  useEffect(
    () => () => {
      dispatch(authActions.formLeft(name));
    },
    [dispatch, name],
  );
  return { t, dispatch, form };
}
