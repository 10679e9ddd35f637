/**
 * The member's own profile and photos (API-42..45; OPEN-16, OPEN-19), kept per member in the demo db:
 *
 *   GET  /v1/profile                 my profile (ME-06)        GET /v1/profile/post-register (WIZ-06)
 *   PUT  /v1/profile/data-sheet      {data: {apodo, provincia, localidad}}
 *   PUT  /v1/profile/data-form       {input: {id, tipo, valor}}
 *   PUT  /v1/profile/description     {description: {descripcion}}
 *   (PUT /v1/account/age-range, the couple section's age range, is the account handlers'.)
 *   GET  /v1/profile/image           own photos;  POST (form `img` or `img[]`), PUT/DELETE /{id}
 *   GET  /v1/suggest/{films|music|books}?q=   tag suggestions from a seeded catalogue (OPEN-12)
 *
 * Uploads are kept in memory and served by the image host (handlers/images.ts). Moderation approves a
 * pending photo, nickname or description `moderation.delayMs` after it arrived (POST /__demo/moderation
 * {delayMs} changes it; checked lazily on each read, so no timers outlive a test).
 *
 * By concern: moderation.ts (the lazy moderation and its /__demo switch), fields.ts (profile fields and
 * the wizard, answered as profile-json.ts builds them), photos.ts (photos and uploads), catalogue.ts
 * (tag suggestions and activity tiles).
 */

import { catalogueHandlers } from './catalogue';
import { profileFieldHandlers } from './fields';
import { moderationHandlers } from './moderation';
import { photoHandlers } from './photos';

export { moderation } from './moderation';
export { toMyProfileJson } from './profile-json';
export { uploadedImage } from './photos';

export const myProfileHandlers = [...moderationHandlers, ...profileFieldHandlers, ...photoHandlers, ...catalogueHandlers];
