export { SessionProvider, useSession } from './SessionProvider';
export type { Session } from './SessionProvider';
export { RequireAuth } from './RequireAuth';
export { RouterBridge } from './RouterBridge';
export { loginRedirectPath, safeRedirect } from './paths';
export { tokenStore, TOKEN_KEY } from './tokenStore';
