// Loaded only when the camera opens (a dynamic import): face-api with TensorFlow.js is about 1.3 MB,
// and its weights and WebAssembly come from this server (`faceModelsPath`, `tfjsWasmPath`), never a CDN.
import { faceModelsPath, tfjsWasmPath } from '@nyansa/contract';
import { checkCapture, faceSample, faceSharpness, greyLevels, measureFaceLight, type Box, type CaptureAssessment, type Point } from '@nyansa/skin-analysis/capture';
import * as faceapi from '@vladmandic/face-api';

// The analysis's own detector settings (packages/skin-analysis/src/detector.ts): SSD MobileNet v1, score 0.5 and up.
const detectorOptions = new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5, maxResults: 1 });
/** The detector confirms the face at least this often; between, the landmark net follows it (about 10x cheaper). */
const redetectMs = 1000;

/** The tfjs calls face-api's bundle has but leaves out of its type declarations. */
interface TfRuntime {
  setWasmPaths(prefix: string): void;
  setBackend(name: string): Promise<boolean>;
}

export interface FaceTracker {
  /** The camera checks on the video's current frame, in its own pixels. */
  assess(video: HTMLVideoElement): Promise<CaptureAssessment>;
}

const boundsOf = (points: readonly Point[]): Box => {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
};

/** On WebGL where the browser has it, else on WebAssembly (the analysis's own backend), else on plain JavaScript. */
async function chooseBackend(): Promise<void> {
  const tf = faceapi.tf as unknown as TfRuntime;
  const webgl = document.createElement('canvas').getContext('webgl2') !== null;
  if (webgl && (await tf.setBackend('webgl').catch(() => false))) return;
  tf.setWasmPaths(`${tfjsWasmPath}/`);
  if (await tf.setBackend('wasm').catch(() => false)) return;
  await tf.setBackend('cpu');
}

/** Loads the detector and the landmark net. */
export async function loadFaceTracker(): Promise<FaceTracker> {
  await chooseBackend();
  await Promise.all([faceapi.nets.ssdMobilenetv1.loadFromUri(faceModelsPath), faceapi.nets.faceLandmark68Net.loadFromUri(faceModelsPath)]);
  const sampleCanvas = document.createElement('canvas');
  const context = sampleCanvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read camera frames');
  // The last face: the detector's box, the landmarks' bounds in it, and when the detector last saw it.
  let last: { box: Box; marks: Box; at: number } | null = null;

  async function detect(video: HTMLVideoElement): Promise<Point[] | null> {
    const found = await faceapi.detectSingleFace(video, detectorOptions).withFaceLandmarks();
    if (!found) return null;
    const landmarks = found.landmarks.positions.map(({ x, y }) => ({ x, y }));
    const { x, y, width, height } = found.detection.box;
    last = { box: { x, y, width, height }, marks: boundsOf(landmarks), at: performance.now() };
    return landmarks;
  }

  /** The landmark net on the last face's box, moved and scaled as the landmarks moved; null when it left the frame. */
  async function follow(video: HTMLVideoElement, from: { box: Box; marks: Box; at: number }): Promise<Point[] | null> {
    const { box } = from;
    const left = Math.max(0, Math.round(box.x));
    const top = Math.max(0, Math.round(box.y));
    const width = Math.min(video.videoWidth, Math.round(box.x + box.width)) - left;
    const height = Math.min(video.videoHeight, Math.round(box.y + box.height)) - top;
    if (width < 16 || height < 16) return null;
    const [face] = await faceapi.extractFaces(video, [new faceapi.Rect(left, top, width, height)]);
    if (!face) return null;
    const found = (await faceapi.nets.faceLandmark68Net.detectLandmarks(face)) as faceapi.FaceLandmarks68;
    const landmarks = found.positions.map(({ x, y }) => ({ x: x + left, y: y + top }));
    const marks = boundsOf(landmarks);
    const scale = marks.width / from.marks.width;
    const shift = { x: marks.x + marks.width / 2 - (from.marks.x + from.marks.width / 2), y: marks.y + marks.height / 2 - (from.marks.y + from.marks.height / 2) };
    const centre = { x: box.x + box.width / 2 + shift.x, y: box.y + box.height / 2 + shift.y };
    last = { box: { x: centre.x - (box.width * scale) / 2, y: centre.y - (box.height * scale) / 2, width: box.width * scale, height: box.height * scale }, marks, at: from.at };
    return landmarks;
  }

  return {
    async assess(video) {
      const frame = { width: video.videoWidth, height: video.videoHeight };
      const landmarks = last && performance.now() - last.at < redetectMs ? await follow(video, last) : await detect(video);
      if (!landmarks) {
        last = null;
        return checkCapture({ frame, landmarks: null }, 'camera');
      }
      // Light and sharpness on a small grey copy of the face, as the server measures an upload.
      const sample = faceSample(landmarks, frame);
      sampleCanvas.width = sample.width;
      sampleCanvas.height = sample.height;
      const { x, y, width, height } = sample.source;
      context.drawImage(video, x, y, width, height, 0, 0, sample.width, sample.height);
      const grey = greyLevels(context.getImageData(0, 0, sample.width, sample.height).data, 4);
      return checkCapture(
        {
          frame,
          landmarks,
          light: measureFaceLight(grey, sample.width, sample.height, sample.landmarks),
          sharpness: faceSharpness(grey, sample.width, sample.height, sample.landmarks),
        },
        'camera',
      );
    },
  };
}
