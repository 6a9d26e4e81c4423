import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * Label print as outlines: the brand's own fonts (Fraunces, Inter: SIL Open Font License, from
 * npm) are set into SVG paths here, so a render never depends on the fonts a server has installed.
 */
export type Face = 'display' | 'sans' | 'sans-medium';

const files: Record<Face, string> = {
  display: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff',
  sans: '@fontsource/inter/files/inter-latin-400-normal.woff',
  'sans-medium': '@fontsource/inter/files/inter-latin-600-normal.woff',
};

const require = createRequire(import.meta.url);
const fonts = new Map<Face, fontkit.Font>();
// Outlines in font units, made once per glyph: setting a label is then string work only.
const outlines = new Map<string, string>();

function fontOf(face: Face): fontkit.Font {
  let font = fonts.get(face);
  if (!font) {
    font = fontkit.openSync(require.resolve(files[face])) as fontkit.Font;
    fonts.set(face, font);
  }
  return font;
}

/** Reads the fonts now, so the first photo asked for does not wait for them. */
export function loadLetteringFonts(): void {
  for (const face of Object.keys(files) as Face[]) fontOf(face);
}

export interface Lettering {
  face: Face;
  /** Cap-to-baseline size in SVG units, as CSS font-size. */
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
  anchor?: 'start' | 'middle' | 'end';
  fill: string;
  opacity?: number;
}

interface SetText {
  unitsPerEm: number;
  advanceWidth: number;
  /** Outline (font units) and pen advance of each glyph, kerning applied. */
  glyphs: { outline: string; xOffset: number; xAdvance: number }[];
}

// Shaping is the slow part of setting type; labels repeat (the brand mark is on every pack).
const setTexts = new Map<string, SetText>();

function set(text: string, face: Face): SetText {
  const cacheKey = `${face}:${text}`;
  const cached = setTexts.get(cacheKey);
  if (cached) return cached;
  const font = fontOf(face);
  const run = font.layout(text);
  const result: SetText = {
    unitsPerEm: font.unitsPerEm,
    advanceWidth: run.advanceWidth,
    glyphs: run.glyphs.map((glyph, i) => {
      const outlineKey = `${face}:${glyph.id}`;
      let outline = outlines.get(outlineKey);
      if (outline === undefined) {
        outline = glyph.path.toSVG();
        outlines.set(outlineKey, outline);
      }
      const position = run.positions[i];
      return { outline, xOffset: position?.xOffset ?? 0, xAdvance: position?.xAdvance ?? glyph.advanceWidth };
    }),
  };
  setTexts.set(cacheKey, result);
  return result;
}

/** The width `text` takes when set. */
export function measure(text: string, style: Pick<Lettering, 'face' | 'size' | 'tracking'>): number {
  const run = set(text, style.face);
  const tracking = (style.tracking ?? 0) * run.unitsPerEm;
  return ((run.advanceWidth + tracking * Math.max(0, run.glyphs.length - 1)) * style.size) / run.unitsPerEm;
}

/** `text` set on the baseline at (x, y): one group of glyph outlines, scaled from font units. */
export function lettering(text: string, x: number, y: number, style: Lettering): string {
  const run = set(text, style.face);
  const scale = style.size / run.unitsPerEm;
  const tracking = (style.tracking ?? 0) * run.unitsPerEm;
  const width = (run.advanceWidth + tracking * Math.max(0, run.glyphs.length - 1)) * scale;
  const start = style.anchor === 'middle' ? x - width / 2 : style.anchor === 'end' ? x - width : x;
  let pen = 0;
  const glyphs: string[] = [];
  for (const glyph of run.glyphs) {
    if (glyph.outline) glyphs.push(`<path transform="translate(${Math.round(pen + glyph.xOffset)} 0)" d="${glyph.outline}"/>`);
    pen += glyph.xAdvance + tracking;
  }
  const opacity = style.opacity === undefined ? '' : ` opacity="${style.opacity}"`;
  return `<g transform="translate(${round(start)} ${round(y)}) scale(${round(scale, 5)} ${round(-scale, 5)})" fill="${style.fill}"${opacity}>${glyphs.join('')}</g>`;
}

const round = (value: number, digits = 2): number => Number(value.toFixed(digits));
