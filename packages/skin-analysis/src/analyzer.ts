import { createRequire } from 'node:module';
import sharp, { type SharpOptions } from 'sharp';
import { acquireFaceDetector, FACE_API_VERSION, type Box, type DetectedFace, type FaceDetector } from './detector';
import { NoFaceError, PoorImageError, UnreadableImageError } from './errors';
import { createRgbImage, toGray, type Point, type RgbImage } from './image';
import { rasterizePolygon } from './masks';
import { INTER_PUPIL_CM, measureSkin, REGION_NAMES, toParameters, type RegionName, type SkinParameter } from './measure';
import { assessQuality, BLUR_SCALE_PUPIL_PX, laplacianVariance, type ImageQuality, type QualityInput } from './quality';
import { faceFrame, faceRegions, type FaceRegions } from './regions';
import { roundTo } from './round';
import { assessSkin, type SkinConcern } from './rules';
import type { ItaCategory } from './colour';

export interface SkinAnalyzerOptions {
  /** Folder with face-api's weight files; defaults to the one shipped in @vladmandic/face-api. */
  modelDir?: string;
  /** Longest side (px) of the copy the face detector sees. */
  detectionSize?: number;
  /** Pupil distance (px) the face is scaled down to for measuring; larger faces are not needed. */
  measurementPupilPx?: number;
  /** Photos with more pixels than this are refused before decoding. */
  maxInputPixels?: number;
}

export interface AnalysedRegion {
  name: RegionName;
  /** Skin pixels measured, in pixels of the (EXIF-rotated) photo. */
  area: number;
  areaCm2: number;
  /** Outline in photo pixels, before hair, eyes, brows and lips were cut out. */
  polygon: Point[];
}

export interface SkinAnalysis {
  face: {
    /** In pixels of the EXIF-rotated photo. */
    box: Box;
    landmarks: number;
    /** Detector confidence, 0..1. */
    score: number;
  };
  regions: AnalysedRegion[];
  /** Measured parameters by name (`skin_tone_ita`, `redness_left_cheek`, `t_zone_shine`, ...). */
  parameters: Record<string, SkinParameter>;
  skinTone: { ita: number; category: ItaCategory };
  quality: ImageQuality;
  /** How far the measurements can be trusted, 0..1 (detector score and image quality). */
  confidence: number;
  /** The primary finding, worded as a cosmetic assessment. */
  diagnosis: string;
  /** Plain sentences, ready to be numbered. */
  recommendations: string[];
  concerns: SkinConcern[];
  /** Pipeline and model versions. */
  modelUsed: string;
  image: { width: number; height: number };
}

export interface SkinAnalyzer {
  /**
   * Analyses one photo (JPEG, PNG, WebP...); photos sent together wait their turn, one at a time.
   * Throws NoFaceError, PoorImageError or UnreadableImageError.
   */
  analyze(image: Buffer): Promise<SkinAnalysis>;
  /** Loads the models and runs them once now (for example at server start) instead of on the first photo. */
  warmUp(): Promise<void>;
  /** Releases the models once no other analyzer uses them (and the photo being analysed is done). */
  close(): Promise<void>;
}

export const PIPELINE_VERSION = 'nyansa-skin 1.0';

const require = createRequire(import.meta.url);
const TFJS_VERSION = (require('@tensorflow/tfjs-backend-wasm/package.json') as { version: string }).version;
export const MODEL_USED = `${PIPELINE_VERSION} (face-api ${FACE_API_VERSION} ssd_mobilenetv1 + landmark68, tfjs-wasm ${TFJS_VERSION})`;

const asRgb = (data: Buffer, width: number, height: number): RgbImage => ({ width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) });

/** An encoded photo and its upright size; pixels are decoded only at the sizes needed. */
interface Photo {
  input: Buffer;
  options: SharpOptions;
  width: number;
  height: number;
}

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

async function openPhoto(input: Buffer, maxInputPixels: number): Promise<Photo> {
  // autoOrient applies the EXIF orientation before anything else, so every size and crop is upright.
  const options: SharpOptions = { limitInputPixels: maxInputPixels, failOn: 'error', autoOrient: true };
  let width = 0;
  let height = 0;
  try {
    // Only the header is read here; the pixel limit is checked below with a clear message.
    const metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    // Formats without EXIF report no separate upright size.
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  } catch {
    throw new UnreadableImageError('it is not a supported image');
  }
  if (!(width > 0 && height > 0)) throw new UnreadableImageError('it is not a supported image');
  if (width * height > maxInputPixels) throw new UnreadableImageError(`it has more than ${maxInputPixels} pixels`);
  return { input, options, width, height };
}

/** Decodes (a region of) the photo straight to the wanted size; JPEG and WebP shrink while decoding. */
async function render(photo: Photo, width: number, height: number, region?: Region): Promise<RgbImage> {
  let pipeline = sharp(photo.input, photo.options);
  if (region) pipeline = pipeline.extract(region);
  try {
    const data = await pipeline.resize(width, height, { fit: 'fill', kernel: 'lanczos3' }).toColourspace('srgb').removeAlpha().raw({ depth: 'uchar' }).toBuffer();
    return asRgb(data, width, height);
  } catch {
    throw new UnreadableImageError('it is damaged or truncated');
  }
}

async function resized(image: RgbImage, width: number, height: number): Promise<RgbImage> {
  const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).resize(width, height, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  return asRgb(data, width, height);
}

const area = (face: DetectedFace): number => face.box.width * face.box.height;

/** The part of the photo around a face, decoded at measuring scale, with the mapping both ways. */
interface FaceCrop {
  image: RgbImage;
  /** Crop pixels per photo pixel. */
  scale: number;
  toCrop(p: Point): Point;
  toPhoto(p: Point): Point;
}

async function cropFace(photo: Photo, landmarks: readonly Point[], pupilPx: number, measurementPupilPx: number): Promise<FaceCrop> {
  // Room above the brows for the forehead, a little on the other sides.
  const xs = landmarks.map((p) => p.x);
  const ys = landmarks.map((p) => p.y);
  const left = Math.max(0, Math.floor(Math.min(...xs) - 0.25 * pupilPx));
  const top = Math.max(0, Math.floor(Math.min(...ys) - 0.9 * pupilPx));
  const right = Math.min(photo.width, Math.ceil(Math.max(...xs) + 0.25 * pupilPx));
  const bottom = Math.min(photo.height, Math.ceil(Math.max(...ys) + 0.2 * pupilPx));
  if (right - left < 16 || bottom - top < 16) throw new PoorImageError('too-small', 'Too little of the face is inside the photo.');
  const scale = Math.min(1, measurementPupilPx / pupilPx);
  const width = Math.max(1, Math.round((right - left) * scale));
  const height = Math.max(1, Math.round((bottom - top) * scale));
  const image = await render(photo, width, height, { left, top, width: right - left, height: bottom - top });
  const sx = width / (right - left);
  const sy = height / (bottom - top);
  return {
    image,
    scale: Math.sqrt(sx * sy),
    toCrop: (p) => ({ x: (p.x - left) * sx, y: (p.y - top) * sy }),
    toPhoto: (p) => ({ x: left + p.x / sx, y: top + p.y / sy }),
  };
}

/** Sharpness at a fixed face scale, brightness and clipping of the face, all from the crop. */
async function measurePhotoQuality(crop: RgbImage, regions: FaceRegions): Promise<Pick<QualityInput, 'laplacianVariance' | 'meanGray' | 'clippedFraction'>> {
  const blurScale = BLUR_SCALE_PUPIL_PX / regions.frame.d;
  const width = Math.max(8, Math.round(crop.width * blurScale));
  const height = Math.max(8, Math.round(crop.height * blurScale));
  const small = await resized(crop, width, height);
  const outline = rasterizePolygon(regions.outline.map((p) => ({ x: (p.x * width) / crop.width, y: (p.y * height) / crop.height })), width, height);
  const gray = toGray(crop);
  let sum = 0;
  let clipped = 0;
  let pixels = 0;
  regions.face.data.forEach((inside, i) => {
    if (!inside) return;
    sum += gray[i]!;
    if (gray[i]! >= 250) clipped += 1;
    pixels += 1;
  });
  return {
    laplacianVariance: laplacianVariance(toGray(small), width, height, outline),
    meanGray: pixels > 0 ? sum / pixels : 0,
    clippedFraction: pixels > 0 ? clipped / pixels : 1,
  };
}

/**
 * Creates an analyzer that works in the calling thread. The face models load lazily on the first
 * photo, once, and are reused. Photos are analysed one at a time: the work is CPU-bound, so a
 * second one at once would only add memory. A server runs it off its main thread with
 * createSkinAnalyzerWorker.
 */
export function createSkinAnalyzer(options: SkinAnalyzerOptions = {}): SkinAnalyzer {
  const detectionSize = options.detectionSize ?? 640;
  const measurementPupilPx = options.measurementPupilPx ?? 128;
  const maxInputPixels = options.maxInputPixels ?? 50_000_000;
  let detector: Promise<FaceDetector> | null = null;
  let closed = false;
  // The photo being analysed, then the ones waiting, chained one after another.
  let queue: Promise<unknown> = Promise.resolve();

  function faceDetector(): Promise<FaceDetector> {
    detector ??= acquireFaceDetector(options.modelDir).catch((error: unknown) => {
      // A failed load is retried by the next photo rather than remembered.
      detector = null;
      throw error;
    });
    return detector;
  }

  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new Error('The skin analyzer was closed'));
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  }

  async function analyzePhoto(input: Buffer): Promise<SkinAnalysis> {
    const photo = await openPhoto(input, maxInputPixels);
    const toDetection = Math.min(1, detectionSize / Math.max(photo.width, photo.height));
    const small = await render(photo, Math.max(1, Math.round(photo.width * toDetection)), Math.max(1, Math.round(photo.height * toDetection)));
    const faces = await (await faceDetector()).detect(small);
    if (faces.length === 0) throw new NoFaceError();
    const chosen = faces.reduce((best, face) => (area(face) > area(best) ? face : best));
    const sx = photo.width / small.width;
    const sy = photo.height / small.height;
    const landmarks = chosen.landmarks.map((p) => ({ x: p.x * sx, y: p.y * sy }));
    const pupilPx = faceFrame(landmarks).d;

    const crop = await cropFace(photo, landmarks, pupilPx, measurementPupilPx);
    const regions = faceRegions(landmarks.map(crop.toCrop), crop.image.width, crop.image.height);
    const assessment = assessQuality({
      ...(await measurePhotoQuality(crop.image, regions)),
      interPupilPx: pupilPx,
      faces: faces.length,
      detectionScore: chosen.score,
    });
    if (assessment.problem) throw new PoorImageError(assessment.problem.reason, assessment.problem.detail);

    const pxPerCm = regions.frame.d / INTER_PUPIL_CM;
    const measurements = measureSkin(crop.image, regions.masks, pxPerCm, regions.frame.v);
    // A black-and-white photo has no skin colour to measure; every colour parameter would be made up.
    if (measurements.skinChroma < 3) throw new PoorImageError('no-colour', 'The photo has no colour, so skin colour cannot be measured.');
    const skin = assessSkin(measurements, assessment.confidence);
    return {
      face: {
        box: { x: roundTo(chosen.box.x * sx, 1), y: roundTo(chosen.box.y * sy, 1), width: roundTo(chosen.box.width * sx, 1), height: roundTo(chosen.box.height * sy, 1) },
        landmarks: landmarks.length,
        score: roundTo(chosen.score, 3),
      },
      regions: REGION_NAMES.map((name) => ({
        name,
        area: Math.round(measurements.regionAreas[name] / crop.scale ** 2),
        areaCm2: roundTo(measurements.regionAreas[name] / pxPerCm ** 2, 1),
        polygon: regions.polygons[name].map(crop.toPhoto).map((p) => ({ x: roundTo(p.x, 1), y: roundTo(p.y, 1) })),
      })),
      parameters: toParameters(measurements),
      skinTone: { ita: roundTo(measurements.ita, 1), category: measurements.itaCategory },
      quality: assessment.quality,
      confidence: assessment.confidence,
      diagnosis: skin.diagnosis,
      recommendations: skin.recommendations,
      concerns: skin.concerns,
      modelUsed: MODEL_USED,
      image: { width: photo.width, height: photo.height },
    };
  }

  return {
    analyze: (input: Buffer) => inTurn(() => analyzePhoto(input)),
    // One pass over a blank picture compiles the wasm kernels, so the first real photo is not slower.
    warmUp: () => inTurn(async () => void (await (await faceDetector()).detect(createRgbImage(320, 240, [128, 128, 128])))),
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await queue;
      await detector?.then((d) => d.release(), () => undefined);
    },
  };
}
