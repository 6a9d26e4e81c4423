import { darken, lighten, luminance, mix } from './color';
import type { LabelText } from './label';
import type { Paint } from './paint';

/** What every pack drawing gets: the render's paint box, the product's two colours, its label. */
export interface PackStyle {
  paint: Paint;
  /** The pack's main colour (seed data's first colour). */
  body: string;
  /** Caps, print and liquid (seed data's second colour). */
  accent: string;
  label: LabelText;
}

/**
 * A pack drawn standing on the floor: its footprint centred on (0, 0), rising to y = -height.
 * `width` and `height` are the drawing's extent, used to frame it in the shot.
 */
export interface Pack {
  svg: string;
  width: number;
  height: number;
}

/** Print colour on a surface: the accent, deepened until it reads (WCAG 4.5:1 where the pair allows). */
export function inkOn(surface: string, accent: string): string {
  let ink = accent;
  for (let step = 0; step < 6 && contrast(surface, ink) < 4.5; step += 1) ink = darken(ink, 0.25);
  return ink;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Light print for a dark surface (a cap, a box in the accent colour). */
export function paperOn(surface: string, body: string): string {
  return luminance(surface) < 0.35 ? lighten(body, 0.7) : darken(surface, 0.7);
}

/** Fine vertical ribs of a cap or collar, clipped to its box. */
export function ribs(x: number, y: number, width: number, height: number, step = 6, opacity = 0.18): string {
  const lines: string[] = [];
  for (let at = x + step / 2; at < x + width; at += step) {
    // Ribs crowd towards the edges, as on a round cap seen from the front.
    const t = (at - x) / width;
    const bend = x + width / 2 + (Math.sin((t - 0.5) * Math.PI) * width) / 2;
    lines.push(`M${bend.toFixed(1)} ${y}v${height}`);
  }
  return `<path d="${lines.join('')}" stroke="#000" stroke-opacity="${opacity}" stroke-width="1.4" fill="none"/>`;
}

/** The liquid colour of a tinted product: the accent softened by the body colour. */
export const liquidOf = (style: PackStyle): string => mix(style.accent, style.body, 0.3);
