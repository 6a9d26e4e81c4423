// Loaded only when the camera opens (a dynamic import): face-api with TensorFlow.js is about 1.3 MB,
// and its weights and WebAssembly come from this server (`faceModelsPath`, `tfjsWasmPath`), never a CDN.
import { faceModelsPath, tfjsWasmPath } from '@nyansa/contract';
import { checkCapture, faceSample, faceSharpness, greyLevels, measureFaceLight, type Box, type CaptureAssessment, type Point } from '@nyansa/skin-analysis/capture';
import * as faceapi from '@vladmandic/face-api';

/**
 * The detector's input side. The guidance only needs to find the face: the tiny detector at 224 px, several times
 * cheaper than the analysis's SSD MobileNet at 512, finds a face a fifth of the frame wide; the landmarks come from
 * the analysis's own 68-point net.
 */
const detectorSide = 224;
const detectorOptions = new faceapi.TinyFaceDetectorOptions({ inputSize: detectorSide, scoreThreshold: 0.5 });
/** The landmark net's input: the face is drawn at this size at most before it runs. */
const landmarkSide = 112;
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

/** The renderer a WebGL context names, unmasked where the browser tells it. */
function webglRenderer(): string | null {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return null;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return renderer;
}

/** On WebGL where a GPU runs it, else on WebAssembly (the analysis's own backend), else on plain JavaScript. */
async function chooseBackend(): Promise<void> {
  const tf = faceapi.tf as unknown as TfRuntime;
  const renderer = webglRenderer();
  // A WebGL drawn on the CPU (SwiftShader, llvmpipe: no GPU) is several times slower than WebAssembly.
  const gpu = renderer !== null && !/swiftshader|llvmpipe|softpipe|software/i.test(renderer);
  if (gpu && (await tf.setBackend('webgl').catch(() => false))) return;
  tf.setWasmPaths(`${tfjsWasmPath}/`);
  if (await tf.setBackend('wasm').catch(() => false)) return;
  await tf.setBackend('cpu');
}

interface View {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
}

function view(readBack: boolean): View {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: readBack });
  if (!context) throw new Error('This browser cannot read camera frames');
  return { canvas, context };
}

/** Draws `source` of the image into the view at `width` x `height` (the canvas is resized only when the size changes). */
function draw({ canvas, context }: View, frame: CanvasImageSource, source: Box, width: number, height: number): void {
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  context.drawImage(frame, source.x, source.y, source.width, source.height, 0, 0, width, height);
}

/** Loads the detector and the landmark net. */
export async function loadFaceTracker(): Promise<FaceTracker> {
  await chooseBackend();
  await Promise.all([faceapi.nets.tinyFaceDetector.loadFromUri(faceModelsPath), faceapi.nets.faceLandmark68Net.loadFromUri(faceModelsPath)]);
  // Copies of the frame, reused: the frame itself, then small ones: the whole frame for the detector, the face for the landmark net, the face in grey for light and sharpness.
  const frameView = view(false);
  const detectorView = view(false);
  const faceView = view(false);
  const sampleView = view(true);
  // The last face: the box the landmark net read it in, the landmarks' bounds in it, and when the detector last saw it.
  let last: { box: Box; marks: Box; at: number } | null = null;

  /**
   * The 68 landmarks of the face in `box`, in the frame's pixels; null when the box is (almost) outside the frame. The
   * face is drawn centred in the net's square input as face-api pads it, so every run has the same shapes (WebGL
   * compiles its programs per shape).
   */
  async function landmarksIn(frame: HTMLCanvasElement, box: Box): Promise<Point[] | null> {
    const left = Math.max(0, Math.floor(box.x));
    const top = Math.max(0, Math.floor(box.y));
    const width = Math.min(frame.width, Math.ceil(box.x + box.width)) - left;
    const height = Math.min(frame.height, Math.ceil(box.y + box.height)) - top;
    if (width < 16 || height < 16) return null;
    const scale = landmarkSide / Math.max(width, height);
    const offset = { x: (landmarkSide - width * scale) / 2, y: (landmarkSide - height * scale) / 2 };
    const { canvas, context } = faceView;
    if (canvas.width !== landmarkSide) canvas.width = canvas.height = landmarkSide;
    context.fillStyle = 'black';
    context.fillRect(0, 0, landmarkSide, landmarkSide);
    context.drawImage(frame, left, top, width, height, offset.x, offset.y, width * scale, height * scale);
    const found = (await faceapi.nets.faceLandmark68Net.detectLandmarks(canvas)) as faceapi.FaceLandmarks68;
    return found.positions.map(({ x, y }) => ({ x: left + (x - offset.x) / scale, y: top + (y - offset.y) / scale }));
  }

  async function detect(frame: HTMLCanvasElement): Promise<Point[] | null> {
    const scale = Math.min(1, detectorSide / Math.max(frame.width, frame.height));
    draw(detectorView, frame, { x: 0, y: 0, width: frame.width, height: frame.height }, Math.round(frame.width * scale), Math.round(frame.height * scale));
    const found = await faceapi.detectSingleFace(detectorView.canvas, detectorOptions);
    if (!found) return null;
    const { x, y, width, height } = found.box;
    const box = { x: x / scale, y: y / scale, width: width / scale, height: height / scale };
    const landmarks = await landmarksIn(frame, box);
    if (!landmarks) return null;
    last = { box, marks: boundsOf(landmarks), at: performance.now() };
    return landmarks;
  }

  /** The landmark net on the last face's box, moved and scaled as the landmarks moved; null when it left the frame. */
  async function follow(frame: HTMLCanvasElement, from: { box: Box; marks: Box; at: number }): Promise<Point[] | null> {
    const { box } = from;
    const landmarks = await landmarksIn(frame, box);
    if (!landmarks) return null;
    const marks = boundsOf(landmarks);
    const scale = marks.width / from.marks.width;
    const shift = { x: marks.x + marks.width / 2 - (from.marks.x + from.marks.width / 2), y: marks.y + marks.height / 2 - (from.marks.y + from.marks.height / 2) };
    const centre = { x: box.x + box.width / 2 + shift.x, y: box.y + box.height / 2 + shift.y };
    last = { box: { x: centre.x - (box.width * scale) / 2, y: centre.y - (box.height * scale) / 2, width: box.width * scale, height: box.height * scale }, marks, at: from.at };
    return landmarks;
  }

  /** The checks on one frame. */
  async function checkFrame(frame: HTMLCanvasElement): Promise<CaptureAssessment> {
    const size = { width: frame.width, height: frame.height };
    const landmarks = last && performance.now() - last.at < redetectMs ? await follow(frame, last) : await detect(frame);
    if (!landmarks) {
      last = null;
      return checkCapture({ frame: size, landmarks: null }, 'camera');
    }
    // Light and sharpness on a small grey copy of the face, as the server measures an upload.
    const sample = faceSample(landmarks, size);
    draw(sampleView, frame, sample.source, sample.width, sample.height);
    const grey = greyLevels(sampleView.context.getImageData(0, 0, sample.width, sample.height).data, 4);
    return checkCapture(
      {
        frame: size,
        landmarks,
        light: measureFaceLight(grey, sample.width, sample.height, sample.landmarks),
        sharpness: faceSharpness(grey, sample.width, sample.height, sample.landmarks),
      },
      'camera',
    );
  }

  return {
    async assess(video) {
      // One copy of the frame for every step: each drawing of the video converts a whole new frame to pixels (costly
      // without a GPU), and every step sees the same frame.
      const { videoWidth: width, videoHeight: height } = video;
      draw(frameView, video, { x: 0, y: 0, width, height }, width, height);
      return checkFrame(frameView.canvas);
    },
  };
}
