import { useCallback, useEffect, useRef, useState } from 'react';
import type { FaceTracker } from './faceTracker';

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
  /** The face model, loaded when the camera opened; the live checks run it (useLiveChecks). */
  tracker: FaceTracker | null;
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
 * The shop's camera: opens it (getUserMedia) and loads the face model only then; the camera view runs
 * the live checks with it (useLiveChecks), so a check re-renders that view alone.
 */
export function useCameraCapture(): CameraCapture {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const runRef = useRef(0);
  const [status, setStatus] = useState<CameraStatus>('probing');
  const [error, setError] = useState<string | null>(null);
  const [tracker, setTracker] = useState<FaceTracker | null>(null);

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
    setStatus((now) => (now === 'unavailable' ? now : 'ready'));
  }, []);

  // The camera goes off with the page.
  useEffect(() => () => {
    runRef.current += 1;
    streamRef.current?.getTracks().forEach((track) => track.stop());
  }, []);

  const open = useCallback(async () => {
    const run = (runRef.current += 1);
    setError(null);
    setStatus('starting');
    try {
      const [stream, loaded] = await Promise.all([
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
      setTracker(loaded);
      setStatus('live');
    } catch (failure) {
      if (runRef.current !== run) return;
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      setError(cameraError(failure));
      setStatus('failed');
    }
  }, []);

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

  return { status, error, videoRef, tracker, open, close, takePhoto };
}
