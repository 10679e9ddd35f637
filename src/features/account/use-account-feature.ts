import { useFeatureSaga } from '@/store';
import { accountSaga } from './sagas';

/** Installs the account saga (once per store) in every screen of the area. */
export function useAccountFeature(): void {
  useFeatureSaga('account', accountSaga);
}
