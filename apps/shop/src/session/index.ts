export { SessionProvider, useSession } from './SessionProvider';
export type { Session } from './SessionProvider';
export { RequireAuth } from './RequireAuth';
export { RouterBridge } from './RouterBridge';
export { LOGIN_PATH, loginRedirectPath, safeRedirect } from './paths';
