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
  ];
}
