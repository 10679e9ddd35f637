import { useSyncExternalStore } from 'react';
import { isDataSaverOn, subscribeDataSaver } from '@/shared/lib/data-saver';

/** True while the data saver is on (src/shared/lib/data-saver.ts); re-renders when it changes. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribeDataSaver, isDataSaverOn, () => false);
}
