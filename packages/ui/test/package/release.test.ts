/*
 * The release checks on the packed tarball: publint (package.json and exports against the files),
 * Are the Types Wrong (every entry point's types resolve for ESM consumers), size-limit (a budget
 * per entry, .size-limit.json) and `npm publish --dry-run`.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { describe, expect, inject, it } from 'vitest';
import { run } from './run';

const uiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tarball = inject('tarball');

describe('the packed @nyansa/ui', () => {
  it('passes publint, warnings and suggestions included', async () => {
    const buffer = readFileSync(tarball);
    const { messages, pkg } = await publint({ pack: { tarball: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) }, level: 'suggestion', strict: true });
    expect(messages.map((message) => formatMessage(message, pkg) ?? message.code)).toEqual([]);
  });

  it('has types that resolve for ESM consumers (Are the Types Wrong, esm-only profile)', async () => {
    // A non-zero exit (a problem found) throws with attw's table. The CSS files have no types to find.
    await run('npx', ['attw', tarball, '--profile', 'esm-only', '--format', 'ascii', '--exclude-entrypoints', './styles.css', './theme.css', './themes/second-brand.css'], uiRoot);
  });

  it('stays within the size budget of each entry', async () => {
    const { stdout } = await run('npx', ['size-limit', '--json'], uiRoot);
    const results = JSON.parse(stdout) as { name: string; passed: boolean; size: number }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((result) => !result.passed).map((result) => `${result.name}: ${result.size} B`)).toEqual([]);
  });

  it('publishes cleanly (npm publish --dry-run, no warning)', async () => {
    // From the tarball's folder, outside the monorepo's workspaces, as a release job publishes it.
    const { stderr } = await run('npm', ['publish', tarball, '--dry-run', '--tag', 'next'], dirname(tarball));
    // Not being logged in to the registry is the machine's state, not the package's.
    const notLoggedIn = /requires you to be logged in/;
    expect(stderr.split('\n').filter((line) => /\bwarn|\bERR/i.test(line) && !notLoggedIn.test(line))).toEqual([]);
    expect(stderr).toContain('@nyansa/ui');
  });
});
