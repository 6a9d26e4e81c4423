import { createApi } from '@nyansa/api-client';
import { tokenStore } from './session/tokenStore';

type Navigate = (path: string) => void;

interface RouterBridge {
  navigate: Navigate;
  currentPath: () => string;
}

// Set by the layout once the router is mounted; before that a full page load does the job.
let router: RouterBridge | null = null;

/** Lets the api-client's 401 handling move within the single-page app instead of reloading it. */
export function connectRouter(bridge: RouterBridge): () => void {
  router = bridge;
  return () => {
    if (router === bridge) router = null;
  };
}

function browserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The one API client of the shop: every request goes through its queue (spec sections 7-9). */
export const api = createApi({
  navigate: (path) => (router ? router.navigate(path) : window.location.assign(path)),
  currentPath: () => (router ? router.currentPath() : browserPath()),
  onTokenChange: () => tokenStore.notify(),
});
