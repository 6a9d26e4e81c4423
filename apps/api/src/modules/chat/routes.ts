import { chatRequestSchema, chatResponseSchema } from '@nyansa/contract';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../app';
import { optionalUser } from '../../auth/guard';
import { createChatService } from './service';

/** Signed-in users are limited per account, visitors per address. */
export async function rateLimitKey(req: FastifyRequest): Promise<string> {
  try {
    const user = await req.server.auth.userFromRequest(req);
    return user ? `user:${user.id}` : `ip:${req.ip}`;
  } catch {
    // A bad token is refused later with 401; it still counts against the address.
    return `ip:${req.ip}`;
  }
}

const chatModule: AppModule = async (app, { config, deps }) => {
  const chat = createChatService({ database: deps.database, config, log: app.log });

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
