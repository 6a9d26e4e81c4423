import type { Database } from '../../db/database';
import { newsletterSubscribers } from '../../db/schema/index';

/** Adds an address to the newsletter list; an address already on it stays as it is. */
export async function subscribe({ db }: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing({ target: newsletterSubscribers.email });
}
