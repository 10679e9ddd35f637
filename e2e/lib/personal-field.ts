/**
 * A personal-data field of my profile or the wizard. With the demo's answers (and in the strict modes:
 * the contract names the field's id and options) it is a select and the journey picks `option`; in the
 * other reading (no field id, no options: the save's {id, tipo, valor} cannot be made) it is read-only
 * with its note, which the journey checks instead.
 */
import { expect, type Locator } from '@playwright/test';
import { PERSONAL_DATA_EDITABLE } from './env';

export const READ_ONLY_NOTE = 'Por ahora no podés cambiar este dato desde acá.';

/** Picks `option` in the field labelled `label` inside `scope`; returns whether it could (false: read-only). */
export async function choosePersonal(scope: Locator, label: string, option: string): Promise<boolean> {
  if (!PERSONAL_DATA_EDITABLE) {
    const field = scope.getByRole('group', { name: label });
    await expect(field).toBeVisible();
    await expect(field).toHaveAccessibleDescription(READ_ONLY_NOTE);
    return false;
  }
  await scope.getByLabel(label).selectOption(option);
  return true;
}
