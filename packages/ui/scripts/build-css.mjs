#!/usr/bin/env node
/*
 * Builds the CSS of the published package:
 *   dist/styles.css              fonts + Tailwind + tokens + the utilities the components use
 *   dist/theme.css               the token variables alone (for consumers with their own Tailwind)
 *   dist/themes/second-brand.css the second brand's overrides
 *   dist/fonts/*.woff2           the self-hosted fonts styles.css points to (no font CDN)
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const uiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(uiRoot, 'dist');
const require = createRequire(join(uiRoot, 'package.json'));
const fontPackages = ['@fontsource-variable/inter', '@fontsource-variable/fraunces'];

mkdirSync(join(dist, 'fonts'), { recursive: true });
mkdirSync(join(dist, 'themes'), { recursive: true });

/** Copies each font file next to the CSS and points the @font-face rules at the copies. */
function fontFaces() {
  return fontPackages
    .map((name) => {
      const packageDir = dirname(require.resolve(`${name}/package.json`));
      const css = readFileSync(join(packageDir, 'index.css'), 'utf8');
      return css.replace(/url\(\.\/files\/([^)]+)\)/g, (_match, file) => {
        copyFileSync(join(packageDir, 'files', file), join(dist, 'fonts', file));
        return `url(./fonts/${file})`;
      });
    })
    .join('\n');
}

const tailwindCli = join(dirname(require.resolve('@tailwindcss/cli/package.json')), 'dist/index.mjs');
const utilities = join(dist, 'tailwind.css');
execFileSync(process.execPath, [tailwindCli, '-i', join(uiRoot, 'src/styles.css'), '-o', utilities, '--minify'], {
  cwd: uiRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
});
writeFileSync(join(dist, 'styles.css'), `${fontFaces()}\n${readFileSync(utilities, 'utf8')}`);
rmSync(utilities);

const theme = readFileSync(join(uiRoot, 'src/theme.css'), 'utf8');
const tokensOnly = theme.slice(0, theme.indexOf('@theme inline'));
if (!tokensOnly.includes('--ny-color-primary')) throw new Error('src/theme.css: token block not found before @theme inline');
writeFileSync(join(dist, 'theme.css'), tokensOnly.trimEnd() + '\n');
copyFileSync(join(uiRoot, 'src/themes/second-brand.css'), join(dist, 'themes/second-brand.css'));
