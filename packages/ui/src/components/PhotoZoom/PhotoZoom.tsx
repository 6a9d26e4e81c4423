import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import { useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Dialog, DialogContent, DialogTrigger } from '../Dialog';

/** The zoom steps of the enlarged photo, as a share of the dialog's width. */
export const photoZoomLevels = [1, 1.5, 2, 3, 4] as const;

export interface PhotoZoomProps extends Omit<ComponentProps<'figure'>, 'children' | 'title'> {
  src: string;
  alt: string;
  /** The dialog's title (its accessible name). */
  title: string;
  /** The button that opens the enlarged photo. */
  openLabel?: string;
  caption?: ReactNode;
}

/**
 * A photo shown large, with a button that opens it in a dialog where it can be zoomed in steps
 * (buttons, or + and - keys) and scrolled with the keyboard.
 */
export function PhotoZoom({ src, alt, title, openLabel = 'Enlarge photo', caption, className, ...props }: PhotoZoomProps) {
  const [step, setStep] = useState(0);
  const zoom = photoZoomLevels[step]!;
  const last = photoZoomLevels.length - 1;
  const zoomIn = () => setStep((current) => Math.min(last, current + 1));
  const zoomOut = () => setStep((current) => Math.max(0, current - 1));
  // + and - zoom anywhere in the dialog (the buttons do the same).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomIn();
    } else if (event.key === '-') {
      event.preventDefault();
      zoomOut();
    }
  };
  return (
    <figure data-slot="photo-zoom" className={cn('flex flex-col gap-2', className)} {...props}>
      <img src={src} alt={alt} className="max-h-[28rem] w-full rounded-md bg-muted object-contain" />
      <Dialog onOpenChange={(open) => (open ? setStep(0) : undefined)}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {caption ? <figcaption className="text-sm text-muted-foreground">{caption}</figcaption> : <span />}
          <DialogTrigger asChild>
            <Button variant="outline" size="sm">
              <Maximize2 aria-hidden="true" className="size-4" />
              {openLabel}
            </Button>
          </DialogTrigger>
        </div>
        <DialogContent title={title} className="max-w-4xl" onKeyDown={onKeyDown}>
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Zoom">
            <Button variant="outline" size="sm" onClick={zoomOut} disabled={step === 0}>
              <ZoomOut aria-hidden="true" className="size-4" />
              Zoom out
            </Button>
            <output aria-live="polite" className="min-w-14 text-center text-sm tabular-nums">
              {Math.round(zoom * 100)}%
            </output>
            <Button variant="outline" size="sm" onClick={zoomIn} disabled={step === last}>
              <ZoomIn aria-hidden="true" className="size-4" />
              Zoom in
            </Button>
          </div>
          <div
            role="region"
            aria-label={`${alt}, at ${Math.round(zoom * 100)}%`}
            // Focusable so a keyboard can scroll the zoomed photo (WCAG's scrollable region).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="max-h-[70vh] overflow-auto rounded-md bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img src={src} alt={alt} style={{ width: `${zoom * 100}%` }} className="h-auto max-w-none" />
          </div>
        </DialogContent>
      </Dialog>
    </figure>
  );
}
