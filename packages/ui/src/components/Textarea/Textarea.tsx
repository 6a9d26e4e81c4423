import { useEffect, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClassName } from '../Input';

/** A multi-line text field with the field look; it grows by hand (resize) and keeps a minimum height. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClassName, 'h-auto min-h-28 resize-y', className)} {...props} />;
}

/** '4,000': thousands grouped by hand, as formatPrice does (an Intl formatter costs its locale data at first use). */
function grouped(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '3,880 characters left', '1 character too many': what the counter says. */
export function characterCountText(length: number, limit: number): string {
  const left = limit - length;
  const count = Math.abs(left);
  const noun = count === 1 ? 'character' : 'characters';
  return left >= 0 ? `${grouped(count)} ${noun} left` : `${grouped(count)} ${noun} too many`;
}

export interface CharacterCountProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Characters written so far. */
  length: number;
  limit: number;
  /** Id of the visible counter: point the field's aria-describedby at it. */
  counterId: string;
  /** How long typing must pause before a screen reader hears the count. */
  announceDelayMs?: number;
}

/**
 * The live counter under a limited field. Text past the limit is kept (never cut) and the counter
 * says how many characters are too many; screen readers hear the count once typing pauses,
 * not on every key.
 */
export function CharacterCount({ length, limit, counterId, announceDelayMs = 1000, className, ...props }: CharacterCountProps) {
  const text = characterCountText(length, limit);
  const over = length > limit;
  const [announced, setAnnounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), announceDelayMs);
    return () => clearTimeout(timer);
  }, [text, announceDelayMs]);
  return (
    <div data-slot="character-count" data-over={over || undefined} className={cn('text-sm tabular-nums', className)} {...props}>
      {/* Read through the field's description; the live copy below announces changes. */}
      <p id={counterId} aria-hidden="true" className={over ? 'font-medium text-danger' : 'text-muted-foreground'}>
        {text}
      </p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
