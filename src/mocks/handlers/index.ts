/**
 * Every demo API handler, in matching order: the /__demo control endpoints, then the scenario
 * switch (answers only when a scenario applies), then the API areas. Used by jest (setupServer),
 * the node server (@mswjs/http-middleware) and the browser tests (through the node server).
 *
 * To add an area: create handlers/<area>.ts exporting `<area>Handlers`, build paths with apiUrl(),
 * declare a member's routes with memberRoute (the bearer-token guard), and append it below. An area
 * that outgrows one file becomes a folder, handlers/<area>/ (one file per concern, shared helpers in
 * one of them), whose index.ts exports the same `<area>Handlers` (see auth, messages, my-profile, payments).
 */
import type { RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { demoControlHandlers } from './demo-control';
import { imageHandlers } from './images';
import { locationHandlers } from './locations';
import { messageHandlers } from './messages';
import { miscHandlers } from './misc';
import { scenarioHandler } from './scenarios';
import { sessionHandlers } from './session';
import { dashboardHandlers } from './dashboard';
import { profileHandlers } from './profile';
import { userActionHandlers } from './user-actions';
import { paymentHandlers } from './payments';
import { listHandlers } from './lists';
import { searchHandlers } from './search';
import { likeGameHandlers } from './like-game';
import { webPushDemoHandlers, webPushHandlers } from './webpush';
import { myProfileHandlers } from './my-profile';
import { facebookDemoHandlers } from './facebook-demo';

export { API_BASE, apiUrl } from './base';

export const handlers: RequestHandler[] = [
  ...demoControlHandlers,
  ...webPushDemoHandlers,
  scenarioHandler,
  ...sessionHandlers,
  ...authHandlers,
  ...locationHandlers,
  ...imageHandlers,
  ...miscHandlers,
  ...messageHandlers,
  ...dashboardHandlers,
  ...profileHandlers,
  ...userActionHandlers,
  ...paymentHandlers,
  ...listHandlers,
  ...searchHandlers,
  ...likeGameHandlers,
  ...accountHandlers,
  ...webPushHandlers,
  ...myProfileHandlers,
  ...facebookDemoHandlers,
];
