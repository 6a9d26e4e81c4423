import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { mergeConfig } from './merge-config';

/** tailwind-merge on the class groups the components write (merge-config.ts says which and why). */
const twMerge = /* @__PURE__ */ createTailwindMerge(() => mergeConfig);

/** Merges class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
