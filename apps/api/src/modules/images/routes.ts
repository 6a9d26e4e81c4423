import { backOfficeMessages } from '@nyansa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../app';
import { httpError } from '../../lib/errors';
import { loadLetteringFonts } from './artwork/lettering';
import { catalogPictures } from '../catalog/product-image';
import { MissingImageError, snapQuality, snapWidth, type ImageCollection, type ImageFormat } from './service';

const paramsSchema = z.object({ file: z.string().regex(/^[a-z0-9-]+\.webp$/, { error: 'Unknown image' }) });
const querySchema = z.object({
  w: z.coerce.number({ error: 'w must be a width in pixels' }).int().min(16, { error: 'w must be between 16 and 1600' }).max(1600, { error: 'w must be between 16 and 1600' }).default(800),
  q: z.coerce.number({ error: 'q must be a quality from 1 to 100' }).int().min(1, { error: 'q must be between 1 and 100' }).max(100, { error: 'q must be between 1 and 100' }).default(80),
});

type ImageRequest = FastifyRequest<{ Params: z.infer<typeof paramsSchema>; Querystring: z.infer<typeof querySchema> }>;

/** Per address: a grid page shows 12 photos and a shopper pages fast, yet no one browses 10 a second for a minute. */
export const imageRateLimit = { max: 600, timeWindow: '1 minute' } as const;

/** AVIF for browsers that name it (a wildcard does not count: older browsers send image/* too), WebP for the rest. */
export function formatFor(accept: string | undefined): ImageFormat {
  const namesAvif = (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return type === 'image/avif' && (q === undefined || Number(q.slice(2)) > 0);
  });
  return namesAvif ? 'avif' : 'webp';
}

/** Product pictures (the catalog's drawings, and pictures staff uploaded while a product uses them) and scenes. */
const imagesModule: AppModule = async (app, { config, deps }) => {
  // Once per process, at start: the first photo asked for does not wait for the label fonts.
  loadLetteringFonts();
  const images = deps.images;
  const serve = (collection: ImageCollection) => async (req: ImageRequest, reply: FastifyReply) => {
    const name = req.params.file.replace(/\.webp$/, '');
    // The same bytes for every asked size that snaps alike: cache-busting addresses cost no render.
    const variant = { width: snapWidth(req.query.w), quality: snapQuality(req.query.q), format: formatFor(req.headers.accept) };
    const image = await images.render(collection, name, variant).catch((error: unknown) => {
      if (error instanceof MissingImageError) return null;
      throw error;
    });
    if (!image) throw httpError(404, backOfficeMessages.imageNotFound, 'IMAGE_NOT_FOUND');
    const vary = reply.getHeader('vary');
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      // Caches keep the AVIF and the WebP apart (CORS has already said Origin).
      .header('Vary', vary ? `${String(vary)}, Accept` : 'Accept')
      .header('ETag', image.etag);
    if (req.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.type(`image/${image.format}`).send(image.body);
  };
  const schema = { tags: ['images'], params: paramsSchema, querystring: querySchema };
  app.get('/images/products/:file', { schema, config: { rateLimit: imageRateLimit } }, serve('products'));
  app.get('/images/scenes/:file', { schema, config: { rateLimit: imageRateLimit } }, serve('scenes'));

  // The hero is the first screen's largest picture: render it while the server waits for its first visitor
  // (not in tests, where it would only load the machine).
  if (config.nodeEnv !== 'test') {
    app.addHook('onListen', () => {
      const variants = [800, 400, 1200].flatMap((width) => (['avif', 'webp'] as const).map((format) => ({ width, quality: 80, format })));
      images.warm('scenes', 'hero', variants).catch((error: unknown) => app.log.error({ err: error }, 'the hero image could not be rendered'));
      // Then every product's picture, in the background: the first visit of a page does not wait for drawings.
      if (!config.renderAhead) return;
      void catalogPictures(deps.database.db)
        .then(async (urls) => {
          await images.prerender(urls);
          app.log.info({ pictures: urls.length }, 'product pictures rendered ahead');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'product pictures could not be rendered ahead'));
    });
  }
};

export default imagesModule;
