import { Check, Minus } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'children'> {
  /** Controlled state; `'indeterminate'` shows a dash (a group partly chosen). */
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox in the theme: Space toggles it, it submits with a form, and it costs nothing to
 * hydrate. `checked="indeterminate"` shows a dash and reads as mixed. Pair it with a Label; `className`
 * goes to the box's wrapper (for its place in a row).
 */
export function Checkbox({ className, checked, defaultChecked, onCheckedChange, onChange, ref, ...props }: CheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const mixed = checked === 'indeterminate';
  // The dash is drawn from aria-checked (so the server's markup shows it); the property tells the browser.
  useEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <span data-slot="checkbox" className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        ref={(element) => {
          input.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        type="checkbox"
        checked={checked === undefined ? undefined : checked === true}
        defaultChecked={defaultChecked}
        aria-checked={mixed ? 'mixed' : undefined}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        className={cn(
          // The border uses muted-foreground: a control's outline needs 3:1 against the surface.
          'peer size-5 cursor-pointer appearance-none rounded-sm border border-muted-foreground bg-surface shadow-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger checked:border-primary checked:bg-primary aria-[checked=mixed]:border-primary aria-[checked=mixed]:bg-primary',
        )}
        {...props}
      />
      <Check aria-hidden="true" className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 stroke-[3] text-primary-foreground peer-checked:block" />
      <Minus aria-hidden="true" className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 stroke-[3] text-primary-foreground peer-aria-[checked=mixed]:block" />
    </span>
  );
}
