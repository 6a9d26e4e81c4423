#!/usr/bin/env node
/*
 * Publishes the design system's Storybook to Chromatic (visual review for designers and brand
 * teams) when CHROMATIC_PROJECT_TOKEN is set; without it says so and exits 0, so CI and offline
 * machines never need the network. Extra arguments go to the chromatic CLI.
 *   CHROMATIC_PROJECT_TOKEN=... npm run chromatic -w @nyansa/ui [-- --exit-zero-on-changes]
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const uiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so Storybook was not published (set the project token to publish).');
  process.exit(0);
}

const run = (command, args) => execFileSync(command, args, { cwd: uiRoot, stdio: 'inherit' });
try {
  run('npm', ['run', 'build-storybook']);
  // The chromatic CLI reads the token from CHROMATIC_PROJECT_TOKEN itself.
  run('npx', ['--no-install', 'chromatic', '--storybook-build-dir', join(uiRoot, 'storybook-static'), ...process.argv.slice(2)]);
} catch (error) {
  process.exit(typeof error?.status === 'number' ? error.status : 1);
}
