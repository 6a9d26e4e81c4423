import { backOfficeMessages } from '@nyansa/contract';
import { z } from 'zod';
import type { AppModule } from '../../app';
import { httpError } from '../../lib/errors';
import { productImageInUse } from '../catalog/product-image';
import { createImageService, MissingImageError } from './service';

const paramsSchema = z.object({ file: z.string().regex(/^[a-z0-9-]+\.webp$/, { error: 'Unknown image' }) });
const querySchema = z.object({
  w: z.coerce.number({ error: 'w must be a width in pixels' }).int().min(16, { error: 'w must be between 16 and 1600' }).max(1600, { error: 'w must be between 16 and 1600' }).default(800),
  q: z.coerce.number({ error: 'q must be a quality from 1 to 100' }).int().min(1, { error: 'q must be between 1 and 100' }).max(100, { error: 'q must be between 1 and 100' }).default(80),
});

/** Product pictures: the catalog's artwork, and pictures staff uploaded (served while a product uses them). */
const imagesModule: AppModule = async (app, { deps }) => {
  const images = createImageService({ inUse: (file) => productImageInUse(deps.database.db, file), read: (file) => deps.uploads.get(file) });
  app.get(
    '/images/products/:file',
    { schema: { tags: ['images'], params: paramsSchema, querystring: querySchema } },
    async (req, reply) => {
      const rendering = await images.render(req.params.file, req.query.w, req.query.q);
      if (!rendering) throw httpError(404, backOfficeMessages.imageNotFound, 'IMAGE_NOT_FOUND');
      let image;
      try {
        image = await rendering;
      } catch (error) {
        if (error instanceof MissingImageError) throw httpError(404, backOfficeMessages.imageNotFound, 'IMAGE_NOT_FOUND');
        throw error;
      }
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', image.etag);
      if (req.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type('image/webp').send(image.body);
    },
  );
};

export default imagesModule;
