/** What every my-profile screen and modal starts with: the feature's saga installed, its texts and dispatch. */
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useFeatureSaga } from '@/app/public';
import { myProfileSaga } from '../sagas';

export function useMyProfileScreen() {
  useFeatureSaga('myProfile', myProfileSaga);
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  return { t, dispatch };
}
