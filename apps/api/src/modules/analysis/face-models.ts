import fastifyStatic from '@fastify/static';
import { faceModelsPath } from '@nyansa/contract';
import { faceModelDir } from '@nyansa/skin-analysis';
import type { FastifyInstance } from 'fastify';

/** The nets the shop's camera guidance runs, the same the analysis uses: SSD MobileNet v1 and the 68-point landmarks. */
const browserModelFiles = new Set([
  'ssd_mobilenetv1_model-weights_manifest.json',
  'ssd_mobilenetv1_model.bin',
  'face_landmark_68_model-weights_manifest.json',
  'face_landmark_68_model.bin',
]);

/**
 * `GET /models/face/<file>`: face-api's weights from the installed package, served by this server (never a
 * CDN), cacheable for a week and revalidated by ETag; only the four files the camera guidance loads.
 */
export async function serveFaceModels(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: faceModelDir(),
    prefix: `${faceModelsPath}/`,
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => browserModelFiles.has(pathName.replace(/^\//, '')),
    maxAge: '7d',
    etag: true,
    lastModified: true,
  });
}
