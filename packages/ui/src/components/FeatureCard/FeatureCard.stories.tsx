import type { Meta, StoryObj } from '@storybook/react-vite';
import { Microscope, ScanFace, Stethoscope } from 'lucide-react';
import { longText, secondTheme } from '../../stories/fixtures';
import { FeatureCard } from './FeatureCard';

const meta = {
  title: 'Marketing/FeatureCard',
  component: FeatureCard,
  args: {
    icon: <ScanFace />,
    title: 'AI Skin Analysis',
    description: 'Our model measures 47+ skin parameters from one photo with 89% accuracy.',
    className: 'max-w-xs',
  },
} satisfies Meta<typeof FeatureCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WhyChoose: Story = {
  render: () => (
    <div className="grid gap-6 md:grid-cols-3">
      <FeatureCard icon={<ScanFace />} title="AI Skin Analysis" description="47+ skin parameters measured from one photo, with 89% accuracy." />
      <FeatureCard icon={<Stethoscope />} title="Certified Experts" description="Dermatologists answer within 24 hours." />
      <FeatureCard icon={<Microscope />} title="World-class Products" description="Formulas chosen for every skin tone and type." />
    </div>
  ),
};
export const LongText: Story = { args: { title: longText, description: longText } };
export const SecondTheme: Story = { ...secondTheme, render: WhyChoose.render };
