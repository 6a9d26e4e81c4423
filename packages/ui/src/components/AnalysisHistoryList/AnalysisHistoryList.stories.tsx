import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { brokenImage, longText, productImage, secondTheme } from '../../stories/fixtures';
import { AnalysisHistoryList, type AnalysisHistoryEntry } from './AnalysisHistoryList';

const face = (tone: string) => productImage('#f1e4dc', tone, 'jar');
const items: AnalysisHistoryEntry[] = [
  { id: 4, imageUrl: face('#8d5524'), diagnosis: 'Mild acne with uneven tone', date: new Date(2026, 0, 5, 14, 30), confidence: 0.8734 },
  { id: 3, imageUrl: face('#c68642'), diagnosis: 'Dry skin', date: new Date(2025, 11, 20, 9, 0), confidence: 0.91 },
  { id: 2, imageUrl: face('#e0ac69'), diagnosis: 'Healthy skin', date: new Date(2025, 10, 2, 18, 15) },
  { id: 1, imageUrl: brokenImage, diagnosis: 'Hyperpigmentation', date: new Date(2025, 9, 1, 8, 45), confidence: 0.7 },
];

const meta = {
  title: 'Skin analysis/AnalysisHistoryList',
  component: AnalysisHistoryList,
  args: { items, onSelect: fn(), className: 'max-w-md' },
} satisfies Meta<typeof AnalysisHistoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RecentThree: Story = { args: { limit: 3, heading: 'Recent Skin Analyses' } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { items: [] } };
export const WithError: Story = { args: { error: 'Failed to load analysis history' } };
export const LongText: Story = { args: { items: [{ ...items[0]!, diagnosis: longText }] } };
export const SecondTheme: Story = { ...secondTheme };
