/*
 * Global setup of the `package` project: packs @nyansa/ui once (`npm pack`, from the built dist/)
 * into a temporary folder outside the monorepo, where the checks consume it as a brand would.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed `nyansa-ui-<version>.tgz`. */
    tarball: string;
    /** The temporary folder it was packed into; checks make their own folders in it. */
    workDir: string;
  }
}

const uiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export default function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'nyansa-ui-package-'));
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: uiRoot, encoding: 'utf8' })) as { filename: string }[];
  if (!packed) throw new Error('npm pack reported no tarball');
  project.provide('tarball', join(workDir, packed.filename));
  project.provide('workDir', workDir);
  return () => rmSync(workDir, { recursive: true, force: true });
}
