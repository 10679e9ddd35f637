import { useEffect } from 'react';
import { useAppDispatch, useFeatureSaga } from '@/app/public';
import { authSaga } from '../sagas';
import { formLeft, type AuthForm } from '../slice';

/** Installs the entry saga and, for a form screen, clears its loading when the screen is left (AUTH-16). */
export function useAuthFeature(form?: AuthForm): void {
  useFeatureSaga('auth', authSaga);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!form) return undefined;
    return () => {
      dispatch(formLeft(form));
    };
  }, [dispatch, form]);
}
