import { createRequire } from 'node:module';
import path from 'node:path';
import type * as FaceApi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import type { Box, Point } from './geometry';
import type { RgbImage } from './image';

type FaceApiModule = typeof FaceApi;

export interface DetectedFace {
  box: Box;
  /** Detector confidence, 0..1. */
  score: number;
  /** The 68 iBUG landmarks, in the pixel coordinates of the detection image. */
  landmarks: Point[];
}

export interface FaceDetector {
  detect(image: RgbImage): Promise<DetectedFace[]>;
  release(): void;
}

/** The runtime calls face-api re-exports from tfjs but leaves out of its type declarations. */
interface TfRuntime {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  getBackend(): string | undefined;
  setWasmPaths(prefix: string, usePlatformFetch?: boolean): void;
}

const require = createRequire(import.meta.url);

export const FACE_API_VERSION = (require('@vladmandic/face-api/package.json') as { version: string }).version;
// Faces scored lower than this by SSD MobileNet are mostly textures that look like faces.
const MIN_FACE_SCORE = 0.5;
const MAX_FACES = 10;

let loading: Promise<FaceApiModule> | null = null;
let users = 0;

function runtime(faceapi: FaceApiModule): TfRuntime {
  const tf = faceapi.tf as unknown as Partial<TfRuntime>;
  if (typeof tf.setBackend !== 'function' || typeof tf.ready !== 'function' || typeof tf.setWasmPaths !== 'function' || typeof tf.getBackend !== 'function') {
    throw new Error('@vladmandic/face-api does not expose the tfjs wasm runtime it was built with');
  }
  return tf as TfRuntime;
}

/** Directory of face-api's bundled weights: everything loads from disk, never from the network. */
export function defaultModelDir(): string {
  return path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
}

/** Directory of the tfjs WebAssembly binaries (the server also hands them to the shop's camera guidance). */
export function tfjsWasmDir(): string {
  return path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
}

/** Process-wide error listeners, to take back the ones the Emscripten runtime adds. */
type ProcessErrorEvent = 'uncaughtException' | 'unhandledRejection';
type Listener = (...args: unknown[]) => void;
const ERROR_EVENTS: readonly ProcessErrorEvent[] = ['uncaughtException', 'unhandledRejection'];
// The plain EventEmitter view takes either event name (process's own overloads take one at a time).
const processEvents: NodeJS.EventEmitter = process;

function errorListeners(): Map<ProcessErrorEvent, Listener[]> {
  return new Map(ERROR_EVENTS.map((event) => [event, processEvents.listeners(event) as Listener[]]));
}

/** Removes listeners added since `before`: the wasm runtime rethrows every error from them, which would override the host's own handling. */
function restoreErrorListeners(before: Map<ProcessErrorEvent, Listener[]>): void {
  for (const event of ERROR_EVENTS) {
    const known = before.get(event) ?? [];
    for (const listener of processEvents.listeners(event) as Listener[]) {
      if (!known.includes(listener)) processEvents.removeListener(event, listener);
    }
  }
}

async function loadModels(modelDir: string): Promise<FaceApiModule> {
  const listeners = errorListeners();
  try {
    // Imported on first use, so loading this package does not start tfjs.
    const faceapi = await import('@vladmandic/face-api/dist/face-api.node-wasm.js');
    const tf = runtime(faceapi);
    if (tf.getBackend() !== 'wasm') {
      const wasmDir = tfjsWasmDir();
      // Without platform fetch the Emscripten loader reads the .wasm file with fs.
      tf.setWasmPaths(wasmDir + path.sep, false);
      await tf.setBackend('wasm');
    }
    await tf.ready();
    await loadNets(faceapi, modelDir);
    return faceapi;
  } finally {
    restoreErrorListeners(listeners);
  }
}

async function loadNets(faceapi: FaceApiModule, modelDir: string): Promise<void> {
  if (!faceapi.nets.ssdMobilenetv1.isLoaded) await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
  if (!faceapi.nets.faceLandmark68Net.isLoaded) await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
}

/**
 * Loads SSD MobileNet v1 and the 68-point landmark net once per process (the tfjs backend
 * and face-api's nets are process-wide) and hands out a detector that shares them.
 */
export async function acquireFaceDetector(modelDir = defaultModelDir()): Promise<FaceDetector> {
  users += 1;
  loading ??= loadModels(modelDir);
  let faceapi: FaceApiModule;
  try {
    faceapi = await loading;
  } catch (error) {
    users -= 1;
    loading = null;
    throw error;
  }
  let released = false;
  return {
    async detect(image: RgbImage): Promise<DetectedFace[]> {
      if (released) throw new Error('The skin analyzer was closed');
      const tensor = faceapi.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
      try {
        const results = await faceapi
          .detectAllFaces(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_FACE_SCORE, maxResults: MAX_FACES }))
          .withFaceLandmarks();
        return results.map((result) => ({
          box: { x: result.detection.box.x, y: result.detection.box.y, width: result.detection.box.width, height: result.detection.box.height },
          score: result.detection.score,
          landmarks: result.landmarks.positions.map((p) => ({ x: p.x, y: p.y })),
        }));
      } finally {
        tensor.dispose();
      }
    },
    release(): void {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0) {
        faceapi.nets.ssdMobilenetv1.dispose();
        faceapi.nets.faceLandmark68Net.dispose();
        loading = null;
      }
    },
  };
}
