// The shop's error branches stay few: a failed call is handled through data/failure.ts's attempt()
// (one catch for every call) rather than a try/catch at each call site.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = join(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the shop’s error branches', () => {
  it('are at most 25 catch clauses (try/catch and .catch) outside the tests', () => {
    const catches = sourceFiles(sourceDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bcatch\s*[({]|\.catch\(/g)].map(() => file.slice(sourceDir.length + 1)),
    );
    expect(catches.length, catches.join('\n')).toBeLessThanOrEqual(25);
  });
});
