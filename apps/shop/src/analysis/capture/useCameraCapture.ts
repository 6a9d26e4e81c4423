import type { CaptureAssessment } from '@nyansa/skin-analysis/capture';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FaceTracker } from './faceTracker';

/** At most 8 checks a second: the guidance needs 5 or more (a detection each second takes longer), and should not take the whole device. */
const checkIntervalMs = 1000 / 8;

export type CameraStatus =
  /** Looking for a camera. */
  | 'probing'
  /** No camera (or no camera API): upload only. */
  | 'unavailable'
  | 'ready'
  /** Asking for the camera and loading the face model. */
  | 'starting'
  | 'live'
  /** The camera was refused or failed; `error` says so. */
  | 'failed';

export interface CameraCapture {
  status: CameraStatus;
  error: string | null;
  /** Attach to the <video> that shows the camera. */
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** The latest checks of the live frame; null before the first. */
  assessment: CaptureAssessment | null;
  /** Checks made in the last second. */
  checksPerSecond: number;
  open: () => Promise<void>;
  close: () => void;
  /** The current frame as a JPEG file, at the camera's full resolution. */
  takePhoto: () => Promise<File>;
}

const hasCameraApi = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

async function cameraPresent(): Promise<boolean> {
  if (!hasCameraApi()) return false;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

function cameraError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'The camera was not allowed. Allow it in your browser, or upload a photo instead.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found. Upload a photo instead.';
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it, or upload a photo instead.';
  return 'The camera could not be started. Upload a photo instead.';
}

/**
 * The shop's camera: opens it (getUserMedia), loads the face model only then, and runs the capture
 * checks of `@nyansa/skin-analysis/capture` on the live video several times a second.
 */
export function useCameraCapture(): CameraCapture {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const runRef = useRef(0);
  const [status, setStatus] = useState<CameraStatus>('probing');
  const [error, setError] = useState<string | null>(null);
  const [assessment, setAssessment] = useState<CaptureAssessment | null>(null);
  const [checksPerSecond, setChecksPerSecond] = useState(0);

  useEffect(() => {
    let current = true;
    void cameraPresent().then((present) => {
      if (current) setStatus((now) => (now === 'probing' ? (present ? 'ready' : 'unavailable') : now));
    });
    return () => {
      current = false;
    };
  }, []);

  const close = useCallback(() => {
    runRef.current += 1;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setAssessment(null);
    setChecksPerSecond(0);
    setStatus((now) => (now === 'unavailable' ? now : 'ready'));
  }, []);

  // The camera goes off with the page.
  useEffect(() => () => {
    runRef.current += 1;
    streamRef.current?.getTracks().forEach((track) => track.stop());
  }, []);

  const guide = useCallback(async (run: number, tracker: FaceTracker, video: HTMLVideoElement) => {
    const times: number[] = [];
    while (runRef.current === run) {
      const started = performance.now();
      if (video.readyState >= 2 && video.videoWidth > 0) {
        const checks = await tracker.assess(video);
        if (runRef.current !== run) return;
        setAssessment(checks);
        const now = performance.now();
        times.push(now);
        while (times.length > 0 && times[0]! < now - 1000) times.shift();
        setChecksPerSecond(times.length);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, checkIntervalMs - (performance.now() - started))));
    }
  }, []);

  const open = useCallback(async () => {
    const run = (runRef.current += 1);
    setError(null);
    setStatus('starting');
    try {
      const [stream, tracker] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false }),
        import('./faceTracker').then(({ loadFaceTracker }) => loadFaceTracker()),
      ]);
      if (runRef.current !== run) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) throw new Error('The camera view is not on the page');
      video.srcObject = stream;
      await video.play();
      setStatus('live');
      void guide(run, tracker, video);
    } catch (failure) {
      if (runRef.current !== run) return;
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      setError(cameraError(failure));
      setStatus('failed');
    }
  }, [guide]);

  const takePhoto = useCallback(async (): Promise<File> => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) throw new Error('The camera is not running');
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    if (!blob) throw new Error('The photo could not be taken');
    return new File([blob], 'camera-photo.jpg', { type: 'image/jpeg' });
  }, []);

  return { status, error, videoRef, assessment, checksPerSecond, open, close, takePhoto };
}
