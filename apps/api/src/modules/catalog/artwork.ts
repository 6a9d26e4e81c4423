/** Original product artwork: a simple pack illustration drawn as SVG, rendered to WebP by the image route. */
export type PackShape = 'tube' | 'jar' | 'dropper' | 'pump' | 'bottle' | 'stick' | 'tin' | 'wand' | 'pouch' | 'set';

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function pack(shape: PackShape, body: string, accent: string): string {
  switch (shape) {
    case 'tube':
      return `<path d="M300 190 h200 l-20 420 h-160 z" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <rect x="330" y="610" width="140" height="70" rx="12" fill="${accent}"/>
        <rect x="296" y="170" width="208" height="26" rx="6" fill="${accent}" opacity=".35"/>`;
    case 'jar':
      return `<rect x="220" y="330" width="360" height="300" rx="40" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <rect x="205" y="260" width="390" height="90" rx="22" fill="${accent}"/>`;
    case 'dropper':
      return `<rect x="290" y="360" width="220" height="300" rx="36" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <rect x="340" y="290" width="120" height="80" rx="10" fill="${accent}"/>
        <ellipse cx="400" cy="220" rx="46" ry="80" fill="${accent}" opacity=".8"/>`;
    case 'pump':
      return `<rect x="280" y="300" width="240" height="370" rx="40" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <rect x="370" y="230" width="60" height="80" fill="${accent}"/>
        <rect x="330" y="200" width="160" height="40" rx="12" fill="${accent}"/>`;
    case 'bottle':
      return `<path d="M350 190 h100 v90 c70 30 90 70 90 120 v250 a30 30 0 0 1 -30 30 h-220 a30 30 0 0 1 -30 -30 v-250 c0 -50 20 -90 90 -120 z" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <rect x="340" y="150" width="120" height="60" rx="10" fill="${accent}"/>`;
    case 'stick':
      return `<rect x="330" y="330" width="140" height="340" rx="20" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <path d="M345 330 v-120 c0 -40 110 -70 110 -20 v140 z" fill="${accent}"/>`;
    case 'tin':
      return `<ellipse cx="400" cy="560" rx="230" ry="80" fill="${accent}"/>
        <rect x="170" y="440" width="460" height="120" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <ellipse cx="400" cy="440" rx="230" ry="80" fill="${body}" stroke="${accent}" stroke-width="6"/>`;
    case 'wand':
      return `<rect x="335" y="320" width="130" height="350" rx="30" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <rect x="350" y="150" width="100" height="180" rx="16" fill="${accent}"/>`;
    case 'pouch':
      return `<path d="M170 300 q230 -60 460 0 l-30 360 q-200 40 -400 0 z" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <path d="M190 300 q210 -50 420 0" stroke="${accent}" stroke-width="18" fill="none"/>
        <circle cx="610" cy="300" r="18" fill="${accent}"/>`;
    case 'set':
      return `<rect x="150" y="420" width="500" height="240" rx="20" fill="${accent}"/>
        <rect x="200" y="250" width="110" height="220" rx="20" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <rect x="345" y="200" width="110" height="270" rx="20" fill="${body}" stroke="${accent}" stroke-width="6"/>
        <rect x="490" y="290" width="110" height="180" rx="20" fill="${body}" stroke="${accent}" stroke-width="6"/>`;
  }
}

/** An 800 x 800 illustration: soft backdrop, the pack, a label with the product's name. */
export function productArtwork(name: string, shape: PackShape, colors: [string, string]): string {
  const [body, accent] = colors;
  const words = name.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 16) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shown = lines.slice(0, 2);
  const label = shown
    .map((line, i) => `<text x="400" y="${750 - (shown.length - 1) * 34 + i * 34}" font-size="30">${esc(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">
  <defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${body}"/></radialGradient></defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="620" cy="170" r="90" fill="${accent}" opacity=".12"/>
  <circle cx="150" cy="620" r="60" fill="${accent}" opacity=".10"/>
  <ellipse cx="400" cy="690" rx="250" ry="22" fill="#000" opacity=".08"/>
  ${pack(shape, body, accent)}
  <g font-family="Georgia, serif" fill="${accent}" text-anchor="middle">${label}</g>
</svg>`;
}
