/** GET /locations.json: the static provinces-and-cities file (OPEN-09), no token. */
import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { apiUrl } from './base';

export const locationHandlers = [
  http.get(apiUrl('/locations.json'), () => HttpResponse.json(db.locations, { headers: { 'Cache-Control': 'public, max-age=86400' } })),
];
