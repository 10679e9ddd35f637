import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store';
import { selectPushDialog } from '../slice';

const PushDialogs = lazy(() => import(/* webpackChunkName: "pwa-dialogs" */ './PushDialogs'));

/** The push dialogs (PWA-04, PWA-05), loaded only when one is to be shown. */
export function PwaHost() {
  const dialog = useAppSelector(selectPushDialog);
  if (dialog === 'none') return null;
  return (
    <Suspense fallback={null}>
      <PushDialogs dialog={dialog} />
    </Suspense>
  );
}
