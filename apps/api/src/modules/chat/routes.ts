import { chatRequestSchema, chatResponseSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { optionalUser } from '../../auth/guard';
import { rateLimitKey } from '../../lib/rate-limit-key';
import { createChatService } from './service';

const chatModule: AppModule = async (app, { config, deps }) => {
  const chat = createChatService({ database: deps.database, clock: deps.clock, model: deps.chatModel, publicUrl: config.publicUrl, log: app.log, findProducts: deps.productFinder });

  app.post(
    '/api/chatbot/message',
    {
      schema: { tags: ['chat'], body: chatRequestSchema, response: { 200: chatResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: rateLimitKey } },
    },
    async (req) => {
      const user = await optionalUser(req);
      const { content, products } = await chat.reply(user, req.body.message, req.body.imageUrl);
      return { success: true, type: 'bot' as const, content, ...(products.length > 0 ? { products } : {}) };
    },
  );
};

export default chatModule;
