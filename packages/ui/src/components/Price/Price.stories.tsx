import type { Meta, StoryObj } from '@storybook/react-vite';
import { secondTheme } from '../../stories/fixtures';
import { Price } from './Price';

const meta = { title: 'Primitives/Price', component: Price, args: { amount: 5.99 } } satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PerMonth: Story = { args: { amount: 29.99, per: '/month', className: 'text-3xl' } };
export const Large: Story = { args: { amount: 1234.5 } };
export const Free: Story = { args: { amount: 0 } };
export const SecondTheme: Story = { ...secondTheme, args: { amount: 29.99, per: '/month' } };
