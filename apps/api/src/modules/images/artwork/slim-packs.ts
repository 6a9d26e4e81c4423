import { darken, lighten, mix } from './color';
import { labelPrint, verticalMark } from './label';
import { inkOn, liquidOf, ribs, type Pack, type PackStyle } from './pack';
import { cylinder, metal, specular, topLight } from './paint';

/** A squeeze tube standing on its cap, the crimped seal at the top. */
export function tube(style: PackStyle): Pack {
  const { paint, body, accent, label } = style;
  const outline = 'M-66 -86C-76 -200 -100 -370 -100 -436L-100 -468L100 -468L100 -436C100 -370 76 -200 66 -86Z';
  return {
    width: 210,
    height: 500,
    svg: `
      <path d="${outline}" fill="${cylinder(paint, body, { gloss: 0.8 })}"/>
      <path d="${outline}" fill="${topLight(paint, 0.8)}"/>
      ${labelPrint(label, { x: 0, top: -390, width: 150, ink: inkOn(body, accent), scale: 0.85 })}
      <path d="M-70 -150C-74 -250 -88 -340 -90 -420" stroke="#fff" stroke-opacity=".5" stroke-width="10" stroke-linecap="round" fill="none"/>
      <path d="M78 -170C82 -260 90 -340 92 -410" stroke="#fff" stroke-opacity=".22" stroke-width="4" stroke-linecap="round" fill="none"/>
      <rect x="-104" y="-500" width="208" height="38" rx="3" fill="${cylinder(paint, darken(body, 0.04), { gloss: 0.5 })}"/>
      <path d="${Array.from({ length: 40 }, (_, i) => `M${-100 + i * 5} -496v30`).join('')}" stroke="#000" stroke-opacity=".1" stroke-width="1.2"/>
      <rect x="-104" y="-470" width="208" height="4" fill="#000" opacity=".08"/>
      <path d="M-62 -88L62 -88L64 -10Q64 2 52 3Q0 8 -52 3Q-64 2 -64 -10Z" fill="${cylinder(paint, accent, { gloss: 1.1 })}"/>
      ${ribs(-62, -80, 124, 70, 4, 0.12)}
      <rect x="-66" y="-92" width="132" height="8" rx="3" fill="${darken(accent, 0.25)}"/>`,
  };
}

/** A twist-up lip balm, uncapped, the tinted bullet showing, the cap standing beside it. */
export function stick(style: PackStyle): Pack {
  const { paint, body, accent } = style;
  const bullet = mix(accent, body, 0.25);
  const shell = accent;
  return {
    width: 260,
    height: 400,
    svg: `
      <g transform="translate(82 0)">
        <path d="M-50 -170L50 -170L50 -8Q50 2 40 3Q0 7 -40 3Q-50 2 -50 -8Z" fill="${cylinder(paint, shell, { gloss: 1.1 })}"/>
        <ellipse cx="0" cy="-170" rx="50" ry="8" fill="${lighten(shell, 0.3)}"/>
        ${specular(paint, -38, -160, 8, 150, 0.55)}
      </g>
      <g transform="translate(-66 0)">
        <path d="M-48 -250L48 -250L48 -8Q48 2 38 3Q0 7 -38 3Q-48 2 -48 -8Z" fill="${cylinder(paint, shell, { gloss: 1.1 })}"/>
        <path d="M-48 -250L48 -250L48 -8Q48 2 38 3Q0 7 -38 3Q-48 2 -48 -8Z" fill="${topLight(paint)}"/>
        <rect x="-48" y="-58" width="96" height="10" fill="${darken(shell, 0.3)}" opacity=".6"/>
        ${verticalMark(0, -150, 170, lighten(body, 0.75))}
        ${specular(paint, -36, -240, 9, 170, 0.55)}
        <rect x="-40" y="-272" width="80" height="24" fill="${metal(paint)}"/>
        <path d="M-34 -272L-34 -330C-34 -352 34 -372 34 -350L34 -272Z" fill="${cylinder(paint, bullet, { gloss: 1.3 })}"/>
        <path d="M-24 -278L-24 -330" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/>
      </g>`,
  };
}

/** A lip gloss: clear tube showing the tint and the wand inside, a tall cap with a gold band. */
export function wand(style: PackStyle): Pack {
  const { paint, body, accent } = style;
  const tint = liquidOf(style);
  const outline = 'M-38 -286L38 -286L38 -14Q38 2 22 3Q0 6 -22 3Q-38 2 -38 -14Z';
  const cap = darken(accent, 0.15);
  return {
    width: 84,
    height: 500,
    svg: `
      <path d="${outline}" fill="${cylinder(paint, lighten(body, 0.4), { gloss: 1.3 })}" opacity=".9"/>
      <path d="M-30 -280L30 -280L30 -22Q30 -8 18 -7Q0 -5 -18 -7Q-30 -8 -30 -22Z" fill="${cylinder(paint, tint, { gloss: 1.2 })}" opacity=".92"/>
      <rect x="-3" y="-282" width="6" height="220" fill="${darken(tint, 0.3)}" opacity=".5"/>
      <path d="M-9 -66L9 -66L9 -24Q0 -14 -9 -24Z" fill="${darken(tint, 0.35)}" opacity=".6"/>
      <rect x="-38" y="-22" width="76" height="24" fill="#fff" opacity=".18"/>
      ${specular(paint, -28, -276, 9, 262, 0.85)}
      ${specular(paint, 26, -260, 4, 230, 0.5)}
      <path d="M-40 -498Q-40 -506 -32 -506L32 -506Q40 -506 40 -498L40 -300L-40 -300Z" fill="${cylinder(paint, cap, { gloss: 1.2 })}"/>
      <path d="M-40 -498Q-40 -506 -32 -506L32 -506Q40 -506 40 -498L40 -300L-40 -300Z" fill="${topLight(paint)}"/>
      ${verticalMark(0, -404, 170, lighten(body, 0.75))}
      ${specular(paint, -30, -496, 8, 186, 0.5)}
      <rect x="-41" y="-302" width="82" height="18" fill="${metal(paint)}"/>`,
  };
}
