import { messageResponseSchema, newsletterMessages, newsletterRequestSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { subscribe } from './service';

const newsletterModule: AppModule = async (app, { deps }) => {
  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['newsletter'], body: newsletterRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (req) => {
      // Same answer for a known address: the list is nobody's business.
      await subscribe(deps.database, req.body.email);
      return { success: true, message: newsletterMessages.subscribed };
    },
  );
};

export default newsletterModule;
