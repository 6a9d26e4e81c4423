import { Button } from '@nyansa/ui';
import { Camera } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { CameraCapture as Capture } from './useCameraCapture';
import { CaptureChecklist } from './CaptureChecklist';

interface CameraCaptureProps {
  camera: Capture;
  /** The photo the shutter took. */
  onCapture: (photo: File) => void;
  disabled?: boolean;
}

/**
 * The camera view with a face outline, the live checks and the shutter, enabled only when every
 * check passes. Shown while the camera is starting, live, or failed (with the reason).
 */
export function CameraCapture({ camera, onCapture, disabled = false }: CameraCaptureProps) {
  const { status, error, videoRef, assessment, checksPerSecond } = camera;
  const titleId = useId();
  const [taking, setTaking] = useState(false);
  const ready = status === 'live' && assessment?.ready === true;

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
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <h3 id={titleId} className="font-medium">
        Take a photo
      </h3>
      {status === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <>
          <div className="relative mx-auto w-full max-w-md overflow-hidden rounded-md bg-black">
            {/* Mirrored like a mirror; the photo itself is taken unmirrored. */}
            <video ref={videoRef} muted playsInline className="block w-full -scale-x-100" aria-label="Camera view" />
            <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden className="pointer-events-none absolute inset-0 size-full">
              <ellipse cx="50" cy="48" rx="24" ry="36" fill="none" stroke={ready ? 'var(--color-success)' : 'white'} strokeWidth="0.8" strokeDasharray={ready ? undefined : '3 2'} vectorEffect="non-scaling-stroke" />
            </svg>
          </div>
          {status === 'starting' ? (
            <p role="status" className="text-sm text-muted-foreground">
              Starting the camera…
            </p>
          ) : (
            <CaptureChecklist assessment={assessment} checksPerSecond={checksPerSecond} />
          )}
        </>
      )}
      <div className="flex flex-wrap gap-3">
        {status !== 'failed' ? (
          <Button onClick={() => void shoot()} disabled={!ready || disabled} loading={taking}>
            <Camera aria-hidden />
            Take photo
          </Button>
        ) : null}
        <Button variant="outline" onClick={camera.close}>
          {status === 'failed' ? 'Close' : 'Cancel'}
        </Button>
      </div>
    </section>
  );
}
