/**
 * The shared age-range control as a journey sees it (ACC-03, ME-03): its two sliders inside `scope`, their
 * values when the journey starts, and the bodies of the PUT /v1/account/age-range requests sent since.
 */
import type { Locator, Page } from '@playwright/test';

export async function ageRange(page: Page, scope: Page | Locator = page) {
  const puts: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname.endsWith('/v1/account/age-range')) puts.push(r.postDataJSON());
  });
  const min = scope.getByRole('slider', { name: 'Edad mínima' });
  const max = scope.getByRole('slider', { name: 'Edad máxima' });
  return { puts, min, max, low: Number(await min.inputValue()), high: Number(await max.inputValue()) };
}
