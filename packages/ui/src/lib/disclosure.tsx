import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface DisclosureProps {
  /** The button's words, e.g. 'How we measure this'. */
  label: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

/** A button that shows or hides more detail (Radix Collapsible): technical wording, tables behind charts. */
export function Disclosure({ label, children, defaultOpen = false, className }: DisclosureProps) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className={cn('text-sm', className)}>
      <Collapsible.Trigger className="group inline-flex items-center gap-1 rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-2 flex flex-col gap-2 text-muted-foreground">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
