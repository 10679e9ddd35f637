import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';

/** The demo API's handlers, served to jest through msw (the same ones `npm start` serves over HTTP). */
export const server = setupServer(...handlers);
