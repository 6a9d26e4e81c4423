#!/usr/bin/env node
// Finds Chromium for the browser tests; with --ensure, installs Debian's package when none
// is found on a Debian machine run as root, so `npm test` alone works on a fresh machine.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Flags every test launch uses: headless, no sandbox (root), no calls to the outside. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function findChromium() {
  return candidates.find((path) => path && existsSync(path));
}

function installOnDebian() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return;
  console.log('Chromium not found: installing Debian\'s chromium package...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { stdio: 'inherit', env });
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  installOnDebian();
  const installed = findChromium();
  if (!installed) {
    throw new Error('Chromium not found. Install it (apt-get install chromium) or set CHROME_PATH.');
  }
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const path = process.argv.includes('--ensure') ? ensureChromium() : findChromium();
    if (!path) process.exit(1);
    if (!process.argv.includes('--ensure')) console.log(path);
  } catch (error) {
    console.error((error).message);
    process.exit(1);
  }
}
