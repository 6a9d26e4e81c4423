import { analysisMessages, type AnalysisDetail, type AnalysisHistoryItem, type Product, type ProductArea, type ProductConcern, type ProductType } from '@nyansa/contract';
import type { SkinAnalyzer, SkinConcern } from '@nyansa/skin-analysis';
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bare, rowsOf, type AppDb, type Database } from '../../db/database';
import { analyses } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import type { UploadUrlSigner } from '../../storage/signed-urls';
import { newUploadKey, type UploadStorage } from '../../storage/uploads';
import { searchProducts, type CatalogQuery } from '../catalog/search';
import { toProduct } from '../catalog/service';
import { latestConsultations } from '../consultations/service';
import type { AnalysisSummarizer } from './openai-summary';
import { analysisAnswer, analysisResult, scoresOnly, type AnalysisResult } from './result';

/**
 * What the analysis needs of @nyansa/skin-analysis: one photo in, one assessment out; `warmUp`
 * loads the model ahead of the first photo, `close` ends its worker thread.
 */
export type PhotoAnalyzer = Pick<SkinAnalyzer, 'analyze'> & { warmUp?(): Promise<void>; close?(): Promise<void> };

/** What each concern the pipeline reports asks of the catalog: products that treat these (any of them). */
const concernNeeds: Record<SkinConcern, ProductConcern[]> = {
  dryness: ['dryness'],
  oiliness: ['oiliness'],
  redness: ['redness', 'sensitivity'],
  hyperpigmentation: ['dark_spots'],
  'uneven-tone': ['dark_spots', 'dullness'],
  texture: ['dullness'],
  'dark-circles': ['dark_circles'],
  blemishes: ['acne'],
};
/** With nothing standing out: an everyday routine. */
const everydayTypes: ProductType[] = ['cleanser', 'moisturiser', 'sunscreen'];
/** The analysis reads a face: products for the face and the eye area. */
const faceAreas: ProductArea[] = ['face', 'eyes'];

/**
 * Products for the concerns found, up to two per concern (the best rated of the whole catalog,
 * through the catalog's search), else an everyday routine; no product twice, at most `limit`.
 */
export async function productsForConcerns(db: AppDb, concerns: readonly SkinConcern[], limit: number): Promise<Product[]> {
  const chosen = new Map<number, Product>();
  const queries: CatalogQuery[] =
    concerns.length > 0
      ? concerns.map((concern) => ({ concerns: concernNeeds[concern], areas: faceAreas, sort: 'rating', limit: 2 }))
      : everydayTypes.map((type) => ({ productTypes: [type], areas: faceAreas, sort: 'rating', limit: 1 }));
  for (const query of queries) {
    const room = limit - chosen.size;
    if (room <= 0) break;
    const rows = await searchProducts(db, { ...query, limit: Math.min(query.limit, room), excludeIds: [...chosen.keys()] });
    for (const row of rows) chosen.set(row.id, toProduct(row));
  }
  return [...chosen.values()];
}

/** A re-encoded photo to analyse; `storedKey` when it is one of the user's stored photos. */
export interface ReceivedPhoto {
  photo: Buffer;
  storedKey?: string;
}

export interface AnalysisOutcome {
  id: number;
  result: AnalysisResult;
  products: Product[];
}

export interface AnalysisServiceDeps {
  database: Database;
  /** null: the measured result goes out without a written summary. */
  summarizer: AnalysisSummarizer | null;
  storage: UploadStorage;
  signer: UploadUrlSigner;
  analyzer: PhotoAnalyzer;
  now: () => Date;
  log: FastifyBaseLogger;
}

const historyLimit = 100;
const productsPerAnalysis = 4;

export function createAnalysisService({ database: { db }, summarizer, storage, signer, analyzer, now, log }: AnalysisServiceDeps) {
  /**
   * Stores a result: a new photo is stored privately first; a photo already stored (analysed
   * again) is shared, as long as it is still one of the user's.
   */
  async function store(userId: number, { photo, storedKey }: ReceivedPhoto, result: AnalysisResult): Promise<number> {
    const imageKey = storedKey ?? newUploadKey('jpg');
    const row = {
      userId,
      imageKey,
      diagnosis: result.diagnosis,
      result,
      headline: result.headline ?? null,
      scores: scoresOnly(result),
      confidence: result.confidence,
      model: result.model_used,
      createdAt: new Date(result.timestamp),
    };
    if (storedKey) {
      // Only while the photo is still one of the user's: one statement, so a deletion cannot slip in between.
      const [stored] = await rowsOf<{ id: number }>(
        db,
        sql`INSERT INTO ${analyses} (${bare(analyses.userId, analyses.imageKey, analyses.diagnosis, analyses.result, analyses.headline, analyses.scores, analyses.confidence, analyses.model, analyses.createdAt)})
            SELECT ${userId}::int, ${storedKey}::text, ${row.diagnosis}::text, ${JSON.stringify(result)}::jsonb, ${row.headline}::text, ${JSON.stringify(row.scores)}::jsonb,
                   ${row.confidence}::real, ${row.model}::text, ${result.timestamp}::timestamptz
             WHERE ${exists(db.select({ one: sql`1` }).from(analyses).where(and(eq(analyses.userId, userId), eq(analyses.imageKey, storedKey))))}
            RETURNING ${analyses.id}`,
      );
      // Deleted while it was being analysed: nothing to attach the result to.
      if (!stored) throw httpError(404, analysisMessages.photoNotFound, 'PHOTO_NOT_FOUND');
      return stored.id;
    }
    await storage.put(imageKey, photo);
    try {
      const [stored] = await db.insert(analyses).values(row).returning({ id: analyses.id });
      return stored!.id;
    } catch (error) {
      await storage.delete(imageKey);
      throw error;
    }
  }

  /** Analyses a re-encoded photo, stores it privately with its result, and finds matching products. */
  async function analyze(userId: number, received: ReceivedPhoto): Promise<AnalysisOutcome> {
    const { photo } = received;
    const assessment = await analyzer.analyze(photo);
    const result = analysisResult(assessment, now().toISOString());
    if (summarizer) {
      try {
        result.summary = await summarizer.summarize(photo, result);
        result.model_used = `${assessment.model.id} + ${summarizer.model}`;
      } catch (error) {
        // The measured result stands on its own; the summary is a bonus.
        log.warn({ err: error }, 'analysis provider failed; answering with the local analysis only');
      }
    }

    const id = await store(userId, received, result);
    const products = await productsForConcerns(db, result.concerns, productsPerAnalysis);
    return { id, result, products };
  }

  /** The photo of one of the user's own analyses, or null (unknown, or someone else's). */
  async function ownPhoto(userId: number, key: string): Promise<Buffer | null> {
    const rows = await db
      .select({ id: analyses.id })
      .from(analyses)
      .where(and(eq(analyses.userId, userId), eq(analyses.imageKey, key)));
    return rows.length > 0 ? storage.get(key) : null;
  }

  const listed = {
    id: analyses.id,
    imageKey: analyses.imageKey,
    diagnosis: analyses.diagnosis,
    headline: analyses.headline,
    scores: analyses.scores,
    confidence: analyses.confidence,
    createdAt: analyses.createdAt,
  };
  type Listed = Pick<typeof analyses.$inferSelect, keyof typeof listed>;

  async function historyItems(userId: number, rows: Listed[]): Promise<AnalysisHistoryItem[]> {
    const consultations = await latestConsultations(db, userId, rows.map((row) => row.id), now());
    return rows.map((row) => ({
      id: row.id,
      image_url: row.imageKey === null ? null : signer.sign(row.imageKey),
      ai_diagnosis: row.diagnosis,
      analysis_date: row.createdAt.toISOString(),
      confidence: row.confidence === null ? null : Math.round(row.confidence * 10_000) / 10_000,
      consultation: consultations.get(row.id) ?? null,
      headline: row.headline,
      scores: row.scores,
    }));
  }

  /** The user's analyses, newest first, with each one's scores for the trend charts. */
  async function history(userId: number): Promise<AnalysisHistoryItem[]> {
    const rows = await db.select(listed).from(analyses).where(eq(analyses.userId, userId)).orderBy(desc(analyses.createdAt), desc(analyses.id)).limit(historyLimit);
    return historyItems(userId, rows);
  }

  /** One of the user's analyses as it was answered, with products for its concerns; null when there is none of theirs. */
  async function detail(userId: number, id: number): Promise<AnalysisDetail | null> {
    const [row] = await db
      .select({ ...listed, result: analyses.result })
      .from(analyses)
      .where(and(eq(analyses.id, id), eq(analyses.userId, userId)));
    if (!row) return null;
    const [item] = await historyItems(userId, [row]);
    const result = row.result as AnalysisResult;
    const products = await productsForConcerns(db, result.concerns, productsPerAnalysis);
    return { ...item!, analysis: analysisAnswer(row.id, result), recommendations: result.recommendations, products };
  }

  /** Deletes one of the user's analyses, and its photo unless another analysis shares it; false when there is none of theirs. */
  async function remove(userId: number, id: number): Promise<boolean> {
    const [deleted] = await db
      .delete(analyses)
      .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
      .returning({ imageKey: analyses.imageKey });
    if (!deleted) return false;
    const key = deleted.imageKey;
    if (key === null) return true;
    const shared = await db.select({ id: analyses.id }).from(analyses).where(eq(analyses.imageKey, key)).limit(1);
    if (shared.length === 0) await storage.delete(key);
    return true;
  }

  return { analyze, ownPhoto, history, detail, remove };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
