/*
 * Consumes the BUILT package the way an app does (package name, exports map, dist files), so a
 * broken publish fails here. Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as ui from '@nyansa/ui';

const require = createRequire(import.meta.url);
const distDir = dirname(require.resolve('@nyansa/ui/styles.css'));

describe('the built @nyansa/ui', () => {
  it('is imported from dist, not from the sources', () => {
    expect(require.resolve('@nyansa/ui')).toMatch(/[/\\]dist[/\\]index\.js$/);
    expect(existsSync(join(distDir, 'index.d.ts'))).toBe(true);
  });

  it('exports the seven named components', () => {
    for (const name of ['ProductCard', 'ProductGrid', 'CartList', 'PlanCard', 'ChatWidget', 'PasswordChecklist', 'AnalysisResult'] as const) {
      expect(typeof ui[name], name).toBe('function');
    }
  });

  it('renders a component from the build', () => {
    render(<ui.ProductCard product={{ id: 1, name: 'Sunscreen Cream', description: 'SPF 50', price: 5.99 }} cartQuantity={1} />);
    expect(screen.getByRole('button', { name: 'Update Cart' })).toBeInTheDocument();
    expect(screen.getByText('$5.99')).toBeInTheDocument();
  });

  it('ships styles with tokens, utilities and self-hosted fonts', () => {
    const css = readFileSync(require.resolve('@nyansa/ui/styles.css'), 'utf8');
    expect(css).toContain('--ny-color-primary');
    expect(css).toContain('.bg-primary');
    const fonts = [...css.matchAll(/url\(\.\/(fonts\/[^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(existsSync(join(distDir, font)), font).toBe(true);
    expect(readFileSync(require.resolve('@nyansa/ui/theme.css'), 'utf8')).toContain('--ny-font-display');
    expect(readFileSync(require.resolve('@nyansa/ui/themes/second-brand.css'), 'utf8')).toContain("[data-theme='second-brand']");
  });

  it('imports only packages a consumer gets installed with it', () => {
    const manifest = JSON.parse(readFileSync(require.resolve('@nyansa/ui/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    const installed = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]);
    const code = readdirSync(distDir).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(distDir, file), 'utf8'));
    const imported = new Set(code.flatMap((source) => [...source.matchAll(/^(?:import|export)\b[^'"]*?from\s*['"]([^'"./][^'"]*)['"]/gm)].map((match) => match[1] ?? '')));
    const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
    expect(imported.size).toBeGreaterThan(0);
    for (const specifier of imported) expect(installed, specifier).toContain(packageName(specifier));
  });
});
