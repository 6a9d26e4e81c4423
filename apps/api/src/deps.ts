import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { createSkinAnalyzerWorker } from '@nyansa/skin-analysis';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createTokenSigner, resolveJwtSecret, type TokenSigner } from './auth/jwt';
import type { AppConfig } from './config';
import { createDatabase, type Database } from './db/database';
import { type Clock, systemClock } from './lib/clock';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords';
import { connectRedis, createMemoryCache, createRedisCache, type SharedCache } from './lib/shared-cache';
import { createDevMailbox, createSmtpMailer, type Mailer } from './mail/mailer';
import { createOpenAiSummarizer, type AnalysisSummarizer } from './modules/analysis/openai-summary';
import type { PhotoAnalyzer } from './modules/analysis/service';
import { productImageInUse } from './modules/catalog/product-image';
import { createImageService, defaultRenderConcurrency, isRenderKey, type ImageService } from './modules/images/service';
import { createOpenAiChatModel } from './modules/chat/openai-chat';
import type { ChatModel } from './modules/chat/service';
import { createChatFinder } from './modules/chat/catalog-snapshot';
import type { ProductFinder } from './modules/chat/product-finder';
import { createPaymentProvider, type PaymentProvider } from './modules/payments/providers/index';
import { createUploadUrlSigner, type UploadUrlSigner } from './storage/signed-urls';
import { createReceiptLinkSigner, type ReceiptLinkSigner } from './modules/orders/receipt-pdf';
import { createLocalUploadStorage, type UploadStorage } from './storage/uploads';

/**
 * Everything the modules use besides config, built once per app by `createDeps`. A test swaps any
 * of them in one line: `createTestApp({ paymentProvider: fake })`. A new dependency is a field
 * here and its default in `createDeps`, nowhere else.
 */
export interface AppDeps {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  passwords: PasswordHasher;
  tokens: TokenSigner;
  /** The rate limiter's and the cache's Redis (REDIS_URL), or null: both in-process. */
  redis: Redis | null;
  /** Short-lived shared values: in-process, or Redis with REDIS_URL. */
  cache: SharedCache;
  /** Private photos and staff-uploaded product pictures: DATA_DIR/uploads, or the S3_BUCKET's `uploads/`. */
  uploads: UploadStorage;
  /** Rendered product pictures, shared by every instance that shares the store: DATA_DIR/uploads/renders, or the bucket's `renders/`. */
  renders: UploadStorage;
  /** Short-lived signed links to the private photos. */
  photoLinks: UploadUrlSigner;
  /** Short-lived signed links to an order's PDF receipt. */
  receiptLinks: ReceiptLinkSigner;
  /** The skin analysis: a worker thread, started on the first photo (its model loads at listen). */
  analyzer: PhotoAnalyzer;
  /** ANALYSIS_PROVIDER=openai: a written summary from a vision model; null for none. */
  analysisSummarizer: AnalysisSummarizer | null;
  /** CHAT_PROVIDER=openai: answers written by a language model; null for the local assistant alone. */
  chatModel: ChatModel | null;
  /** Paystack with PAYSTACK_SECRET_KEY, else the embedded sandbox. */
  paymentProvider: PaymentProvider;
  /** Finds the products the chat assistant may show for a message, in the whole catalog (the catalog search). */
  productFinder: ProductFinder;
  /** Product pictures and scenes rendered and kept (the images module serves them; the catalog renders new pictures ahead). */
  images: ImageService;
}

export interface BuiltDeps {
  deps: AppDeps;
  /** Closes what createDeps made (never what the caller passed in). */
  close: () => Promise<void>;
}

/** Each dependency from `overrides`, or its default from config. */
export async function createDeps(config: AppConfig, overrides: Partial<AppDeps>, log: FastifyBaseLogger): Promise<BuiltDeps> {
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };

  const database = overrides.database ?? (await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: config.databasePoolSize }));
  if (!overrides.database) closers.push(() => database.close());
  let redis: Redis | null;
  try {
    redis = overrides.redis !== undefined ? overrides.redis : config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix) : null;
  } catch (error) {
    await close();
    throw error;
  }
  if (redis && overrides.redis === undefined) {
    const owned = redis;
    closers.push(async () => void (await owned.quit()));
  }
  redis?.on('error', (error: Error) => log.error({ err: error }, 'redis error'));

  const clock = overrides.clock ?? systemClock;
  const cache = overrides.cache ?? (redis ? createRedisCache(redis, (error) => log.error({ err: error }, 'redis cache unavailable')) : createMemoryCache());
  const secret = overrides.tokens && overrides.photoLinks ? '' : resolveJwtSecret(config.jwtSecret, config.dataDir);

  const mailer = overrides.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createDevMailbox(database, () => log));
  if (!overrides.mailer) closers.push(() => mailer.close());

  // Off the main thread, so an analysis never holds up other requests.
  const analyzer = overrides.analyzer ?? createSkinAnalyzerWorker();
  if (!overrides.analyzer) closers.push(async () => analyzer.close?.());

  let uploads = overrides.uploads;
  let renders = overrides.renders;
  if (config.s3 && !(uploads && renders)) {
    // The AWS SDK (about 10 MB resident) loads only for a shop that stores in S3.
    const { createS3Client, createS3UploadStorage } = await import('./storage/s3');
    const s3 = createS3Client(config.s3);
    closers.push(async () => s3.destroy());
    uploads ??= createS3UploadStorage(s3, config.s3.bucket, 'uploads/');
    renders ??= createS3UploadStorage(s3, config.s3.bucket, 'renders/', isRenderKey);
  }

  uploads ??= createLocalUploadStorage(path.join(config.dataDir, 'uploads'));
  renders ??= createLocalUploadStorage(path.join(config.dataDir, 'uploads', 'renders'), isRenderKey);
  const pictureUploads = uploads;
  const images =
    overrides.images ??
    createImageService({
      storage: renders,
      uploads: { inUse: (file) => productImageInUse(database.db, file), read: (file) => pictureUploads.get(file) },
      concurrency: defaultRenderConcurrency(os.availableParallelism()),
      onStorageError: (error) => log.error({ err: error }, 'image render store unavailable'),
    });

  const deps: AppDeps = {
    database,
    clock,
    mailer,
    passwords: overrides.passwords ?? createPasswordHasher(config.passwordHashing),
    tokens: overrides.tokens ?? createTokenSigner(secret, clock),
    redis,
    cache,
    uploads,
    renders,
    photoLinks: overrides.photoLinks ?? createUploadUrlSigner(secret, clock),
    receiptLinks: overrides.receiptLinks ?? createReceiptLinkSigner(secret || randomBytes(32).toString('hex'), clock),
    analyzer,
    analysisSummarizer:
      overrides.analysisSummarizer !== undefined ? overrides.analysisSummarizer : config.analysisProvider === 'openai' ? createOpenAiSummarizer(config.openai) : null,
    chatModel: overrides.chatModel !== undefined ? overrides.chatModel : config.chatProvider === 'openai' ? createOpenAiChatModel(config.openai) : null,
    paymentProvider: overrides.paymentProvider ?? createPaymentProvider(config, database),
    productFinder: overrides.productFinder ?? createChatFinder(database.db),
    images,
  };
  return { deps, close };
}
