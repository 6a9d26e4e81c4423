import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const componentsDir = join(import.meta.dirname, 'components');
const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicDoor = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8');

describe.each(components)('%s', (name) => {
  it('has its component, stories, tests and index, and is exported by the package', () => {
    for (const file of [`${name}.tsx`, `${name}.stories.tsx`, `${name}.test.tsx`, 'index.ts']) {
      expect(existsSync(join(componentsDir, name, file)), `${name}/${file}`).toBe(true);
    }
    expect(publicDoor).toContain(`export * from './components/${name}';`);
  });

  it('has a story in the second theme', () => {
    expect(readFileSync(join(componentsDir, name, `${name}.stories.tsx`), 'utf8')).toMatch(/SecondTheme/);
  });
});
