import fastifyStatic from '@fastify/static';
import { faceModelsPath, tfjsWasmPath } from '@nyansa/contract';
import { faceModelDir, tfjsWasmDir } from '@nyansa/skin-analysis';
import type { FastifyInstance } from 'fastify';

/** The nets the shop's camera guidance runs: the tiny face detector (cheap enough for 5 checks a second and more) and the analysis's 68-point landmarks. */
const browserModelFiles = new Set([
  'tiny_face_detector_model-weights_manifest.json',
  'tiny_face_detector_model.bin',
  'face_landmark_68_model-weights_manifest.json',
  'face_landmark_68_model.bin',
]);

/** The WebAssembly builds of the tfjs backend a page without cross-origin isolation runs (no threads). */
const browserWasmFiles = new Set(['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm']);

/**
 * `GET /models/face/<file>` and `GET /models/tfjs/<file>`: face-api's weights and the tfjs WebAssembly
 * binaries from the installed packages, served by this server (never a CDN), cacheable for a week and
 * revalidated by ETag; only the files the camera guidance loads.
 */
export async function serveFaceModels(app: FastifyInstance): Promise<void> {
  for (const [root, prefix, files] of [
    [faceModelDir(), faceModelsPath, browserModelFiles],
    [tfjsWasmDir(), tfjsWasmPath, browserWasmFiles],
  ] as const) {
    await app.register(fastifyStatic, {
      root,
      prefix: `${prefix}/`,
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => files.has(pathName.replace(/^\//, '')),
      maxAge: '7d',
      etag: true,
      lastModified: true,
    });
  }
}
