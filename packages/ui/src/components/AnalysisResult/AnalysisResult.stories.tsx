import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixedDate, longText, mobileViewport, sampleProducts, secondTheme } from '../../stories/fixtures';
import { AnalysisResult, type SkinAnalysis } from './AnalysisResult';

const analysis: SkinAnalysis = {
  diagnosis: 'Mild acne with uneven tone',
  modelUsed: 'nyansa-local-v1',
  date: fixedDate,
  confidence: 0.8734,
  recommendations: [
    'Cleanse twice a day with a gentle, non-foaming cleanser.',
    'Use a vitamin C serum in the morning to even out tone.',
    'Apply broad-spectrum SPF 50 every day.',
  ],
  parameters: [
    { name: 'redness', label: 'Redness', value: 18.4, unit: '%' },
    { name: 'oiliness', label: 'Oiliness', value: 62, unit: '%' },
    { name: 'texture', label: 'Texture roughness', value: 3.2, unit: 'score' },
    { name: 'spots', label: 'Dark spots', value: 7, unit: 'count' },
  ],
  products: sampleProducts.slice(0, 4),
};

const meta = {
  title: 'Skin analysis/AnalysisResult',
  component: AnalysisResult,
  args: { analysis, onOpenProduct: fn(), onAddToCart: fn(), className: 'max-w-3xl' },
} satisfies Meta<typeof AnalysisResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutConfidence: Story = {
  args: { analysis: { ...analysis, confidence: null, parameters: [], products: [] } },
};
export const NoRecommendations: Story = { args: { analysis: { ...analysis, recommendations: [] } } };
export const LongText: Story = {
  args: { analysis: { ...analysis, diagnosis: longText, recommendations: [longText, ...analysis.recommendations] } },
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
