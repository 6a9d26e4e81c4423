import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { classTokens, generate, outputFile, utilityOf } from '../scripts/merge-config';
import { cn } from '../src/lib/cn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The distinct utilities of the classes under `dir` that tailwind-merge's default configuration knows. */
function utilities(dir: string): string[] {
  return [...new Set(classTokens(path.join(root, dir)).map(utilityOf))].filter((utility) => twMerge(`${utility} ${utility}`) === utility);
}

describe('cn on the cut-down tailwind-merge configuration', () => {
  // Generating tries each of tailwind-merge's 379 groups alone: about 2 s, 9 s beside the stories' browsers.
  it('is generated from the current components and tailwind-merge', { timeout: 60_000 }, () => {
    expect(fs.readFileSync(outputFile, 'utf8'), 'run `npm run generate:merge-config -w @nyansa/ui`').toBe(generate());
  });

  it("merges every class a component writes with any class the components or the shop write as tailwind-merge's default does", { timeout: 60_000 }, () => {
    // Variants (`hover:`, `md:`) and `!` are read alike by both configurations: the utilities are what differ.
    const written = utilities('packages/ui/src');
    const passed = [...new Set([...written, ...utilities('apps/shop/src')])];
    let pairs = 0;
    const disagreements: string[] = [];
    for (const first of written) {
      for (const second of passed) {
        pairs += 1;
        const classes = `${first} ${second}`;
        if (cn(classes) !== twMerge(classes)) disagreements.push(`${classes}: ${cn(classes)} / ${twMerge(classes)}`);
      }
    }
    expect(pairs).toBeGreaterThan(100_000);
    expect(disagreements).toEqual([]);
  });

  it('lets a later class replace an earlier one of the same group, and keeps the others', () => {
    expect(cn('px-4 py-2 bg-primary text-sm', 'px-2 bg-[var(--brand)]')).toBe('py-2 text-sm px-2 bg-[var(--brand)]');
    expect(cn('px-4', 'p-1')).toBe('p-1');
    expect(cn('hover:bg-primary', 'bg-secondary')).toBe('hover:bg-primary bg-secondary');
  });
});
