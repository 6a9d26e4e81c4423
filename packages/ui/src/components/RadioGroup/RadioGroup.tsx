import { createContext, use, useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface GroupState {
  name: string;
  value: string | undefined;
  disabled: boolean;
  required: boolean;
  choose(value: string): void;
}

const RadioGroupContext = createContext<GroupState | null>(null);

export interface RadioGroupProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The radios' form name; one of the group's own when left out. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * Native radios in the theme, named as one group: arrow keys move and choose, Tab leaves the group,
 * and nothing runs to hydrate them. Name it with aria-label or aria-labelledby.
 */
export function RadioGroup({ value, defaultValue, onValueChange, name, disabled = false, required = false, className, children, ...props }: RadioGroupProps) {
  const ownName = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const group: GroupState = {
    name: name ?? ownName,
    value: value ?? uncontrolled,
    disabled,
    required,
    choose(next) {
      setUncontrolled(next);
      onValueChange?.(next);
    },
  };
  return (
    <div role="radiogroup" data-slot="radio-group" aria-required={required || undefined} aria-disabled={disabled || undefined} className={cn('grid gap-3', className)} {...props}>
      <RadioGroupContext value={group}>{children}</RadioGroupContext>
    </div>
  );
}

export interface RadioGroupItemProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'name' | 'checked' | 'defaultChecked'> {
  value: string;
}

/** One radio of the RadioGroup around it; pair it with a Label (htmlFor its id). */
export function RadioGroupItem({ value, disabled, className, onChange, ...props }: RadioGroupItemProps) {
  const group = use(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem must be inside a RadioGroup');
  return (
    <input
      type="radio"
      data-slot="radio-group-item"
      name={group.name}
      value={value}
      checked={group.value === value}
      required={group.required}
      disabled={group.disabled || disabled}
      onChange={(event) => {
        onChange?.(event);
        if (event.target.checked) group.choose(value);
      }}
      className={cn(
        // Always a circle (a brand's square radius would make it read as a checkbox); the outline keeps 3:1.
        'size-5 shrink-0 cursor-pointer appearance-none rounded-[50%] border border-muted-foreground bg-surface shadow-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger checked:border-primary checked:bg-[radial-gradient(circle,var(--color-primary)_0_5px,transparent_5.5px)]',
        className,
      )}
      {...props}
    />
  );
}
