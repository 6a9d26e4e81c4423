import { seedProducts } from '../../catalog/seed-data';
import { darken, lighten } from './color';
import { labelFor } from './label-texts';
import { Paint } from './paint';
import { packs } from './packshot';
import { stage } from './studio';

/** The home page's opening picture: 5:4, wide enough for a half-screen column. */
export const heroSize = { width: 1000, height: 800 } as const;

/** A round plinth standing on the floor at (x, base), its top at `top`. */
function plinth(paint: Paint, x: number, base: number, top: number, radius: number, color: string): string {
  const ry = radius * 0.16;
  const side = paint.linear([
    [0, darken(color, 0.18)],
    [0.25, lighten(color, 0.25)],
    [0.6, color],
    [1, darken(color, 0.22)],
  ]);
  return `
    <ellipse cx="${x + radius * 0.3}" cy="${base}" rx="${radius * 1.3}" ry="${ry * 1.4}" fill="#2a1620" opacity=".14" filter="${paint.blur(16)}"/>
    <path d="M${x - radius} ${top}L${x - radius} ${base}A${radius} ${ry} 0 0 0 ${x + radius} ${base}L${x + radius} ${top}Z" fill="${side}"/>
    <ellipse cx="${x}" cy="${top}" rx="${radius}" ry="${ry}" fill="${paint.linear([[0, lighten(color, 0.4)], [1, lighten(color, 0.1)]], [0, 0, 1, 1])}"/>`;
}

/** A palm frond's shadow falling across the wall from a window on the left. */
function frondShadow(paint: Paint): string {
  const leaflets: string[] = [];
  for (let i = 1; i <= 11; i += 1) {
    const t = i / 12;
    // Along a curve from the top-left corner towards the middle of the wall.
    const x = -60 + 520 * t;
    const y = 40 + 180 * t + 60 * t * t;
    const angle = 20 + 25 * t;
    const length = (130 + 30 * Math.sin(i * 1.7)) * (1 - t * 0.5);
    for (const side of [-1, 1]) {
      leaflets.push(`<ellipse cx="${x}" cy="${y}" rx="${length}" ry="${13 - 5 * t}" transform="rotate(${angle + side * (48 + 8 * Math.cos(i))} ${x} ${y}) translate(${length * 0.9} 0)"/>`);
    }
  }
  return `<g fill="#5a2a3a" opacity=".085" filter="${paint.blur(9)}"><path d="M-60 40Q200 150 460 280" stroke="#5a2a3a" stroke-width="6" fill="none"/>${leaflets.join('')}</g>`;
}

function product(key: string) {
  const found = seedProducts.find((p) => p.key === key);
  if (!found) throw new Error(`No seeded product ${key}`);
  return found;
}

/** Five of the shop's packs on plinths in warm light: a sun disc behind them, a frond's shadow on the wall. */
export function heroArtwork(): string {
  const { width, height } = heroSize;
  const paint = new Paint('h');
  const horizon = 610;
  const wall = paint.linear(
    [
      [0, '#fcefe9'],
      [horizon / height - 0.06, '#f6dbe0'],
      [horizon / height, '#efcdd5'],
      [1, '#f8e6e9'],
    ],
    [0, 0, 0, 1],
  );
  const sun = paint.radial([
    [0, '#f9d9a6', 0.95],
    [0.7, '#f4bf8f', 0.75],
    [1, '#f4bf8f', 0],
  ]);
  const shot = (key: string, x: number, floor: number, scale: number, reflection = false) => {
    const p = product(key);
    const pack = packs[p.shape]({ paint, body: p.colors[0], accent: p.colors[1], label: labelFor(p.key, p.category, p.shape) });
    return stage(paint, pack, x, floor, scale, { reflection });
  };
  const scene = `
    <rect width="${width}" height="${height}" fill="${wall}"/>
    <circle cx="650" cy="300" r="250" fill="${sun}"/>
    ${frondShadow(paint)}
    <rect width="${width}" height="${height}" fill="${paint.radial([[0.55, '#000', 0], [1, '#5a2a3a', 0.12]], { cx: 0.55, cy: 0.45, r: 0.8 })}"/>
    ${plinth(paint, 420, 690, 430, 128, '#e8cbbb')}
    ${plinth(paint, 700, 712, 592, 176, '#e4b7c2')}
    ${shot('body-glow', 420, 430, 0.62)}
    ${shot('vitamin-c-serum', 640, 592, 0.56)}
    ${shot('body-butter', 782, 604, 0.48)}
    ${shot('sunscreen-cream', 200, 742, 0.58, true)}
    ${shot('pink-lip-balm', 506, 770, 0.5, true)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${paint.toString()}${scene}</svg>`;
}
