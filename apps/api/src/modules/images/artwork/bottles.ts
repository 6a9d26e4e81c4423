import { darken, lighten, mix } from './color';
import { labelPrint } from './label';
import { inkOn, liquidOf, ribs, type Pack, type PackStyle } from './pack';
import { cylinder, metal, specular, topLight } from './paint';

/** A 30 ml serum bottle of tinted glass with a paper label, a ribbed gold collar and a rubber bulb. */
export function dropper(style: PackStyle): Pack {
  const { paint, body, accent, label } = style;
  const glass = mix(accent, body, 0.15);
  const outline =
    'M-95 -240C-95 -286 -62 -300 -34 -304L-34 -330L34 -330L34 -304C62 -300 95 -286 95 -240L95 -18Q95 0 77 2Q0 9 -77 2Q-95 0 -95 -18Z';
  const paper = lighten(body, 0.55);
  const bulb = darken(accent, 0.45);
  return {
    width: 190,
    height: 500,
    svg: `
      <path d="${outline}" fill="${cylinder(paint, glass, { gloss: 1.3 })}"/>
      <path d="${outline}" fill="${topLight(paint, 1.2)}"/>
      <g clip-path="${paint.clip(`<path d="${outline}"/>`)}">
        <rect x="-100" y="-232" width="200" height="176" fill="${cylinder(paint, paper, { gloss: 0.5 })}"/>
        ${labelPrint(label, { x: 0, top: -206, width: 160, ink: inkOn(paper, accent), scale: 0.8 })}
        <rect x="-100" y="-16" width="200" height="30" fill="${lighten(glass, 0.35)}" opacity=".55"/>
      </g>
      ${specular(paint, -70, -282, 13, 268, 0.8)}
      ${specular(paint, 70, -270, 5, 240, 0.5)}
      <path d="M-60 -292C-44 -299 -38 -300 -34 -301" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round" fill="none"/>
      <rect x="-44" y="-392" width="88" height="66" rx="6" fill="${metal(paint)}"/>
      ${ribs(-44, -388, 88, 58, 5, 0.22)}
      <rect x="-44" y="-392" width="88" height="8" rx="4" fill="#fff" opacity=".25"/>
      <path d="M-30 -392L-30 -440C-30 -512 30 -512 30 -440L30 -392Z" fill="${cylinder(paint, bulb, { gloss: 0.7 })}"/>
      ${specular(paint, -20, -482, 7, 84, 0.45)}`,
  };
}

/** A 200 ml bottle with round shoulders: clear tinted plastic, the liquid showing, a disc cap. */
export function bottle(style: PackStyle): Pack {
  const { paint, body, accent, label } = style;
  const outline =
    'M-105 -268C-105 -330 -52 -350 -32 -360L-32 -392L32 -392L32 -360C52 -350 105 -330 105 -268L105 -20Q105 0 85 2Q0 10 -85 2Q-105 0 -105 -20Z';
  const liquid = liquidOf(style);
  const paper = lighten(body, 0.6);
  return {
    width: 210,
    height: 470,
    svg: `
      <path d="${outline}" fill="${cylinder(paint, lighten(body, 0.2), { gloss: 1.2 })}"/>
      <g clip-path="${paint.clip(`<path d="${outline}"/>`)}">
        <rect x="-110" y="-300" width="220" height="310" fill="${cylinder(paint, liquid, { gloss: 0.9 })}" opacity=".82"/>
        <rect x="-110" y="-302" width="220" height="5" fill="${lighten(liquid, 0.5)}" opacity=".8"/>
        <rect x="-110" y="-246" width="220" height="178" fill="${cylinder(paint, paper, { gloss: 0.5 })}"/>
        ${labelPrint(label, { x: 0, top: -220, width: 178, ink: inkOn(paper, accent), scale: 0.85 })}
      </g>
      <path d="${outline}" fill="${topLight(paint)}"/>
      ${specular(paint, -78, -318, 14, 300, 0.75)}
      ${specular(paint, 80, -280, 5, 250, 0.45)}
      <rect x="-40" y="-466" width="80" height="80" rx="9" fill="${cylinder(paint, accent, { gloss: 1.1 })}"/>
      ${ribs(-40, -456, 80, 64, 4, 0.14)}
      <ellipse cx="0" cy="-464" rx="38" ry="5" fill="${lighten(accent, 0.35)}" opacity=".7"/>
      ${specular(paint, -28, -460, 7, 64, 0.5)}`,
  };
}

/** A 250 ml pump bottle: opaque soft-gloss plastic, printed directly, with collar, stem and nozzle. */
export function pump(style: PackStyle): Pack {
  const { paint, body, accent, label } = style;
  const outline = 'M-100 -292Q-100 -330 -62 -332L62 -332Q100 -330 100 -292L100 -20Q100 0 80 2Q0 10 -80 2Q-100 0 -100 -20Z';
  const plastic = mix(body, accent, 0.06);
  const cap = accent;
  return {
    width: 200,
    height: 470,
    svg: `
      <path d="${outline}" fill="${cylinder(paint, plastic, { gloss: 1 })}"/>
      <path d="${outline}" fill="${topLight(paint)}"/>
      ${labelPrint(label, { x: 0, top: -250, width: 164, ink: inkOn(plastic, accent), scale: 0.85 })}
      ${specular(paint, -74, -310, 12, 290, 0.6)}
      <rect x="-46" y="-376" width="92" height="48" rx="8" fill="${cylinder(paint, cap, { gloss: 1.1 })}"/>
      ${ribs(-46, -372, 92, 40, 4, 0.16)}
      <rect x="-11" y="-420" width="22" height="48" fill="${cylinder(paint, lighten(cap, 0.1))}"/>
      <path d="M-38 -418L-38 -446Q-38 -458 -26 -458L30 -458L112 -452Q120 -451 120 -444Q120 -437 112 -436L38 -432L38 -418Z" fill="${cylinder(paint, cap, { gloss: 1.2 })}"/>
      <path d="M-30 -455L96 -450" stroke="#fff" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>
      <rect x="-40" y="-424" width="80" height="8" rx="3" fill="${darken(cap, 0.3)}"/>`,
  };
}

/** A wide 50 ml jar of thick glass-like resin under a deep lid, the label printed on the front. */
export function jar(style: PackStyle): Pack {
  const { paint, body, accent, label } = style;
  const outline = 'M-168 -178L168 -178L168 -24Q168 0 144 3Q0 14 -144 3Q-168 0 -168 -24Z';
  const lid = accent;
  return {
    width: 346,
    height: 300,
    svg: `
      <path d="${outline}" fill="${cylinder(paint, body, { gloss: 1.1 })}"/>
      <path d="${outline}" fill="${topLight(paint)}"/>
      <rect x="-168" y="-22" width="336" height="24" fill="${lighten(body, 0.3)}" opacity=".35"/>
      ${labelPrint(label, { x: 0, top: -150, width: 240, ink: inkOn(body, accent), scale: 0.95 })}
      ${specular(paint, -140, -168, 16, 150, 0.6)}
      ${specular(paint, 146, -160, 5, 130, 0.4)}
      <rect x="-160" y="-192" width="320" height="18" fill="${darken(body, 0.25)}"/>
      <path d="M-173 -280L173 -280L173 -196Q173 -186 163 -186L-163 -186Q-173 -186 -173 -196Z" fill="${cylinder(paint, lid, { gloss: 0.9 })}"/>
      ${ribs(-173, -276, 346, 86, 5, 0.12)}
      <ellipse cx="0" cy="-280" rx="173" ry="20" fill="${lighten(lid, 0.22)}"/>
      <ellipse cx="-40" cy="-283" rx="90" ry="8" fill="#fff" opacity=".22"/>
      ${specular(paint, -150, -272, 10, 80, 0.5)}`,
  };
}

/** A 15 g tin, open, the balm inside, its printed lid leaning behind. */
export function tin(style: PackStyle): Pack {
  const { paint, body, accent, label } = style;
  const lacquer = accent;
  const balm = mix(body, accent, 0.35);
  const lidFace = paint.radial(
    [
      [0, lighten(lacquer, 0.25)],
      [0.7, lacquer],
      [1, darken(lacquer, 0.3)],
    ],
    { cx: 0.4, cy: 0.35, r: 0.7 },
  );
  return {
    width: 360,
    height: 400,
    svg: `
      <g transform="translate(40 -196) rotate(8)">
        <ellipse cx="8" cy="4" rx="170" ry="168" fill="${darken(lacquer, 0.35)}"/>
        <ellipse cx="0" cy="0" rx="170" ry="168" fill="${lidFace}"/>
        <ellipse cx="0" cy="0" rx="150" ry="148" fill="none" stroke="${lighten(lacquer, 0.3)}" stroke-opacity=".5" stroke-width="2"/>
        ${labelPrint(label, { x: 0, top: -64, width: 210, ink: lighten(body, 0.6) })}
        <path d="M-120 -110A170 168 0 0 1 40 -164" stroke="#fff" stroke-opacity=".35" stroke-width="8" stroke-linecap="round" fill="none"/>
      </g>
      <path d="M-175 -78L175 -78L175 -8A175 30 0 0 1 -175 -8Z" fill="${metal(paint, mix('#d8d2cc', accent, 0.25))}"/>
      <ellipse cx="0" cy="-78" rx="175" ry="32" fill="${metal(paint, '#e9e4df')}"/>
      <ellipse cx="0" cy="-76" rx="162" ry="26" fill="${paint.radial([[0, lighten(balm, 0.35)], [0.8, balm], [1, darken(balm, 0.2)]], { cx: 0.42, cy: 0.4 })}"/>
      <path d="M-60 -80C-20 -96 40 -90 60 -76C40 -66 -10 -64 -30 -72" stroke="${lighten(balm, 0.5)}" stroke-opacity=".8" stroke-width="4" fill="none" stroke-linecap="round"/>
      ${specular(paint, -150, -70, 10, 56, 0.5)}`,
  };
}
