// Reads the design tokens out of a theme's CSS, for the token table of the Introduction page: the
// table is generated from theme.css itself, so it cannot drift from the tokens.

export interface Token {
  /** '--ny-color-primary' */
  name: string;
  /** As written in the file: '#9c2357', '0.625rem', "'Inter Variable', ui-sans-serif, ...". */
  value: string;
  /** Its group, the first words of the comment above it in the file ('Colours', 'Radii'). */
  group: string;
}

/** Every `--ny-*` declaration of the file's first rule, in order, with the comment above its group. */
export function parseTokens(css: string): Token[] {
  const start = css.indexOf('{');
  const end = css.indexOf('}', start);
  if (start < 0 || end < 0) return [];
  const tokens: Token[] = [];
  let group = '';
  for (const match of css.slice(start + 1, end).matchAll(/\/\*([\s\S]*?)\*\/|(--ny-[\w-]+)\s*:\s*([^;]+);/g)) {
    if (match[1] !== undefined) group = (match[1].split(/[:.]/)[0] ?? '').replace(/\s+/g, ' ').trim();
    else if (match[2] && match[3]) tokens.push({ name: match[2], value: match[3].trim(), group });
  }
  return tokens;
}
