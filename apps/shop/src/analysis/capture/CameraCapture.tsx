import type { CaptureAssessment } from '@nyansa/skin-analysis/capture';
import { CaptureGuide, type CaptureCheck } from '@nyansa/ui';
import { useEffect, useState } from 'react';
import type { CameraCapture as Capture } from './useCameraCapture';
import { useLiveChecks } from './useLiveChecks';

interface CameraCaptureProps {
  camera: Capture;
  /** The photo the shutter took. */
  onCapture: (photo: File) => void;
}

/** The checks as the guide lists them; one not measured yet (no face) is not passed. */
const guideChecks = (assessment: CaptureAssessment | null): CaptureCheck[] =>
  assessment?.checks.map(({ id, label, status, message }) => ({ id, label, passed: status === 'pass', message })) ?? [];

/**
 * The camera in @nyansa/ui's CaptureGuide: the live picture under a face outline, the checks in words,
 * and the shutter, enabled only when every check passes. The measured rate of checks is on the guide
 * as `data-checks-per-second`.
 */
export function CameraCapture({ camera, onCapture }: CameraCaptureProps) {
  const { status, error, videoRef, tracker } = camera;
  const { assessment, checksPerSecond } = useLiveChecks(videoRef, tracker, status === 'live');
  const [taking, setTaking] = useState(false);

  // Escape closes the camera.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') camera.close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [camera]);

  const shoot = async () => {
    setTaking(true);
    try {
      const photo = await camera.takePhoto();
      camera.close();
      onCapture(photo);
    } finally {
      setTaking(false);
    }
  };

  return (
    <CaptureGuide
      className="rounded-lg border border-border bg-surface p-4"
      data-checks-per-second={checksPerSecond}
      // Mirrored like a mirror; the photo itself is taken unmirrored.
      video={<video ref={videoRef} muted playsInline aria-label="Camera view" className="-scale-x-100" />}
      checks={status === 'live' ? guideChecks(assessment) : []}
      error={status === 'failed' ? error : null}
      capturing={taking}
      onCapture={() => void shoot()}
      onCancel={camera.close}
    />
  );
}
