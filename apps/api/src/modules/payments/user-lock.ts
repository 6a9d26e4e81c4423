import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../../db/schema/index';

/**
 * Serialises money-moving transactions of one shopper (checkout, plan changes, applying a
 * payment) on every API instance: the user's row is locked until the transaction ends.
 */
export async function lockUser(tx: AppDb, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}
