// Loaded only when the camera opens (a dynamic import): face-api with TensorFlow.js is about 1.3 MB,
// and its weights come from this server (`faceModelsPath`), never from a CDN.
import { faceModelsPath } from '@nyansa/contract';
import { checkCapture, faceSample, faceSharpness, greyLevels, measureFaceLight, type CaptureAssessment, type Point } from '@nyansa/skin-analysis/capture';
import * as faceapi from '@vladmandic/face-api';

// The analysis's own detector settings (packages/skin-analysis/src/detector.ts): SSD MobileNet v1, score 0.5 and up.
const detectorOptions = new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5, maxResults: 1 });

export interface FaceTracker {
  /** The camera checks on the video's current frame, in its own pixels. */
  assess(video: HTMLVideoElement): Promise<CaptureAssessment>;
}

/** Loads the detector and landmark nets (on the TensorFlow.js backend the browser offers: WebGL, else CPU). */
export async function loadFaceTracker(): Promise<FaceTracker> {
  await Promise.all([faceapi.nets.ssdMobilenetv1.loadFromUri(faceModelsPath), faceapi.nets.faceLandmark68Net.loadFromUri(faceModelsPath)]);
  const sampleCanvas = document.createElement('canvas');
  const context = sampleCanvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read camera frames');

  return {
    async assess(video) {
      const frame = { width: video.videoWidth, height: video.videoHeight };
      const found = await faceapi.detectSingleFace(video, detectorOptions).withFaceLandmarks();
      if (!found) return checkCapture({ frame, landmarks: null }, 'camera');
      const landmarks: Point[] = found.landmarks.positions.map(({ x, y }) => ({ x, y }));
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
