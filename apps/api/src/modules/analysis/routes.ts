import multipart from '@fastify/multipart';
import {
  analysisDetailResponseSchema,
  analysisHistoryResponseSchema,
  analysisMessages,
  analyzeFieldsSchema,
  analyzeResultResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  validationMessages,
} from '@nyansa/contract';
import { UnreadableImageError, UnusablePhotoError } from '@nyansa/skin-analysis';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../app';
import { requireUser } from '../../auth/guard';
import { httpError, isHttpError } from '../../lib/errors';
import { refuseNulInForm } from '../../lib/nul-characters';
import { rateLimitKey } from '../../lib/rate-limit-key';
import { uploadKeyFromUrl, uploadsPath } from '../../storage/signed-urls';
import { uploadContentType } from '../../storage/uploads';
import { createPhotoRetention } from '../privacy/photos';
import { hasAiAccess } from '../subscriptions/service';
import { serveFaceModels } from './face-models';
import { maxPhotoBytes, reencodePhoto, sniffPhotoType, TooManyPixelsError, UnreadablePhotoError } from './photo';
import { analysisAnswer } from './result';
import { createAnalysisService, type AnalysisService, type ReceivedPhoto } from './service';

const analysisModule: AppModule = async (app, { config, deps }) => {
  await app.register(multipart, { limits: { fileSize: maxPhotoBytes, files: 1, fields: 5, fieldSize: 4096, parts: 6 } });
  await serveFaceModels(app);

  const { uploads: storage, photoLinks: signer } = deps;
  const analyses = createAnalysisService({
    database: deps.database,
    summarizer: deps.analysisSummarizer,
    storage,
    signer,
    analyzer: deps.analyzer,
    now: () => deps.clock.now(),
    log: app.log,
  });
  const photos = createPhotoRetention({ db: deps.database.db, uploads: storage, clock: deps.clock, log: app.log });

  app.post(
    '/api/ml/analyze',
    {
      schema: { tags: ['skin analysis'], consumes: ['multipart/form-data'], response: { 200: analyzeResultResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: rateLimitKey } },
    },
    async (req) => {
      const user = await requireUser(req);
      if (!(await hasAiAccess(deps.database, user.id, deps.clock.now()))) {
        throw httpError(403, analysisMessages.upgradeRequired, 'AI_ACCESS_REQUIRED');
      }
      const photo = await receivePhoto(req, user.id, analyses, config.publicUrl);
      let outcome;
      try {
        outcome = await analyses.analyze(user.id, photo);
      } catch (error) {
        throw analyzerError(error);
      }
      const { id, result, products } = outcome;
      // A shopper who keeps measurements only: the photo goes now that it was measured.
      await photos.afterAnalysis(user.id, id);
      return { success: true, analysis: analysisAnswer(id, result), recommendations: result.recommendations, products };
    },
  );

  app.get(
    '/api/ml/history',
    {
      schema: { tags: ['skin analysis'], response: { 200: analysisHistoryResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: rateLimitKey } },
    },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, data: await analyses.history(user.id) };
    },
  );

  app.get(
    '/api/ml/history/:id',
    {
      schema: { tags: ['skin analysis'], params: idParamsSchema, response: { 200: analysisDetailResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: rateLimitKey } },
    },
    async (req) => {
      const user = await requireUser(req);
      const data = await analyses.detail(user.id, req.params.id);
      // Someone else's analysis is as unknown as one that never existed.
      if (!data) throw httpError(404, analysisMessages.analysisNotFound, 'ANALYSIS_NOT_FOUND');
      return { success: true as const, data };
    },
  );

  app.delete(
    '/api/ml/history/:id',
    {
      schema: { tags: ['skin analysis'], params: idParamsSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: rateLimitKey } },
    },
    async (req) => {
      const user = await requireUser(req);
      if (!(await analyses.remove(user.id, req.params.id))) throw httpError(404, analysisMessages.analysisNotFound, 'ANALYSIS_NOT_FOUND');
      return { success: true, message: analysisMessages.deleted };
    },
  );

  app.get(
    `${uploadsPath}/:key`,
    {
      schema: {
        hide: true,
        params: z.object({ key: z.string().max(100) }),
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
      },
      // Signed links carry no token: limited per address, well above a history page of 100 photos.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const { key } = req.params;
      if (!signer.verify(key, req.query.exp, req.query.sig)) throw httpError(403, analysisMessages.badPhotoLink, 'INVALID_PHOTO_LINK');
      const photo = await storage.get(key);
      if (!photo) throw httpError(404, analysisMessages.photoNotFound, 'PHOTO_NOT_FOUND');
      const secondsLeft = Math.max(0, Number(req.query.exp) - Math.floor(deps.clock.now().getTime() / 1000));
      return reply
        .header('content-type', uploadContentType(key))
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('content-disposition', 'inline')
        .send(photo);
    },
  );
};

/** The photo to analyse, re-encoded: a new upload, or one of the caller's earlier photos by its link (with its stored key). */
async function receivePhoto(req: FastifyRequest, userId: number, analyses: AnalysisService, publicUrl: string): Promise<ReceivedPhoto> {
  let image: Buffer | undefined;
  let imageUrl: string | undefined;
  if (req.isMultipart()) {
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          // Only the first file in field `image` counts; anything else is drained and ignored.
          if (part.fieldname === 'image' && !image) image = await part.toBuffer();
          else part.file.resume();
        } else {
          refuseNulInForm(part.fieldname, part.value);
          if (part.fieldname === 'image_url' && typeof part.value === 'string') imageUrl = part.value;
        }
      }
    } catch (error) {
      throw isHttpError(error) ? error : multipartError(error);
    }
  } else {
    const fields = analyzeFieldsSchema.safeParse(req.body ?? {});
    if (!fields.success) throw httpError(400, validationMessages.imageRequired, 'IMAGE_REQUIRED');
    imageUrl = fields.data.image_url;
  }

  if (image) {
    if (!sniffPhotoType(image)) throw httpError(415, analysisMessages.unsupportedImage, 'UNSUPPORTED_IMAGE');
    try {
      return { photo: await reencodePhoto(image) };
    } catch (error) {
      if (error instanceof UnreadablePhotoError) throw httpError(415, analysisMessages.unreadableImage, 'UNREADABLE_IMAGE');
      if (error instanceof TooManyPixelsError) throw httpError(413, analysisMessages.tooManyPixels, 'IMAGE_TOO_LARGE');
      throw error;
    }
  }
  if (imageUrl?.trim()) {
    const key = uploadKeyFromUrl(imageUrl.trim(), publicUrl);
    if (!key) throw httpError(400, analysisMessages.foreignImageUrl, 'FOREIGN_IMAGE_URL');
    const photo = await analyses.ownPhoto(userId, key);
    if (!photo) throw httpError(404, analysisMessages.photoNotFound, 'PHOTO_NOT_FOUND');
    return { photo, storedKey: key };
  }
  throw httpError(400, validationMessages.imageRequired, 'IMAGE_REQUIRED');
}

/**
 * The HTTP error for what the analyzer threw: 422 for a photo without a usable face, with every
 * capture check it failed in `errors` (`field` is the check: `face-found`, `face-size`,
 * `face-centred`, `head-straight`, `light`, `sharp`, or `colour`), 415 for one it cannot read.
 */
export function analyzerError(error: unknown): unknown {
  if (error instanceof UnusablePhotoError) {
    return httpError(422, analysisMessages.noFace, 'NO_FACE', error.failures.map(({ check, message }) => ({ field: check, message })));
  }
  if (error instanceof UnreadableImageError) return httpError(415, analysisMessages.unreadableImage, 'UNREADABLE_IMAGE');
  return error;
}

/** Reading the form only fails on what the client sent (a missing boundary, a cut-off part, too many parts): a 4xx. */
function multipartError(error: unknown): Error {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, analysisMessages.tooLarge, 'IMAGE_TOO_LARGE');
  return httpError(400, analysisMessages.badUpload, 'BAD_UPLOAD');
}

export default analysisModule;
