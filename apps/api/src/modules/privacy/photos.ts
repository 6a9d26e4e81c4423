import { photoRetentionDays } from '@nyansa/contract';
import { and, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/database';
import { analyses, users } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { UploadStorage } from '../../storage/uploads';

// Analysis photos: kept for the retention period (the default), or not at all (the shopper's
// choice). Either way the measurements, scores and result of each analysis stay.

const dayMs = 24 * 60 * 60 * 1000;

export interface PhotoRetentionDeps {
  db: AppDb;
  uploads: UploadStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function createPhotoRetention({ db, uploads, clock, log }: PhotoRetentionDeps) {
  /** Deletes the files of `keys` that no analysis names any more. */
  async function deleteUnused(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const used = new Set((await db.select({ key: analyses.imageKey }).from(analyses).where(inArray(analyses.imageKey, keys))).map((row) => row.key));
    for (const key of keys) {
      if (used.has(key)) continue;
      try {
        await uploads.delete(key);
      } catch (error) {
        log.error({ err: error, key }, 'an analysis photo could not be removed from storage');
      }
    }
  }

  /** The photos of the analyses `where` selects: gone from storage, the analyses kept without them. */
  async function removePhotos(where: SQL): Promise<number> {
    const rows = await db.selectDistinct({ key: analyses.imageKey }).from(analyses).where(and(isNotNull(analyses.imageKey), where));
    const keys = rows.flatMap((row) => (row.key ? [row.key] : []));
    if (keys.length === 0) return 0;
    await db.update(analyses).set({ imageKey: null }).where(and(where, inArray(analyses.imageKey, keys)));
    await deleteUnused(keys);
    return keys.length;
  }

  async function keepsPhotos(userId: number): Promise<boolean> {
    const [row] = await db.select({ keep: users.keepAnalysisPhotos }).from(users).where(eq(users.id, userId));
    return row?.keep ?? true;
  }

  /** The shopper's choice; choosing not to keep them deletes the photos already stored at once. */
  async function choose(userId: number, keep: boolean): Promise<void> {
    await db.update(users).set({ keepAnalysisPhotos: keep }).where(eq(users.id, userId));
    if (!keep) await removePhotos(eq(analyses.userId, userId));
  }

  /** After an analysis: its photo goes at once when the shopper keeps measurements only. */
  async function afterAnalysis(userId: number, analysisId: number): Promise<void> {
    if (!(await keepsPhotos(userId))) await removePhotos(and(eq(analyses.userId, userId), eq(analyses.id, analysisId))!);
  }

  /** The scheduled sweep: photos older than the retention period go, their analyses stay. */
  async function expire(): Promise<number> {
    return removePhotos(lt(analyses.createdAt, new Date(clock.now().getTime() - photoRetentionDays * dayMs)));
  }

  return { keepsPhotos, choose, afterAnalysis, expire };
}

export type PhotoRetention = ReturnType<typeof createPhotoRetention>;
