import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useFeatureSaga, useSlice } from '@/app/public';
import { authSaga } from '../sagas';
import { authActions, selectAuth, type AuthForm } from '../slice';

/** Every entry screen's opening: installs the entry saga (once per store); the entry texts and dispatch. */
export function useAuthFeature() {
  useFeatureSaga('auth', authSaga);
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  return { t, dispatch };
}

/** A form screen's opening: its state (loading, hasError...), cleared when the screen is left (AUTH-16). */
export function useAuthForm<F extends AuthForm>(name: F) {
  const { t, dispatch } = useAuthFeature();
  const form = useSlice(selectAuth, (a) => a[name]);
  useEffect(
    () => () => {
      dispatch(authActions.formLeft(name));
    },
    [dispatch, name],
  );
  return { t, dispatch, form };
}
