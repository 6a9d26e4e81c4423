import { createApi } from '@nyansa/api-client';
import { afterUnauthorized } from './session/unauthorized';

type Navigate = (path: string) => void;

interface RouterBridge {
  navigate: Navigate;
  currentPath: () => string;
}

// Set by the layout once the router is mounted; before that a full page load does the job.
let router: RouterBridge | null = null;

/** Lets a 401 move the shopper within the single-page app instead of reloading it. */
export function connectRouter(bridge: RouterBridge): () => void {
  router = bridge;
  return () => {
    if (router === bridge) router = null;
  };
}

function browserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The one API client of the shop: every request goes through its queue (spec sections 7-9); it keeps the session. */
export const api = createApi({
  onUnauthorized(request) {
    const destination = afterUnauthorized(request, router ? router.currentPath() : browserPath());
    if (!destination) return;
    if (router) router.navigate(destination);
    else window.location.assign(destination);
  },
});
