import { darken, lighten, mix } from './color';
import type { Pack } from './pack';
import type { Paint } from './paint';

/** A seamless paper sweep in a tint of the product, lit from the upper left: wall, soft horizon, floor. */
export function backdrop(paint: Paint, tint: string, width: number, height: number, horizon: number): string {
  const wall = mix(tint, '#ffffff', 0.45);
  const sweep = paint.linear(
    [
      [0, lighten(wall, 0.35)],
      [horizon / height - 0.08, wall],
      [horizon / height, mix(wall, tint, 0.35)],
      [1, mix(wall, darken(tint, 0.08), 0.5)],
    ],
    [0, 0, 0, 1],
  );
  const glow = paint.radial(
    [
      [0, '#ffffff', 0.85],
      [0.45, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ],
    { cx: 0.42, cy: 0.4, r: 0.6 },
  );
  const vignette = paint.radial(
    [
      [0.6, '#000000', 0],
      [1, darken(tint, 0.5), 0.16],
    ],
    { cx: 0.5, cy: 0.45, r: 0.75 },
  );
  return `<rect width="${width}" height="${height}" fill="${sweep}"/>
    <rect width="${width}" height="${height}" fill="${glow}"/>
    <rect width="${width}" height="${height}" fill="${vignette}"/>`;
}

/**
 * The pack on the floor at (x, floor): soft shadows thrown back and right by the key light, a
 * tight contact shadow, and a faint reflection in the satin floor.
 */
export function stage(paint: Paint, pack: Pack, x: number, floor: number, scale: number, { reflection = true } = {}): string {
  const half = (pack.width * scale) / 2;
  const tall = pack.height * scale;
  const art = paint.symbol(pack.svg);
  const cast = `
    <ellipse cx="${x + half * 0.35}" cy="${floor - 4}" rx="${half * 1.25}" ry="${Math.max(14, half * 0.14)}" fill="#2a1620" opacity=".16" filter="${paint.blur(Math.max(10, half * 0.12))}"/>
    <path d="M${x - half * 0.6} ${floor}L${x + half * 0.9} ${floor}L${x + half * 1.9} ${floor - tall * 0.32}L${x + half * 0.6} ${floor - tall * 0.32}Z" fill="#2a1620" opacity=".07" filter="${paint.blur(Math.max(14, half * 0.22))}"/>
    <ellipse cx="${x}" cy="${floor}" rx="${half * 0.98}" ry="${Math.max(5, half * 0.05)}" fill="#1c1014" opacity=".42" filter="${paint.blur(4)}"/>
    <use href="${art}" transform="translate(${x} ${floor}) scale(${scale})"/>`;
  if (!reflection) return cast;
  const fade = paint.linear(
    [
      [0, '#ffffff', 0.16],
      [0.6, '#ffffff', 0],
    ],
    [0, 0, 0, 1],
  );
  const reflectionMask = paint.mask(`<rect x="${x - half * 1.5}" y="${floor}" width="${half * 3}" height="${tall * 0.5}" fill="${fade}"/>`);
  return `<g mask="${reflectionMask}"><use href="${art}" transform="translate(${x} ${floor}) scale(${scale} ${-scale})"/></g>${cast}`;
}
