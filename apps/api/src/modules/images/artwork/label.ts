import { lettering, measure } from './lettering';

/** What a pack's label says: the brand, what the product is, how much. Never the product's name. */
export interface LabelText {
  /** The product type, e.g. "Hydrating Serum". */
  kind: string;
  /** Net contents, e.g. "30 ml". */
  size: string;
}

export const brandMark = 'NYANSA';

interface PrintArea {
  /** Centre line of the print. */
  x: number;
  /** Top of the print block. */
  top: number;
  width: number;
  ink: string;
  /** Size of the brand mark when the width allows it. */
  scale?: number;
  /** Leave the net contents off (a cap, a narrow wand). */
  brandOnly?: boolean;
}

/** Brand mark, a hairline, the product type and the net contents, centred and fitted to the width. */
export function labelPrint(text: LabelText, { x, top, width, ink, scale = 1, brandOnly = false }: PrintArea): string {
  const brandStyle = { face: 'display' as const, tracking: 0.16 };
  const brandSize = Math.min(44 * scale, (width * 0.78) / (measure(brandMark, { ...brandStyle, size: 1 }) || 1));
  const parts = [lettering(brandMark, x, top + brandSize * 0.72, { ...brandStyle, size: brandSize, anchor: 'middle', fill: ink })];
  if (brandOnly) return parts.join('');
  const kind = text.kind.toUpperCase();
  const kindStyle = { face: 'sans-medium' as const, tracking: 0.2 };
  const kindSize = Math.min(brandSize * 0.34, (width * 0.9) / (measure(kind, { ...kindStyle, size: 1 }) || 1));
  const ruleY = top + brandSize * 0.72 + brandSize * 0.32;
  const ruleWidth = brandSize * 1.1;
  parts.push(
    `<rect x="${x - ruleWidth / 2}" y="${ruleY}" width="${ruleWidth}" height="${Math.max(1, brandSize * 0.03)}" fill="${ink}" opacity=".55"/>`,
  );
  const kindY = ruleY + brandSize * 0.26 + kindSize * 0.72;
  parts.push(lettering(kind, x, kindY, { ...kindStyle, size: kindSize, anchor: 'middle', fill: ink }));
  const sizeSize = kindSize * 0.86;
  parts.push(lettering(text.size, x, kindY + kindSize * 0.6 + sizeSize, { face: 'sans', size: sizeSize, tracking: 0.08, anchor: 'middle', fill: ink, opacity: 0.72 }));
  return parts.join('');
}

/** The brand mark running up a narrow pack (a wand, a stick), as such packs are printed. */
export function verticalMark(x: number, y: number, length: number, ink: string): string {
  const style = { face: 'display' as const, tracking: 0.2 };
  const size = Math.min(30, (length * 0.9) / (measure(brandMark, { ...style, size: 1 }) || 1));
  return `<g transform="translate(${x} ${y}) rotate(-90)">${lettering(brandMark, 0, size * 0.36, { ...style, size, anchor: 'middle', fill: ink })}</g>`;
}
