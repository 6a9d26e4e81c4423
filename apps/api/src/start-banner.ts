import type { AppConfig } from './config';
import { isLoopbackAddress } from './lib/local-only';

/** What `npm start` prints once listening: where the shop is, who can reach it, and the dev tools. */
export function startBanner(config: AppConfig): string[] {
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const local = isLoopbackAddress(config.host) || config.host === 'localhost';
  const open = config.devToolsAllowRemote;
  return [
    `Nyansa is running at ${config.publicUrl} (database: ${database})`,
    local
      ? `Listening on ${config.host}: only this machine can connect (set HOST=0.0.0.0 to open it to your network)`
      : `Listening on ${config.host}: other machines can connect`,
    ...(config.smtpUrl
      ? []
      : [`Dev mailbox: ${config.publicUrl}/dev/mailbox, ${open ? 'shown to every machine (DEV_TOOLS_ALLOW_REMOTE=true)' : 'shown on this machine only (DEV_TOOLS_ALLOW_REMOTE=true shows it to others)'}`]),
    ...(config.paystackSecretKey
      ? []
      : [`Payments: the TEST MODE sandbox; its Pay button ${open ? 'works from every machine (DEV_TOOLS_ALLOW_REMOTE=true)' : 'works on this machine only (DEV_TOOLS_ALLOW_REMOTE=true allows others)'}`]),
    ...severalInstancesNotes(config),
  ];
}

/** With PostgreSQL a second instance is near: what it would need that this one keeps to itself. */
function severalInstancesNotes(config: AppConfig): string[] {
  if (!config.databaseUrl) return [];
  return [
    ...(config.redisUrl ? [] : ["REDIS_URL is not set: rate limits and caches are this instance's own; set it before running more than one instance"]),
    ...(config.jwtSecret ? [] : [`JWT_SECRET is not set: sign-ins are signed with ${config.dataDir}/jwt-secret; more than one instance needs the same JWT_SECRET`]),
    ...(config.s3 ? [] : [`S3_BUCKET is not set: uploads are kept in ${config.dataDir}/uploads; more than one instance needs S3_BUCKET (or that folder shared)`]),
  ];
}
