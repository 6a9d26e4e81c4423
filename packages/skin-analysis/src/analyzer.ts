import { CAPTURE_CHECKS, checkCapture, faceSample, faceSharpness, greyLevels, measureFaceLight, type CaptureCheckResult, type FaceLight } from './capture';
import { DETAIL_REGIONS, detailNotMeasured, measureDetail, type DetailTile } from './detail';
import { acquireFaceDetector, type DetectedFace, type FaceDetector } from './detector';
import { NoFaceError, PoorImageError, NO_COLOUR_MESSAGE, type UnusablePhotoReason } from './errors';
import { boundingBox, DETAIL_MIN_PUPIL_PX, faceFrame, type Box, type ImageSize, type Point, type Polygon } from './geometry';
import { createRgbImage, type RgbImage } from './image';
import { unionMasks } from './masks';
import { INTER_PUPIL_CM, measureColour, type SkinParameter } from './measure';
import { traceOutline } from './outline';
import { SKIN_MODEL, type SkinModel } from './model';
import { measuredParameters, rounded } from './parameters';
import { cropped, openPhoto, render, resized, type Photo } from './photo';
import { assessQuality, type ImageQuality } from './quality';
import { faceGeometry, faceRegions, regionMasks, type Rect } from './regions';
import { roundTo } from './round';
import { assessSkin, type SkinConcern } from './rules';
import { concernScores, FACE_MAP_REGIONS, regionScores, SKIN_TONE_TEXT, type ConcernScores, type FaceMapRegionName, type RegionMeasure, type SkinTone } from './scores';

export interface SkinAnalyzerOptions {
  /** Folder with face-api's weight files; defaults to the one shipped in @vladmandic/face-api. */
  modelDir?: string;
  /** Longest side (px) of the copy the face detector sees. */
  detectionSize?: number;
  /** Pupil distance (px) the face is scaled down to for the colour measures, whose medians need no more. */
  measurementPupilPx?: number;
  /** Largest pupil distance (px) at which spots, blemishes and texture are measured; larger faces are scaled down to it. */
  maxDetailPupilPx?: number;
  /** Photos with more pixels than this are refused before decoding. */
  maxInputPixels?: number;
}

/** One measured region drawn on the photo. */
export interface FaceMapRegion {
  name: FaceMapRegionName;
  /** In words, from the person's own point of view ('Left cheek' is on the right of the photo). */
  label: string;
  /** Outline of the area measured (after the face edge, eyes, brows, lips and hairline are cut out), in pixels of the EXIF-rotated photo. */
  polygon: Polygon;
  /** Skin pixels measured, in pixels of the photo, and in cm². */
  area: number;
  areaCm2: number;
  /** The lowest score of its measures, 0..100, or null when none could be scored. */
  score: number | null;
  measures: RegionMeasure[];
}

export interface SkinAnalysis {
  /** Size of the (EXIF-rotated) photo, the space of every coordinate here. */
  image: ImageSize;
  face: {
    box: Box;
    landmarks: number;
    /** Detector confidence, 0..1. */
    score: number;
  };
  /** The face map: forehead, cheeks, nose, chin, under-eyes and T-zone, in FACE_MAP_REGIONS order; scale with scaleGeometry. */
  regions: FaceMapRegion[];
  /** One score per concern (SCORED_CONCERNS), or null with the reason. */
  scores: ConcernScores;
  /** Null when too little of forehead and cheeks could be seen. */
  skinTone: SkinTone | null;
  /** Every measured parameter by name (`skin_tone_ita`, `redness_left_cheek`, `t_zone_shine`, ...). */
  parameters: Record<string, SkinParameter>;
  /** How many parameters this photo really gave: the keys of `parameters`. */
  parameterCount: number;
  quality: ImageQuality;
  /** How far the measurements can be trusted, 0..1 (detector score and image quality). */
  confidence: number;
  /** The primary finding, one short sentence. */
  headline: string;
  /** The headline, the skin tone, what was not measured and the cosmetic note. */
  diagnosis: string;
  /** Plain sentences, ready to be numbered. */
  recommendations: string[];
  concerns: SkinConcern[];
  model: SkinModel;
}

export interface SkinAnalyzer {
  /**
   * Analyses one photo (JPEG, PNG, WebP...); photos sent together wait their turn, one at a time.
   * Throws NoFaceError, PoorImageError (with the capture checks that failed) or UnreadableImageError.
   */
  analyze: (image: Buffer) => Promise<SkinAnalysis>;
  /** Loads the models and runs them once now (for example at server start) instead of on the first photo. */
  warmUp: () => Promise<void>;
  /** Releases the models once no other analyzer uses them (and the photo being analysed is done). */
  close: () => Promise<void>;
}

const area = (face: DetectedFace): number => face.box.width * face.box.height;

/** Which of the upload's failed checks names the refusal in logs (the error lists them all). */
function reasonOf(check: CaptureCheckResult): Exclude<UnusablePhotoReason, 'no-face'> {
  if (check.failure === 'dark') return 'too-dark';
  if (check.failure === 'bright') return 'too-bright';
  if (check.failure === 'uneven') return 'uneven-light';
  if (check.failure === 'blurred') return 'too-blurry';
  if (check.failure === 'turned' || check.failure === 'tilted') return 'head-turned';
  return 'too-small';
}

/** The part of the photo around a face: room above the brows for the forehead, a little on the other sides. */
function faceRect(photo: Photo, landmarks: readonly Point[], pupilPx: number): Rect {
  const box = boundingBox(landmarks);
  const left = Math.max(0, Math.floor(box.x - 0.25 * pupilPx));
  const top = Math.max(0, Math.floor(box.y - 0.9 * pupilPx));
  const right = Math.min(photo.width, Math.ceil(box.x + box.width + 0.25 * pupilPx));
  const bottom = Math.min(photo.height, Math.ceil(box.y + box.height + 0.2 * pupilPx));
  if (right - left < 16 || bottom - top < 16) {
    throw new PoorImageError('too-small', 'Too little of the face is inside the photo.', [{ check: 'face-centred', message: CAPTURE_CHECKS['face-centred'].failures['cut-off'] }]);
  }
  return { left, top, width: right - left, height: bottom - top };
}

/** Pixels of a face rectangle at a scale, with the mapping from and to photo pixels. */
interface Scaled {
  image: RgbImage;
  toImage: (p: Point) => Point;
  toPhoto: (p: Point) => Point;
}

function scaledView(image: RgbImage, rect: Rect): Scaled {
  const sx = image.width / rect.width;
  const sy = image.height / rect.height;
  return { image, toImage: (p) => ({ x: (p.x - rect.left) * sx, y: (p.y - rect.top) * sy }), toPhoto: (p) => ({ x: rect.left + p.x / sx, y: rect.top + p.y / sy }) };
}

/** Light and sharpness of the face from a small grey copy, as the shop's camera guidance measures them. */
async function frameStatistics(view: Scaled, landmarks: readonly Point[]): Promise<{ light: FaceLight; sharpness: number }> {
  const sample = faceSample(landmarks, view.image);
  const { x, y, width, height } = sample.source;
  const small = await resized(cropped(view.image, { left: x, top: y, width, height }), sample.width, sample.height);
  const grey = greyLevels(small.data, 3);
  return { light: measureFaceLight(grey, sample.width, sample.height, sample.landmarks), sharpness: faceSharpness(grey, sample.width, sample.height, sample.landmarks) };
}

/** One detail region at a time, on the photo's own pixels: its box and its mask over that box. */
function* detailTiles(image: RgbImage, landmarks: readonly Point[]): Generator<DetailTile> {
  const geometry = faceGeometry(landmarks);
  for (const name of DETAIL_REGIONS) {
    const box = boundingBox(geometry.polygons[name]);
    const left = Math.max(0, Math.floor(box.x));
    const top = Math.max(0, Math.floor(box.y));
    const right = Math.min(image.width, Math.ceil(box.x + box.width) + 1);
    const bottom = Math.min(image.height, Math.ceil(box.y + box.height) + 1);
    if (right - left < 2 || bottom - top < 2) continue;
    const rect = { left, top, width: right - left, height: bottom - top };
    yield { name, image: cropped(image, rect), mask: regionMasks(geometry, [name], rect)[name]! };
  }
}

const toPolygon = (points: readonly Point[], view: Scaled): Polygon => points.map(view.toPhoto).map((p): [number, number] => [roundTo(p.x, 1), roundTo(p.y, 1)]);

/**
 * Creates an analyzer that works in the calling thread. The face models load lazily on the first
 * photo, once, and are reused. Photos are analysed one at a time: the work is CPU-bound, so a
 * second one at once would only add memory. A server runs it off its main thread with
 * createSkinAnalyzerWorker.
 */
export function createSkinAnalyzer(options: SkinAnalyzerOptions = {}): SkinAnalyzer {
  const detectionSize = options.detectionSize ?? 640;
  const measurementPupilPx = options.measurementPupilPx ?? 128;
  const maxDetailPupilPx = Math.max(measurementPupilPx, options.maxDetailPupilPx ?? 1024);
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

    // The face at the photo's own resolution (up to maxDetailPupilPx) for detail, and smaller for colour.
    const rect = faceRect(photo, landmarks, pupilPx);
    const at = (scale: number): ImageSize => ({ width: Math.max(1, Math.round(rect.width * scale)), height: Math.max(1, Math.round(rect.height * scale)) });
    const detailSize = at(Math.min(1, maxDetailPupilPx / pupilPx));
    const detailImage = await render(photo, detailSize.width, detailSize.height, rect);
    const overviewSize = at(Math.min(1, measurementPupilPx / pupilPx));
    const overview = scaledView(await resized(detailImage, overviewSize.width, overviewSize.height), rect);
    const overviewLandmarks = landmarks.map(overview.toImage);

    const statistics = await frameStatistics(overview, overviewLandmarks);
    const capture = checkCapture({ frame: photo, landmarks, ...statistics }, 'upload');
    const failed = capture.checks.filter((check) => check.status === 'fail');
    if (failed.length > 0) {
      throw new PoorImageError(reasonOf(failed[0]!), failed.map((check) => check.message).join(' '), failed.map((check) => ({ check: check.id, message: check.message! })));
    }
    const assessment = assessQuality({ ...statistics, interPupilPx: pupilPx, faces: faces.length, detectionScore: chosen.score });

    const regions = faceRegions(overviewLandmarks, overview.image.width, overview.image.height);
    const overviewPxPerCm = regions.frame.d / INTER_PUPIL_CM;
    const colour = measureColour(overview.image, regions.masks, overviewPxPerCm, regions.frame.v);
    // A black-and-white photo has no skin colour to measure; every colour parameter would be made up.
    if (colour.measurements.skinChroma < 3) throw new PoorImageError('no-colour', 'The photo has no colour, so skin colour cannot be measured.', [{ check: 'colour', message: NO_COLOUR_MESSAGE }]);

    const detailView = scaledView(detailImage, rect);
    const detailLandmarks = landmarks.map(detailView.toImage);
    const detail =
      pupilPx >= DETAIL_MIN_PUPIL_PX
        ? measureDetail(detailTiles(detailImage, detailLandmarks), faceFrame(detailLandmarks).d / INTER_PUPIL_CM, colour.skinFilter.reference, regions.frame.v)
        : detailNotMeasured();
    const measurements = { ...colour.measurements, ...detail };
    const measured = measuredParameters(measurements);
    const skin = assessSkin(measurements, assessment.confidence);

    const scored = regionScores(measured);
    const overviewScale = overview.image.width / rect.width;
    const tolerance = Math.max(0.75, 0.012 * regions.frame.d);
    const { extents } = colour;
    const outlineOf = (name: FaceMapRegionName) =>
      traceOutline(name === 't_zone' ? unionMasks([extents.forehead, extents.glabella, extents.nose], overview.image.width, overview.image.height) : extents[name], tolerance);
    const skinPixels = (name: FaceMapRegionName): number => (name === 't_zone' ? measurements.tZoneArea : measurements.regionAreas[name]);
    const tone = Number.isFinite(measurements.ita) ? { ita: roundTo(measurements.ita, 1), category: measurements.itaCategory, ...SKIN_TONE_TEXT } : null;
    const parameters = Object.fromEntries(Object.entries(measured).map(([name, parameter]) => [name, rounded(parameter)]));
    return {
      image: { width: photo.width, height: photo.height },
      face: {
        box: { x: roundTo(chosen.box.x * sx, 1), y: roundTo(chosen.box.y * sy, 1), width: roundTo(chosen.box.width * sx, 1), height: roundTo(chosen.box.height * sy, 1) },
        landmarks: landmarks.length,
        score: roundTo(chosen.score, 3),
      },
      regions: FACE_MAP_REGIONS.map((name) => ({
        name,
        label: scored[name].label,
        polygon: toPolygon(outlineOf(name), overview),
        area: Math.round(skinPixels(name) / overviewScale ** 2),
        areaCm2: roundTo(skinPixels(name) / overviewPxPerCm ** 2, 1),
        score: scored[name].score,
        measures: scored[name].measures,
      })),
      scores: concernScores(measured, detail.detailResolved),
      skinTone: tone,
      parameters,
      parameterCount: Object.keys(parameters).length,
      quality: assessment.quality,
      confidence: assessment.confidence,
      headline: skin.headline,
      diagnosis: skin.diagnosis,
      recommendations: skin.recommendations,
      concerns: skin.concerns,
      model: SKIN_MODEL,
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
