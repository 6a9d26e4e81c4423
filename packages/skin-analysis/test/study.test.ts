// The perturbation study: a real face with one controlled change at a time (perturbations.ts), at three
// severities, on three skin tones made from the same photo, and what the scores do. Each generated image is
// analysed once in beforeAll; the assertions read the shared results. It writes study-output/ (the
// contact sheet of every image and the table of scores) for a person to look at.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSkinAnalyzer, SCORED_CONCERNS, type ScoredConcern, type SkinAnalysis } from '../src/index';
import {
  blend,
  CONCERN_STUDIED,
  contactSheet,
  decodeLinear,
  deepen,
  encodePng,
  faceCrop,
  hairWeights,
  medianColour,
  perturb,
  PERTURBATION_TEXT,
  planOf,
  SEVERITIES,
  type LinearImage,
  type StudiedConcern,
} from './perturbations';

const FIXTURE = fileURLToPath(new URL('../../../../shared/fixtures/faces/astronaut-eileen-collins.png', import.meta.url));
const OUTPUT = fileURLToPath(new URL('../study-output/', import.meta.url));

/** The skin tones studied: the face as photographed, then deepened to a tan and to a dark skin (Fitzpatrick V-VI). */
const TONES = [
  { name: 'light', L: null, ita: null },
  { name: 'tan', L: 55, ita: 12 },
  { name: 'deep', L: 37, ita: -37 },
] as const;
type ToneName = (typeof TONES)[number]['name'];

/** The concern whose score should name each change. */
const NAMED: Record<StudiedConcern, ScoredConcern> = {
  redness: 'redness',
  spots: 'spots',
  blemishes: 'blemishes',
  shine: 'shine',
  dark_circles: 'dark_circles',
  texture: 'texture',
  evenness: 'evenness',
};

const analyzer = createSkinAnalyzer();
const started = Date.now();
const base = {} as Record<ToneName, { image: LinearImage; analysis: SkinAnalysis }>;
const changed = {} as Record<ToneName, Record<StudiedConcern, SkinAnalysis[]>>;
let again: SkinAnalysis;
let jpegSmaller: SkinAnalysis;
let paleHair: SkinAnalysis;

const score = (analysis: SkinAnalysis, concern: ScoredConcern): number => {
  const value = analysis.scores[concern].score;
  if (value === null) throw new Error(`${concern} not measured: ${analysis.scores[concern].reason}`);
  return value;
};

beforeAll(async () => {
  // The fixture cropped to the face and enlarged 4 times (about 170 px between the pupils), so every score is measured.
  const face = await sharp(readFileSync(FIXTURE)).extract({ left: 150, top: 30, width: 150, height: 170 }).resize(600, 680, { kernel: 'lanczos3' }).png().toBuffer();
  const photographed = await decodeLinear(face);
  const first = await analyzer.analyze(face);
  const skin = medianColour(photographed, planOf(first), ['forehead', 'left_cheek', 'right_cheek']);
  const sheet: Array<{ image: LinearImage; caption: string }> = [];
  for (const tone of TONES) {
    const image = tone.L === null ? photographed : deepen(photographed, skin, tone.L, tone.ita);
    const analysis = tone.L === null ? first : await analyzer.analyze(await encodePng(image));
    base[tone.name] = { image, analysis };
    const plan = planOf(analysis);
    changed[tone.name] = {} as Record<StudiedConcern, SkinAnalysis[]>;
    for (const concern of CONCERN_STUDIED) {
      changed[tone.name][concern] = [];
      // One row per change: the face without it, then the three severities.
      sheet.push({ image, caption: `${tone.name} (ITA ${analysis.skinTone?.ita}), no change` });
      for (const severity of SEVERITIES) {
        const perturbed = await perturb(image, plan, concern, severity);
        changed[tone.name][concern].push(await analyzer.analyze(await encodePng(perturbed)));
        sheet.push({ image: perturbed, caption: `${tone.name} ${concern} ${severity}` });
      }
    }
    if (tone.name === 'deep') {
      // The same darker face, with the hair left as photographed (paler and less saturated than the skin now).
      const hairAsPhotographed = blend(photographed, image, await hairWeights(photographed, planOf(first)));
      paleHair = await analyzer.analyze(await encodePng(hairAsPhotographed));
      sheet.push({ image, caption: 'deep face, dark hair' }, { image: hairAsPhotographed, caption: 'deep face, hair as photographed' });
    }
  }
  again = await analyzer.analyze(face);
  jpegSmaller = await analyzer.analyze(await sharp(face).resize(480, 544, { kernel: 'lanczos3' }).jpeg({ quality: 90 }).toBuffer());
  mkdirSync(OUTPUT, { recursive: true });
  writeFileSync(`${OUTPUT}contact-sheet.png`, await contactSheet(sheet, 4, faceCrop(planOf(first), photographed)));
  writeFileSync(`${OUTPUT}table.md`, studyTable());
  console.log(`perturbation study: ${TONES.length * (1 + CONCERN_STUDIED.length * SEVERITIES.length) + 3} images analysed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 1_500_000);
afterAll(() => analyzer.close());

/** The README's table: for each change and tone, the named score at severities 0..3 and the largest move of any other score. */
function studyTable(): string {
  const rows = ['| change | tone | named score: none, 1, 2, 3 | largest other move |', '|---|---|---|---|'];
  for (const concern of CONCERN_STUDIED) {
    for (const tone of TONES) {
      const series = [base[tone.name].analysis, ...changed[tone.name][concern]];
      const named = series.map((analysis) => analysis.scores[NAMED[concern]].score ?? 'n/a').join(', ');
      const others = SCORED_CONCERNS.filter((other) => other !== NAMED[concern]).map((other) => {
        const moves = series.slice(1).map((analysis) => Math.abs((analysis.scores[other].score ?? 0) - (series[0]!.scores[other].score ?? 0)));
        return [other, Math.max(...moves)] as const;
      });
      const worst = others.reduce((a, b) => (b[1] > a[1] ? b : a));
      rows.push(`| ${concern} | ${tone.name} | ${named} | ${worst[1]} (${worst[0]}) |`);
    }
  }
  const scores = (analysis: SkinAnalysis): string => SCORED_CONCERNS.map((concern) => `${concern} ${analysis.scores[concern].score}`).join(', ');
  rows.push('', ...TONES.map((tone) => `- ${tone.name} as generated: ${scores(base[tone.name].analysis)}`), `- deep face, hair as photographed: ${scores(paleHair)}`);
  rows.push(`- JPEG 90 at 80 %: ${scores(jpegSmaller)}`);
  return `${rows.join('\n')}\n\n${CONCERN_STUDIED.map((concern) => `- ${concern}: ${PERTURBATION_TEXT[concern]}`).join('\n')}\n`;
}

describe('the study images', () => {
  it('covers light to deep skin', () => {
    expect(base.light.analysis.skinTone!.ita).toBeGreaterThan(28);
    expect(base.deep.analysis.skinTone!.ita).toBeLessThan(-30);
    expect(base.deep.analysis.skinTone!.category).toBe('dark');
  });

  it('measures every score on every tone', () => {
    for (const tone of TONES) for (const concern of SCORED_CONCERNS) expect(base[tone.name].analysis.scores[concern].score, `${tone.name} ${concern}`).not.toBeNull();
  });
});

describe('repeatability', () => {
  it('gives the same scores to the same image', () => {
    expect(again.scores).toEqual(base.light.analysis.scores);
  });

  it('gives scores within 5 points to a JPEG (quality 90) at 80 % of the size', () => {
    for (const concern of SCORED_CONCERNS) expect(Math.abs(score(jpegSmaller, concern) - score(base.light.analysis, concern)), concern).toBeLessThanOrEqual(5);
  });
});

describe('darkening alone', () => {
  it.each(TONES.slice(1).map((tone) => tone.name))('moves no score on the %s face by 10 points or more', (tone) => {
    for (const concern of SCORED_CONCERNS) expect(Math.abs(score(base[tone].analysis, concern) - score(base.light.analysis, concern)), concern).toBeLessThan(10);
  });

  it('tells skin from hair that is paler than a darker face: the same forehead and scores as with dark hair', () => {
    const forehead = (analysis: SkinAnalysis): number => analysis.regions.find((region) => region.name === 'forehead')!.areaCm2;
    expect(Math.abs(forehead(paleHair) - forehead(base.deep.analysis))).toBeLessThan(0.25 * forehead(base.deep.analysis));
    for (const concern of SCORED_CONCERNS) expect(Math.abs(score(paleHair, concern) - score(base.deep.analysis, concern)), concern).toBeLessThan(10);
  });
});

/**
 * Specificity still missed (README, "After the fixes"), marked as expected failures, so fixing one fails here until
 * removed. None left: the flush (cheek haemoglobin kept out of the skin yardstick), highlights and blotches (a spot's
 * drop relative to lighter skin around it) no longer move other scores by 10.
 */
const SPECIFICITY_GAPS = new Set<string>();

describe.each(CONCERN_STUDIED)('%s', (concern) => {
  const named = NAMED[concern];
  const drop = (tone: ToneName): number => score(base[tone].analysis, named) - score(changed[tone][concern].at(-1)!, named);

  it.each(TONES.map((tone) => tone.name))('sensitivity on the %s face: the named score falls by 10+ at the top severity and never rises with severity', (tone) => {
    const series = [base[tone].analysis, ...changed[tone][concern]].map((analysis) => score(analysis, named));
    for (let k = 1; k < series.length; k++) expect(series[k], `severity ${k}: ${series.join(', ')}`).toBeLessThanOrEqual(series[k - 1]!);
    expect(drop(tone), series.join(', ')).toBeGreaterThanOrEqual(10);
  });

  it.each(TONES.map((tone) => tone.name))('specificity on the %s face: every other score moves by less than 10', (tone) => {
    if (SPECIFICITY_GAPS.has(`${concern} ${tone}`)) {
      expect(() => expectSpecific(tone)).toThrow();
      return;
    }
    expectSpecific(tone);
  });

  function expectSpecific(tone: ToneName): void {
    for (const analysis of changed[tone][concern]) {
      for (const other of SCORED_CONCERNS.filter((candidate) => candidate !== named)) {
        expect(Math.abs(score(analysis, other) - score(base[tone].analysis, other)), other).toBeLessThan(10);
      }
    }
  }

  it('fairness: the deep face drops at least half as much as the light face, and at most twice as much', () => {
    expect(drop('deep'), `deep ${drop('deep')}, light ${drop('light')}`).toBeGreaterThanOrEqual(drop('light') / 2);
    expect(drop('deep'), `deep ${drop('deep')}, light ${drop('light')}`).toBeLessThanOrEqual(2 * drop('light'));
  });
});
