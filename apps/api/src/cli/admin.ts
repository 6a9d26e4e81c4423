import { randomBytes } from 'node:crypto';
import { roles, type Role } from '@nyansa/contract';
import { ConfigError, loadConfig } from '../config';
import { createDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { HttpError } from '../lib/errors';
import { createPasswordHasher } from '../lib/passwords';
import { brandNamed, createAdminAccount, setRole, userIdByEmail } from '../modules/admin/service';

const usage = `Usage:
  npm run admin -- create <email>                    make <email> an admin (creates the account if needed)
  npm run admin -- grant <email> <role> [brand name] set the effective role (${roles.join(', ')}); consumer revokes`;

/** Runs one admin command; returns the lines to print. */
export async function runAdminCommand(database: Database, args: string[], publicUrl: string, hashCost = { memoryCost: 19_456, timeCost: 2 }): Promise<string[]> {
  const [command, rawEmail, rawRole, ...brandWords] = args;
  const email = rawEmail?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new HttpError(400, usage, 'USAGE');
  await migrate(database);
  const existing = await userIdByEmail(database, email);

  if (command === 'create') {
    if (existing !== null) {
      await setRole(database, null, existing, 'admin');
      return [`${email} is now an admin.`];
    }
    // A random password nobody knows; the admin sets theirs through the one-time reset link.
    const hash = await createPasswordHasher(hashCost).hash(randomBytes(24).toString('base64url'));
    const token = await createAdminAccount(database, email, hash);
    return [`Admin ${email} created.`, `Set the password within 1 hour: ${publicUrl}/reset-password/${token}`];
  }

  if (command === 'grant') {
    if (!rawRole || !(roles as readonly string[]).includes(rawRole)) throw new HttpError(400, usage, 'USAGE');
    if (existing === null) throw new HttpError(404, `No account with the email ${email}`, 'USER_NOT_FOUND');
    const brandName = brandWords.join(' ').trim();
    const brandId = brandName ? await brandNamed(database, brandName) : undefined;
    const user = await setRole(database, null, existing, rawRole as Role, brandId);
    return [`${user.email} now has the role ${user.role}${brandName ? ` for the brand ${brandName}` : ''}.`];
  }
  throw new HttpError(400, usage, 'USAGE');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    for (const line of await runAdminCommand(database, process.argv.slice(2), config.publicUrl, config.passwordHashing)) console.log(line);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) {
  main().catch((error: unknown) => {
    const message = error instanceof ConfigError || error instanceof HttpError ? error.message : `Failed: ${String(error)}`;
    console.error(message);
    process.exit(1);
  });
}
