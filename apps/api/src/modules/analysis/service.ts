import { analysisMessages, type AnalysisHistoryItem, type Product } from '@nyansa/contract';
import type { SkinAnalyzer, SkinConcern, SkinParameter } from '@nyansa/skin-analysis';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { searchCatalog, type CatalogProduct } from '../../lib/catalog-search';
import { httpError } from '../../lib/errors';
import type { LiveCatalog } from '../../lib/live-catalog';
import type { UploadUrlSigner } from '../../storage/signed-urls';
import { newUploadKey, type UploadStorage } from '../../storage/uploads';
import { summarizeAnalysis } from './openai-summary';

/** What the analysis routes need of @nyansa/skin-analysis: one photo in, one assessment out. */
export type PhotoAnalyzer = Pick<SkinAnalyzer, 'analyze'>;

/** Catalog words for each concern the pipeline reports. */
const concernQueries: Record<SkinConcern, string> = {
  dryness: 'dry hydrating moisturizer cream',
  oiliness: 'oily niacinamide clay purifying',
  redness: 'soothing gentle calming aloe',
  hyperpigmentation: 'dark spots vitamin c brightening',
  'uneven-tone': 'even tone vitamin c brightening niacinamide',
  texture: 'exfoliating smooth texture',
  'dark-circles': 'under-eye dark circles eye cream',
  blemishes: 'blemish niacinamide clay purifying',
};
const everydayQuery = 'gentle cleanser moisturizer sunscreen';

/** Products for the concerns found, one or two per concern, else an everyday routine. */
export function productsForConcerns<P extends CatalogProduct>(catalog: readonly P[], concerns: readonly SkinConcern[], limit: number): P[] {
  const chosen = new Map<number, P>();
  const queries = concerns.length > 0 ? concerns.map((concern) => concernQueries[concern]) : [everydayQuery];
  for (const query of queries) {
    for (const product of searchCatalog(catalog, query, { limit: 2 })) {
      if (chosen.size < limit) chosen.set(product.product_id, product);
    }
  }
  return [...chosen.values()];
}

/** The stored and returned result of one analysis. */
export interface AnalysisResult {
  diagnosis: string;
  model_used: string;
  timestamp: string;
  confidence: number;
  parameters: Record<string, SkinParameter>;
  recommendations: string[];
  concerns: SkinConcern[];
  summary?: string;
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
  config: AppConfig;
  storage: UploadStorage;
  signer: UploadUrlSigner;
  analyzer: PhotoAnalyzer;
  catalog: LiveCatalog;
  now: () => Date;
  log: FastifyBaseLogger;
}

const historyLimit = 100;
const productsPerAnalysis = 4;

export function createAnalysisService({ database, config, storage, signer, analyzer, catalog, now, log }: AnalysisServiceDeps) {
  /**
   * Stores a result: a new photo is stored privately first; a photo already stored (analysed
   * again) is shared, as long as it is still one of the user's.
   */
  async function store(userId: number, { photo, storedKey }: ReceivedPhoto, result: AnalysisResult): Promise<number> {
    const values = [userId, storedKey ?? newUploadKey('jpg'), result.diagnosis, JSON.stringify(result), result.confidence, result.model_used, result.timestamp];
    if (storedKey) {
      const [row] = await database.query<{ id: number }>(
        `INSERT INTO analyses (user_id, image_key, diagnosis, result, confidence, model, created_at)
         SELECT $1::int, $2::text, $3::text, $4::jsonb, $5::real, $6::text, $7::timestamptz
          WHERE EXISTS (SELECT 1 FROM analyses WHERE user_id = $1::int AND image_key = $2::text)
         RETURNING id`,
        values,
      );
      // Deleted while it was being analysed: nothing to attach the result to.
      if (!row) throw httpError(404, analysisMessages.photoNotFound, 'PHOTO_NOT_FOUND');
      return row.id;
    }
    const key = values[1] as string;
    await storage.put(key, photo);
    try {
      const [row] = await database.query<{ id: number }>(
        `INSERT INTO analyses (user_id, image_key, diagnosis, result, confidence, model, created_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) RETURNING id`,
        values,
      );
      return row!.id;
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
  }

  /** Analyses a re-encoded photo, stores it privately with its result, and finds matching products. */
  async function analyze(userId: number, received: ReceivedPhoto): Promise<AnalysisOutcome> {
    const { photo } = received;
    const assessment = await analyzer.analyze(photo);
    const result: AnalysisResult = {
      diagnosis: assessment.diagnosis,
      // The exact pipeline and model versions, for the record; shoppers are shown assessment.model.name.
      model_used: assessment.model.id,
      timestamp: now().toISOString(),
      confidence: assessment.confidence,
      parameters: assessment.parameters,
      recommendations: assessment.recommendations,
      concerns: assessment.concerns,
    };
    if (config.analysisProvider === 'openai') {
      try {
        result.summary = await summarizeAnalysis(config.openai, photo, result);
        result.model_used = `${assessment.model.id} + ${config.openai.model}`;
      } catch (error) {
        // The measured result stands on its own; the summary is a bonus.
        log.warn({ err: error }, 'analysis provider failed; answering with the local analysis only');
      }
    }

    const id = await store(userId, received, result);
    const products = productsForConcerns(await catalog(), result.concerns, productsPerAnalysis);
    return { id, result, products };
  }

  /** The photo of one of the user's own analyses, or null (unknown, or someone else's). */
  async function ownPhoto(userId: number, key: string): Promise<Buffer | null> {
    const rows = await database.query('SELECT 1 FROM analyses WHERE user_id = $1 AND image_key = $2', [userId, key]);
    return rows.length > 0 ? storage.get(key) : null;
  }

  async function history(userId: number): Promise<AnalysisHistoryItem[]> {
    const rows = await database.query<{ id: number; image_key: string; diagnosis: string; confidence: number | null; created_at: Date | string }>(
      `SELECT id, image_key, diagnosis, confidence, created_at FROM analyses
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, historyLimit],
    );
    return rows.map((row) => ({
      id: row.id,
      image_url: signer.sign(row.image_key),
      ai_diagnosis: row.diagnosis,
      analysis_date: new Date(row.created_at).toISOString(),
      confidence: row.confidence === null ? null : Math.round(row.confidence * 10_000) / 10_000,
    }));
  }

  /** Deletes one of the user's analyses, and its photo unless another analysis shares it; false when there is none of theirs. */
  async function remove(userId: number, id: number): Promise<boolean> {
    const rows = await database.query<{ image_key: string }>(
      'DELETE FROM analyses WHERE id = $1 AND user_id = $2 RETURNING image_key',
      [id, userId],
    );
    const key = rows[0]?.image_key;
    if (!key) return false;
    const shared = await database.query('SELECT 1 FROM analyses WHERE image_key = $1 LIMIT 1', [key]);
    if (shared.length === 0) await storage.delete(key);
    return true;
  }

  return { analyze, ownPhoto, history, remove };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
