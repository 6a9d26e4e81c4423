import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTokens } from './tokens';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the token table of the Introduction page', () => {
  it('lists every variable theme.css declares, with its value and group', () => {
    const css = read('../theme.css');
    const declared = [...new Set([...css.slice(0, css.indexOf('}')).matchAll(/(--ny-[\w-]+)\s*:/g)].map((match) => match[1]))];
    const tokens = parseTokens(css);
    expect(tokens.map((token) => token.name)).toEqual(declared);
    expect(tokens.find((token) => token.name === '--ny-color-primary')).toEqual({
      name: '--ny-color-primary',
      value: '#9c2357',
      group: 'Colours',
    });
    expect(tokens.find((token) => token.name === '--ny-spacing')).toMatchObject({ value: '0.25rem', group: 'Spacing' });
    expect(new Set(tokens.map((token) => token.group))).toEqual(new Set(['Colours', 'Fonts', 'Radii', 'Spacing', 'Shadows']));
  });

  it('reads the second brand’s overrides, each a token of theme.css', () => {
    const names = new Set(parseTokens(read('../theme.css')).map((token) => token.name));
    const overrides = parseTokens(read('../themes/second-brand.css'));
    expect(overrides.find((token) => token.name === '--ny-color-primary')?.value).toBe('#14664a');
    for (const token of overrides) expect(names, token.name).toContain(token.name);
  });
});
