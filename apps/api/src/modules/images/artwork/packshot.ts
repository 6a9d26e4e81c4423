import type { PackShape } from '../../catalog/artwork';
import { bottle, dropper, jar, pump, tin } from './bottles';
import { pouch, set } from './kits';
import type { LabelText } from './label';
import type { Pack, PackStyle } from './pack';
import { Paint } from './paint';
import { stick, tube, wand } from './slim-packs';
import { backdrop, stage } from './studio';

export const packs: Record<PackShape, (style: PackStyle) => Pack> = { dropper, bottle, pump, jar, tin, tube, stick, wand, pouch, set };

export interface PackshotInput {
  shape: PackShape;
  /** Pack colour and accent colour. */
  colors: [string, string];
  label: LabelText;
}

/** The square the product photo is drawn in; the image route scales it to the asked width. */
export const packshotSize = 800;
const floor = 676;
// The frame a pack may fill: tall packs stop below the top edge, wide ones inside the sides.
const maxHeight = 556;
const maxWidth = 620;

/** A studio packshot: the pack alone on a tinted paper sweep, soft shadows, a satin floor. */
export function packshot({ shape, colors: [body, accent], label }: PackshotInput): string {
  const paint = new Paint('p');
  const pack = packs[shape]({ paint, body, accent, label });
  const scale = Math.min(maxHeight / pack.height, maxWidth / pack.width, 1.25);
  const scene = `${backdrop(paint, body, packshotSize, packshotSize, floor - 70)}${stage(paint, pack, packshotSize / 2, floor, scale)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${packshotSize} ${packshotSize}" width="${packshotSize}" height="${packshotSize}">${paint.toString()}${scene}</svg>`;
}
