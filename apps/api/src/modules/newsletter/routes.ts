import { messageResponseSchema, newsletterMessages, newsletterRequestSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';

const newsletterModule: AppModule = async (app, { deps }) => {
  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['newsletter'], body: newsletterRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (req) => {
      // Same answer for a known address: the list is nobody's business.
      await deps.database.query('INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [req.body.email]);
      return { success: true, message: newsletterMessages.subscribed };
    },
  );
};

export default newsletterModule;
