import type { CaptureAssessment } from '@nyansa/skin-analysis/capture';
import { Check, Circle, X } from 'lucide-react';

// The live guidance in words. Kept in this one small component so it can give way to @nyansa/ui's CaptureGuide.

export function CaptureChecklist({ assessment, checksPerSecond }: { assessment: CaptureAssessment | null; checksPerSecond: number }) {
  if (!assessment) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Looking for your face…
      </p>
    );
  }
  const failing = assessment.checks.filter((check) => check.status === 'fail');
  return (
    <div className="flex flex-col gap-2" data-checks-per-second={checksPerSecond}>
      <p role="status" aria-live="polite" className="text-sm font-medium">
        {assessment.ready ? 'All checks passed: take the photo.' : failing.map((check) => check.message).join(' ')}
      </p>
      <ul aria-label="Photo checks" className="grid gap-1 text-sm sm:grid-cols-2">
        {assessment.checks.map((check) => (
          <li key={check.id} data-status={check.status} className="flex items-center gap-2">
            {check.status === 'pass' ? (
              <Check aria-hidden className="size-4 text-success" />
            ) : check.status === 'fail' ? (
              <X aria-hidden className="size-4 text-danger" />
            ) : (
              <Circle aria-hidden className="size-4 text-muted-foreground" />
            )}
            <span>
              {check.label}
              <span className="sr-only">: {check.status === 'pass' ? 'passed' : check.status === 'fail' ? 'not yet' : 'waiting'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
