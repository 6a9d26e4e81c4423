import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Reads `--ny-color-*: #rrggbb` tokens from a theme file. */
function colorTokens(file: string): Record<string, string> {
  const css = readFileSync(join(import.meta.dirname, file), 'utf8');
  return Object.fromEntries([...css.matchAll(/--ny-color-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour on surface colour, as the components pair them. */
const textPairs: [string, string][] = [
  ['foreground', 'background'],
  ['surface-foreground', 'surface'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'surface'],
  ['muted-foreground', 'muted'],
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['success', 'surface'],
  ['success-foreground', 'success'],
  ['danger', 'surface'],
  ['danger', 'background'],
  ['danger-foreground', 'danger'],
];

describe.each([
  ['Nyansa (theme.css)', colorTokens('theme.css')],
  ['second brand', { ...colorTokens('theme.css'), ...colorTokens('themes/second-brand.css') }],
])('%s colours', (_name, tokens) => {
  it.each(textPairs)('%s on %s meets WCAG AA (4.5:1)', (text, surface) => {
    const [fg, bg] = [tokens[text], tokens[surface]];
    expect(fg, text).toBeDefined();
    expect(bg, surface).toBeDefined();
    expect(contrast(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
