import { darken, lighten, mix } from './color';
import { labelPrint } from './label';
import { paperOn, type Pack, type PackStyle } from './pack';
import { cylinder, metal, specular } from './paint';
import { bottle, dropper, pump } from './bottles';
import { stick, tube } from './slim-packs';

/** `pack` scaled about its footprint and moved along the floor. */
function place(pack: Pack, x: number, scale: number, y = 0): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${pack.svg}</g>`;
}

/** A canvas zip pouch with a woven label, two travel sizes standing in front. */
export function pouch(style: PackStyle): Pack {
  const { paint, body, accent, label } = style;
  const canvas = body;
  const outline = 'M-236 -330Q0 -356 236 -330Q262 -200 246 -60Q240 -18 200 -14Q0 0 -200 -14Q-240 -18 -246 -60Q-262 -200 -236 -330Z';
  const sheen = paint.radial(
    [
      [0, lighten(canvas, 0.35)],
      [0.55, canvas],
      [1, darken(canvas, 0.28)],
    ],
    { cx: 0.4, cy: 0.35, r: 0.75 },
  );
  const patch = accent;
  const mini = { ...style, label: { kind: 'Travel size', size: '30 ml' } };
  return {
    width: 520,
    height: 360,
    svg: `
      <path d="${outline}" fill="${sheen}"/>
      <path d="${outline}" fill="none" stroke="${darken(canvas, 0.3)}" stroke-width="3" stroke-dasharray="7 6" transform="translate(0 2) scale(.96)"/>
      <path d="M-236 -330Q0 -356 236 -330" stroke="${darken(canvas, 0.35)}" stroke-width="18" fill="none"/>
      <path d="M-230 -331Q0 -356 230 -331" stroke="${metal(paint, '#d6c8b0')}" stroke-width="7" stroke-dasharray="3 3" fill="none"/>
      <g transform="translate(206 -330) rotate(14)">
        <rect x="-9" y="-6" width="18" height="22" rx="4" fill="${metal(paint)}"/>
        <path d="M0 14Q-10 56 6 84Q22 56 8 14Z" fill="${cylinder(paint, patch)}"/>
      </g>
      <rect x="-96" y="-282" width="192" height="104" rx="6" fill="${cylinder(paint, patch, { gloss: 0.6 })}"/>
      <rect x="-90" y="-276" width="180" height="92" rx="4" fill="none" stroke="${lighten(patch, 0.4)}" stroke-opacity=".6" stroke-dasharray="4 4"/>
      ${labelPrint(label, { x: 0, top: -262, width: 156, ink: paperOn(patch, body), scale: 0.8 })}
      <path d="M-200 -300Q-150 -250 -170 -120" stroke="#fff" stroke-opacity=".16" stroke-width="26" stroke-linecap="round" fill="none"/>
      ${place(dropper(mini), -96, 0.42, 6)}
      ${place(tube({ ...mini, body: lighten(body, 0.5) }), 40, 0.4, 8)}
      ${place(stick(mini), 160, 0.34, 10)}`,
  };
}

/** The full routine in an open gift box: the packs stand inside, the printed front panel before them. */
export function set(style: PackStyle): Pack {
  const { paint, body, accent, label } = style;
  const inside = darken(accent, 0.35);
  const panel = accent;
  const member = (shade: number) => ({ ...style, body: mix(body, '#ffffff', shade), label: { kind: '', size: '' } });
  return {
    width: 560,
    height: 430,
    svg: `
      <path d="M-262 -250L262 -250L270 -150L-270 -150Z" fill="${paint.linear([[0, darken(inside, 0.2)], [1, inside]], [0, 0, 0, 1])}"/>
      <path d="M-262 -250L262 -250" stroke="${lighten(panel, 0.3)}" stroke-width="3"/>
      ${place(dropper(member(0.1)), -170, 0.78, -120)}
      ${place(bottle(member(0.25)), -60, 0.74, -120)}
      ${place(pump(member(0.0)), 58, 0.72, -120)}
      ${place(tube(member(0.35)), 170, 0.7, -120)}
      <path d="M-280 -168L280 -168L280 -10Q280 2 268 2L-268 2Q-280 2 -280 -10Z" fill="${cylinder(paint, panel, { gloss: 0.45 })}"/>
      <rect x="-280" y="-168" width="560" height="10" fill="${darken(panel, 0.3)}" opacity=".5"/>
      <rect x="-252" y="-146" width="504" height="128" rx="4" fill="none" stroke="${lighten(panel, 0.5)}" stroke-opacity=".55" stroke-width="2"/>
      ${labelPrint(label, { x: 0, top: -128, width: 300, ink: paperOn(panel, body), scale: 1 })}
      ${specular(paint, -266, -160, 10, 150, 0.35)}`,
  };
}
