// The perturbation study's matrix without the test runner, for working on the measures: the generated images are
// kept in a cache folder (made once), and only the cells asked for are analysed. Prints, for each cell, every
// score at no change and severities 1..3, and the parameters that moved most.
// Usage: tsx scripts/study-matrix.ts [cache dir] [concern:tone ...]   (no cells: all of them)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createSkinAnalyzer, SCORED_CONCERNS, type SkinAnalysis } from '../src/index';
import { CONCERN_STUDIED, decodeLinear, deepen, encodePng, medianColour, perturb, planOf, SEVERITIES } from '../test/perturbations';

const FIXTURE = fileURLToPath(new URL('../../../../shared/fixtures/faces/astronaut-eileen-collins.png', import.meta.url));
const TONES = [
  { name: 'light', L: null, ita: null },
  { name: 'tan', L: 55, ita: 12 },
  { name: 'deep', L: 37, ita: -37 },
] as const;

const [cache = '/tmp/skin-study', ...asked] = process.argv.slice(2);
mkdirSync(cache, { recursive: true });
const analyzer = createSkinAnalyzer();

async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = `${cache}/${name}.png`;
  if (existsSync(file)) return readFileSync(file);
  const png = await make();
  writeFileSync(file, png);
  return png;
}

const line = (analysis: SkinAnalysis): string => SCORED_CONCERNS.map((concern) => `${concern.slice(0, 6)} ${String(analysis.scores[concern].score).padStart(3)}`).join(' ');

const face = await cached('face', async () =>
  sharp(readFileSync(FIXTURE)).extract({ left: 150, top: 30, width: 150, height: 170 }).resize(600, 680, { kernel: 'lanczos3' }).png().toBuffer(),
);
const photographed = await decodeLinear(face);
const first = await analyzer.analyze(face);
const skin = medianColour(photographed, planOf(first), ['forehead', 'left_cheek', 'right_cheek']);
for (const tone of TONES) {
  const cells = CONCERN_STUDIED.filter((concern) => asked.length === 0 || asked.includes(`${concern}:${tone.name}`));
  if (cells.length === 0) continue;
  const png = tone.L === null ? face : await cached(`base-${tone.name}`, async () => encodePng(deepen(photographed, skin, tone.L, tone.ita)));
  const analysis = tone.L === null ? first : await analyzer.analyze(png);
  const image = await decodeLinear(png);
  console.log(`${tone.name} base      ${line(analysis)}`);
  for (const concern of cells) {
    for (const severity of SEVERITIES) {
      const perturbed = await cached(`${tone.name}-${concern}-${severity}`, async () => encodePng(await perturb(image, planOf(analysis), concern, severity)));
      const result = await analyzer.analyze(perturbed);
      const moved = Object.entries(result.parameters)
        .map(([name, parameter]) => [name, parameter.value - (analysis.parameters[name]?.value ?? Number.NaN)] as const)
        .filter(([, change]) => Math.abs(change) > Number(process.env.MIN ?? 0.2))
        .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]))
        .slice(0, Number(process.env.TOP ?? 8))
        .map(([name, change]) => `${name} ${change > 0 ? '+' : ''}${change.toFixed(2)}`);
      console.log(`${tone.name} ${concern} ${severity}  ${line(result)}\n    ${moved.join(', ')}`);
    }
  }
}
await analyzer.close();
