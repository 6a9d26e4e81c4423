import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bothDatabases, pgliteOnly } from './databases';

const apiRoot = path.resolve(import.meta.dirname, '..');

/** Every test file vitest.config.ts includes (src/**, test/**), relative to apps/api. */
function testFiles(): string[] {
  return ['src', 'test']
    .flatMap((dir) => fs.readdirSync(path.join(apiRoot, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file.split(path.sep).join('/')}`))
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

describe('the split of test files between the databases (test/databases.ts)', () => {
  it('puts every test file in exactly one list, and lists no file that does not exist', () => {
    const both = new Set(bothDatabases);
    const once = new Set(Object.keys(pgliteOnly));
    expect(both.size, 'a file twice in bothDatabases').toBe(bothDatabases.length);
    expect([...both].filter((file) => once.has(file)), 'in both lists').toEqual([]);
    const files = testFiles();
    expect(files.filter((file) => !both.has(file) && !once.has(file)), 'in neither list').toEqual([]);
    expect([...both, ...once].filter((file) => !files.includes(file)), 'listed but not there').toEqual([]);
  });

  it('gives a reason for every file run on PGlite only', () => {
    expect(Object.entries(pgliteOnly).filter(([, reason]) => reason.trim() === '')).toEqual([]);
  });
});
