import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { faceImage, faceImageSize, faceRegions, fullConcerns, partialConcerns, skinTone } from '../../stories/analysis-fixtures';
import { fixedDate } from '../../stories/fixtures';
import { AnalysisResult, type SkinAnalysis } from './AnalysisResult';

const full: SkinAnalysis = {
  headline: 'Some redness on the cheeks and nose.',
  diagnosis:
    'Some redness on the cheeks and nose. Your skin tone is intermediate. A few small red spots, like occasional breakouts. This is a cosmetic reading, not a medical diagnosis.',
  modelUsed: 'Nyansa Skin 1.1, on-device model',
  modelDetail:
    'SSD MobileNet v1 face detector and 68-point landmark net, run on the shop’s own server: no photo goes to an outside service. Skin measures: colour in CIELAB (ITA°, a*, erythema index, CIEDE2000), shine, spots and texture measured on the photo’s pixels.',
  date: fixedDate,
  confidence: 0.912,
  parameterCount: 17,
  recommendations: ['Use a fragrance-free moisturiser with niacinamide to calm redness.', 'Apply broad-spectrum SPF 50 every day.'],
  parameters: [
    { name: 'redness_left_cheek', label: 'Redness, left cheek', value: 18.4, unit: 'a*' },
    { name: 't_zone_shine', label: 'Shine, T-zone', value: 1.9, unit: '%' },
  ],
  faceMap: { imageUrl: faceImage, imageWidth: faceImageSize.width, imageHeight: faceImageSize.height, regions: faceRegions },
  concerns: fullConcerns,
  skinTone,
  // Products are in the Default story: below this long result their lazy images would never load in the visual test.
  products: [],
};

/** The result in each state of an analysis: full, partly measured (face too small for detail), and an older analysis without scores. */
const meta = {
  title: 'Skin analysis/AnalysisResult/States',
  component: AnalysisResult,
  args: { analysis: full, onOpenProduct: fn(), onAddToCart: fn(), className: 'max-w-4xl' },
} satisfies Meta<typeof AnalysisResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const PartialMeasures: Story = {
  args: {
    analysis: {
      ...full,
      parameterCount: 11,
      concerns: partialConcerns,
      faceMap: { ...full.faceMap!, regions: faceRegions.map((region) => ({ ...region, measures: region.measures?.filter((measure) => measure.label !== 'Dark spots') })) },
    },
  },
};
/** Stored before face maps and scores: the result as it was, nothing invented. */
export const WithoutScores: Story = {
  args: { analysis: { ...full, headline: null, faceMap: null, concerns: undefined, skinTone: undefined, parameterCount: null, modelDetail: null, modelUsed: 'nyansa-skin 1.0' } },
};
