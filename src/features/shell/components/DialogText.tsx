import { useTranslation } from 'react-i18next';
import type { DialogText } from '../slice';

/** Renders a dialog text: an i18n key with values, or raw server text. */
export function useDialogText() {
  const { t } = useTranslation();
  return (d: DialogText | undefined): string => {
    if (!d) return '';
    if (d.raw !== undefined) return d.raw;
    // Keys of any namespace: 'messages:alerts.x' or a common key.
    return t(d.key as never, (d.values ?? {}) as never) as unknown as string;
  };
}
