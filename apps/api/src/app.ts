import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { generalMessages } from '@nyansa/contract';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { createAuth } from './auth/guard';
import type { AppConfig } from './config';
import { migrate } from './db/migrate';
import jobsModule from './jobs/module';
import { createDeps, type AppDeps } from './deps';
import { isHttpError } from './lib/errors';
import { installJsonBodyParser } from './lib/json-body';
import { refuseNulCharacters } from './lib/nul-characters';
import { serveShop } from './shop';
import accountsModule from './modules/accounts/routes';
import analysisModule from './modules/analysis/routes';
import adminModule from './modules/admin/routes';
import cartModule from './modules/cart/routes';
import catalogModule from './modules/catalog/routes';
import chatModule from './modules/chat/routes';
import consultationsModule from './modules/consultations/routes';
import { seedCatalog } from './modules/catalog/seed';
import deliveryModule from './modules/delivery/routes';
import { seedDelivery } from './modules/delivery/seed';
import devMailboxModule from './modules/dev-mailbox/routes';
import docsModule from './modules/docs/routes';
import favoritesModule from './modules/favorites/routes';
import healthModule from './modules/health/routes';
import imagesModule from './modules/images/routes';
import newsletterModule from './modules/newsletter/routes';
import privacyModule from './modules/privacy/routes';
import { paymentModules } from './modules/payments/modules';

// The contract's schemas are zod/mini, which ships no texts: refusals without a message of their own read in English.
z.config(z.locales.en());

export type { AppDeps } from './deps';

export interface ModuleContext {
  config: AppConfig;
  deps: AppDeps;
}

/** A feature: a Fastify plugin registering its routes (full paths such as /api/cart) with zod schemas. */
export type AppModule = FastifyPluginAsyncZod<ModuleContext>;

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

// The one list of features: each area adds one line.
const modules: AppModule[] = [
  healthModule,
  accountsModule,
  adminModule,
  catalogModule,
  imagesModule,
  cartModule,
  deliveryModule,
  favoritesModule,
  newsletterModule,
  ...paymentModules,
  analysisModule, chatModule,
  consultationsModule,
  privacyModule,
  devMailboxModule,
  docsModule,
  jobsModule,
];

/** Any dependency to use instead of its default (see `createDeps`), and how the app logs. */
export interface BuildOverrides extends Partial<AppDeps> {
  /** Pino options, or false for no logs (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Where JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Skip the catalog seed (a test that wants an empty shop). */
  seed?: boolean;
}

export const bodyLimitBytes = 100 * 1024;

/** Security headers for every answer: API, errors, images, the built shop. No inline scripts anywhere. */
const securityHeaders = (config: AppConfig) => helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // WebAssembly compiled from this origin's files (the camera guidance's face model); no eval of text.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      // Plain-http installs (a LAN address) must keep working.
      upgradeInsecureRequests: null,
    },
  },
  hsts: config.publicUrl.startsWith('https:'),
  crossOriginResourcePolicy: { policy: 'same-site' },
});

export async function buildApp(config: AppConfig, overrides: BuildOverrides = {}): Promise<App> {
  const { logger, logStream, seed, ...given } = overrides;
  const setSecurityHeaders = securityHeaders(config);
  const app = Fastify({
    logger: logStream ? { ...loggerOptions(config), stream: logStream } : (logger ?? loggerOptions(config)),
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A closing instance (SIGTERM) still serves what reaches it on an open connection, with
    // Connection: close, rather than a 503 the proxy would not retry; /api/ready says it is leaving.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Router-level failures (bad URL encoding, over-long path parts) answer in the contract's shape too.
    frameworkErrors: (error, req, reply: FastifyReply) => {
      // No hook runs for these, so the headers are set here.
      setSecurityHeaders(req.raw, reply.raw, () => {});
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send({ success: false, message: 'The address of this request is not valid', code: 'BAD_URL' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  const { deps, close } = await createDeps(config, given, app.log);
  app.addHook('onClose', close);
  try {
    await migrate(deps.database);
    if (seed !== false) await seedCatalog(deps.database);
    await seedDelivery(deps.database, config.currency);
  } catch (error) {
    await close();
    throw error;
  }
  app.addHook('onListen', () => {
    // The model loads while the server already answers; the first photo finds it ready.
    deps.analyzer.warmUp?.().catch((error: unknown) => app.log.error({ err: error }, 'the skin analysis model could not be loaded'));
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('auth', createAuth(deps.database, deps.tokens));
  app.decorateRequest('authUser', undefined);
  installErrorHandling(app);
  installJsonBodyParser(app);
  refuseNulCharacters(app);

  app.addHook('onRequest', (req, reply, done) => setSecurityHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined)));
  closeConnectionsWhenClosing(app);
  await app.register(cors, { origin: [config.publicUrl], credentials: true });
  // Per-route limits only (routes opt in with `config: { rateLimit: { max, timeWindow } }`).
  await app.register(rateLimit, {
    global: false,
    // With Redis every instance counts against the same limit; if Redis fails, requests pass rather than fail.
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: context.statusCode,
      success: false,
      message: generalMessages.rateLimited,
      code: 'RATE_LIMITED',
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Nyansa API', description: 'The HTTP API of the Nyansa beauty shop', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  const context: ModuleContext = { config, deps };
  for (const module of modules) await app.register(module, context);
  // Unknown /api paths get the JSON 404; other paths get the built shop when there is one.
  serveShop(app, { distDir: config.shopDistDir, rendererFile: config.shopRendererFile, currency: config.currency });
  return app;
}

/**
 * While the app closes (SIGTERM), every answer says Connection: close, so a keep-alive connection
 * whose request was in flight ends with it instead of holding the close open until the drain limit.
 */
function closeConnectionsWhenClosing(app: App): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export function loggerOptions(config: AppConfig): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.new_password',
        '*.newPassword',
        '*.currentPassword',
        '*.current_password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}

/** Mailed tokens travel in paths: keep them out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(/(\/(?:verify-email|reset-password)\/)[^/?#]+/g, '$1[redacted]');
}

function installErrorHandling(app: App): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (isHttpError(error)) {
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
        message: v.message,
      }));
      return reply.status(400).send({
        success: false,
        message: errors[0]?.message ?? generalMessages.invalidInput,
        code: 'VALIDATION_ERROR',
        errors,
      });
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ success: false, message: generalMessages.internal, code: 'INTERNAL_ERROR' });
    }
    const status = error.statusCode ?? 500;
    const known: Record<string, [number, string, string]> = {
      FST_ERR_CTP_BODY_TOO_LARGE: [413, generalMessages.bodyTooLarge, 'BODY_TOO_LARGE'],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, generalMessages.unsupportedMediaType, 'UNSUPPORTED_MEDIA_TYPE'],
      FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON', 'INVALID_JSON'],
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request length is wrong', 'BAD_CONTENT_LENGTH'],
    };
    const mapped = error.code ? known[error.code] : undefined;
    if (mapped) return reply.status(mapped[0]).send({ success: false, message: mapped[1], code: mapped[2] });
    if (status === 400 && error instanceof SyntaxError) {
      return reply.status(400).send({ success: false, message: 'The request body is not valid JSON', code: 'INVALID_JSON' });
    }
    if (status === 429) {
      return reply.status(429).send({ success: false, message: generalMessages.rateLimited, code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: error.message || generalMessages.invalidInput, code: error.code ?? 'BAD_REQUEST' });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: generalMessages.internal, code: 'INTERNAL_ERROR' });
  });
}
