import { favoritesRequestSchema, favoritesResponseSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { authenticated, requireUser } from '../../auth/guard';
import { createFavoritesService } from './service';

const favoritesModule: AppModule = async (app, { deps }) => {
  const favorites = createFavoritesService(deps.database);
  const schema = { tags: ['user'], security: [{ bearer: [] }] };

  app.get('/api/user/favorites', { onRequest: authenticated, schema: { ...schema, response: { 200: favoritesResponseSchema } } }, async (req) => {
    const user = await requireUser(req);
    return { success: true as const, data: await favorites.list(user.id) };
  });

  app.put(
    '/api/user/favorites',
    { onRequest: authenticated, schema: { ...schema, body: favoritesRequestSchema, response: { 200: favoritesResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, data: await favorites.replace(user.id, req.body.favorites) };
    },
  );
};

export default favoritesModule;
