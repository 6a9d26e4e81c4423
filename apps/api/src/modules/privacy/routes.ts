import {
  deleteAccountRequestSchema,
  exportsPerHour,
  messageResponseSchema,
  photoRetentionDays,
  privacyMessages,
  privacySettingsResponseSchema,
  privacySettingsSchema,
} from '@nyansa/contract';
import type { AppModule } from '../../app';
import { authenticated, requireUser } from '../../auth/guard';
import { rateLimitKey } from '../../lib/rate-limit-key';
import { createAccountDeletion } from './deletion';
import { exportArchive } from './export';
import { createPhotoRetention } from './photos';

const shopName = 'Nyansa';

/** The shopper's own data: download it all, choose what happens to analysis photos, delete the account. */
const privacyModule: AppModule = async (app, { deps }) => {
  const tags = ['user'];
  const security = [{ bearer: [] }];
  const deletion = createAccountDeletion({ database: deps.database, passwords: deps.passwords, uploads: deps.uploads, clock: deps.clock, log: app.log });
  const photos = createPhotoRetention({ db: deps.database.db, uploads: deps.uploads, clock: deps.clock, log: app.log });

  app.get(
    '/api/user/export',
    {
      onRequest: authenticated,
      schema: { tags, security, description: 'A zip of everything the shop holds about the caller: JSON files per kind and the analysis photos.' },
      // Each archive reads every row and photo of the account: a few an hour is what a person needs.
      config: { rateLimit: { max: exportsPerHour, timeWindow: '1 hour', keyGenerator: rateLimitKey } },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const archive = await exportArchive({ db: deps.database.db, uploads: deps.uploads, log: req.log, now: () => deps.clock.now() }, user.id, shopName);
      const day = deps.clock.now().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${shopName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-my-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  app.get(
    '/api/user/privacy',
    { onRequest: authenticated, schema: { tags, security, response: { 200: privacySettingsResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, data: { keep_analysis_photos: await photos.keepsPhotos(user.id), photo_retention_days: photoRetentionDays } };
    },
  );

  app.put(
    '/api/user/privacy',
    {
      onRequest: authenticated,
      schema: { tags, security, body: privacySettingsSchema, response: { 200: privacySettingsResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: rateLimitKey } },
    },
    async (req) => {
      const user = await requireUser(req);
      await photos.choose(user.id, req.body.keep_analysis_photos);
      return { success: true as const, message: privacyMessages.settingsSaved, data: { keep_analysis_photos: req.body.keep_analysis_photos, photo_retention_days: photoRetentionDays } };
    },
  );

  app.delete(
    '/api/user/account',
    {
      onRequest: authenticated,
      schema: { tags, security, body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } },
      // The password is checked: as few guesses as a password change allows.
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: rateLimitKey } },
    },
    async (req) => {
      const user = await requireUser(req);
      await deletion.deleteAccount(user.id, req.body.password);
      return { success: true, message: privacyMessages.accountDeleted };
    },
  );
};

export default privacyModule;
