import { setupServer } from 'msw/node';

/** The fake API every page test talks to; each test adds its handlers with server.use(...). */
export const server = setupServer();
