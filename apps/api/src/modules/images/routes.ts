import { z } from 'zod';
import type { AppModule } from '../../app';
import { httpError } from '../../lib/errors';
import { createImageService } from './service';

const paramsSchema = z.object({ file: z.string().regex(/^[a-z0-9-]+\.webp$/, { error: 'Unknown image' }) });
const querySchema = z.object({
  w: z.coerce.number({ error: 'w must be a width in pixels' }).int().min(16, { error: 'w must be between 16 and 1600' }).max(1600, { error: 'w must be between 16 and 1600' }).default(800),
  q: z.coerce.number({ error: 'q must be a quality from 1 to 100' }).int().min(1, { error: 'q must be between 1 and 100' }).max(100, { error: 'q must be between 1 and 100' }).default(80),
});

const imagesModule: AppModule = async (app) => {
  const images = createImageService();
  app.get(
    '/images/products/:file',
    { schema: { tags: ['images'], params: paramsSchema, querystring: querySchema } },
    async (req, reply) => {
      const key = req.params.file.replace(/\.webp$/, '');
      const rendering = images.render(key, req.query.w, req.query.q);
      if (!rendering) throw httpError(404, 'Image not found', 'IMAGE_NOT_FOUND');
      const image = await rendering;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', image.etag);
      if (req.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type('image/webp').send(image.body);
    },
  );
};

export default imagesModule;
