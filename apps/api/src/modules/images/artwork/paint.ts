import { darken, lighten, mix } from './color';

/**
 * Gradients and filters of one render. Every id carries the render's prefix, so packs drawn
 * side by side (a set, the hero) never share a gradient by accident.
 */
export class Paint {
  private readonly entries: string[] = [];
  private count = 0;

  constructor(private readonly prefix: string) {}

  private id(name: string): string {
    this.count += 1;
    return `${this.prefix}${name}${this.count}`;
  }

  /** A gradient along the given line (fractions of the painted shape's box): stops as [offset, colour, opacity?]. */
  linear(stops: Stop[], [x1, y1, x2, y2]: [number, number, number, number] = [0, 0, 1, 0]): string {
    const id = this.id('l');
    this.entries.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: Stop[], { cx = 0.5, cy = 0.5, r = 0.5, fx, fy }: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {}): string {
    const id = this.id('r');
    const focus = fx === undefined ? '' : ` fx="${fx}" fy="${fy ?? cy}"`;
    this.entries.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${focus}>${stopsOf(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A Gaussian blur: soft shadows and glows. */
  blur(deviation: number): string {
    const id = this.id('b');
    this.entries.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A clip to a shape, for print and highlights that must stay on the pack. */
  clip(shape: string): string {
    const id = this.id('c');
    this.entries.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** A luminance mask in user space, e.g. to fade a floor reflection. */
  mask(content: string): string {
    const id = this.id('m');
    this.entries.push(`<mask id="${id}" maskUnits="userSpaceOnUse" x="-2000" y="-2000" width="4000" height="4000">${content}</mask>`);
    return `url(#${id})`;
  }

  /** A shape kept for `<use>`, e.g. a pack and its reflection. */
  symbol(content: string): string {
    const id = this.id('s');
    this.entries.push(`<g id="${id}">${content}</g>`);
    return `#${id}`;
  }

  toString(): string {
    return `<defs>${this.entries.join('')}</defs>`;
  }
}

export type Stop = [offset: number, color: string, opacity?: number];

function stopsOf(stops: Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('');
}

/**
 * Light across a round pack, key light from the upper left: a bright band a third of the way
 * in, the far side falling into shadow, and a thin rim where the back light catches the edge.
 */
export function cylinder(paint: Paint, color: string, { gloss = 1 }: { gloss?: number } = {}): string {
  return paint.linear([
    [0, darken(color, 0.3)],
    [0.07, darken(color, 0.1)],
    [0.2, lighten(color, 0.28 * gloss)],
    [0.3, lighten(color, 0.1 * gloss)],
    [0.55, color],
    [0.8, darken(color, 0.14)],
    [0.93, darken(color, 0.26)],
    [0.97, mix(darken(color, 0.1), '#ffffff', 0.12)],
    [1, darken(color, 0.36)],
  ]);
}

/** Brushed champagne metal for collars, rings and caps. */
export function metal(paint: Paint, tone = '#cfae7b'): string {
  return paint.linear([
    [0, darken(tone, 0.45)],
    [0.12, darken(tone, 0.12)],
    [0.24, lighten(tone, 0.65)],
    [0.34, lighten(tone, 0.2)],
    [0.55, tone],
    [0.78, darken(tone, 0.25)],
    [0.9, lighten(tone, 0.2)],
    [1, darken(tone, 0.5)],
  ]);
}

/** Shade from top to bottom laid over a pack: light from above, occlusion near the floor. */
export function topLight(paint: Paint, strength = 1): string {
  return paint.linear(
    [
      [0, '#ffffff', 0.22 * strength],
      [0.35, '#ffffff', 0],
      [0.8, '#000000', 0],
      [1, '#000000', 0.14 * strength],
    ],
    [0, 0, 0, 1],
  );
}

/** A vertical streak of reflected window light, fading at both ends. */
export function specular(paint: Paint, x: number, y: number, width: number, height: number, strength = 0.75): string {
  const fill = paint.linear(
    [
      [0, '#ffffff', 0],
      [0.18, '#ffffff', strength],
      [0.7, '#ffffff', strength * 0.6],
      [1, '#ffffff', 0],
    ],
    [0, 0, 0, 1],
  );
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width / 2}" fill="${fill}"/>`;
}
