/**
 * The shared age-range control as a journey sees it (ACC-03, ME-03): its two sliders inside `scope`, their
 * values when the journey starts, and the bodies of the PUT /v1/account/age-range requests sent since.
 */
import type { Locator, Page } from '@playwright/test';

export async function ageRange(page: Page, scope: Page | Locator = page) {
  const puts: unknown[] = [];
  /** The saves the API has answered: a reload before the answer would abort the save it checks. */
  const answered: number[] = [];
  const isSave = (r: { method(): string; url(): string }) =>
    r.method() === 'PUT' && new URL(r.url()).pathname.endsWith('/v1/account/age-range');
  page.on('request', (r) => {
    if (isSave(r)) puts.push(r.postDataJSON());
  });
  page.on('response', (r) => {
    if (isSave(r.request())) answered.push(r.status());
  });
  const min = scope.getByRole('slider', { name: 'Edad mínima' });
  const max = scope.getByRole('slider', { name: 'Edad máxima' });
  return { puts, answered, min, max, low: Number(await min.inputValue()), high: Number(await max.inputValue()) };
}
