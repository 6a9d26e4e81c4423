import { Camera, Check, X } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';

export interface CaptureCheck {
  /** Unique, e.g. 'face-size'. */
  id: string;
  /** The check in words, e.g. 'Face large enough'. */
  label: string;
  passed: boolean;
  /** When it fails: what to do ('Your face is too small in the picture: move closer.'). */
  message?: string | null;
}

export interface CaptureGuideProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The live camera picture (a <video> element), drawn under the face outline. */
  video: ReactNode;
  /** The live checks; none yet while the camera or the guide starts (the shutter stays disabled). */
  checks: readonly CaptureCheck[];
  onCapture: () => void;
  onCancel?: () => void;
  /** While the photo is being taken or sent. */
  capturing?: boolean;
  /** Shown instead of the checks when the camera cannot be used. */
  error?: string | null;
  heading?: string;
}

/** The camera view for a skin photo: the live picture with a face outline, each check passed or failed in words, and a shutter enabled only when all pass. */
export function CaptureGuide({ video, checks, onCapture, onCancel, capturing = false, error, heading = 'Take a photo', className, ...props }: CaptureGuideProps) {
  const statusId = useId();
  const failing = checks.filter((check) => !check.passed);
  const ready = !error && checks.length > 0 && failing.length === 0;
  const status = error
    ? error
    : checks.length === 0
      ? 'Starting the camera…'
      : ready
        ? 'All checks passed: hold still and take the photo.'
        : `${failing.length} of ${checks.length} checks not passed yet.`;
  return (
    <section data-slot="capture-guide" aria-label={heading} className={cn('flex flex-col gap-4', className)} {...props}>
      <h4 className="font-semibold">{heading}</h4>
      <div className="relative mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-lg bg-foreground [&_video]:size-full [&_video]:object-cover">
        {video}
        <svg aria-hidden="true" viewBox="0 0 300 400" preserveAspectRatio="none" className="pointer-events-none absolute inset-0 size-full">
          <ellipse
            cx={150}
            cy={190}
            rx={95}
            ry={130}
            fill="none"
            stroke={ready ? 'var(--ny-color-success)' : '#ffffff'}
            strokeWidth={ready ? 5 : 3}
            strokeDasharray={ready ? undefined : '10 8'}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <p id={statusId} role="status" className={cn('text-sm font-medium', error ? 'text-danger' : undefined)}>
        {status}
      </p>
      {!error && checks.length > 0 ? (
        <ul aria-label="Photo checks" className="flex flex-col gap-1 text-sm">
          {checks.map((check) => (
            <li key={check.id} data-passed={check.passed} className="flex items-start gap-2">
              {check.passed ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              )}
              <span>
                <span className="font-medium">{check.label}:</span> {check.passed ? 'passed' : 'not yet'}
                {!check.passed && check.message ? <span className="block text-muted-foreground">{check.message}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={onCapture} disabled={!ready || capturing} loading={capturing} aria-describedby={statusId}>
          <Camera aria-hidden="true" className="size-5" />
          Take photo
        </Button>
        {onCancel ? (
          <Button size="lg" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </section>
  );
}
